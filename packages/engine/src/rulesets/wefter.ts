import type { Square } from '../board';
import type { Ruleset } from '../ruleset';
import { RULESET_NAMES } from './names';
import type { PremiumSquare } from '../scoring-model';
import { perTileRackPenalty } from '../scoring';

/**
 * The Word Wefter board: `T` word × 3, `D` word × 2, `t` letter × 3, `d` letter × 2,
 * `*` the START square (no bonus), `.` plain. Symmetric in both axes and the diagonal.
 */
// prettier-ignore
export const WEFTER_LAYOUT: readonly string[] = [
  'T..d.T.d..T',
  '.D...t...D.',
  '..D..d..D..',
  'd..D...D..d',
  '....t.t....',
  'Ttd..*..dtT',
  '....t.t....',
  'd..D...D..d',
  '..D..d..D..',
  '.D...t...D.',
  'T..d.T.d..T',
];

const SQUARE_TIMES: Readonly<Record<string, { letterTimes: number; wordTimes: number }>> = {
  T: { letterTimes: 1, wordTimes: 3 },
  D: { letterTimes: 1, wordTimes: 2 },
  t: { letterTimes: 3, wordTimes: 1 },
  d: { letterTimes: 2, wordTimes: 1 },
};

function premiumSquaresOf(layout: readonly string[]): PremiumSquare[] {
  const squares: PremiumSquare[] = [];
  for (const [r, row] of layout.entries()) {
    for (const [c, mark] of [...row].entries()) {
      const times = SQUARE_TIMES[mark];
      if (times) squares.push({ square: { r, c }, ...times });
    }
  }
  return squares;
}

function startSquaresOf(layout: readonly string[]): Square[] {
  const squares: Square[] = [];
  for (const [r, row] of layout.entries()) {
    for (const [c, mark] of [...row].entries()) if (mark === '*') squares.push({ r, c });
  }
  return squares;
}

/**
 * Word Wefter: an 11 × 11 board with letter and word bonus squares, one START
 * square, letter values, only the top tile of a stack scoring (the n-th tile of
 * its stack n times), wild (`?`), blank (`_`) and rainbow tiles. Every choice the
 * game's own description leaves open is in the engine README ("Word Wefter").
 */
export const WEFTER: Ruleset = {
  key: 'wefter',
  name: RULESET_NAMES.wefter,
  wordList: 'english',
  board: { size: WEFTER_LAYOUT.length, startSquares: startSquaresOf(WEFTER_LAYOUT) },
  tiles: {
    // The Normal pool: WordRise's 100 letters plus 3 wild and 3 blank tiles.
    // prettier-ignore
    distribution: {
      A: 7, B: 3, C: 4, D: 5, E: 8, F: 3, G: 3, H: 3, I: 7, J: 1, K: 2, L: 5, M: 5,
      N: 5, O: 7, P: 3, Q: 1, R: 5, S: 6, T: 5, U: 5, V: 1, W: 2, X: 1, Y: 2, Z: 1,
      '?': 3, _: 3,
    },
    qu: 'Q',
    spelling: { Q: 'QU' },
    kinds: { wild: true, blank: true, rainbow: true },
  },
  rackSize: 7,
  // The description sets no limit ("stacks keep growing"); 10 bounds the tables.
  maxStackHeight: 10,
  players: { min: 2, max: 4 },
  firstPlayer: 'letter-nearest-a',
  placement: {
    noSameLetterStack: true,
    noFullCover: true,
    barePluralLetter: null,
    needsEmptySquare: true,
  },
  scoring: {
    flatPointsPerTile: 0,
    flatQuBonus: 0,
    stackedPointsPerTile: 0,
    // J6 U2 M3 P3 S2 E1 N2 are fixed by the description's examples.
    // prettier-ignore
    letterValues: {
      A: 1, B: 3, C: 3, D: 2, E: 1, F: 4, G: 2, H: 4, I: 1, J: 6, K: 5, L: 1, M: 3,
      N: 2, O: 1, P: 3, Q: 8, R: 1, S: 2, T: 1, U: 2, V: 4, W: 4, X: 8, Y: 4, Z: 10,
    },
    premiumSquares: premiumSquaresOf(WEFTER_LAYOUT),
    stackMultiplier: { kind: 'level' },
    stackScoring: 'top',
    rainbowWordTimes: 2,
    wordBonuses: [],
    tileCountBonuses: [],
    endPenaltyPerTile: 0,
  },
  exchange: { maxTiles: 1, minBag: 1, returnBeforeDraw: true },
  end: {
    whenOutWithEmptyBag: false,
    whenAllPass: 'any-bag',
    noWordRounds: null,
    finalRound: true,
    whenBoardFull: true,
  },
  timeout: { kind: 'forfeit' },
  market: true,
  hooks: { rackPenalty: perTileRackPenalty },
};

import type { Ruleset } from '../ruleset';
import { RULESET_NAMES } from './names';
import { perTileRackPenalty } from '../scoring';

/** WordRise: Upwords on a 10 × 10 board with the classic 100-tile set (R1–R29). */
export const WORDRISE: Ruleset = {
  key: 'wordrise',
  name: RULESET_NAMES.wordrise,
  wordList: 'english',
  board: {
    size: 10,
    startSquares: [
      { r: 4, c: 4 },
      { r: 4, c: 5 },
      { r: 5, c: 4 },
      { r: 5, c: 5 },
    ],
  },
  tiles: {
    // prettier-ignore
    distribution: {
      A: 7, B: 3, C: 4, D: 5, E: 8, F: 3, G: 3, H: 3, I: 7, J: 1, K: 2, L: 5, M: 5,
      N: 5, O: 7, P: 3, Q: 1, R: 5, S: 6, T: 5, U: 5, V: 1, W: 2, X: 1, Y: 2, Z: 1,
    },
    qu: 'Q',
    spelling: { Q: 'QU' },
  },
  rackSize: 7,
  maxStackHeight: 5,
  players: { min: 2, max: 4 },
  firstPlayer: 'letter-nearest-a',
  placement: { noSameLetterStack: true, noFullCover: true, barePluralLetter: 'S' },
  scoring: {
    flatPointsPerTile: 2,
    flatQuBonus: 2,
    stackedPointsPerTile: 1,
    letterValues: {},
    premiumSquares: [],
    stackMultiplier: { kind: 'none' },
    wordBonuses: [],
    tileCountBonuses: [{ tiles: 7, points: 20 }],
    endPenaltyPerTile: 5,
  },
  exchange: { maxTiles: 1, minBag: 1, returnBeforeDraw: true },
  end: { whenOutWithEmptyBag: true, whenAllPass: 'empty-bag', noWordRounds: 3 },
  timeout: { kind: 'forfeit' },
  hooks: { rackPenalty: perTileRackPenalty },
};

import type { Ruleset } from '../ruleset';
import { RULESET_NAMES } from './names';
import { perTileRackPenalty } from '../scoring';

/**
 * Classic Upwords: an 8 × 8 board, the four centre squares to start, 64 tiles,
 * stacks of five, WordRise's placement and scoring rules. The set is WordRise's
 * 100 tiles scaled to 64 (see the engine README, "Rulesets"). Its game ends when
 * a player goes out with the bag empty or when every player passes in a row,
 * whatever the bag holds; with no rounds-without-a-word limit.
 */
export const UPWORDS_8: Ruleset = {
  key: 'upwords-8',
  name: RULESET_NAMES['upwords-8'],
  wordList: 'english',
  board: {
    size: 8,
    startSquares: [
      { r: 3, c: 3 },
      { r: 3, c: 4 },
      { r: 4, c: 3 },
      { r: 4, c: 4 },
    ],
  },
  tiles: {
    // prettier-ignore
    distribution: {
      A: 5, B: 2, C: 3, D: 3, E: 5, F: 2, G: 2, H: 2, I: 4, J: 1, K: 1, L: 3, M: 3,
      N: 3, O: 4, P: 2, Q: 1, R: 3, S: 4, T: 3, U: 3, V: 1, W: 1, X: 1, Y: 1, Z: 1,
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
  // Upwords returns the exchanged tile after the draw: draw a new one, then mix the old one back.
  exchange: { maxTiles: 1, minBag: 1, returnBeforeDraw: false },
  end: { whenOutWithEmptyBag: true, whenAllPass: 'any-bag', noWordRounds: null },
  timeout: { kind: 'forfeit' },
  hooks: { rackPenalty: perTileRackPenalty },
};

import type { Square } from './board';

/**
 * The scoring model of a ruleset: every way a word's score may depend on the
 * board, as data, so that the rules checker and the Oracle read the same numbers
 * (the Oracle compiles them into its tables; see oracle/compiled-scoring.ts).
 * A ruleset states every part; a part it does not use is neutral ({}, [],
 * `{ kind: 'none' }`). Every number is a non-negative integer, multipliers ≥ 1
 * (checked by `scoringModelProblem`): scores only grow as a word grows, which is
 * what the Oracle's best-play bounds rely on.
 *
 * A word's score (R18, R19 generalised; `scoreWordByModel` is the reference):
 * - **flat** word (every square one tile high): per square
 *   `(flatPointsPerTile + letter value + flatQuBonus if it is the Qu tile) × letter multiplier`;
 * - **stacked** word (a square two or more high): per tile of every stack, the
 *   n-th from the bottom, `(stackedPointsPerTile + letter value) × stack multiplier(n)`,
 *   the top tile also × the square's letter multiplier; with `stackScoring: 'top'`
 *   only each square's top tile counts (n = the stack's height);
 * - a played wild tile (tiles.ts) has letter value 0, a rainbow tile its letter's;
 * - letter multipliers count only for a tile placed on the square this turn;
 * - the sum is multiplied by the word multiplier of every square that got a
 *   tile this turn and by `rainbowWordTimes` for every rainbow tile on top of
 *   one of its squares, then the word bonus for its length is added.
 * The play's score adds the tile-count bonus (R20) once.
 */
export interface ScoringModel {
  /** R18: points per tile of a flat word. */
  readonly flatPointsPerTile: number;
  /** R18: extra points per Qu tile in a flat word. */
  readonly flatQuBonus: number;
  /** R19: points per tile (every tile of every stack) of a stacked word. */
  readonly stackedPointsPerTile: number;
  /** Extra points of a tile by its letter (letters not listed: 0). */
  readonly letterValues: Readonly<Record<string, number>>;
  /** Squares with letter or word multipliers (a board layout; squares not listed: × 1). */
  readonly premiumSquares: readonly PremiumSquare[];
  /** How the n-th tile of a stack counts in a stacked word. */
  readonly stackMultiplier: StackMultiplier;
  /**
   * Which tiles of a stack a stacked word counts: `every` tile (Upwords; the
   * default when absent) or only the `top` one, at its height's multiplier.
   */
  readonly stackScoring?: StackScoring;
  /** Each rainbow tile showing in a word multiplies it by this (absent = 1: no rainbow tiles). */
  readonly rainbowWordTimes?: number;
  /** Points added to a word by its length (the longest `minLength` it reaches counts). */
  readonly wordBonuses: readonly WordBonus[];
  /** R20: bonus for placing exactly `tiles` tiles in one play (first match counts). */
  readonly tileCountBonuses: readonly { readonly tiles: number; readonly points: number }[];
  /** R29: penalty per tile left on a rack at the end. */
  readonly endPenaltyPerTile: number;
}

export interface PremiumSquare {
  readonly square: Square;
  /** A tile placed here this turn counts this many times. */
  readonly letterTimes: number;
  /** A word through this square, when the square got a tile this turn, counts this many times. */
  readonly wordTimes: number;
}

export const STACK_MULTIPLIER_KINDS = ['none', 'level', 'table'] as const;
export type StackMultiplierKind = (typeof STACK_MULTIPLIER_KINDS)[number];
export type StackMultiplier =
  /** Every tile of a stack counts once. */
  | { readonly kind: 'none' }
  /** The n-th tile from the bottom counts n times. */
  | { readonly kind: 'level' }
  /** The n-th tile counts `times[n - 1]` times (beyond the table: its last entry). */
  | { readonly kind: 'table'; readonly times: readonly number[] };

export const STACK_SCORINGS = ['every', 'top'] as const;
export type StackScoring = (typeof STACK_SCORINGS)[number];

export interface WordBonus {
  readonly minLength: number;
  readonly points: number;
}

/** How many times the n-th tile (n ≥ 1) of a stack counts in a stacked word. */
export function stackTimes(multiplier: StackMultiplier, n: number): number {
  switch (multiplier.kind) {
    case 'none':
      return 1;
    case 'level':
      return n;
    case 'table':
      return multiplier.times[Math.min(n, multiplier.times.length) - 1] ?? 1;
  }
}

/** The bonus of a word of `length` squares: the longest `minLength` it reaches, else 0. */
export function wordBonus(model: ScoringModel, length: number): number {
  let best = 0;
  let bestLength = 0;
  for (const b of model.wordBonuses) {
    if (b.minLength <= length && b.minLength > bestLength) {
      best = b.points;
      bestLength = b.minLength;
    }
  }
  return best;
}

/** The premium square at (r, c), if any (the first listed). */
export function premiumAt(model: ScoringModel, r: number, c: number): PremiumSquare | undefined {
  return model.premiumSquares.find((p) => p.square.r === r && p.square.c === c);
}

/**
 * What is wrong with a model (a sentence), or null. The Oracle refuses a model
 * with a problem: its bounds assume non-negative points and multipliers ≥ 1.
 */
export function scoringModelProblem(model: ScoringModel): string | null {
  const count = (n: number) => Number.isInteger(n) && n >= 0;
  const times = (n: number) => Number.isInteger(n) && n >= 1;
  const numbers: [string, number][] = [
    ['flatPointsPerTile', model.flatPointsPerTile],
    ['flatQuBonus', model.flatQuBonus],
    ['stackedPointsPerTile', model.stackedPointsPerTile],
    ['endPenaltyPerTile', model.endPenaltyPerTile],
    ...Object.entries(model.letterValues).map(([l, v]): [string, number] => [
      `letterValues.${l}`,
      v,
    ]),
    ...model.wordBonuses.map((b, i): [string, number] => [`wordBonuses[${i}].points`, b.points]),
    ...model.tileCountBonuses.map((b, i): [string, number] => [
      `tileCountBonuses[${i}].points`,
      b.points,
    ]),
  ];
  for (const [name, n] of numbers) {
    if (!count(n)) return `${name} is ${n}, not a non-negative integer`;
  }
  for (const [l] of Object.entries(model.letterValues)) {
    if (!/^[A-Z]$/.test(l)) return `letterValues: ${JSON.stringify(l)} is not a tile letter`;
  }
  for (const [i, p] of model.premiumSquares.entries()) {
    if (!times(p.letterTimes) || !times(p.wordTimes))
      return `premiumSquares[${i}]: multipliers must be integers ≥ 1`;
  }
  if (model.rainbowWordTimes !== undefined && !times(model.rainbowWordTimes))
    return 'rainbowWordTimes must be an integer ≥ 1';
  if (model.stackMultiplier.kind === 'table') {
    const table = model.stackMultiplier.times;
    if (table.length === 0 || !table.every(times))
      return 'stackMultiplier.times must be a non-empty list of integers ≥ 1';
  }
  return null;
}

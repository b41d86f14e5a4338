/**
 * A ruleset's scoring model (scoring-model.ts) compiled for the Oracle, once per
 * ruleset and board size: typed tables the search reads instead of the model.
 *
 * A word's score is a sum of per-square values times a product of word
 * multipliers plus a bonus by length, so the search carries two running sums
 * along the main word — its value if it stays flat and its value if it is
 * stacked — and the product; which sum counts is known only at the word's end.
 */
import type { Ruleset } from '../ruleset';
import { scoringModelProblem, stackTimes, wordBonus } from '../scoring-model';

export interface CompiledScoring {
  /** Stack levels in `tileValue` besides level 0: the ruleset's max height. */
  readonly levels: number;
  /**
   * `tileValue[level * 26 + letter]`: level 0, a tile of a flat word (points +
   * letter value + Qu bonus); level n ≥ 1, the n-th tile of a stack in a stacked
   * word (× the stack multiplier of n). Before the square's letter multiplier.
   */
  readonly tileValue: Int32Array;
  /** Per square (row-major): the multiplier of a tile placed there this turn. */
  readonly letterTimes: Int32Array;
  /** Per square: the multiplier of a word through it when it got a tile this turn. */
  readonly wordTimes: Int32Array;
  /** Per word length 0…size: its bonus. */
  readonly wordBonus: Int32Array;
  /** The largest word bonus of any length (for bounds). */
  readonly maxWordBonus: number;
  /**
   * True when a stacked word counts every tile of a stack (`stackScoring: 'every'`):
   * a tile placed on a stack then adds to the old tiles' value; false when only
   * the top tile counts (`'top'`): the new tile replaces them.
   */
  readonly countsCovered: boolean;
}

/** The model's numbers cannot be searched with bounds (a negative value…). */
export class ScoringModelError extends Error {
  override name = 'ScoringModelError';
}

const compiled = new WeakMap<Ruleset, Map<number, CompiledScoring>>();

/** The compiled model of `ruleset` for a `size` × `size` board (cached). */
export function compileScoring(ruleset: Ruleset, size: number): CompiledScoring {
  let bySize = compiled.get(ruleset);
  if (!bySize) {
    bySize = new Map();
    compiled.set(ruleset, bySize);
  }
  const cached = bySize.get(size);
  if (cached) return cached;
  const result = compile(ruleset, size);
  bySize.set(size, result);
  return result;
}

function compile(ruleset: Ruleset, size: number): CompiledScoring {
  const model = ruleset.scoring;
  const problem = scoringModelProblem(model);
  if (problem !== null) throw new ScoringModelError(`${ruleset.name}: ${problem}`);
  const levels = ruleset.maxStackHeight;
  const tileValue = new Int32Array((levels + 1) * 26);
  for (let l = 0; l < 26; l++) {
    const letter = String.fromCharCode(65 + l);
    const value = model.letterValues[letter] ?? 0;
    const qu = letter === ruleset.tiles.qu ? model.flatQuBonus : 0;
    tileValue[l] = model.flatPointsPerTile + value + qu;
    for (let n = 1; n <= levels; n++) {
      tileValue[n * 26 + l] =
        (model.stackedPointsPerTile + value) * stackTimes(model.stackMultiplier, n);
    }
  }
  const letterTimes = new Int32Array(size * size).fill(1);
  const wordTimes = new Int32Array(size * size).fill(1);
  // Listed in order; the first entry for a square counts (as `premiumAt` reads it).
  for (const { square, letterTimes: lt, wordTimes: wt } of [...model.premiumSquares].reverse()) {
    const { r, c } = square;
    if (r < 0 || c < 0 || r >= size || c >= size) continue;
    letterTimes[r * size + c] = lt;
    wordTimes[r * size + c] = wt;
  }
  const bonus = new Int32Array(size + 1);
  let maxWordBonus = 0;
  for (let length = 0; length <= size; length++) {
    bonus[length] = wordBonus(model, length);
    maxWordBonus = Math.max(maxWordBonus, bonus[length] as number);
  }
  const countsCovered = model.stackScoring !== 'top';
  return {
    levels,
    tileValue,
    letterTimes,
    wordTimes,
    wordBonus: bonus,
    maxWordBonus,
    countsCovered,
  };
}

/**
 * The value of an old stack in a stacked word (no letter multiplier: its tiles
 * were not placed this turn). Stacks taller than the ruleset allows (a hand-made
 * board) are valued by the model directly.
 */
export function keptStackValue(scoring: CompiledScoring, ruleset: Ruleset, stack: string): number {
  let sum = 0;
  for (let n = scoring.countsCovered ? 1 : stack.length; n <= stack.length; n++) {
    const l = stack.charCodeAt(n - 1) - 65;
    if (n <= scoring.levels) {
      sum += scoring.tileValue[n * 26 + l] as number;
    } else {
      const model = ruleset.scoring;
      sum +=
        (model.stackedPointsPerTile + (model.letterValues[stack[n - 1] as string] ?? 0)) *
        stackTimes(model.stackMultiplier, n);
    }
  }
  return sum;
}

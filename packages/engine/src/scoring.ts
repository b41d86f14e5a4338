import { stepOf } from './board';
import type { Ruleset, WordToScore } from './ruleset';
import { premiumAt, stackTimes, wordBonus, type ScoringModel } from './scoring-model';
import { isRainbow, isWildOnBoard, letterOf } from './tiles';

/** A tile's letter value: 0 for a played wild or a blank, a rainbow tile its letter's. */
export function letterValueOf(model: ScoringModel, tile: string): number {
  if (isWildOnBoard(tile)) return 0;
  return model.letterValues[letterOf(tile)] ?? 0;
}

/**
 * A word's score by the ruleset's scoring model (R18, R19; the rules are in
 * scoring-model.ts). This is the reference: written to be read, not fast. The
 * Oracle computes the same numbers from compiled tables, and the brute-force
 * tests hold the two together.
 */
export function scoreWordByModel({ board, run, placed }: WordToScore, ruleset: Ruleset): number {
  const model = ruleset.scoring;
  const [dr, dc] = stepOf(run.direction);
  const stacks: string[] = [];
  for (let i = 0; i < run.length; i++) {
    stacks.push(board.cells[(run.start.r + dr * i) * board.size + run.start.c + dc * i] ?? '');
  }
  const stacked = stacks.some((stack) => stack.length >= 2);
  const topOnly = model.stackScoring === 'top';
  let sum = 0;
  let wordTimes = 1;
  for (const [i, stack] of stacks.entries()) {
    const premium = placed[i]
      ? premiumAt(model, run.start.r + dr * i, run.start.c + dc * i)
      : undefined;
    const letterTimes = premium?.letterTimes ?? 1;
    wordTimes *= premium?.wordTimes ?? 1;
    if (isRainbow(stack.slice(-1))) wordTimes *= model.rainbowWordTimes ?? 1;
    if (stacked) {
      for (let n = topOnly ? stack.length : 1; n <= stack.length; n++) {
        const tile = stack[n - 1] as string;
        const points =
          (model.stackedPointsPerTile + letterValueOf(model, tile)) *
          stackTimes(model.stackMultiplier, n);
        sum += n === stack.length ? points * letterTimes : points;
      }
    } else {
      const tile = stack.slice(-1);
      const qu = tile === ruleset.tiles.qu ? model.flatQuBonus : 0;
      sum += (model.flatPointsPerTile + letterValueOf(model, tile) + qu) * letterTimes;
    }
  }
  return sum * wordTimes + wordBonus(model, run.length);
}

/** R18/R19: a word's score — the ruleset's own hook if it has one, else its model. */
export function scoreWord(word: WordToScore, ruleset: Ruleset): number {
  const hook = ruleset.hooks.scoreWord;
  return hook ? hook(word, ruleset) : scoreWordByModel(word, ruleset);
}

/** R29 as a flat charge per tile left. */
export function perTileRackPenalty(rack: string, ruleset: Ruleset): number {
  return rack.length * ruleset.scoring.endPenaltyPerTile;
}

/** R20: the bonus for the number of tiles a play places. */
export function tileCountBonus(tilesPlaced: number, ruleset: Ruleset): number {
  return ruleset.scoring.tileCountBonuses.find((b) => b.tiles === tilesPlaced)?.points ?? 0;
}

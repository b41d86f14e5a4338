import type { Ruleset } from '@wordrise/engine';
import type { BoardScoring } from '@wordrise/ui';

/**
 * What a board shows of a ruleset's scoring — bonus squares, letter values, stack
 * multipliers (Word Wefter) — for the live game and its replay alike; nothing for a
 * plain board (WordRise).
 */
export function boardScoringOf(ruleset: Ruleset): BoardScoring | null {
  const { premiumSquares, letterValues, stackMultiplier, stackScoring } = ruleset.scoring;
  const values = Object.keys(letterValues).length > 0;
  if (premiumSquares.length === 0 && !values) return null;
  return {
    premiumSquares,
    ...(values ? { letterValues } : {}),
    stackMultiplies: stackMultiplier.kind === 'level' && stackScoring === 'top',
  };
}

import { inputError, type RuleError } from '../errors';
import { err, ok, type Result } from '../result';
import type { GameResult } from './glicko2';

/**
 * A game of 2–4 players as Glicko-2 results: every pair of players is one game,
 * won by the higher-ranked player and drawn between players of equal rank. All of
 * them go into one rating period, so a 4-player game is 6 results (3 per player).
 *
 * `ranking` lists the players best first, tied players in one group — the shape of
 * the engine's `ranking(state)`, with ids for seats: `[["ann"], ["bo", "cy"], ["di"]]`.
 * Each result's `a` is the better-placed (or, in a tie, the earlier-listed) player.
 */
export function pairwiseResults(
  ranking: readonly (readonly string[])[],
): Result<{ games: GameResult[] }, RuleError> {
  const placed: { id: string; place: number }[] = [];
  const seen = new Set<string>();
  for (const [place, group] of ranking.entries()) {
    if (group.length === 0) return err(inputError(`ranking group ${place} is empty`));
    for (const id of group) {
      if (seen.has(id)) return err(inputError(`player ${JSON.stringify(id)} is ranked twice`));
      seen.add(id);
      placed.push({ id, place });
    }
  }
  if (placed.length < 2 || placed.length > 4) {
    return err(inputError(`a rated game has 2 to 4 players, not ${placed.length}`));
  }
  const games: GameResult[] = [];
  for (const [i, first] of placed.entries()) {
    for (const second of placed.slice(i + 1)) {
      games.push({ a: first.id, b: second.id, score: first.place === second.place ? 0.5 : 1 });
    }
  }
  return ok({ games });
}

import {
  publicCountsOf,
  replayStates,
  type GameEvent,
  type GameState,
  type PublicCounts,
} from '@wordrise/engine';

/** How many games' counts are kept (the latest asked for). */
const KEPT_GAMES = 256;
const kept = new Map<string, readonly PublicCounts[]>();

/**
 * The public counts (each rack's and the bag's size, R30) after each event of a running game,
 * from its whole log replayed on the server: the spectator's log hides what a rack drew and
 * bought, so the page cannot work them out. Kept by game and log length (a log only grows), as
 * every viewer of a running game's replay asks again after each move.
 */
export function countsAfterEach(
  gameId: string,
  initial: GameState,
  events: readonly GameEvent[],
): readonly PublicCounts[] {
  const key = `${gameId}:${events.length}`;
  const hit = kept.get(key);
  if (hit) return hit;
  const replayed = replayStates(initial, events);
  if (!replayed.ok) throw new Error(`game ${gameId} does not replay: ${replayed.error.reason}`);
  const counts = replayed.states.map(publicCountsOf);
  kept.set(key, counts);
  if (kept.size > KEPT_GAMES) kept.delete(kept.keys().next().value as string);
  return counts;
}

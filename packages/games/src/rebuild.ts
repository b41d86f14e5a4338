import { asc, eq } from 'drizzle-orm';
import { gameEvents } from '@wordrise/db';
import { firstDifference, replay, type GameEvent, type GameState } from '@wordrise/engine';
import type { Queryable } from './db-types';
import { loadGame } from './load';
import { initialState } from './start';

/** A game's log (the append-only `game_events`), in move order. */
export async function readEvents(db: Queryable, gameId: string): Promise<GameEvent[]> {
  const rows = await db
    .select({ event: gameEvents.event })
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(asc(gameEvents.moveNumber));
  return rows.map((r) => r.event);
}

export interface Rebuilt {
  /** The state replayed from the seed, the seat names and the event log. */
  state: GameState | null;
  /** Where the cached `games.state` differs from the replay (undefined: identical). */
  difference: string | undefined;
}

/**
 * Rebuilds a game's state from its truth — the seed, the seats and the
 * append-only `game_events` — with the engine's replay, and compares it with the
 * cached `games.state`. Throws if the log itself does not replay.
 */
export async function rebuildGameState(db: Queryable, gameId: string): Promise<Rebuilt> {
  const loaded = await loadGame(db, gameId);
  if (!loaded.game.state) return { state: null, difference: undefined };
  const replayed = replay(initialState(loaded), await readEvents(db, gameId));
  if (!replayed.ok) throw new Error(`game ${gameId} does not replay: ${replayed.error.reason}`);
  return { state: replayed.state, difference: firstDifference(replayed.state, loaded.game.state) };
}

import { asc, eq } from 'drizzle-orm';
import { gameEvents, gamePlayers, games, type Database } from '@wordrise/db';
import { newGame, type GameEvent, type GameState } from '@wordrise/engine';

export type GameRow = typeof games.$inferSelect;
export type SeatRow = typeof gamePlayers.$inferSelect;

/** A game and its seats (ordered by seat), read without a lock; undefined if there is none. */
export async function readGame(
  db: Database,
  gameId: string,
): Promise<{ game: GameRow; seats: SeatRow[] } | undefined> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game) return undefined;
  const seats = await db
    .select()
    .from(gamePlayers)
    .where(eq(gamePlayers.gameId, gameId))
    .orderBy(asc(gamePlayers.seat));
  return { game, seats };
}

/** The game's log, in move order. */
export async function readEvents(db: Database, gameId: string): Promise<GameEvent[]> {
  const rows = await db
    .select({ event: gameEvents.event })
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(asc(gameEvents.moveNumber));
  return rows.map((r) => r.event);
}

/**
 * The engine's starting state of a started game, from its seed, rules and
 * randomness versions and seat names (as the api's `initialState` deals it): the first state
 * of its replay.
 */
export function initialStateOf(game: GameRow, seats: readonly SeatRow[]): GameState {
  const created = newGame({
    ruleset: game.ruleset,
    seed: game.seed,
    rulesVersion: game.rulesVersion,
    rngVersion: game.rngVersion,
    players: game.seats,
    names: seats.map((s) => s.name),
  });
  if (!created.ok) throw new Error(`game ${game.id} cannot be dealt: ${created.error.reason}`);
  return created.state;
}

import { asc, eq, sql } from 'drizzle-orm';
import { gamePlayers, games } from '@wordrise/db';
import type { Queryable } from './db-types';
import { isRefusal, notFound } from './refusal';

export type GameRow = typeof games.$inferSelect;
export type SeatRow = typeof gamePlayers.$inferSelect;

export interface LoadedGame {
  game: GameRow;
  /** Ordered by seat. */
  seats: SeatRow[];
  /** The database's clock when the row was read: the one clock every process agrees on. */
  nowMs: number;
}

/**
 * A game with its seats. With `lock`, the row is locked (`for update`) until the
 * transaction ends: every change to a game goes through this lock, so changes
 * to one game happen one at a time.
 */
export async function loadGame(
  db: Queryable,
  gameId: string,
  options: { lock?: boolean } = {},
): Promise<LoadedGame> {
  const query = db
    .select({
      game: games,
      nowMs: sql<number>`(extract(epoch from clock_timestamp()) * 1000)::float8`.mapWith(Number),
    })
    .from(games)
    .where(eq(games.id, gameId));
  const readSeats = () =>
    db
      .select()
      .from(gamePlayers)
      .where(eq(gamePlayers.gameId, gameId))
      .orderBy(asc(gamePlayers.seat));
  if (options.lock) {
    // Sent together: the seats are read after the lock is taken (one connection runs a
    // transaction's statements in order), in the same round trip.
    const [[row], seats] = await Promise.all([query.for('update'), readSeats()]);
    if (!row) throw notFound();
    return { game: row.game, seats, nowMs: Math.floor(row.nowMs) };
  }
  // Without the lock a move may commit between the two reads; the game's revision (bumped
  // by every change) tells, and the read is simply taken again.
  for (let attempt = 0; ; attempt++) {
    const [row] = await query;
    if (!row) throw notFound();
    const seats = await readSeats();
    const [after] = await db
      .select({ revision: games.revision })
      .from(games)
      .where(eq(games.id, gameId));
    if (after?.revision === row.game.revision || attempt === 4) {
      return { game: row.game, seats, nowMs: Math.floor(row.nowMs) };
    }
  }
}

/** A game with its seats, read without a lock; undefined if there is no such game. */
export async function findGame(db: Queryable, gameId: string): Promise<LoadedGame | undefined> {
  try {
    return await loadGame(db, gameId);
  } catch (error) {
    if (isRefusal(error) && error.kind === 'not-found') return undefined;
    throw error;
  }
}

/** The seat a player holds in the game (any join status), or undefined. */
export function seatOf(
  loaded: Pick<LoadedGame, 'seats'>,
  userId: string | null | undefined,
): SeatRow | undefined {
  return userId ? loaded.seats.find((s) => s.userId === userId) : undefined;
}

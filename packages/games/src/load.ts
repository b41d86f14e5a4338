import { gamePlayers, games } from '@wordrise/db';
import type { Queryable } from './db-types';
import { QUEUE_EXISTS_SQL } from './jobs/queue';
import { rowReader, runSql } from './raw-sql';
import { isRefusal, notFound } from './refusal';

export type GameRow = typeof games.$inferSelect;
export type SeatRow = typeof gamePlayers.$inferSelect;

export interface LoadedGame {
  game: GameRow;
  /** Ordered by seat. */
  seats: SeatRow[];
  /** The database's clock when the row was read: the one clock every process agrees on. */
  nowMs: number;
  /**
   * Whether the job queue exists, read with the lock (in the same round trip), so the
   * change's jobs can go out with its writes. Unknown (undefined) for unlocked reads.
   */
  queue?: boolean;
}

/** The games and game_players rows as Drizzle maps them (shared with `snapshot.ts`). */
export const GAME = rowReader(games, 'g');
export const SEAT = rowReader(gamePlayers, 'gp');
/** The game row and the database's clock. */
export const GAME_TEXT = `select ${GAME.columns}, (extract(epoch from clock_timestamp()) * 1000)::float8 as "nowMs"
  from ${GAME.table} where g.id = $1`;
/** The game row locked, the clock, and whether the job queue exists (one statement fewer a move). */
export const LOCKED_GAME_TEXT = `select ${GAME.columns}, (extract(epoch from clock_timestamp()) * 1000)::float8 as "nowMs",
    ${QUEUE_EXISTS_SQL} as "queue"
  from ${GAME.table} where g.id = $1 for update of g`;
const SEATS_TEXT = `select ${SEAT.columns} from ${SEAT.table} where gp.game_id = $1 order by gp.seat`;
/** The seats and the game's revision as one statement saw them (one row of nulls: no seats). */
const SEATS_AT_REVISION_TEXT = `select g.revision as "revision", ${SEAT.columns}
  from games g left join ${SEAT.table} on gp.game_id = g.id
  where g.id = $1 order by gp.seat`;

/** A game row read with its clock (`GAME_TEXT`, `LOCKED_GAME_TEXT`) and its seats. */
export function loadedOf(
  gameRow: Record<string, unknown> | undefined,
  seats: SeatRow[],
): LoadedGame {
  if (!gameRow) throw notFound();
  return {
    game: GAME.read(gameRow),
    seats,
    nowMs: Math.floor(Number(gameRow.nowMs)),
    ...(gameRow.queue === undefined ? {} : { queue: gameRow.queue === true }),
  };
}

/**
 * A game with its seats. With `lock`, the row is locked (`for update`) until the
 * transaction ends: every change to a game goes through this lock, so changes
 * to one game happen one at a time. Every move reads it: written as SQL text (`raw-sql.ts`).
 */
export async function loadGame(
  db: Queryable,
  gameId: string,
  options: { lock?: boolean } = {},
): Promise<LoadedGame> {
  const readSeats = async () =>
    (await runSql(db, SEATS_TEXT, [gameId])).map((row) => SEAT.read(row));
  if (options.lock) {
    // Sent together: the seats are read after the lock is taken (one connection runs a
    // transaction's statements in order), in the same round trip. The row says whether the
    // job queue exists (the change's jobs can then go out with its writes: `recordEvent`).
    const [[row], seats] = await Promise.all([runSql(db, LOCKED_GAME_TEXT, [gameId]), readSeats()]);
    return loadedOf(row, seats);
  }
  // Without the lock the two reads go out together (on a pool, maybe on two connections), and
  // a move may commit between them; the game's revision (bumped by every change), read by
  // both, tells, and the read is simply taken again.
  for (let attempt = 0; ; attempt++) {
    const [[row], seatRows] = await Promise.all([
      runSql(db, GAME_TEXT, [gameId]),
      runSql(db, SEATS_AT_REVISION_TEXT, [gameId]),
    ]);
    const loaded = loadedOf(
      row,
      seatRows.filter((seat) => seat.gameId !== null).map((seat) => SEAT.read(seat)),
    );
    if (seatRows[0]?.revision === loaded.game.revision || attempt === 4) return loaded;
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

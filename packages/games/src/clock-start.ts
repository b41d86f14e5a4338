import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { gamePlayers, games, type Database } from '@wordrise/db';
import type { Queryable } from './db-types';
import { afterGameChange } from './hooks';
import { loadGame, type GameRow, type LoadedGame, type SeatRow } from './load';
import { clockRunsFromMs, fromColumns, timeLeftMs } from './time-control';

/**
 * A paired game waits for its players (`games.clock_grace_until`): a player's clock holds
 * still until they first open the game, for at most the grace (`ARRIVAL_GRACE_MS`).
 */

/** When the clock of `moverSeat`, to move in a turn that began at `turnStartedMs`, runs from. */
export function clockRunsFrom(
  game: Pick<GameRow, 'clockGraceUntil'>,
  seats: readonly SeatRow[],
  moverSeat: number,
  turnStartedMs: number,
): number {
  const mover = seats.find((s) => s.seat === moverSeat);
  return clockRunsFromMs(turnStartedMs, game.clockGraceUntil?.getTime() ?? null, {
    arrivedMs: mover?.arrivedAt?.getTime() ?? null,
    // Only a player can be away: a bot is always there.
    waits: mover?.userId != null,
  });
}

/**
 * While the mover's clock waits for them to open the game: the instant it starts at the
 * latest (it starts earlier if they come). Null when it runs, or no turn is under way.
 */
export function clockWaitsUntil(loaded: LoadedGame): Date | null {
  const { game, seats, nowMs } = loaded;
  const turnStarted = game.turnStartedAt?.getTime() ?? null;
  if (game.status !== 'playing' || game.toMoveSeat === null || turnStarted === null) return null;
  const runsFrom = clockRunsFrom(game, seats, game.toMoveSeat, turnStarted);
  return runsFrom > nowMs ? new Date(runsFrom) : null;
}

/** The mover's deadline: when its clock, running from `clockRunsFrom`, reaches zero. */
export function deadlineOf(
  game: GameRow,
  seats: readonly SeatRow[],
  moverSeat: number,
  turnStartedMs: number,
): Date | null {
  const stored = seats.find((s) => s.seat === moverSeat)?.timeLeftMs ?? null;
  // The time the mover's clock holds while it does not run.
  const left = timeLeftMs(fromColumns(game), stored, false, null, turnStartedMs);
  if (left === null) return null;
  return new Date(clockRunsFrom(game, seats, moverSeat, turnStartedMs) + left);
}

/**
 * `userId` opened the game (its live view): while the game waits for its players, their
 * arrival is recorded, and when they are to move their clock starts now (an earlier deadline:
 * the game's watchers hear of it, and its clock check is brought forward).
 */
export async function noteArrival(db: Database, gameId: string, userId: string): Promise<void> {
  if (!(await awaited(db, gameId, userId))) return;
  await db.transaction(async (tx) => {
    const loaded = await loadGame(tx, gameId, { lock: true });
    const { game, nowMs } = loaded;
    const grace = game.clockGraceUntil?.getTime() ?? null;
    if (game.status !== 'playing' || grace === null || grace <= nowMs) return;
    const seat = loaded.seats.find((s) => s.userId === userId);
    if (!seat || seat.arrivedAt !== null) return;
    const now = new Date(nowMs);
    await tx
      .update(gamePlayers)
      .set({ arrivedAt: now })
      .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.seat, seat.seat)));
    const seats = loaded.seats.map((s) => (s.seat === seat.seat ? { ...s, arrivedAt: now } : s));
    const turnStarted = game.turnStartedAt?.getTime() ?? null;
    if (game.toMoveSeat !== seat.seat || turnStarted === null) return;
    const deadline = deadlineOf(game, seats, seat.seat, turnStarted);
    if (deadline?.getTime() === game.clockDeadline?.getTime()) return;
    const [updated] = await tx
      .update(games)
      .set({ clockDeadline: deadline, revision: sql`${games.revision} + 1`, updatedAt: now })
      .where(eq(games.id, gameId))
      .returning();
    if (updated) await afterGameChange(tx, { game: updated, seats, queue: loaded.queue, nowMs });
  });
}

/** Whether the game still waits for this player (read without a lock: most calls end here). */
async function awaited(db: Queryable, gameId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ seat: gamePlayers.seat })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(
      and(
        eq(gamePlayers.gameId, gameId),
        eq(gamePlayers.userId, userId),
        isNull(gamePlayers.arrivedAt),
        eq(games.status, 'playing'),
        gt(games.clockGraceUntil, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

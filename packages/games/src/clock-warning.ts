import { and, eq, inArray, sql } from 'drizzle-orm';
import { clockWarnings, games, type Database } from '@wordrise/db';
import type { Queryable } from './db-types';
import type { TurnJobPayload } from './jobs/catalogue';
import { notifyChange } from './live/notify';
import { gameTopic, userTopic } from './live/topics';
import { loadGame, type LoadedGame } from './load';
import { clockWarningAtMs, fromColumns } from './time-control';

/** A warning given to the mover of the game's current move. */
export interface ClockWarning {
  seat: number;
  moveNumber: number;
  warnedAt: Date;
}

/**
 * The `clock_warning` job: warns the correspondence player to move that 80 % of
 * their time for the move is used. Only if the game is still at that move with
 * that player to move and the warning time has come (database clock); at most once
 * per game and move (the primary key of `clock_warnings`), so a repeated job,
 * another worker or a retry changes nothing. The warning bumps the game's revision
 * and NOTIFYs the game and the player's list. True if this call warned.
 */
export async function warnClock(db: Database, job: TurnJobPayload): Promise<boolean> {
  return db.transaction(async (tx) => {
    const loaded = await loadGame(tx, job.gameId, { lock: true });
    const { game } = loaded;
    if (game.status !== 'playing' || game.moveNumber !== job.moveNumber) return false;
    if (game.toMoveSeat !== job.seat || !game.turnStartedAt) return false;
    const userId = loaded.seats.find((s) => s.seat === job.seat)?.userId;
    const warnAt = clockWarningAtMs(fromColumns(game), game.turnStartedAt.getTime());
    if (!userId || warnAt === null || loaded.nowMs < warnAt) return false;
    const [warned] = await tx
      .insert(clockWarnings)
      .values({ gameId: game.id, moveNumber: game.moveNumber, seat: job.seat, userId })
      .onConflictDoNothing()
      .returning({ seat: clockWarnings.seat });
    if (!warned) return false;
    const [bumped] = await tx
      .update(games)
      .set({ revision: sql`${games.revision} + 1`, updatedAt: sql`clock_timestamp()` })
      .where(eq(games.id, game.id))
      .returning({ revision: games.revision });
    await notifyChange(tx, {
      topics: [gameTopic(game.id), userTopic(userId)],
      gameId: game.id,
      status: game.status,
      revision: bumped!.revision,
      moveNumber: game.moveNumber,
    });
    return true;
  });
}

/** The warning given for the game's current move, if any (read only while it is played). */
export async function readClockWarning(
  db: Queryable,
  loaded: Pick<LoadedGame, 'game'>,
): Promise<ClockWarning | null> {
  const { game } = loaded;
  if (game.status !== 'playing' || game.timeControl !== 'correspondence') return null;
  const [row] = await db
    .select({
      seat: clockWarnings.seat,
      moveNumber: clockWarnings.moveNumber,
      warnedAt: clockWarnings.warnedAt,
    })
    .from(clockWarnings)
    .where(and(eq(clockWarnings.gameId, game.id), eq(clockWarnings.moveNumber, game.moveNumber)));
  return row ?? null;
}

/**
 * Of `gameIds`, the games where `userId` was warned for the move still to be made,
 * with the deadline of that move (the lobby marks them).
 */
export async function warnedGames(
  db: Queryable,
  userId: string,
  gameIds: readonly string[],
): Promise<Map<string, Date>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .select({ gameId: clockWarnings.gameId, deadline: games.clockDeadline })
    .from(clockWarnings)
    .innerJoin(
      games,
      and(eq(games.id, clockWarnings.gameId), eq(games.moveNumber, clockWarnings.moveNumber)),
    )
    .where(
      and(
        eq(clockWarnings.userId, userId),
        eq(games.status, 'playing'),
        inArray(clockWarnings.gameId, [...gameIds]),
      ),
    );
  return new Map(rows.flatMap((r) => (r.deadline ? [[r.gameId, r.deadline] as const] : [])));
}

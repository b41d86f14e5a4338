import type { Queryable } from './db-types';
import { enqueueJob } from './jobs/queue';
import type { GameRow } from './load';
import { runSql } from './raw-sql';

/**
 * R25's clock check: the `clock_expiry` job that records a timeout when the mover's time is
 * up. It is not rewritten at every move: every move moves the deadline, and rewriting the job
 * each time cost PostgreSQL more than the rest of the move (and woke every worker for
 * nothing). `games.clock_check_at` says when the pending check runs; a check that runs before
 * the deadline finds the game moved on and schedules itself at the deadline of that time
 * (`rescheduleClockCheck`), so a game usually needs a handful of checks, not one per move.
 */

const SET_CLOCK_CHECK_AT = 'update games set clock_check_at = $2::text::timestamptz where id = $1';

/**
 * Whether the game needs a check enqueued at its deadline now: not while one is pending that
 * runs no later than the deadline. A pending check that is due or past is running, retrying
 * or lost, so a new one replaces it (a running one then finds nothing to do).
 */
export function clockCheckNeeded(game: GameRow, nowMs: number): boolean {
  if (!game.clockDeadline) return false;
  const pending = game.clockCheckAt?.getTime() ?? null;
  return pending === null || pending <= nowMs || game.clockDeadline.getTime() < pending;
}

/** Records when the pending check runs (null: none), in the transaction that enqueues or removes it. */
export function setClockCheckAt(db: Queryable, gameId: string, at: Date | null) {
  return runSql(db, SET_CLOCK_CHECK_AT, [gameId, at ? at.toISOString() : null]);
}

/**
 * A check that ran before the deadline (the game moved on since it was scheduled): the next
 * one when the mover's time, `moverLeftMs` from `nowMs` as the clocks say, runs out — the
 * stored deadline's instant but for one written by a process that counted otherwise (a rolling
 * deploy), which would have the check run again at once, and again — or none when the game
 * has no deadline now. In the check's transaction, with the game row locked.
 */
export async function rescheduleClockCheck(
  db: Queryable,
  game: GameRow,
  nowMs: number,
  moverLeftMs: number | null,
): Promise<void> {
  const seat = game.toMoveSeat;
  const at =
    game.status === 'playing' && seat !== null && game.clockDeadline && moverLeftMs !== null
      ? new Date(nowMs + moverLeftMs)
      : null;
  await Promise.all([
    at &&
      seat !== null &&
      enqueueJob(db, {
        task: 'clock_expiry',
        payload: { gameId: game.id, moveNumber: game.moveNumber, seat },
        runAt: at,
      }),
    setClockCheckAt(db, game.id, at),
  ]);
}

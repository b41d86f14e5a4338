import { sql } from 'drizzle-orm';
import type { Transaction } from '../db-types';
import { notifyChange } from '../live/notify';
import { gameTopic, LOBBY_TOPIC, userTopic } from '../live/topics';
import type { GameRow, SeatRow } from './load';

export interface GameChangeHookInput {
  /** The game row as it is after the change. */
  game: GameRow;
  seats: readonly SeatRow[];
  /** The change affects the lobby's list of open games (create, join, leave, cancel, start). */
  lobby?: boolean;
}

/**
 * Everything that must happen in the same transaction as a change to a game,
 * so it happens exactly when the change commits:
 * - NOTIFY the game's subscribers, its players' personal lists, and the lobby;
 * - enqueue the work that follows (when the job queue exists): the bot's turn
 *   if a bot is to move, a clock check at the mover's deadline, and the Oracle's
 *   analysis once the game is finished.
 * The worker (apps/worker) runs `bot_turn`, `clock_expiry` and `analyse_game`;
 * it creates the `graphile_worker` schema, so before it ever ran nothing is
 * enqueued and its `sweep` job catches up (overdue clocks, bots to move).
 */
export async function afterGameChange(tx: Transaction, input: GameChangeHookInput): Promise<void> {
  const { game, seats } = input;
  const topics = [gameTopic(game.id)];
  for (const seat of seats) if (seat.userId) topics.push(userTopic(seat.userId));
  if (input.lobby && game.listed) topics.push(LOBBY_TOPIC);
  await notifyChange(tx, {
    topics,
    gameId: game.id,
    status: game.status,
    revision: game.revision,
    moveNumber: game.moveNumber,
  });
  await enqueueFollowUps(tx, game, seats);
}

/** `bot_turn` and `clock_expiry`: the turn the job is about (stale once the game has moved on). */
export interface TurnJobPayload {
  gameId: string;
  moveNumber: number;
  seat: number;
}

/**
 * How many times the queue runs a job before keeping it as failed (graphile-worker
 * retries with exponential backoff: about e^n seconds after the n-th failure).
 * - bot_turn 8: ~30 minutes of retries while a player waits for the bot;
 * - clock_expiry 10: ~3.5 hours; a missed timeout leaves a game hanging;
 * - analyse_game 5: ~4 minutes; `reanalyse_stale` can always redo it.
 */
export const JOB_MAX_ATTEMPTS = { bot_turn: 8, clock_expiry: 10, analyse_game: 5 } as const;

export type QueuedJob = {
  runAt: Date | null;
  /** One pending job of a kind per game: a newer one replaces it. */
  jobKey: string;
  maxAttempts: number;
} & (
  | { task: 'bot_turn' | 'clock_expiry'; payload: TurnJobPayload }
  | { task: 'analyse_game'; payload: { gameId: string } }
);

/** The jobs a game needs after a change (pure; see afterGameChange). */
export function followUpJobs(game: GameRow, seats: readonly SeatRow[]): QueuedJob[] {
  if (game.status === 'finished') {
    return [
      {
        task: 'analyse_game',
        payload: { gameId: game.id },
        runAt: null,
        jobKey: `analyse_game:${game.id}`,
        maxAttempts: JOB_MAX_ATTEMPTS.analyse_game,
      },
    ];
  }
  const jobs: QueuedJob[] = [];
  const seat = game.toMoveSeat;
  if (game.status !== 'playing' || seat === null) return jobs;
  const payload = { gameId: game.id, moveNumber: game.moveNumber, seat };
  if (seats.find((s) => s.seat === seat)?.botLevel) {
    jobs.push({
      task: 'bot_turn',
      payload,
      runAt: null,
      jobKey: `bot_turn:${game.id}`,
      maxAttempts: JOB_MAX_ATTEMPTS.bot_turn,
    });
  }
  if (game.clockDeadline) {
    jobs.push({
      task: 'clock_expiry',
      payload,
      runAt: game.clockDeadline,
      jobKey: `clock_expiry:${game.id}`,
      maxAttempts: JOB_MAX_ATTEMPTS.clock_expiry,
    });
  }
  return jobs;
}

/**
 * Keys of turn jobs the game no longer needs: once it is over nothing follows it, and a
 * clock check is pointless without a deadline. Removing them keeps a finished
 * correspondence game from leaving a job waiting days to do nothing.
 */
export function obsoleteJobKeys(game: GameRow, jobs: readonly QueuedJob[]): string[] {
  const wanted = new Set(jobs.map((j) => j.jobKey));
  return [`bot_turn:${game.id}`, `clock_expiry:${game.id}`].filter((key) => !wanted.has(key));
}

async function enqueueFollowUps(
  tx: Transaction,
  game: GameRow,
  seats: readonly SeatRow[],
): Promise<void> {
  const jobs = followUpJobs(game, seats);
  const [queue] = await tx.execute<{ present: boolean }>(
    sql`select exists (select 1 from pg_namespace where nspname = 'graphile_worker') as present`,
  );
  if (!queue?.present) return;
  for (const key of obsoleteJobKeys(game, jobs)) {
    // remove_job leaves a job that a worker is running right now; that job then finds the
    // game moved on and completes as a no-op.
    await tx.execute(sql`select graphile_worker.remove_job(${key})`);
  }
  for (const job of jobs) {
    await tx.execute(
      sql`select graphile_worker.add_job(
        identifier => ${job.task},
        payload => ${JSON.stringify(job.payload)}::json,
        run_at => ${job.runAt ? job.runAt.toISOString() : null}::timestamptz,
        max_attempts => ${job.maxAttempts}::integer,
        job_key => ${job.jobKey}
      )`,
    );
  }
}

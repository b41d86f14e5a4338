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
 *   if a bot is to move, and a clock check at the mover's deadline.
 * The worker (issue 7) runs `bot_turn` and `clock_expiry`; it creates the
 * `graphile_worker` schema, so before it ever ran nothing is enqueued and a
 * later sweep of `games_clock_deadline_idx` / bot seats can catch up.
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
  if (game.status === 'playing') await enqueueFollowUps(tx, game, seats);
}

export interface QueuedJob {
  task: 'bot_turn' | 'clock_expiry';
  payload: { gameId: string; moveNumber: number; seat: number };
  runAt: Date | null;
  /** One pending job of a kind per game: a newer one replaces it. */
  jobKey: string;
}

/** The jobs a running game needs after a change (pure; see afterGameChange). */
export function followUpJobs(game: GameRow, seats: readonly SeatRow[]): QueuedJob[] {
  const jobs: QueuedJob[] = [];
  const seat = game.toMoveSeat;
  if (seat === null) return jobs;
  const payload = { gameId: game.id, moveNumber: game.moveNumber, seat };
  if (seats.find((s) => s.seat === seat)?.botLevel) {
    jobs.push({ task: 'bot_turn', payload, runAt: null, jobKey: `bot_turn:${game.id}` });
  }
  if (game.clockDeadline) {
    jobs.push({
      task: 'clock_expiry',
      payload,
      runAt: game.clockDeadline,
      jobKey: `clock_expiry:${game.id}`,
    });
  }
  return jobs;
}

async function enqueueFollowUps(
  tx: Transaction,
  game: GameRow,
  seats: readonly SeatRow[],
): Promise<void> {
  const jobs = followUpJobs(game, seats);
  if (jobs.length === 0) return;
  const [queue] = await tx.execute<{ present: boolean }>(
    sql`select exists (select 1 from pg_namespace where nspname = 'graphile_worker') as present`,
  );
  if (!queue?.present) return;
  for (const job of jobs) {
    await tx.execute(
      sql`select graphile_worker.add_job(
        identifier => ${job.task},
        payload => ${JSON.stringify(job.payload)}::json,
        run_at => ${job.runAt ? job.runAt.toISOString() : null}::timestamptz,
        job_key => ${job.jobKey}
      )`,
    );
  }
}

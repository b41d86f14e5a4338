import { sql } from 'drizzle-orm';
import type { Database } from '@wordrise/db';
import { addJobSql, gameJobExistsSql } from '@wordrise/games';
import type { Task } from 'graphile-worker';

/** A turn job's payload (`turnJobPayload`) from a row `g` of `games`. */
const TURN_PAYLOAD = sql`json_build_object('gameId', g.id, 'moveNumber', g.move_number, 'seat', g.to_move_seat)`;

/**
 * The safety net behind the move path's own enqueueing: jobs a running game
 * should have but has not — because it changed before the queue existed (the
 * game domain enqueues only once the worker has created the `graphile_worker` schema).
 * Enqueues a `clock_expiry` for every overdue clock and a `bot_turn` for every
 * bot to move, unless a job with that key already exists (pending, running or
 * kept as failed). In normal operation it finds nothing. Returns the counts.
 */
export async function sweepMissingJobs(db: Database): Promise<{ clocks: number; bots: number }> {
  const [clocks] = await db.execute<{ n: number }>(sql`
    with added as materialized (
      select ${addJobSql('clock_expiry', { gameId: sql`g.id`, payload: TURN_PAYLOAD })}
      from games g
      where g.status = 'playing' and g.clock_deadline <= now() and g.to_move_seat is not null
        and not ${gameJobExistsSql('clock_expiry', sql`g.id`)}
    )
    select count(*)::int as n from added`);
  const [bots] = await db.execute<{ n: number }>(sql`
    with added as materialized (
      select ${addJobSql('bot_turn', { gameId: sql`g.id`, payload: TURN_PAYLOAD })}
      from games g
      join game_players p on p.game_id = g.id and p.seat = g.to_move_seat
      where g.status = 'playing' and p.bot_level is not null
        and not ${gameJobExistsSql('bot_turn', sql`g.id`)}
    )
    select count(*)::int as n from added`);
  return { clocks: clocks?.n ?? 0, bots: bots?.n ?? 0 };
}

/**
 * Sign-in failures and rate-limit counts only matter inside their windows (minutes to an
 * hour); a day later they are clutter. Expired sessions can never be used again. Returns
 * how many rows went.
 */
export async function pruneAccountRecords(db: Database): Promise<number> {
  let gone = 0;
  for (const statement of [
    sql`delete from sign_in_failures where created_at < now() - interval '1 day' returning 1`,
    sql`delete from rate_limit_hits where created_at < now() - interval '1 day' returning 1`,
    sql`delete from sessions where expires < now() returning 1`,
  ]) {
    gone += ((await db.execute(statement)) as unknown as unknown[]).length;
  }
  return gone;
}

export function sweepTask(db: Database): Task {
  return async (_payload, helpers) => {
    await pruneAccountRecords(db);
    const found = await sweepMissingJobs(db);
    if (found.clocks + found.bots > 0)
      helpers.logger.info(`sweep: enqueued ${found.clocks} clock checks, ${found.bots} bot turns`);
  };
}

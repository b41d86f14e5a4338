import { sql } from 'drizzle-orm';
import type { Database } from '@wordrise/db';
import type { Task } from 'graphile-worker';
import { ORACLE_VERSION } from '../analysis/version';
import { MAX_ATTEMPTS } from '../jobs';

/** Games enqueued per run; a full batch enqueues the next run at once. */
export const REANALYSE_BATCH = 500;

/**
 * Enqueues `analyse_game` for finished games whose stored analysis is stale
 * (a row with another `oracle_version`) or missing (plays but no rows: the
 * game ended before the queue existed). Games that already have an
 * `analyse_game` job — pending, running or kept as failed — are left alone, so
 * a failed analysis stays visible until an operator deals with it.
 * Returns how many games were enqueued.
 */
export async function enqueueStaleAnalyses(
  db: Database,
  limit: number = REANALYSE_BATCH,
): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`
    with candidates as (
      select distinct a.game_id
      from move_annotations a
      where a.oracle_version <> ${ORACLE_VERSION}
      union
      select g.id
      from games g
      where g.status = 'finished'
        and exists (select 1 from game_events e where e.game_id = g.id and e.action = 'play')
        and not exists (select 1 from move_annotations a where a.game_id = g.id)
    ), todo as (
      select c.game_id
      from candidates c
      where not exists (
        select 1 from graphile_worker.jobs j where j.key = 'analyse_game:' || c.game_id::text
      )
      limit ${limit}
    ), added as materialized (
      select graphile_worker.add_job(
        identifier => 'analyse_game',
        payload => json_build_object('gameId', todo.game_id),
        max_attempts => ${MAX_ATTEMPTS.analyse_game}::integer,
        job_key => 'analyse_game:' || todo.game_id::text
      )
      from todo
    )
    select count(*)::int as n from added`);
  return rows[0]?.n ?? 0;
}

export function reanalyseStaleTask(db: Database): Task {
  return async (_payload, helpers) => {
    const n = await enqueueStaleAnalyses(db);
    if (n > 0) helpers.logger.info(`reanalyse_stale: enqueued ${n} analyses (${ORACLE_VERSION})`);
    if (n >= REANALYSE_BATCH)
      await helpers.addJob('reanalyse_stale', {}, { jobKey: 'reanalyse_stale' });
  };
}

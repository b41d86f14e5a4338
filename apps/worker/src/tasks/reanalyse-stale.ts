import { sql } from 'drizzle-orm';
import type { Database } from '@wordrise/db';
import { addJobSql, fleetJobKey, gameJobExistsSql, JOBS } from '@wordrise/games';
import type { Task } from 'graphile-worker';
import { currentOracleVersions, type LexiconOf } from '../analysis/version';
import type { TaskDeps } from '../deps';

/** Games enqueued per run; a full batch enqueues the next run at once. */
export const REANALYSE_BATCH = 500;

/**
 * Enqueues `analyse_game` for finished games whose stored analysis is stale
 * (a row with another `oracle_version` than the current one of the game's
 * ruleset, derived from `lexicon`: see ../analysis/version.ts) or missing (plays but no rows: the
 * game ended before the queue existed). Games that already have an
 * `analyse_game` job — pending, running or kept as failed — are left alone, so
 * a failed analysis stays visible until an operator deals with it.
 * Returns how many games were enqueued.
 */
export async function enqueueStaleAnalyses(
  db: Database,
  lexicon: LexiconOf,
  limit: number = REANALYSE_BATCH,
): Promise<number> {
  const current = JSON.stringify(currentOracleVersions(lexicon));
  const rows = await db.execute<{ n: number }>(sql`
    with candidates as (
      select distinct a.game_id
      from move_annotations a
      join games g on g.id = a.game_id
      where a.oracle_version is distinct from (${current}::jsonb ->> g.ruleset)
      union
      select g.id
      from games g
      where g.status = 'finished'
        and exists (select 1 from game_events e where e.game_id = g.id and e.action = 'play')
        and not exists (select 1 from move_annotations a where a.game_id = g.id)
    ), todo as (
      select c.game_id
      from candidates c
      where not ${gameJobExistsSql('analyse_game', sql`c.game_id`)}
      limit ${limit}
    ), added as materialized (
      select ${addJobSql('analyse_game', {
        gameId: sql`todo.game_id`,
        payload: sql`json_build_object('gameId', todo.game_id)`,
      })}
      from todo
    )
    select count(*)::int as n from added`);
  return rows[0]?.n ?? 0;
}

export function reanalyseStaleTask(deps: Pick<TaskDeps, 'db' | 'lexicon'>): Task {
  return async (_payload, helpers) => {
    const n = await enqueueStaleAnalyses(deps.db, deps.lexicon);
    if (n > 0) {
      const versions = Object.values(currentOracleVersions(deps.lexicon)).join(', ');
      helpers.logger.info(`reanalyse_stale: enqueued ${n} analyses (${versions})`);
    }
    if (n >= REANALYSE_BATCH)
      await helpers.addJob(
        'reanalyse_stale',
        {},
        {
          jobKey: fleetJobKey('reanalyse_stale'),
          maxAttempts: JOBS.reanalyse_stale.maxAttempts,
        },
      );
  };
}

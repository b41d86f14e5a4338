import { sql } from 'drizzle-orm';
import type { Database } from '@wordrise/db';
import {
  addImportJobSql,
  addJobSql,
  fleetJobKey,
  gameJobExistsSql,
  importJobExistsSql,
  JOBS,
} from '@wordrise/games';
import type { Task } from 'graphile-worker';
import { currentOracleVersions, type LexiconOf } from '../analysis/version';
import type { TaskDeps } from '../deps';

/** Games enqueued per run; a full batch enqueues the next run at once. */
export const REANALYSE_BATCH = 500;

/**
 * Enqueues the analyses the worker owes, games first then imported records, at
 * most `limit` in all (see `enqueueStaleGameAnalyses` and `enqueueStaleImportAnalyses`).
 */
export async function enqueueStaleAnalyses(
  db: Database,
  lexicon: LexiconOf,
  limit: number = REANALYSE_BATCH,
): Promise<number> {
  const games = await enqueueStaleGameAnalyses(db, lexicon, limit);
  return games + (await enqueueStaleImportAnalyses(db, lexicon, limit - games));
}

/**
 * Enqueues `analyse_game` for finished games whose stored analysis is stale
 * (a row with another `oracle_version` than the current one of the game's
 * ruleset, derived from `lexicon`: see ../analysis/version.ts) or missing (plays but no rows: the
 * game ended before the queue existed). Games that already have an
 * `analyse_game` job — pending, running or kept as failed — are left alone, so
 * a failed analysis stays visible until an operator deals with it.
 * Returns how many games were enqueued.
 */
export async function enqueueStaleGameAnalyses(
  db: Database,
  lexicon: LexiconOf,
  limit: number,
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

/**
 * Enqueues `analyse_import` for imported records never analysed (imported
 * before any worker had made the queue) or analysed by another Oracle version
 * than any current one (a record's ruleset is in its text, not a column, so a
 * version current for some ruleset counts as current). Records with an
 * `analyse_import` job already are left alone, as games are. The minutely sweep
 * passes no lexicon: it only picks up records never analysed.
 */
export async function enqueueStaleImportAnalyses(
  db: Database,
  /** The current versions (stale ones are redone too), or null: only records never analysed. */
  lexicon: LexiconOf | null,
  limit: number,
): Promise<number> {
  if (limit <= 0) return 0;
  const stale =
    lexicon === null
      ? sql`false`
      : sql`i.analysis_version not in (select jsonb_array_elements_text(${JSON.stringify(
          Object.values(currentOracleVersions(lexicon)),
        )}::jsonb))`;
  const rows = await db.execute<{ n: number }>(sql`
    with todo as (
      select i.id
      from imported_games i
      where (i.analysis is null or i.analysis_version is null or ${stale})
        and not ${importJobExistsSql('analyse_import', sql`i.id`)}
      limit ${limit}
    ), added as materialized (
      select ${addImportJobSql('analyse_import', sql`todo.id`)} from todo
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

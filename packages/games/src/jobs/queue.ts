import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db-types';
import { runSql } from '../raw-sql';
import {
  GAME_KEY_SEPARATOR,
  gameJobKey,
  importJobKey,
  JOBS,
  tournamentJobKey,
  type GameJobName,
  type ImportJobName,
  type JobName,
  type JobPayload,
} from './catalogue';

/**
 * The queue's SQL, written once from the job catalogue. graphile-worker's own
 * functions (`graphile_worker.add_job`, `remove_job`) take the job's key and
 * attempts from here, both for one job (`enqueueJob`) and for jobs built in SQL
 * from rows (`addJobSql`, used by the worker's sweeps).
 */

/** The `graphile_worker` schema exists (the worker creates it the first time it runs). */
export async function queueExists(db: Queryable): Promise<boolean> {
  const [row] = await runSql(db, QUEUE_EXISTS, []);
  return (row?.present as boolean | undefined) ?? false;
}

/** Whether the queue's schema exists, as an SQL expression (a move reads it with its lock). */
export const QUEUE_EXISTS_SQL =
  "exists (select 1 from pg_namespace where nspname = 'graphile_worker')";

// The statements every move runs, as SQL text (see `raw-sql.ts`).
const QUEUE_EXISTS = `select ${QUEUE_EXISTS_SQL} as present`;
const ADD_JOB = `select graphile_worker.add_job(
  identifier => $1::text, payload => $2::text::json, run_at => $3::text::timestamptz,
  max_attempts => $4::integer, job_key => $5::text)`;
const REMOVE_JOB = 'select graphile_worker.remove_job($1::text)';

/** A per-game job's key as an SQL expression of a game id column or value. */
export function gameJobKeySql(name: GameJobName, gameId: SQL): SQL {
  return sql`${`${name}${GAME_KEY_SEPARATOR}`} || (${gameId})::text`;
}

/**
 * A call of `graphile_worker.add_job` for a per-game job whose payload (and run
 * time) are SQL expressions, e.g. of a row being swept. The key and the attempt
 * limit are the catalogue's.
 */
export function addJobSql(
  name: GameJobName,
  parts: { gameId: SQL; payload: SQL; runAt?: SQL },
): SQL {
  return sql`graphile_worker.add_job(
    identifier => ${name}::text,
    payload => ${parts.payload},
    run_at => (${parts.runAt ?? sql`null`})::timestamptz,
    max_attempts => ${JOBS[name].maxAttempts}::integer,
    job_key => ${gameJobKeySql(name, parts.gameId)}
  )`;
}

/** Whether a job with this per-game key exists (pending, running or kept as failed), as SQL. */
export function gameJobExistsSql(name: GameJobName, gameId: SQL): SQL {
  return sql`exists (select 1 from graphile_worker.jobs j where j.key = ${gameJobKeySql(name, gameId)})`;
}

/** How long a job that used up its attempts is left alone before the sweep adds it again. */
export const GIVEN_UP_RETRY_AFTER_MINUTES = 15;

/**
 * Whether the job row `j` used up its attempts more than `GIVEN_UP_RETRY_AFTER_MINUTES` ago,
 * as SQL. graphile-worker keeps such a job, key and all, and never runs it again, so a sweep
 * that adds only missing jobs would leave its game or tournament waiting for good after a
 * passing fault (a lost connection, a host without the word list, a worker killed on its last
 * attempt): the worker's sweep removes these and adds them afresh where still needed. Its last
 * attempt ended e^min(attempts, 10) s before its `run_at` (graphile-worker 0.17's back-off,
 * `failJobs`); a worker killed on it leaves `run_at` at or before its claim, which reads as
 * long ago. A job that always fails goes round its attempts again, not in a loop.
 */
export const GIVEN_UP_LONG_AGO_SQL = sql.raw(
  `(j.attempts >= j.max_attempts and j.locked_at is null
    and j.run_at - exp(least(j.attempts, 10)) * interval '1 second'
      < now() - interval '${GIVEN_UP_RETRY_AFTER_MINUTES} minutes')`,
);

/** A job to enqueue: which, about what, and when (null: at once). */
export type QueuedJob = {
  [N in GameJobName]: { task: N; payload: JobPayload<N>; runAt: Date | null };
}[GameJobName];

/** Enqueues one per-game job (replacing a pending one with the same key), in `db`'s transaction. */
export async function enqueueJob(db: Queryable, job: QueuedJob): Promise<void> {
  const payload = JOBS[job.task].payload.parse(job.payload);
  await runSql(db, ADD_JOB, [
    job.task,
    JSON.stringify(payload),
    job.runAt ? job.runAt.toISOString() : null,
    JOBS[job.task].maxAttempts,
    gameJobKey(job.task, job.payload.gameId),
  ]);
}

/**
 * Removes a pending per-game job. graphile-worker leaves a job a worker is running
 * right now; that job then finds the game moved on and completes as a no-op.
 */
export async function removeGameJob(
  db: Queryable,
  name: GameJobName,
  gameId: string,
): Promise<void> {
  await runSql(db, REMOVE_JOB, [gameJobKey(name, gameId)]);
}

export type { JobName };

/** A tournament's job to enqueue (replacing a pending one with the same key). */
export type QueuedTournamentJob =
  | { task: 'tournament_start'; payload: JobPayload<'tournament_start'>; runAt: Date }
  | { task: 'tournament_advance'; payload: JobPayload<'tournament_advance'>; runAt: null };

/** Enqueues a tournament's job, keyed by `tournamentJobKey`, in `db`'s transaction. */
export async function enqueueTournamentJob(db: Queryable, job: QueuedTournamentJob): Promise<void> {
  const key =
    job.task === 'tournament_start'
      ? tournamentJobKey('tournament_start', job.payload.tournamentId)
      : tournamentJobKey('tournament_advance', job.payload.tournamentId, job.payload.round);
  const payload = JOBS[job.task].payload.parse(job.payload);
  await db.execute(
    sql`select graphile_worker.add_job(
      identifier => ${job.task}::text,
      payload => ${JSON.stringify(payload)}::json,
      run_at => ${job.runAt ? job.runAt.toISOString() : null}::timestamptz,
      max_attempts => ${JOBS[job.task].maxAttempts}::integer,
      job_key => ${key}::text
    )`,
  );
}

/** A tournament job's key as an SQL expression (see `tournamentJobKey`). */
export function tournamentJobKeySql(
  name: 'tournament_start' | 'tournament_advance',
  tournamentId: SQL,
  round?: SQL,
): SQL {
  const key = sql`${`${name}${GAME_KEY_SEPARATOR}`} || (${tournamentId})::text`;
  return round === undefined ? key : sql`${key} || ${GAME_KEY_SEPARATOR} || (${round})::text`;
}

/**
 * A call of `graphile_worker.add_job` for a tournament's job built in SQL (the worker's
 * sweep): payload `{ tournamentId[, round] }`, key and attempts as the catalogue says.
 */
export function addTournamentJobSql(
  name: 'tournament_start' | 'tournament_advance',
  parts: { tournamentId: SQL; round?: SQL },
): SQL {
  const payload =
    parts.round === undefined
      ? sql`json_build_object('tournamentId', (${parts.tournamentId})::text)`
      : sql`json_build_object('tournamentId', (${parts.tournamentId})::text, 'round', ${parts.round})`;
  return sql`graphile_worker.add_job(
    identifier => ${name}::text,
    payload => ${payload},
    max_attempts => ${JOBS[name].maxAttempts}::integer,
    job_key => ${tournamentJobKeySql(name, parts.tournamentId, parts.round)}
  )`;
}

/** A per-record job's key as an SQL expression of an import id column or value. */
export function importJobKeySql(name: ImportJobName, importId: SQL): SQL {
  return sql`${`${name}${GAME_KEY_SEPARATOR}`} || (${importId})::text`;
}

/** Whether a job with this per-record key exists (pending, running or kept as failed), as SQL. */
export function importJobExistsSql(name: ImportJobName, importId: SQL): SQL {
  return sql`exists (select 1 from graphile_worker.jobs j where j.key = ${importJobKeySql(name, importId)})`;
}

/** A call of `graphile_worker.add_job` for a per-record job built in SQL (the worker's sweep). */
export function addImportJobSql(name: ImportJobName, importId: SQL): SQL {
  return sql`graphile_worker.add_job(
    identifier => ${name}::text,
    payload => json_build_object('importId', (${importId})::text),
    max_attempts => ${JOBS[name].maxAttempts}::integer,
    job_key => ${importJobKeySql(name, importId)}
  )`;
}

/** Enqueues a per-record job (replacing a pending one with the same key), in `db`'s transaction. */
export async function enqueueImportJob(
  db: Queryable,
  name: ImportJobName,
  importId: string,
): Promise<void> {
  const payload = JOBS[name].payload.parse({ importId });
  await db.execute(
    sql`select graphile_worker.add_job(
      identifier => ${name}::text,
      payload => ${JSON.stringify(payload)}::json,
      max_attempts => ${JOBS[name].maxAttempts}::integer,
      job_key => ${importJobKey(name, importId)}::text
    )`,
  );
}

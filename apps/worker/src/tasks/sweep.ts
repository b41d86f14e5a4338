import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@wordrise/db';
import {
  CHALLENGE_WINDOW_MS,
  CLOCK_WARNING_SHARE,
  addJobSql,
  addTournamentJobSql,
  GIVEN_UP_LONG_AGO_SQL,
  gameJobKeySql,
  tournamentJobKeySql,
} from '@wordrise/games';
import type { Task } from 'graphile-worker';
import { unlockOrphanedJobs } from '../dead-workers';
import { enqueueStaleImportAnalyses, REANALYSE_BATCH } from './reanalyse-stale';

/**
 * Whether a job with this key is there for the sweep, as SQL: pending, running, or kept after
 * its last failed attempt (only lately: `retireGivenUpJobs` removes those given up long ago
 * first). `also`: a further condition on `j`.
 */
function jobThereSql(key: SQL, also: SQL = sql`true`): SQL {
  return sql`exists (select 1 from graphile_worker.jobs j where j.key = ${key} and ${also})`;
}

/** The turn jobs the sweep adds when a running game lacks them. */
const TURN_TASKS = ['clock_expiry', 'bot_turn', 'clock_warning', 'challenge_close'] as const;
/** The tournament jobs the sweep adds when a tournament lacks them. */
const TOURNAMENT_TASKS = ['tournament_start', 'tournament_advance'] as const;

/**
 * Removes the jobs of these tasks that used up their attempts long enough ago
 * (`GIVEN_UP_LONG_AGO_SQL`), so that the sweep then adds them again where their game or
 * tournament still needs them: graphile-worker keeps such a job and never runs it again, and
 * its `add_job` would leave the dead row beside the new one. Returns how many went.
 */
export async function retireGivenUpJobs(db: Database, tasks: readonly string[]): Promise<number> {
  const rows = await db.execute(sql`
    select graphile_worker.remove_job(j.key) from graphile_worker.jobs j
    where j.key is not null
      and j.task_identifier in (${sql.join(
        tasks.map((task) => sql`${task}`),
        sql`, `,
      )})
      and ${GIVEN_UP_LONG_AGO_SQL}`);
  return (rows as unknown as unknown[]).length;
}

/** A turn job's payload (`turnJobPayload`) from a row `g` of `games`. */
const TURN_PAYLOAD = sql`json_build_object('gameId', g.id, 'moveNumber', g.move_number, 'seat', g.to_move_seat)`;

/**
 * The safety net behind the move path's own enqueueing: jobs a running game
 * should have but has not — because it changed before the queue existed (the
 * game domain enqueues only once the worker has created the `graphile_worker` schema).
 * Enqueues a `clock_expiry` for every overdue clock whose check is missing or set after the
 * deadline (`games.clock_check_at` said one was pending: e.g. while processes of the version
 * that rewrote the check at every move still ran beside this one), a `bot_turn` for every
 * bot to move and a `clock_warning` for every correspondence player past the
 * warning point of their move and not warned, and a `challenge_close` for every live game whose
 * play that went out is past its challenge window, unless a job with that key is there
 * (`jobThereSql`). In normal operation it finds nothing. Returns the counts.
 * Each reads every running game: once a minute, ~55 ms for 48,000 of them (measured on small rows).
 * The deadline is not indexed, on purpose: it changes at every move, and an index on it made
 * every move's update of the game row write to all of the table's indexes.
 */
export async function sweepMissingJobs(
  db: Database,
): Promise<{ clocks: number; bots: number; warnings: number; windows: number }> {
  await retireGivenUpJobs(db, TURN_TASKS);
  const [clocks] = await db.execute<{ n: number }>(sql`
    with added as materialized (
      select ${addJobSql('clock_expiry', { gameId: sql`g.id`, payload: TURN_PAYLOAD })}
      from games g
      where g.status = 'playing' and g.clock_deadline <= now() and g.to_move_seat is not null
        and not ${jobThereSql(
          gameJobKeySql('clock_expiry', sql`g.id`),
          // A check due after the deadline is missing; one running, or waiting to try again
          // after a failure (its back-off), is not (adding it again would reset its attempts).
          sql`(j.run_at <= greatest(g.clock_deadline, now()) or j.locked_at is not null or j.attempts > 0)`,
        )}
    )
    select count(*)::int as n from added`);
  const [bots] = await db.execute<{ n: number }>(sql`
    with added as materialized (
      select ${addJobSql('bot_turn', { gameId: sql`g.id`, payload: TURN_PAYLOAD })}
      from games g
      join game_players p on p.game_id = g.id and p.seat = g.to_move_seat
      where g.status = 'playing' and p.bot_level is not null
        and not ${jobThereSql(gameJobKeySql('bot_turn', sql`g.id`))}
    )
    select count(*)::int as n from added`);
  // A correspondence player past the warning point of their move, not warned for it yet.
  const [warnings] = await db.execute<{ n: number }>(sql`
    with added as materialized (
      select ${addJobSql('clock_warning', { gameId: sql`g.id`, payload: TURN_PAYLOAD })}
      from games g
      join game_players p on p.game_id = g.id and p.seat = g.to_move_seat
      where g.status = 'playing' and g.time_control = 'correspondence' and p.user_id is not null
        and g.turn_started_at + g.time_days * interval '1 day' * ${CLOCK_WARNING_SHARE}::float8 <= now()
        and not exists (select 1 from clock_warnings w
          where w.game_id = g.id and w.move_number = g.move_number)
        and not ${jobThereSql(gameJobKeySql('clock_warning', sql`g.id`))}
    )
    select count(*)::int as n from added`);
  // Word challenges: a play that went out in a live game, its window over (`held-end.ts`;
  // pass-and-play windows wait for the next holder).
  const [windows] = await db.execute<{ n: number }>(sql`
    with added as materialized (
      select ${addJobSql('challenge_close', { gameId: sql`g.id`, payload: TURN_PAYLOAD })}
      from games g
      where g.status = 'playing' and g.to_move_seat is not null
        and g.time_control <> 'correspondence'
        and not g.pass_and_play
        and g.state->'openPlay'->>'ends' is not null
        and g.turn_started_at + ${CHALLENGE_WINDOW_MS}::float8 * interval '1 millisecond' <= now()
        and not ${jobThereSql(gameJobKeySql('challenge_close', sql`g.id`))}
    )
    select count(*)::int as n from added`);
  return {
    clocks: clocks?.n ?? 0,
    bots: bots?.n ?? 0,
    warnings: warnings?.n ?? 0,
    windows: windows?.n ?? 0,
  };
}

/**
 * The same safety net for tournaments: a `tournament_start` for every tournament past
 * its start time still taking registrations, and a `tournament_advance` for every
 * running tournament none of whose games is being played (its round is complete and
 * waits to be paired), unless such a job is there (`jobThereSql`). Both jobs are idempotent, so one too
 * many does nothing. Returns the counts.
 */
export async function sweepTournamentJobs(
  db: Database,
): Promise<{ starts: number; advances: number }> {
  await retireGivenUpJobs(db, TOURNAMENT_TASKS);
  const [starts] = await db.execute<{ n: number }>(sql`
    with added as materialized (
      select ${addTournamentJobSql('tournament_start', { tournamentId: sql`t.id` })}
      from tournaments t
      where t.status = 'registration' and t.starts_at <= now()
        and not ${jobThereSql(tournamentJobKeySql('tournament_start', sql`t.id`))}
    )
    select count(*)::int as n from added`);
  const [advances] = await db.execute<{ n: number }>(sql`
    with due as materialized (
      select t.id, coalesce((select max(tg.round) from tournament_games tg
        where tg.tournament_id = t.id), 0)::int as round
      from tournaments t
      where t.status = 'running'
        and not exists (select 1 from tournament_games tg join games g on g.id = tg.game_id
          where tg.tournament_id = t.id and g.status = 'playing')
    ), added as materialized (
      select ${addTournamentJobSql('tournament_advance', { tournamentId: sql`d.id`, round: sql`d.round` })}
      from due d
      where not ${jobThereSql(tournamentJobKeySql('tournament_advance', sql`d.id`, sql`d.round`))}
    )
    select count(*)::int as n from added`);
  return { starts: starts?.n ?? 0, advances: advances?.n ?? 0 };
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
    const orphaned = await unlockOrphanedJobs(db);
    if (orphaned.length > 0)
      helpers.logger.info(`sweep: freed the jobs of unnamed worker(s) ${orphaned.join(', ')}`);
    const found = await sweepMissingJobs(db);
    if (found.clocks + found.bots + found.warnings + found.windows > 0)
      helpers.logger.info(
        `sweep: enqueued ${found.clocks} clock checks, ${found.bots} bot turns, ${found.warnings} clock warnings, ${found.windows} challenge windows to close`,
      );
    const tournaments = await sweepTournamentJobs(db);
    if (tournaments.starts + tournaments.advances > 0)
      helpers.logger.info(
        `sweep: enqueued ${tournaments.starts} tournament starts, ${tournaments.advances} advances`,
      );
    // Records imported before any worker had created the queue have no job yet.
    const imports = await enqueueStaleImportAnalyses(db, null, REANALYSE_BATCH);
    if (imports > 0) helpers.logger.info(`sweep: enqueued ${imports} imported-record analyses`);
  };
}

import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import os from 'node:os';
import type { Database } from '@wordrise/db';
import { fleetJobKey, JOBS, serverLexicon, type FleetJobName, type JobName } from '@wordrise/games';
import {
  consoleLogFactory,
  Logger,
  run,
  runMigrations,
  type Runner,
  type Task,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import type { TaskDeps } from './deps';
import { analyseImportTask } from './tasks/analyse-import';
import { analyseGameTask } from './tasks/analyse-game';
import { botChallengeTask } from './tasks/bot-challenge';
import { challengeCloseTask } from './tasks/challenge-close';
import { botTurnTask } from './tasks/bot-turn';
import { clockExpiryTask } from './tasks/clock-expiry';
import { clockWarningTask } from './tasks/clock-warning';
import { startLiveness, type Liveness } from './liveness';
import { heartbeatTask } from './tasks/heartbeat';
import { reanalyseStaleTask } from './tasks/reanalyse-stale';
import { sweepTask } from './tasks/sweep';
import { tournamentAdvanceTask } from './tasks/tournament-advance';
import { tournamentStartTask } from './tasks/tournament-start';

export interface WorkerOptions {
  connectionString: string;
  db: Database;
  concurrency: number;
  /** Identifies this process in heartbeats; defaults to host, pid and a random tag (`processWorkerId`). */
  workerId?: string;
  /** Default: the game domain's `serverLexicon` (wordlists/dist or WORDGRAPH_PATH). */
  lexicon?: TaskDeps['lexicon'];
  /** More tasks next to the worker's own (tests). */
  extraTasks?: TaskList;
  /** Default: graphile-worker's console logger. */
  logger?: Logger;
  /** How often to look for jobs scheduled for later (retries, clocks), in ms; new jobs arrive by NOTIFY. */
  pollInterval?: number;
}

/**
 * The recurring jobs (graphile-worker cron: each occurrence is queued once for
 * the whole fleet, however many workers run).
 * - heartbeat: a worker reports in (the status page);
 * - sweep: jobs a running game lacks (games changed before the queue existed);
 * - reanalyse_stale: re-analyses written by another Oracle version (games and
 *   imported records), daily.
 */
export const SCHEDULE: Readonly<Record<FleetJobName, string>> = {
  heartbeat: '* * * * *',
  sweep: '* * * * *',
  reanalyse_stale: '17 4 * * *',
};

/** The schedule as graphile-worker's crontab, each job keyed and limited as the catalogue says. */
export const CRONTAB = (Object.keys(SCHEDULE) as FleetJobName[])
  .map(
    (name) =>
      `${SCHEDULE[name]} ${name} ?jobKey=${fleetJobKey(name)}&max=${JOBS[name].maxAttempts}`,
  )
  .join('\n');

/**
 * graphile-worker settings every runner and utility here uses. Completions and
 * failures go through graphile-worker's batcher (delay 0: at once): unlike the
 * default (-1), the batcher is flushed when a runner stops, so a job that
 * finished during a shutdown (SIGTERM, `runOnce` returning) is marked done
 * before the pool closes rather than left locked until the 4-hour lock timeout.
 */
export const QUEUE_PRESET: GraphileConfig.Preset = {
  worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 },
};

/** A handler for every job of the catalogue (a job without one fails to compile). */
export function taskList(deps: TaskDeps, extra: TaskList = {}): TaskList {
  const handlers: Record<JobName, Task> = {
    heartbeat: heartbeatTask(deps.db, deps.workerId),
    bot_turn: botTurnTask(deps),
    bot_challenge: botChallengeTask(deps),
    challenge_close: challengeCloseTask(deps),
    clock_expiry: clockExpiryTask(deps),
    clock_warning: clockWarningTask(deps),
    analyse_game: analyseGameTask(deps),
    analyse_import: analyseImportTask(deps),
    reanalyse_stale: reanalyseStaleTask(deps),
    sweep: sweepTask(deps.db),
    tournament_advance: tournamentAdvanceTask(deps),
    tournament_start: tournamentStartTask(deps),
  };
  return { ...handlers, ...extra };
}

/** Creates or updates the `graphile_worker` schema (a runner also does it when it starts). */
export async function migrateQueue(connectionString: string, logger?: Logger): Promise<void> {
  await runMigrations({ connectionString, preset: QUEUE_PRESET, ...(logger ? { logger } : {}) });
}

export interface StartedWorker {
  runner: Runner;
  /**
   * The id this process's jobs are locked with (`graphile_worker.jobs.locked_by`):
   * what `forceUnlockWorkers` takes if the process dies holding jobs.
   */
  queueWorkerId: string;
  /** This process's heartbeat and dead-worker sweep: stop it after the runner. */
  liveness: Liveness;
}

/**
 * Unique per process, even where host names and pids repeat (containers
 * restarted as pid 1 on the same host): a new process must never inherit the
 * heartbeat row, and so the queue id, of a dead one.
 */
export function processWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
}

/**
 * Starts a graphile-worker runner on the shared Postgres queue. Many of these
 * may run on many machines: the queue hands each job to exactly one of them.
 */
export async function startWorker(options: WorkerOptions): Promise<StartedWorker> {
  const workerId = options.workerId ?? processWorkerId();
  const logger = options.logger ?? new Logger(consoleLogFactory);
  // Proof of life first: the liveness lock is held before any job is taken.
  const liveness = await startLiveness({
    connectionString: options.connectionString,
    workerId,
    onFreed: (ids) => logger.info(`freed the jobs of dead worker(s) ${ids.join(', ')}`),
    onError: (error) => logger.error(`heartbeat failed: ${String(error)}`),
  });
  const events: WorkerEvents = new EventEmitter();
  let queueWorkerId = '';
  let tied: Promise<void> = Promise.resolve();
  events.on('pool:create', ({ workerPool }) => {
    queueWorkerId = workerPool.id;
    // Tie this process to its queue id, so that others can free its jobs should it die.
    tied = liveness.setQueueWorkerId(queueWorkerId);
    // Awaited once `run` returns; marked handled now, or a failure before then would be an
    // unhandled rejection (the process's end) instead of startWorker's error.
    tied.catch(() => {});
  });
  let runner: Runner | undefined;
  try {
    runner = await run({
      connectionString: options.connectionString,
      concurrency: options.concurrency,
      noHandleSignals: true,
      pollInterval: options.pollInterval ?? 2_000,
      preset: QUEUE_PRESET,
      events,
      logger,
      taskList: taskList(
        { db: options.db, workerId, lexicon: options.lexicon ?? serverLexicon },
        options.extraTasks,
      ),
      crontab: CRONTAB,
    });
    await tied;
  } catch (error) {
    // A runner whose queue id is not written down takes no more jobs: should this process then
    // die, nobody would know to free them.
    await runner?.stop().catch(() => {});
    await liveness.stop();
    throw error;
  }
  return { runner, queueWorkerId, liveness };
}

import os from 'node:os';
import type { Database } from '@wordrise/db';
import { run, type Runner, type TaskList } from 'graphile-worker';
import { heartbeatTask, recordHeartbeat } from './tasks/heartbeat';

export interface WorkerOptions {
  connectionString: string;
  db: Database;
  concurrency: number;
  /** Identifies this process in heartbeats; defaults to host + pid. */
  workerId?: string;
}

export function taskList(db: Database, workerId: string): TaskList {
  return { heartbeat: heartbeatTask(db, workerId) };
}

/**
 * Starts a graphile-worker runner on the shared Postgres queue. Many of these
 * may run on many machines: the queue hands each job to exactly one of them.
 */
export async function startWorker(options: WorkerOptions): Promise<Runner> {
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}`;
  await recordHeartbeat(options.db, workerId);
  return run({
    connectionString: options.connectionString,
    concurrency: options.concurrency,
    noHandleSignals: true,
    pollInterval: 2_000,
    taskList: taskList(options.db, workerId),
    // Each process reports in once a minute; cron jobs are deduplicated by the queue.
    crontab: '* * * * * heartbeat ?jobKey=heartbeat',
  });
}

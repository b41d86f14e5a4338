import os from 'node:os';
import { createDb } from '@wordrise/db';
import { sql } from 'drizzle-orm';
import { LIVENESS_LOCK_NAMESPACE, unlockDeadWorkers } from './dead-workers';

/** How often each process reports in and looks for dead workers. */
export const HEARTBEAT_MS = 3_000;

export interface Liveness {
  /** Ties this process to its queue id, so its jobs can be freed should it die. */
  setQueueWorkerId(queueWorkerId: string): Promise<void>;
  /** Stops reporting in, removes this worker's heartbeat row and closes its session. */
  stop(): Promise<void>;
}

/**
 * A worker process's proof of life, on a database connection of its own:
 * - it holds a session advisory lock for as long as the process lives
 *   (PostgreSQL drops it when the session ends: `kill -9`, a crash, a lost
 *   connection);
 * - every `HEARTBEAT_MS` it writes its heartbeat (database clock), re-taking the
 *   lock if its session was replaced, and frees the jobs of dead workers
 *   (`unlockDeadWorkers`). Every process sweeps, so a dead worker's jobs are
 *   freed within seconds by whichever worker still runs.
 */
export async function startLiveness(options: {
  connectionString: string;
  workerId: string;
  onFreed?: (queueWorkerIds: string[]) => void;
  onError?: (error: unknown) => void;
}): Promise<Liveness> {
  const { workerId } = options;
  const conn = createDb(options.connectionString, {
    max: 1,
    persistent: true,
    applicationName: `wordrise-worker ${workerId}`.slice(0, 63),
  });
  let queueWorkerId: string | null = null;

  async function beat() {
    await conn.db.execute(sql`
      select pg_try_advisory_lock(${LIVENESS_LOCK_NAMESPACE}::int, hashtext(${workerId}))
      where not exists (
        select 1 from pg_locks
        where pid = pg_backend_pid() and locktype = 'advisory' and objsubid = 2
          and classid = ${LIVENESS_LOCK_NAMESPACE}::int::oid and objid = hashtext(${workerId})::oid
      )`);
    await conn.db.execute(sql`
      insert into worker_heartbeats (worker_id, host, queue_worker_id, seen_at)
      values (${workerId}, ${os.hostname()}, ${queueWorkerId}, now())
      on conflict (worker_id) do update
      set seen_at = now(),
          queue_worker_id = coalesce(excluded.queue_worker_id, worker_heartbeats.queue_worker_id)`);
  }

  async function tick() {
    try {
      await beat();
      const freed = await unlockDeadWorkers(conn.db);
      if (freed.length > 0) options.onFreed?.(freed);
    } catch (error) {
      options.onError?.(error);
    }
  }

  await beat();
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(tick);
  }, HEARTBEAT_MS);
  timer.unref();

  return {
    async setQueueWorkerId(id) {
      queueWorkerId = id;
      await beat();
    },
    async stop() {
      clearInterval(timer);
      await running;
      await conn.db
        .execute(sql`delete from worker_heartbeats where worker_id = ${workerId}`)
        .catch(() => {});
      await conn.close();
    },
  };
}

import os from 'node:os';
import { sql } from 'drizzle-orm';
import { workerHeartbeats, type Database } from '@wordrise/db';
import type { Task } from 'graphile-worker';

/** Records that a worker process is alive (shown on the status page; the cron `heartbeat` job). */
export async function recordHeartbeat(
  db: Database,
  workerId: string,
  queueWorkerId?: string,
): Promise<void> {
  const known = queueWorkerId ? { queueWorkerId } : {};
  await db
    .insert(workerHeartbeats)
    .values({ workerId, host: os.hostname(), ...known })
    .onConflictDoUpdate({
      target: workerHeartbeats.workerId,
      // The database's clock, like liveness.ts: machines' clocks may differ.
      set: { seenAt: sql`now()`, ...known },
    });
}

export function heartbeatTask(db: Database, workerId: string): Task {
  return async () => recordHeartbeat(db, workerId);
}

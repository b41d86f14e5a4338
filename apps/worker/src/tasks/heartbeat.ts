import os from 'node:os';
import { workerHeartbeats, type Database } from '@wordrise/db';
import type { Task } from 'graphile-worker';

/** Records that a worker process is alive (shown on the status page). */
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
      set: { seenAt: new Date(), ...known },
    });
}

export function heartbeatTask(db: Database, workerId: string): Task {
  return async () => recordHeartbeat(db, workerId);
}

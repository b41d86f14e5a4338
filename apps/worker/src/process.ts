import { eq } from 'drizzle-orm';
import { createDb, workerHeartbeats } from '@wordrise/db';
import type { TaskList } from 'graphile-worker';
import os from 'node:os';
import { readWorkerEnv } from './env';
import { startHealthServer } from './health';
import { recordHeartbeat } from './tasks/heartbeat';
import { startWorker } from './worker';

/** How often each process reports in (the status page counts workers seen in the last two minutes). */
const HEARTBEAT_MS = 60_000;

/**
 * One worker process: reads its configuration (env.ts), starts a runner on the
 * queue, reports in every minute, and on SIGTERM/SIGINT stops taking jobs,
 * lets the running ones finish, then exits.
 */
export async function runWorkerProcess(options: { extraTasks?: TaskList } = {}): Promise<void> {
  const env = readWorkerEnv();
  const { db, close } = createDb(env.DATABASE_URL, { max: env.WORKER_CONCURRENCY + 1 });
  const workerId = `${os.hostname()}:${process.pid}`;
  const { runner, queueWorkerId } = await startWorker({
    connectionString: env.DATABASE_URL,
    db,
    concurrency: env.WORKER_CONCURRENCY,
    workerId,
    ...(options.extraTasks ? { extraTasks: options.extraTasks } : {}),
  });
  console.log(
    `worker ${process.pid} ready (concurrency ${env.WORKER_CONCURRENCY}, queue id ${queueWorkerId})`,
  );
  const heartbeat = setInterval(() => {
    recordHeartbeat(db, workerId).catch((error: unknown) =>
      console.error(`worker ${process.pid}: heartbeat failed: ${String(error)}`),
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const health = env.WORKER_HEALTH_PORT
    ? await startHealthServer(env.WORKER_HEALTH_PORT, () => ({ pid: process.pid, queueWorkerId }))
    : undefined;

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    clearInterval(heartbeat);
    health?.close();
    console.log(`worker ${process.pid} stopping (${signal}): finishing running jobs`);
    await runner.stop();
    await runner.promise.catch(() => {});
    // Leave the status page accurate: this worker is gone.
    await db.delete(workerHeartbeats).where(eq(workerHeartbeats.workerId, workerId));
    await close();
    console.log(`worker ${process.pid} stopped`);
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

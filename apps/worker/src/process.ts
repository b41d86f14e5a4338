import { createDb } from '@wordrise/db';
import type { TaskList } from 'graphile-worker';
import { readWorkerEnv } from './env';
import { startHealthServer } from './health';
import { startWorker } from './worker';

/**
 * One worker process: reads its configuration (env.ts), starts a runner on the
 * queue, reports in every few seconds (liveness.ts), and on SIGTERM/SIGINT stops
 * taking jobs, lets the running ones finish, then exits.
 */
export async function runWorkerProcess(options: { extraTasks?: TaskList } = {}): Promise<void> {
  const env = readWorkerEnv();
  const { db, close } = createDb(env.DATABASE_URL, { max: env.WORKER_CONCURRENCY + 1 });
  const { runner, queueWorkerId, liveness } = await startWorker({
    connectionString: env.DATABASE_URL,
    db,
    concurrency: env.WORKER_CONCURRENCY,
    ...(options.extraTasks ? { extraTasks: options.extraTasks } : {}),
  });
  console.log(
    `worker ${process.pid} ready (concurrency ${env.WORKER_CONCURRENCY}, queue id ${queueWorkerId})`,
  );
  const health = env.WORKER_HEALTH_PORT
    ? await startHealthServer(env.WORKER_HEALTH_PORT, () => ({ pid: process.pid, queueWorkerId }))
    : undefined;

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    health?.close();
    console.log(`worker ${process.pid} stopping (${signal}): finishing running jobs`);
    await runner.stop();
    await runner.promise.catch(() => {});
    // Leave the status page accurate: this worker is gone (and its lock with it).
    await liveness.stop();
    await close();
    console.log(`worker ${process.pid} stopped`);
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

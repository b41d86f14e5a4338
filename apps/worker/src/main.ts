import { eq } from 'drizzle-orm';
import { createDb, workerHeartbeats } from '@wordrise/db';
import os from 'node:os';
import { readWorkerEnv } from './env';
import { startWorker } from './worker';

const env = readWorkerEnv();
const { db, close } = createDb(env.DATABASE_URL, { max: env.WORKER_CONCURRENCY + 1 });
const workerId = `${os.hostname()}:${process.pid}`;
const runner = await startWorker({
  connectionString: env.DATABASE_URL,
  db,
  concurrency: env.WORKER_CONCURRENCY,
  workerId,
});
console.log(`worker ${process.pid} ready (concurrency ${env.WORKER_CONCURRENCY})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`worker ${process.pid} stopping (${signal}): finishing running jobs`);
  await runner.stop();
  await runner.promise.catch(() => {});
  // Leave the status page accurate: this worker is gone.
  await db.delete(workerHeartbeats).where(eq(workerHeartbeats.workerId, workerId));
  await close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

import { createDb, processWide, type Database } from '@wordrise/db';
import { readApiEnv } from './env';

/** The server process's one connection pool (opened on first use) and how to end it. */
function sharedPool(): { db: Database | undefined; close: () => Promise<void> } {
  return processWide('api.serverDb', () => ({ db: undefined, close: async () => {} }));
}

/** The server process's one connection pool, opened on first use. */
export function serverDb(): Database {
  const pool = sharedPool();
  if (!pool.db) {
    const env = readApiEnv();
    const { db, close } = createDb(env.DATABASE_URL, { max: env.DATABASE_POOL_SIZE });
    Object.assign(pool, { db, close });
  }
  return pool.db!;
}

/** Ends the pool, if it was opened (a web process's last step when it stops). */
export async function closeServerDb(): Promise<void> {
  const pool = sharedPool();
  const { close } = pool;
  Object.assign(pool, { db: undefined, close: async () => {} });
  await close();
}

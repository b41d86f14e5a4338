import { createDb, type Database } from '@wordrise/db';
import { readApiEnv } from './env';

let shared: Database | undefined;

/** The server process's one connection pool, opened on first use. */
export function serverDb(): Database {
  if (!shared) {
    const env = readApiEnv();
    shared = createDb(env.DATABASE_URL, { max: env.DATABASE_POOL_SIZE }).db;
  }
  return shared;
}

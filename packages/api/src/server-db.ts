import { createDb, type Database } from '@wordrise/db';
import { readApiEnv } from './env';

let shared: Database | undefined;

/** The server process's one connection pool, opened on first use. */
export function serverDb(): Database {
  shared ??= createDb(readApiEnv().DATABASE_URL).db;
  return shared;
}

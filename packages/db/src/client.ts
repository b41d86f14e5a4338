import { drizzle } from 'drizzle-orm/postgres-js';
import { openPostgres } from './open-postgres';

export type Database = ReturnType<typeof createDb>['db'];

/**
 * Seconds to wait for a connection to PostgreSQL before a query fails (postgres.js
 * waits 30 s by default): while the server is down or unreachable, a request gets
 * its error within a few seconds instead of hanging.
 */
export const CONNECT_TIMEOUT_SECONDS = 5;

export interface DbOptions {
  /** Connections in the pool (default 10). */
  max?: number;
  /**
   * Keep each connection for the pool's whole life (no idle or age recycling):
   * for session state such as advisory locks.
   */
  persistent?: boolean;
  /** Shown in `pg_stat_activity`. */
  applicationName?: string;
  /**
   * Called with the text and parameters of every statement sent, however it was written
   * (Drizzle or SQL text): for tests that count what a call costs or look at its plan.
   */
  onStatement?: (text: string, parameters: readonly unknown[]) => void;
}

/**
 * One connection pool and its Drizzle handle. Callers own the pool's lifetime:
 * `close()` ends it (tests and scripts must call it to exit cleanly).
 */
export function createDb(url: string, options: DbOptions = {}) {
  const sql = openPostgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    ...(options.persistent ? { idle_timeout: 0, max_lifetime: null } : {}),
    ...(options.onStatement
      ? {
          debug: (_connection: number, text: string, parameters: unknown[]) =>
            options.onStatement?.(text, parameters),
        }
      : {}),
    ...(options.applicationName
      ? { connection: { application_name: options.applicationName } }
      : {}),
  });
  // No `schema`: it is only for Drizzle's relational queries (`db.query.*`), which nothing here
  // uses, and with it every transaction built a query builder for each of our tables.
  const db = drizzle(sql, { casing: 'snake_case' });
  return { db, sql, close: () => sql.end({ timeout: 5 }) };
}

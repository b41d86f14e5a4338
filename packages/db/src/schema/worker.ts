import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per worker process: lets the status page show which workers are alive. */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text().primaryKey(),
  host: text().notNull(),
  startedAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  /** The id this process's jobs are locked under in the queue: lets the sweep free them if it dies. */
  queueWorkerId: text(),
});

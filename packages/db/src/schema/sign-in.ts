import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins, for rate limiting (see the auth package's `verifyCredentials`).
 * Rows older than the limit's window are irrelevant and may be pruned at any time.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** lower(username) as typed, whether or not such a player exists. */
    usernameKey: text().notNull(),
    /** The client's address as the web app saw it. */
    ip: text().notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_username_idx').on(t.usernameKey, t.createdAt)],
);

import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Failed sign-ins, for rate limiting (see the auth package's `verifyCredentials`).
 * Rows older than a day are irrelevant and may be pruned at any time.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** lower(username) as typed, whether or not such a player exists. */
    usernameKey: text().notNull(),
    /**
     * The client's address, keyed (an HMAC under the app's secret, never the address
     * itself), or "unknown" when the app cannot know it (no trusted proxy).
     */
    ip: text().notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_failures_username_idx').on(t.usernameKey, t.createdAt),
    index('sign_in_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Addresses and devices a player has signed in from successfully: an address keyed
 * like `sign_in_failures.ip`, or "device:" and the key of the browser's device-token
 * cookie. A right password from one of them passes the per-username delay, so that
 * nobody guessing elsewhere can keep the owner out.
 */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressKey: text().notNull(),
    lastSeenAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressKey] })],
);

/**
 * Requests counted against a rate limit (sign-ups and sign-ins, per address and
 * overall): one row per request in `bucket`. Rows older than their limit's window
 * are pruned as new ones arrive.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text().notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_bucket_idx').on(t.bucket, t.createdAt)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Auth.js tables (the shapes its Drizzle adapter expects) plus WordRise's own
 * player fields on `users`: a unique username, a password hash and the player's settings.
 */
export const users = pgTable(
  'users',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    name: text(),
    email: text().unique(),
    emailVerified: timestamp({ mode: 'date', withTimezone: true }),
    image: text(),
    username: text().notNull(),
    displayName: text().notNull(),
    passwordHash: text(),
    isDemo: integer().notNull().default(0),
    /**
     * The player's setting "hide ratings during my games": while a game they sit in
     * is being played, their own view of it shows no ratings (theirs or anyone's);
     * everyone else's view is unchanged, and the ratings come back when it ends.
     */
    hideRatingsInGames: boolean().notNull().default(false),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  // Usernames are unique regardless of case: "Alice" and "alice" are one player.
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

export const accounts = pgTable(
  'accounts',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    provider: text().notNull(),
    providerAccountId: text().notNull(),
    refresh_token: text(),
    access_token: text(),
    expires_at: integer(),
    token_type: text(),
    scope: text(),
    id_token: text(),
    session_state: text(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] })],
);

/**
 * Signed-in sessions. Credentials sign-in needs Auth.js's JWT sessions, so Auth.js
 * itself leaves this table alone; the auth package keeps one row per JWT here
 * (keyed by a digest of the session id the JWT carries) so that signing out, or
 * out everywhere, revokes tokens.
 */
export const sessions = pgTable(
  'sessions',
  {
    sessionToken: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires: timestamp({ mode: 'date', withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationTokens = pgTable(
  'verification_tokens',
  {
    identifier: text().notNull(),
    token: text().notNull(),
    expires: timestamp({ mode: 'date', withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { games } from './games';

/**
 * When a user last had a live connection to a game's page, refreshed by heartbeats
 * from whichever web process holds the connection, so every process sees the same
 * presence. A real-time player not seen for a minute can be claimed against.
 */
export const gamePresence = pgTable(
  'game_presence',
  {
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.userId] }),
    index('game_presence_user_idx').on(t.userId),
  ],
);

import { integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { games } from './games';

/**
 * A correspondence player warned that 80 % of their time for a move is used: at most
 * one row per game and move (the primary key makes the warning job idempotent,
 * whichever worker runs it and however often). The game page and the lobby show it
 * while that move is still to be made.
 */
export const clockWarnings = pgTable(
  'clock_warnings',
  {
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The move the warned player had not made. */
    moveNumber: integer().notNull(),
    seat: smallint().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warnedAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.moveNumber] })],
);

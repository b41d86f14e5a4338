import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { games } from './games';

/** Where a rematch offer stands: waiting for answers, or settled one way. */
export const REMATCH_STATUSES = ['offered', 'accepted', 'declined', 'cancelled'] as const;
export type RematchStatus = (typeof REMATCH_STATUSES)[number];

const timestamptz = () => timestamp({ mode: 'date', withTimezone: true });

/**
 * The rematch of a finished game: at most one row per game (its primary key), so a
 * game has at most one rematch. A cancelled offer may be made again (the row is
 * reused); a declined or accepted one is final. Changes are made with the finished
 * game's row locked, so two answers at once create one game.
 */
export const rematchOffers = pgTable(
  'rematch_offers',
  {
    gameId: uuid()
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    offeredBy: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: REMATCH_STATUSES }).notNull().default('offered'),
    /** The players who accepted so far; the rematch starts once every other player has. */
    acceptedBy: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    declinedBy: text().references(() => users.id, { onDelete: 'set null' }),
    /** The new game, once accepted (unique: the page of a rematch finds what it is the rematch of). */
    rematchGameId: uuid()
      .unique()
      .references(() => games.id),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check(
      'rematch_offers_status_check',
      sql`${t.status} in (${sql.raw(REMATCH_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'rematch_offers_accepted_game_check',
      sql`(${t.status} = 'accepted') = (${t.rematchGameId} is not null)`,
    ),
  ],
);

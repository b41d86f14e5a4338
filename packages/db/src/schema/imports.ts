import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PlayAnnotation } from './annotations';
import { users } from './auth';

/**
 * A game record someone pasted or uploaded, opened as an analysis board and
 * shared by its link. Kept apart from `games` on purpose: ratings, profiles,
 * leaderboards and lobbies read only `games` / `game_players`, so nothing here
 * can reach them, whatever the record says.
 */
export const importedGames = pgTable(
  'imported_games',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The record as the engine's text notation, checked when imported. */
    record: text().notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    /**
     * The worker's `analyse_import`: one annotation per play (a record never changes,
     * so it is stored whole), the analysis version that made it, and when. Null until then.
     */
    analysis: jsonb().$type<PlayAnnotation[]>(),
    analysisVersion: text(),
    analysedAt: timestamp({ mode: 'date', withTimezone: true }),
  },
  (t) => [
    check('imported_games_record_length_check', sql`char_length(${t.record}) <= 400000`),
    index('imported_games_owner_idx').on(t.ownerId, t.createdAt),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { gameEvents, games } from './games';

/**
 * A player's short note on one move of a finished game, shown on the replay to
 * everyone with the author's name (see packages/games/src/replay-notes.ts for who
 * may write what). Plain text, kept short; rendered as text, never as HTML.
 */
export const moveNotes = pgTable(
  'move_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The noted event's move number (`game_events.move_number`). */
    moveNumber: integer().notNull(),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'move_notes_event_fk',
      columns: [t.gameId, t.moveNumber],
      foreignColumns: [gameEvents.gameId, gameEvents.moveNumber],
    }).onDelete('cascade'),
    check('move_notes_text_length_check', sql`char_length(${t.text}) between 1 and 500`),
    index('move_notes_game_idx').on(t.gameId, t.moveNumber),
  ],
);

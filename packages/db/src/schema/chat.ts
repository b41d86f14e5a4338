import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { games } from './games';

/**
 * Where a chat message is said: the lobby (no game), a game's players' table, or
 * the spectators' benches of a game. Who may read and write each is decided in
 * packages/games/src/chat (see its README section "Chat").
 */
export const CHAT_CHANNELS = ['lobby', 'players', 'spectators'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

const timestamptz = () => timestamp({ mode: 'date', withTimezone: true });

/** One chat line. Plain text, kept short; rendered as text, never as HTML. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    /** Increasing: a live reader asks for what came after the last one it has. */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text({ enum: CHAT_CHANNELS }).notNull(),
    /** The game of a players' or spectators' message; null in the lobby. */
    gameId: uuid().references(() => games.id, { onDelete: 'cascade' }),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check('chat_messages_channel_check', sql`${t.channel} in ('lobby', 'players', 'spectators')`),
    check('chat_messages_game_check', sql`(${t.channel} = 'lobby') = (${t.gameId} is null)`),
    check('chat_messages_text_length_check', sql`char_length(${t.text}) between 1 and 300`),
    index('chat_messages_room_idx').on(t.gameId, t.channel, t.id),
  ],
);

/** A viewer's mute of another user: the viewer no longer sees their messages anywhere. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedUserId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mutedUserId] }),
    // Who muted an author: read once per message for all its live readers in a process.
    index('chat_mutes_muted_user_idx').on(t.mutedUserId),
  ],
);

/** A message reported to the moderators: who reported it, why, and when. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reporterId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check('chat_reports_reason_length_check', sql`char_length(${t.reason}) between 1 and 500`),
    // One report per message and reporter.
    uniqueIndex('chat_reports_message_reporter_idx').on(t.messageId, t.reporterId),
  ],
);

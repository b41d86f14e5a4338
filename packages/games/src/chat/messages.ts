import { and, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import {
  chatMessages,
  chatMutes,
  takeRateLimitHit,
  users,
  type ChatChannel,
  type Database,
} from '@wordrise/db';
import type { Queryable } from '../db-types';
import { notifyChange } from '../live/notify';
import { chatTopic } from '../live/topics';
import { isControlCharacter } from '../plain-text';
import { badRequest, GameRefusal } from '../refusal';
import { assertCanWrite, roomKey, type ChatRoom } from './rooms';

/** One chat line as a reader sees it. */
export interface ChatMessage {
  id: number;
  channel: ChatChannel;
  gameId: string | null;
  authorId: string;
  authorName: string;
  /** Plain text: clients render it as text, never as HTML. */
  text: string;
  createdAt: Date;
}

/** The longest message, in characters (code points; the table checks the same). */
export const CHAT_MAX_LENGTH = 300;
/** How many of a room's latest messages a reader gets on arrival. */
export const CHAT_HISTORY = 50;

/**
 * Messages a user, and a client address, may send in a rolling window, counted in
 * `rate_limit_hits` so that every web process counts together.
 */
export const CHAT_LIMITS = {
  perUser: { max: 5, windowSeconds: 10 },
  perUserMinute: { max: 20, windowSeconds: 60 },
  perAddress: { max: 40, windowSeconds: 60 },
} as const;

export const CHAT_EMPTY = 'Write something first.';
export const CHAT_TOO_LONG = `A message can be at most ${CHAT_MAX_LENGTH} characters long.`;
export const CHAT_CONTROL = 'A message cannot contain control characters.';

/** The message as stored (one line, trimmed), or the refusal of it. */
export function checkChatText(raw: string): string {
  const text = raw.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  if (text.length === 0) throw badRequest(CHAT_EMPTY, 'text');
  if ([...text].length > CHAT_MAX_LENGTH) throw badRequest(CHAT_TOO_LONG, 'text');
  if ([...text].some(isControlCharacter)) throw badRequest(CHAT_CONTROL, 'text');
  return text;
}

/** A message's columns as a reader sees them (with its author's display name). */
export const messageColumns = {
  id: chatMessages.id,
  channel: chatMessages.channel,
  gameId: chatMessages.gameId,
  authorId: chatMessages.authorId,
  // As the seats and notes name people: the display name of today.
  authorName: users.displayName,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
};

/** Messages whose author `viewerId` has not muted. */
const notMutedBy = (db: Queryable, viewerId: string) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(chatMutes)
      .where(and(eq(chatMutes.userId, viewerId), eq(chatMutes.mutedUserId, chatMessages.authorId))),
  );

/** Messages said in `room`. */
export const inRoom = (room: ChatRoom) =>
  room.channel === 'lobby'
    ? and(eq(chatMessages.channel, 'lobby'), isNull(chatMessages.gameId))
    : and(eq(chatMessages.channel, room.channel), eq(chatMessages.gameId, room.gameId));

/** The room's latest messages (oldest first) without those of users `viewerId` muted. */
export async function latestMessages(
  db: Queryable,
  room: ChatRoom,
  viewerId: string,
): Promise<ChatMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorId))
    .where(and(inRoom(room), notMutedBy(db, viewerId)))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_HISTORY);
  return rows.reverse();
}

/** One message of `room` for `viewerId`: undefined if it is elsewhere or its author is muted. */
export async function messageFor(
  db: Queryable,
  room: ChatRoom,
  messageId: number,
  viewerId: string,
): Promise<ChatMessage | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorId))
    .where(and(eq(chatMessages.id, messageId), inRoom(room), notMutedBy(db, viewerId)));
  return row;
}

async function takeChatHit(db: Queryable, userId: string, address: string | null): Promise<void> {
  const notBefore = await takeRateLimitHit(db, [
    { bucket: `chat:user:${userId}`, ...CHAT_LIMITS.perUser },
    { bucket: `chat:user-minute:${userId}`, ...CHAT_LIMITS.perUserMinute },
    ...(address ? [{ bucket: `chat:address:${address}`, ...CHAT_LIMITS.perAddress }] : []),
  ]);
  if (notBefore) {
    const seconds = Math.max(1, Math.ceil((notBefore.getTime() - Date.now()) / 1000));
    throw new GameRefusal({
      kind: 'rate-limited',
      message: `You are sending messages too quickly. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    });
  }
}

/**
 * `userId` says `text` in `room` (refused unless they may write there, or over the
 * rate limits of the user and of the client's `address`, when known). Readers hear of
 * it through the live channel once the message is committed.
 */
export async function postMessage(
  db: Database,
  input: { room: ChatRoom; text: string },
  userId: string,
  address: string | null,
): Promise<ChatMessage> {
  const text = checkChatText(input.text);
  const { room } = input;
  await assertCanWrite(db, room, userId);
  const id = await db.transaction(async (tx) => {
    // One sender per user at a time, so parallel sends cannot slip past the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wordrise:chat:${userId}`}))`);
    await takeChatHit(tx, userId, address);
    const [row] = await tx
      .insert(chatMessages)
      .values({
        channel: room.channel,
        gameId: room.channel === 'lobby' ? null : room.gameId,
        authorId: userId,
        text,
      })
      .returning({ id: chatMessages.id });
    await notifyChange(tx, {
      kind: 'chat',
      messageId: row!.id,
      topics: [chatTopic(roomKey(room))],
    });
    return row!.id;
  });
  const message = await messageFor(db, room, id, userId);
  if (!message) throw new Error('the message just written is missing');
  return message;
}

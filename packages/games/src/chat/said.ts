import { and, eq } from 'drizzle-orm';
import { chatMessages, chatMutes, users } from '@wordrise/db';
import type { Queryable } from '../db-types';
import { inRoom, messageColumns, type ChatMessage } from './messages';
import { accessIn, readRoomFacts, type ChatRoom, type RoomFacts } from './rooms';

/**
 * A new message as all of its room's live readers in one process share it: read once when
 * its notice comes, then judged for each reader in memory (`saidTo`). Without it every
 * reader cost its own reads of the game, the seats and the message, per message.
 */
export interface SaidInRoom {
  /** The message; undefined if it is gone or not of this room. */
  readonly message: ChatMessage | undefined;
  /** Who may read the room, as of the notice. */
  readonly facts: RoomFacts;
  /** The users who muted the message's author. */
  readonly mutedBy: ReadonlySet<string>;
}

/** Reads message `messageId` of `room`, the room's facts and its author's muters. */
export async function readSaidInRoom(
  db: Queryable,
  room: ChatRoom,
  messageId: number,
): Promise<SaidInRoom> {
  const [facts, [message]] = await Promise.all([
    readRoomFacts(db, room),
    db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.authorId))
      .where(and(eq(chatMessages.id, messageId), inRoom(room))),
  ]);
  if (!message) return { message, facts, mutedBy: new Set() };
  const muters = await db
    .select({ userId: chatMutes.userId })
    .from(chatMutes)
    .where(eq(chatMutes.mutedUserId, message.authorId));
  return { message, facts, mutedBy: new Set(muters.map((m) => m.userId)) };
}

/**
 * What a live reader gets of a new message: whether they may still read the room (a reader
 * who may not is sent nothing more), and the message unless it is gone or they muted its author.
 */
export function saidTo(
  said: SaidInRoom,
  viewerId: string,
): { readonly canRead: boolean; readonly message: ChatMessage | undefined } {
  if (!accessIn(said.facts, viewerId).read) return { canRead: false, message: undefined };
  const { message } = said;
  return { canRead: true, message: message && !said.mutedBy.has(viewerId) ? message : undefined };
}

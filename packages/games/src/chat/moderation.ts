import { and, eq } from 'drizzle-orm';
import { chatMessages, chatMutes, chatReports, users } from '@wordrise/db';
import type { Queryable } from '../db-types';
import { badRequest, conflict, notFound } from '../refusal';
import { isControlCharacter } from '../plain-text';
import { assertCanRead, type ChatRoom } from './rooms';

export const CHAT_NO_SUCH_USER = 'There is no such player.';
export const CHAT_MUTE_SELF = 'You cannot mute yourself.';
export const CHAT_NO_SUCH_MESSAGE = 'There is no such message.';
export const CHAT_ALREADY_REPORTED = 'You have already reported this message.';
export const CHAT_REASON_MISSING = 'Say why you report this message.';
export const REPORT_REASON_MAX_LENGTH = 500;

/** `userId` no longer sees `mutedUserId`'s messages (anywhere, until unmuted). */
export async function muteUser(db: Queryable, userId: string, mutedUserId: string): Promise<void> {
  if (userId === mutedUserId) throw badRequest(CHAT_MUTE_SELF, 'userId');
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, mutedUserId));
  if (!target) throw notFound(CHAT_NO_SUCH_USER, 'userId');
  await db.insert(chatMutes).values({ userId, mutedUserId }).onConflictDoNothing();
}

export async function unmuteUser(
  db: Queryable,
  userId: string,
  mutedUserId: string,
): Promise<void> {
  await db
    .delete(chatMutes)
    .where(and(eq(chatMutes.userId, userId), eq(chatMutes.mutedUserId, mutedUserId)));
}

/** The users `userId` has muted, by name. */
export async function mutedUsers(
  db: Queryable,
  userId: string,
): Promise<{ userId: string; username: string }[]> {
  return db
    .select({ userId: chatMutes.mutedUserId, username: users.username })
    .from(chatMutes)
    .innerJoin(users, eq(users.id, chatMutes.mutedUserId))
    .where(eq(chatMutes.userId, userId))
    .orderBy(users.username);
}

/**
 * `userId` reports a message they can read, with a reason, for the moderators
 * (stored in `chat_reports`; one report per message and reporter).
 */
export async function reportMessage(
  db: Queryable,
  input: { messageId: number; reason: string },
  userId: string,
): Promise<{ reportId: string }> {
  const reason = input.reason.replace(/\s+/g, ' ').trim();
  if (reason.length === 0) throw badRequest(CHAT_REASON_MISSING, 'reason');
  if ([...reason].length > REPORT_REASON_MAX_LENGTH || [...reason].some(isControlCharacter))
    throw badRequest(
      `A reason can be at most ${REPORT_REASON_MAX_LENGTH} characters of text.`,
      'reason',
    );
  const [message] = await db
    .select({ channel: chatMessages.channel, gameId: chatMessages.gameId })
    .from(chatMessages)
    .where(eq(chatMessages.id, input.messageId));
  if (!message) throw notFound(CHAT_NO_SUCH_MESSAGE, 'messageId');
  const room: ChatRoom =
    message.channel === 'lobby' || !message.gameId
      ? { channel: 'lobby' }
      : { channel: message.channel, gameId: message.gameId };
  // A message one cannot read cannot be reported (nor its existence learnt).
  await assertCanRead(db, room, userId).catch(() => {
    throw notFound(CHAT_NO_SUCH_MESSAGE, 'messageId');
  });
  const [row] = await db
    .insert(chatReports)
    .values({ messageId: input.messageId, reporterId: userId, reason })
    .onConflictDoNothing()
    .returning({ id: chatReports.id });
  if (!row) throw conflict(CHAT_ALREADY_REPORTED);
  return { reportId: row.id };
}

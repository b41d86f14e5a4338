import type { TRPCRouterRecord } from '@trpc/server';
import {
  assertCanRead,
  CHAT_MAX_LENGTH,
  chatTopic,
  latestMessages,
  muteUser,
  mutedUsers,
  postMessage,
  reportMessage,
  roomAccess,
  roomKey,
  saidTo,
  unmuteUser,
  type ChatMessage,
} from '@wordrise/games';
import { z } from 'zod';
import { protectedLiveProcedure, protectedProcedure } from '../trpc';
import { gameIdSchema } from './game';

/** The lobby, or a game's players' or spectators' channel. */
const roomSchema = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('lobby') }),
  z.strictObject({ channel: z.literal('players'), gameId: gameIdSchema }),
  z.strictObject({ channel: z.literal('spectators'), gameId: gameIdSchema }),
]);
const byRoom = z.strictObject({ room: roomSchema });
const byUser = z.strictObject({ userId: z.string().min(1).max(64) });

/** What a chat stream sends: the room's latest messages (replace), or one new message. */
export type ChatStreamItem =
  { kind: 'messages'; messages: ChatMessage[] } | { kind: 'message'; message: ChatMessage };

export const chatRouter = {
  /** What the caller may do in a room (read, write), the longest message and who they are. */
  access: protectedProcedure.input(byRoom).query(async ({ ctx, input }) => ({
    ...(await roomAccess(ctx.db, input.room, ctx.user.id)),
    maxLength: CHAT_MAX_LENGTH,
    viewerId: ctx.user.id,
  })),

  /** The room's latest messages, oldest first, without those of users the caller muted. */
  list: protectedProcedure.input(byRoom).query(async ({ ctx, input }) => {
    await assertCanRead(ctx.db, input.room, ctx.user.id);
    return latestMessages(ctx.db, input.room, ctx.user.id);
  }),

  /**
   * Says something in a room. Plain text (one line, at most 300 characters), limited
   * per user and per client address (TOO_MANY_REQUESTS beyond it).
   */
  send: protectedProcedure
    .input(z.strictObject({ room: roomSchema, text: z.string().max(2000) }))
    .mutation(({ ctx, input }) =>
      postMessage(ctx.db, input, ctx.user.id, ctx.clientAddress ?? ctx.address),
    ),

  /**
   * A room live (SSE): its latest messages, then each new one as it is said
   * (LISTEN/NOTIFY, so messages sent through any web process arrive). Muted
   * authors' messages are left out. Ends if the caller may no longer read the room.
   */
  live: protectedLiveProcedure.input(byRoom).subscription(async function* ({
    ctx,
    input,
  }): AsyncGenerator<ChatStreamItem> {
    const { room } = input;
    const userId = ctx.user.id;
    // Subscribed before the first read: no message can slip between them.
    const notices = ctx.hub.subscribe([chatTopic(roomKey(room))], ctx.streamSignal);
    try {
      await assertCanRead(ctx.db, room, userId);
      await ctx.hub.ready();
      yield { kind: 'messages', messages: await latestMessages(ctx.db, room, userId) };
      for await (const notice of notices) {
        if (notice.kind === 'resync') {
          yield { kind: 'messages', messages: await latestMessages(ctx.db, room, userId) };
          continue;
        }
        if (notice.kind !== 'chat') continue;
        const said = saidTo(await ctx.chatReads.said(room, notice.messageId), userId);
        if (!said.canRead) return;
        if (said.message) yield { kind: 'message', message: said.message };
      }
    } finally {
      await notices.return?.();
    }
  }),

  /** The users the caller muted. */
  mutes: protectedProcedure.query(({ ctx }) => mutedUsers(ctx.db, ctx.user.id)),

  /** Hides a user's messages from the caller, everywhere (for the caller only). */
  mute: protectedProcedure.input(byUser).mutation(async ({ ctx, input }) => {
    await muteUser(ctx.db, ctx.user.id, input.userId);
    return { muted: true };
  }),

  unmute: protectedProcedure.input(byUser).mutation(async ({ ctx, input }) => {
    await unmuteUser(ctx.db, ctx.user.id, input.userId);
    return { muted: false };
  }),

  /** Reports a message the caller can read to the moderators, with a reason. */
  report: protectedProcedure
    .input(
      z.strictObject({
        messageId: z.number().int().positive(),
        reason: z.string().max(2000),
      }),
    )
    .mutation(({ ctx, input }) => reportMessage(ctx.db, input, ctx.user.id)),
} satisfies TRPCRouterRecord;

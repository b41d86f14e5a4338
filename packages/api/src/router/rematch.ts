import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { answerRematch, cancelRematch, offerRematch } from '@wordrise/games';
import { gameCreationProcedure, protectedProcedure } from '../trpc';
import { gameIdSchema } from './game';

const byId = z.strictObject({ gameId: gameIdSchema });

/**
 * Rematches of finished games (packages/games `rematch.ts`). Each answers
 * `{ status, gameId }`: the offer as it now stands and the rematch game once it
 * started. The game's `game.live` stream carries every change to the others.
 */
export const rematchRouter = {
  /**
   * A player of a finished game offers a rematch (counted as a game created: it
   * starts one at once against bots). CONFLICT while one waits, after a decline,
   * or once made.
   */
  offer: gameCreationProcedure
    .input(byId)
    .mutation(({ ctx, input }) =>
      offerRematch(ctx.db, { gameId: input.gameId, userId: ctx.user.id }),
    ),

  /** Another player accepts or declines; the last accept needed starts the rematch. */
  answer: protectedProcedure
    .input(z.strictObject({ gameId: gameIdSchema, accept: z.boolean() }))
    .mutation(({ ctx, input }) =>
      answerRematch(ctx.db, { gameId: input.gameId, userId: ctx.user.id, accept: input.accept }),
    ),

  /** The offerer takes the offer back (it may be made again). */
  cancel: protectedProcedure
    .input(byId)
    .mutation(({ ctx, input }) =>
      cancelRematch(ctx.db, { gameId: input.gameId, userId: ctx.user.id }),
    ),
} satisfies TRPCRouterRecord;

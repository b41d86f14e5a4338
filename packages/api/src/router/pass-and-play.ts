import type { TRPCRouterRecord } from '@trpc/server';
import { DEFAULT_RULESET_KEY } from '@wordrise/engine';
import { createPassAndPlayGame, PASS_AND_PLAY_LIMITS, rackAtDevice } from '@wordrise/games';
import { z } from 'zod';
import { gameCreationProcedure, protectedProcedure } from '../trpc';
import { gameIdSchema } from './game';
import { lengthSchema } from './lobby';

/**
 * Pass and play: one signed-in host, one device, 2–4 named players. The game is then
 * played with the `game` calls, as the host: each answers for the seat to move only
 * (its rack, its moves); `game.leave` ends the game for everyone (aborted).
 */
export const passAndPlayRouter = {
  /** Starts a casual, unlisted game without a clock, the names in seat order. */
  create: gameCreationProcedure
    .input(
      z.strictObject({
        ruleset: z.string().min(1).max(40).default(DEFAULT_RULESET_KEY),
        oracleAllowed: z.boolean().default(false),
        length: lengthSchema,
        /** Word challenges: the next holder of the device may challenge the last play. */
        challenges: z.boolean().default(false),
        // The domain says what a name may be; this only bounds the input.
        names: z
          .array(z.string().max(PASS_AND_PLAY_LIMITS.nameLength * 4))
          .min(1)
          .max(8),
      }),
    )
    .mutation(({ ctx, input }) => createPassAndPlayGame(ctx.db, ctx.user.id, input)),

  /**
   * The rack of the seat to move, for its player once they have the device ("show my rack"),
   * at `moveNumber`, the move the page shows (CONFLICT if another came first). The host only.
   */
  rack: protectedProcedure
    .input(z.strictObject({ gameId: gameIdSchema, moveNumber: z.number().int().min(0) }))
    .query(({ ctx, input }) => rackAtDevice(ctx.db, input.gameId, ctx.user.id, input.moveNumber)),
} satisfies TRPCRouterRecord;

import type { TRPCRouterRecord } from '@trpc/server';
import { SPEEDS } from '@wordrise/engine';
import { ratingHistoryOfPlayer, ratingsOf } from '@wordrise/games';
import { z } from 'zod';
import { protectedProcedure, publicProcedure } from '../trpc';
import { CONTROL_CHARACTER_MESSAGE, NO_CONTROL_CHARACTERS } from '../users/policy';

export const usernameSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE);

/** A rating bucket: a ruleset key and one of the engine's speeds. */
export const bucketSchema = {
  ruleset: z.string().trim().min(1).max(64),
  speed: z.enum(SPEEDS),
};

export const ratingRouter = {
  /** The caller's ratings per ruleset × speed: rating, RD, games, provisional. */
  mine: protectedProcedure.query(({ ctx }) => ratingsOf(ctx.db, ctx.user.id)),

  /** A player's rating changes in one ruleset × speed, oldest first (NOT_FOUND: no such player). */
  history: publicProcedure
    .input(z.strictObject({ username: usernameSchema, ...bucketSchema }))
    .query(({ ctx, input }) =>
      ratingHistoryOfPlayer(ctx.db, input.username, { ruleset: input.ruleset, speed: input.speed }),
    ),
} satisfies TRPCRouterRecord;

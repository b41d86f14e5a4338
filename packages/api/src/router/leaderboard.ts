import type { TRPCRouterRecord } from '@trpc/server';
import { leaderboardPage } from '@wordrise/games';
import { z } from 'zod';
import { publicProcedure } from '../trpc';
import { bucketSchema } from './rating';

export const leaderboardRouter = {
  /**
   * One page (50 players, from page 1) of a ruleset × speed board: players not
   * provisional, with at least 10 rated games and one in the last 90 days, best
   * first, with rank, name, rating, RD and games (see @wordrise/games README).
   */
  list: publicProcedure
    .input(
      z.strictObject({ ...bucketSchema, page: z.number().int().min(1).max(100_000).default(1) }),
    )
    .query(({ ctx, input }) =>
      leaderboardPage(ctx.db, { ruleset: input.ruleset, speed: input.speed }, input.page),
    ),
} satisfies TRPCRouterRecord;

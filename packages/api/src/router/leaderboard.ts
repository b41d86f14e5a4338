import type { TRPCRouterRecord } from '@trpc/server';
import { BEST_BOARDS, bestBoardPage, leaderboardPage } from '@wordrise/games';
import { z } from 'zod';
import { publicProcedure } from '../trpc';
import { bucketSchema } from './rating';

const pageSchema = z.number().int().min(1).max(100_000).default(1);

export const leaderboardRouter = {
  /**
   * One page (50 players, from page 1) of a ruleset × speed board: players not
   * provisional, with at least 10 rated games and one in the last 90 days, best
   * first, with rank, name, rating, RD and games (see @wordrise/games README).
   */
  list: publicProcedure
    .input(z.strictObject({ ...bucketSchema, page: pageSchema }))
    .query(({ ctx, input }) =>
      leaderboardPage(ctx.db, { ruleset: input.ruleset, speed: input.speed }, input.page),
    ),

  /**
   * One page (50, from page 1) of a ruleset's best-of board over rated games:
   * `best-play`, each player's highest-scoring play of a rated game (points, main
   * word, game); `game-score`, a player's final score in a rated game. Highest first,
   * the earlier first among equals; the top 1,000 entries (20 pages) only.
   */
  best: publicProcedure
    .input(
      z.strictObject({
        board: z.enum(BEST_BOARDS),
        ruleset: bucketSchema.ruleset,
        page: pageSchema,
      }),
    )
    .query(({ ctx, input }) => bestBoardPage(ctx.db, input.board, input.ruleset, input.page)),
} satisfies TRPCRouterRecord;

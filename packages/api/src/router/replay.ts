import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { readReplay, requestReanalysis } from '@wordrise/games';
import { protectedProcedure, publicProcedure } from '../trpc';
import { gameIdSchema } from './game';

export const replayRouter = {
  /**
   * A game's whole replay in one answer, the same for everyone who asks: the
   * start and the log, from which the client rebuilds every position with the
   * engine. While the game runs, only what a spectator may see (no racks, bag,
   * seed, analysis); once it is over, the initial state and the stored analysis.
   */
  get: publicProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .query(({ ctx, input }) => readReplay(ctx.db, input.gameId)),

  /**
   * Asks the worker to analyse a finished game again (anyone signed in), within
   * `REANALYSIS_LIMITS` per user and per game (TOO_MANY_REQUESTS beyond them).
   */
  reanalyse: protectedProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .mutation(({ ctx, input }) => requestReanalysis(ctx.db, input.gameId, ctx.user.id)),
} satisfies TRPCRouterRecord;

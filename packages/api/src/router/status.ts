import type { TRPCRouterRecord } from '@trpc/server';
import { ENGINE_VERSION } from '@wordrise/engine';
import { readStatus } from '@wordrise/db';
import { protectedProcedure, publicProcedure } from '../trpc';

export const statusRouter = {
  /** Health of the platform as read from the live database. */
  get: publicProcedure.query(async ({ ctx }) => ({
    ...(await readStatus(ctx.db)),
    engineVersion: ENGINE_VERSION,
  })),
  /** The signed-in player, as the server sees them. */
  me: protectedProcedure.query(({ ctx }) => ctx.user),
} satisfies TRPCRouterRecord;

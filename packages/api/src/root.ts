import { statusRouter } from './router/status';
import { createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  status: statusRouter,
});

export type AppRouter = typeof appRouter;

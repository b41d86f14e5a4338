import { gameRouter } from './router/game';
import { lobbyRouter } from './router/lobby';
import { statusRouter } from './router/status';
import { userRouter } from './router/user';
import { createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  status: statusRouter,
  user: userRouter,
  lobby: lobbyRouter,
  game: gameRouter,
});

export type AppRouter = typeof appRouter;

import { gameRouter } from './router/game';
import { lobbyRouter } from './router/lobby';
import { replayRouter } from './router/replay';
import { statusRouter } from './router/status';
import { userRouter } from './router/user';
import { createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  status: statusRouter,
  user: userRouter,
  lobby: lobbyRouter,
  game: gameRouter,
  replay: replayRouter,
});

export type AppRouter = typeof appRouter;

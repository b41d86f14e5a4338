import { chatRouter } from './router/chat';
import { gameRouter } from './router/game';
import { leaderboardRouter } from './router/leaderboard';
import { lobbyRouter } from './router/lobby';
import { passAndPlayRouter } from './router/pass-and-play';
import { ratingRouter } from './router/rating';
import { rematchRouter } from './router/rematch';
import { replayRouter } from './router/replay';
import { statusRouter } from './router/status';
import { tournamentRouter } from './router/tournament';
import { userRouter } from './router/user';
import { createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  status: statusRouter,
  user: userRouter,
  lobby: lobbyRouter,
  passAndPlay: passAndPlayRouter,
  game: gameRouter,
  rematch: rematchRouter,
  replay: replayRouter,
  rating: ratingRouter,
  leaderboard: leaderboardRouter,
  tournament: tournamentRouter,
  chat: chatRouter,
});

export type AppRouter = typeof appRouter;

import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { appRouter, type AppRouter } from './root';
import {
  createCallerFactory,
  createTRPCContext,
  type SessionUser,
  type TRPCContextInput,
} from './trpc';

/** Calls procedures directly on the server (React Server Components, tests). */
const createCaller = createCallerFactory(appRouter);

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export {
  appRouter,
  createCaller,
  createTRPCContext,
  type AppRouter,
  type SessionUser,
  type TRPCContextInput,
};

// The game domain's types the web app reads (its views and lists).
export type {
  GameDetail,
  GameSummary,
  HistoryEntry,
  SeatSummary,
  SeatView,
  TimeControl,
} from '@wordrise/games';
// The replay viewer's word graph download (the browser runs the Oracle on it).
export { wordGraphDownload, wordGraphVersion } from '@wordrise/games';
export { AppError, refusalToTRPC } from './errors';
export { LiveHub, liveHubFor } from './live/hub';
export { LiveGameViews, liveGameViewsFor, snapshotLoader } from './live/game-views';
export { answerTRPCCall, handleTRPCRequest } from './http';
export { isSingleCall, type SingleAnswer, type SingleCall } from './single-call';
export { createLimits, type Limits } from './limits/index';
export { MAX_BATCH_SIZE } from './limits/batch';
export { OracleAnswers, warmOracle } from './oracle/cache';
export { OraclePool } from './oracle/pool';
export {
  MIN_PASSWORD_LENGTH,
  USERNAME_PATTERN,
  passwordProblem,
  signUpProblems,
  type SignUpFields,
} from './users/policy';
export { USERNAME_TAKEN_MESSAGE } from './users/accounts';

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

// The move path and game services, for the worker's bot turns and clock checks (issue 7).
export {
  submitAction,
  expireClock,
  TIME_RAN_OUT_MESSAGE,
  type Actor,
  type SubmittedAction,
  type SubmitInput,
  type SubmitResult,
} from './games/accept-move';
export { rebuildGameState, type Rebuilt } from './games/rebuild';
export { followUpJobs, JOB_MAX_ATTEMPTS, type QueuedJob, type TurnJobPayload } from './games/hooks';
export type { GameDetail, SeatView } from './games/view';
export type { GameSummary, SeatSummary } from './games/summary';
export type { HistoryEntry } from './games/history';
export type { TimeControl } from './games/time-control';
export { AppError, STALE_MOVE_MESSAGE } from './errors';
export { LiveHub, liveHubFor } from './live/hub';
export { LiveGameViews, liveGameViewsFor, snapshotLoader } from './live/game-views';
export { handleTRPCRequest } from './http';
export { createLimits, type Limits } from './limits/index';
export { MAX_BATCH_SIZE } from './limits/batch';
export { OracleAnswers } from './oracle/cache';
export { OraclePool } from './oracle/pool';
export type { LiveNotice, GameChange } from './live/topics';
export { serverLexicon } from './lexicon';
export {
  MIN_PASSWORD_LENGTH,
  USERNAME_PATTERN,
  USERNAME_RULE_MESSAGE,
  passwordProblem,
} from './users/policy';
export { USERNAME_TAKEN_MESSAGE } from './users/accounts';

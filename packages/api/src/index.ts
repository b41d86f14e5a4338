import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { appRouter, type AppRouter } from './root';
import { createCallerFactory, createTRPCContext, type SessionUser } from './trpc';

/** Calls procedures directly on the server (React Server Components, tests). */
const createCaller = createCallerFactory(appRouter);

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export { appRouter, createCaller, createTRPCContext, type AppRouter, type SessionUser };

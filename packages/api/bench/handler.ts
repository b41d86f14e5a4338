import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Database } from '@wordrise/db';
import { appRouter, createTRPCContext, type SessionUser } from '../src/index';

/** The web route's handler, with the bench's stand-in for sessions (a header naming the user). */
export function benchHandler(db: Database, userOf: (req: Request) => SessionUser | null) {
  return (req: Request) =>
    fetchRequestHandler({
      endpoint: '/api/trpc',
      router: appRouter,
      req,
      createContext: () =>
        createTRPCContext({ db, user: userOf(req), hashPassword: async (p) => p }),
      onError: () => {},
    });
}

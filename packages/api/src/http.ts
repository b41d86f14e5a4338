import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { MAX_BATCH_SIZE } from './limits/batch';
import { appRouter } from './root';
import type { TRPCContext } from './trpc';

/**
 * The `/api/trpc` handler: the web route runs it, and so do the tests and the
 * bench over real HTTP. Batches larger than MAX_BATCH_SIZE are refused whole (400).
 */
export function handleTRPCRequest(
  req: Request,
  createContext: () => TRPCContext | Promise<TRPCContext>,
  endpoint = '/api/trpc',
): Promise<Response> {
  return fetchRequestHandler({
    endpoint,
    router: appRouter,
    req,
    maxBatchSize: MAX_BATCH_SIZE,
    onError: ({ error, path }) => {
      // The client gets a generic sentence for these; the details stay in the server log.
      if (error.code === 'INTERNAL_SERVER_ERROR')
        console.error(`tRPC ${path ?? '?'}:`, error.cause ?? error);
    },
    createContext,
  });
}

import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { gameLiveResponse } from './live/game-live-response';
import { MAX_BATCH_SIZE } from './limits/batch';
import { appRouter } from './root';
import { answerSingleCall, type SingleAnswer, type SingleCall } from './single-call';
import type { TRPCContext } from './trpc';

/** The client gets a generic sentence for these; the details stay in the server log. */
function logServerFault(cause: unknown, path: string | undefined) {
  const error = getTRPCErrorFromUnknown(cause);
  if (error.code === 'INTERNAL_SERVER_ERROR')
    console.error(`tRPC ${path ?? '?'}:`, error.cause ?? error);
}

/**
 * The `/api/trpc` handler: the web route runs it, and so do the tests and the
 * bench over real HTTP. Batches larger than MAX_BATCH_SIZE are refused whole (400).
 * `game.live`, the stream every player and spectator of a game holds, is served by
 * `gameLiveResponse` (the same protocol, each view encoded once per audience).
 */
export async function handleTRPCRequest(
  req: Request,
  createContext: () => TRPCContext | Promise<TRPCContext>,
  endpoint = '/api/trpc',
): Promise<Response> {
  const live = await gameLiveResponse(req, endpoint, createContext, (error) =>
    logServerFault(error, 'game.live'),
  );
  if (live) return live;
  return fetchRequestHandler({
    endpoint,
    router: appRouter,
    req,
    maxBatchSize: MAX_BATCH_SIZE,
    onError: ({ error, path }) => logServerFault(error, path),
    createContext,
  });
}

/**
 * The same handler's answer to a single query (GET) or mutation (POST), made from the
 * request's parts rather than a fetch Request (`single-call.ts`): undefined for any other
 * request (see `isSingleCall`), which goes to `handleTRPCRequest`.
 */
export function answerTRPCCall(
  call: SingleCall,
  createContext: () => TRPCContext | Promise<TRPCContext>,
): Promise<SingleAnswer | undefined> {
  return answerSingleCall(call, createContext, logServerFault);
}

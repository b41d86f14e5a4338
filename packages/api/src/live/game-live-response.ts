import { getErrorShape, sseHeaders } from '@trpc/server/unstable-core-do-not-import';
import { getTRPCErrorFromUnknown, type inferRouterInputs } from '@trpc/server';
import { appRouter } from '../root';
import { createCallerFactory, type TRPCContext } from '../trpc';
import { transformer } from '../transformer';
import { CONNECTED_FRAME, dataFrame, errorFrame, RETURN_FRAME } from './sse-frames';

const createCaller = createCallerFactory(appRouter);
const PATH = 'game.live';
type LiveInput = inferRouterInputs<typeof appRouter>['game']['live'];

/** `{ gameId }` from a `game.live` request's query (`?input=` only), or undefined. */
function liveInput(url: URL): unknown {
  const keys = [...url.searchParams.keys()];
  const raw = url.searchParams.get('input');
  if (keys.length !== 1 || raw === null) return undefined;
  try {
    return transformer.input.deserialize(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/**
 * `game.live` served as tRPC serves a subscription over SSE, but with each view's event
 * encoded once for every watcher of its audience (tRPC stringifies and text-encodes every
 * value once per subscriber, through several Web Streams: ~0.25 ms per watcher and move).
 * The procedure itself runs as always (its input check, its connection limits, its
 * presence beats) through a server-side caller. Returns undefined for any request it does
 * not recognise as a plain `game.live` call, and tRPC answers that one, errors included.
 */
export async function gameLiveResponse(
  req: Request,
  endpoint: string,
  createContext: () => TRPCContext | Promise<TRPCContext>,
  onError: (error: unknown) => void,
): Promise<Response | undefined> {
  // Every query is a GET: only a game.live call is worth parsing its URL for.
  if (req.method !== 'GET' || !req.url.includes(`/${PATH}?`)) return undefined;
  const url = new URL(req.url);
  if (url.pathname !== `${endpoint}/${PATH}`) return undefined;
  const input = liveInput(url);
  if (input === undefined) return undefined;
  let ctx: TRPCContext;
  try {
    ctx = await createContext();
  } catch {
    return undefined;
  }

  const shapeOf = (cause: unknown) => {
    const error = getTRPCErrorFromUnknown(cause);
    onError(error);
    return getErrorShape({
      config: appRouter._def._config,
      error,
      type: 'subscription',
      path: PATH,
      input,
      ctx,
    });
  };

  // The call ends when the client goes away or the body is cancelled, as in tRPC.
  const call = new AbortController();
  const stop = () => call.abort();
  if (req.signal.aborted) stop();
  else req.signal.addEventListener('abort', stop, { once: true });

  let views: AsyncIterator<object>;
  try {
    const live = await createCaller(ctx, { signal: call.signal }).game.live(input as LiveInput);
    views = live[Symbol.asyncIterator]();
  } catch (cause) {
    req.signal.removeEventListener('abort', stop);
    return respond([CONNECTED_FRAME, errorFrame(shapeOf(cause))]);
  }
  // Started now: a generator returned before its first step skips its `finally`, and the
  // connection slot is given back there (however the stream ends).
  let first: Promise<IteratorResult<object>> | undefined = views.next();
  first.catch(() => {}); // read (and its error sent) by the first pull, unless cancelled before
  const end = () => {
    req.signal.removeEventListener('abort', stop);
    stop();
    void views.return?.().catch(() => {});
  };

  let connected = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!connected) {
        connected = true;
        return controller.enqueue(CONNECTED_FRAME);
      }
      try {
        const next = first ?? views.next();
        first = undefined;
        const { done, value } = await next;
        if (!done) return controller.enqueue(dataFrame(value));
        if (!call.signal.aborted) controller.enqueue(RETURN_FRAME);
      } catch (cause) {
        if (!call.signal.aborted) controller.enqueue(errorFrame(shapeOf(cause)));
      }
      end();
      controller.close();
    },
    cancel: end,
  });
  return new Response(body, { status: 200, headers: sseHeaders });
}

function respond(frames: readonly Uint8Array[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const frame of frames) controller.enqueue(frame);
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: sseHeaders });
}

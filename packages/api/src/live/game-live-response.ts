import { getErrorShape, sseHeaders } from '@trpc/server/unstable-core-do-not-import';
import { getTRPCErrorFromUnknown, type inferRouterInputs } from '@trpc/server';
import { appRouter } from '../root';
import { createCallerFactory, type TRPCContext } from '../trpc';
import { transformer } from '../transformer';
import { CONNECTED_FRAME, dataFrame, errorFrame, RETURN_FRAME } from './sse-frames';

const createCaller = createCallerFactory(appRouter);
const PATH = 'game.live';
type LiveInput = inferRouterInputs<typeof appRouter>['game']['live'];

/** The headers of a live stream's answer (tRPC's for SSE). */
export const LIVE_HEADERS: Readonly<Record<string, string>> = sseHeaders;

/** `{ gameId }` from a `game.live` request's query (`?input=` only), or undefined. */
function liveInput(query: URLSearchParams): unknown {
  const keys = [...query.keys()];
  const raw = query.get('input');
  if (keys.length !== 1 || raw === null) return undefined;
  try {
    return transformer.input.deserialize(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/**
 * One open `game.live` call: its frames, taken one at a time by a writer (`next`), and `end`
 * for when the client goes away. A writer asks for the next frame only once the last one is
 * written, so a slow client gets the latest view, not every one.
 */
export interface GameLiveStream {
  /** The next frame to write, or undefined when the stream is over (then nothing more). */
  next(): Promise<Uint8Array | undefined>;
  /** Ends the call (idempotent): the procedure stops and gives back its connection slot. */
  end(): void;
}

/**
 * Opens `game.live` as tRPC serves a subscription over SSE, but with each view's event
 * encoded once for every watcher of its audience (tRPC stringifies and text-encodes every
 * value once per subscriber, through several Web Streams: ~0.25 ms per watcher and move).
 * The procedure itself runs as always (its input check, its connection limits, its
 * presence beats) through a server-side caller. `pathname` and `query` are the request's;
 * returns undefined for any request that is not a plain `game.live` call (and tRPC answers
 * that one, errors included) or whose context cannot be made.
 */
export async function openGameLive(
  method: string,
  pathname: string,
  query: URLSearchParams,
  endpoint: string,
  createContext: () => TRPCContext | Promise<TRPCContext>,
  onError: (error: unknown) => void,
): Promise<GameLiveStream | undefined> {
  if (method !== 'GET' || pathname !== `${endpoint}/${PATH}`) return undefined;
  const input = liveInput(query);
  if (input === undefined) return undefined;
  let ctx: TRPCContext;
  try {
    ctx = await createContext();
  } catch {
    return undefined;
  }

  const errorOf = (cause: unknown) => {
    const error = getTRPCErrorFromUnknown(cause);
    onError(error);
    return errorFrame(
      getErrorShape({
        config: appRouter._def._config,
        error,
        type: 'subscription',
        path: PATH,
        input,
        ctx,
      }),
    );
  };

  // The call ends when the client goes away, as in tRPC.
  const call = new AbortController();
  let views: AsyncIterator<object>;
  try {
    const live = await createCaller(ctx, { signal: call.signal }).game.live(input as LiveInput);
    views = live[Symbol.asyncIterator]();
  } catch (cause) {
    return framesOnly([CONNECTED_FRAME, errorOf(cause)]);
  }
  // Started now: a generator returned before its first step skips its `finally`, and the
  // connection slot is given back there (however the stream ends).
  let first: Promise<IteratorResult<object>> | undefined = views.next();
  first.catch(() => {}); // read (and its error sent) by the first `next`, unless ended before
  let connected = false;
  let over = false;
  const end = () => {
    over = true;
    if (call.signal.aborted) return;
    call.abort();
    void views.return?.().catch(() => {});
  };
  return {
    async next() {
      if (over) return undefined;
      if (!connected) {
        connected = true;
        return CONNECTED_FRAME;
      }
      let last: Uint8Array | undefined;
      try {
        const step = first ?? views.next();
        first = undefined;
        const { done, value } = await step;
        if (!done) return dataFrame(value);
        if (!call.signal.aborted) last = RETURN_FRAME;
      } catch (cause) {
        if (!call.signal.aborted) last = errorOf(cause);
      }
      end();
      return last;
    },
    end,
  };
}

/** A stream that only says these frames (a refused call: connected, then its error). */
function framesOnly(frames: readonly Uint8Array[]): GameLiveStream {
  const left = [...frames];
  return { next: () => Promise.resolve(left.shift()), end: () => void left.splice(0) };
}

/**
 * `game.live` as a fetch Response (`handleTRPCRequest`: the tests, the bench, and anything
 * served through tRPC's fetch adapter); see `openGameLive`.
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
  const live = await openGameLive(
    req.method,
    url.pathname,
    url.searchParams,
    endpoint,
    createContext,
    onError,
  );
  if (!live) return undefined;
  if (req.signal.aborted) live.end();
  else req.signal.addEventListener('abort', live.end, { once: true });
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const frame = await live.next();
      if (frame) return controller.enqueue(frame);
      req.signal.removeEventListener('abort', live.end);
      controller.close();
    },
    cancel: live.end,
  });
  return new Response(body, { status: 200, headers: sseHeaders });
}

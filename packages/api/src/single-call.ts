import { TRPCError, getTRPCErrorFromUnknown } from '@trpc/server';
import {
  getErrorShape,
  getHTTPStatusCode,
  transformTRPCResponse,
  type AnyProcedure,
} from '@trpc/server/unstable-core-do-not-import';
import { appRouter } from './root';
import type { TRPCContext } from './trpc';

/** One query (GET) or mutation (POST) as it came over HTTP, not batched, not streamed. */
export interface SingleCall {
  method: string;
  /** The procedure's path as in the URL after the endpoint (`game.submit`), still encoded. */
  path: string;
  /** A GET's `input` query parameter or a POST's body, as sent (JSON text); undefined for none. */
  input: string | undefined;
}

/** tRPC's answer to a single call: its status and JSON body, with the headers tRPC sets. */
export interface SingleAnswer {
  status: number;
  body: string;
  headers: Readonly<Record<string, string>>;
}

const ANSWER_HEADERS = { 'content-type': 'application/json', vary: 'trpc-accept, accept' };
const config = appRouter._def._config;
// Flat at runtime (`game.submit`: its procedure), though typed as the nested router record.
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

interface Target {
  name: string;
  procedure: AnyProcedure;
  type: 'query' | 'mutation';
}

/** The query a GET asks for or the mutation a POST does, if `path` names one (own keys only). */
function targetOf(method: string | undefined, path: string): Target | undefined {
  let name: string;
  try {
    name = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (!Object.hasOwn(procedures, name)) return undefined;
  const procedure = procedures[name]!;
  const { type } = procedure._def;
  if (type === 'query' && method === 'GET') return { name, procedure, type };
  if (type === 'mutation' && method === 'POST') return { name, procedure, type };
  return undefined;
}

/**
 * Whether `answerSingleCall` answers a `method` request to `path`: a query by GET or a
 * mutation by POST. Everything else (a subscription, an unknown path, a batch, the wrong
 * method) is tRPC's own handler's to answer, errors included.
 */
export function isSingleCall(method: string | undefined, path: string): boolean {
  return targetOf(method, path) !== undefined;
}

/**
 * The input as tRPC's JSON handler reads it, on the procedure's first call for it: nothing
 * for a GET without input, else JSON decoded with the transformer (a malformed one refused
 * with BAD_REQUEST, as tRPC does).
 */
function rawInputReader(call: SingleCall): { read(): Promise<unknown>; result(): unknown } {
  let decoded: { value: unknown } | undefined;
  return {
    read: async () => {
      if (decoded) return decoded.value;
      try {
        const text = call.input;
        const absent = call.method === 'GET' && !text;
        decoded = {
          value: absent ? undefined : config.transformer.input.deserialize(JSON.parse(text ?? '')),
        };
      } catch (cause) {
        if (cause instanceof TRPCError) throw cause;
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: cause instanceof Error ? cause.message : 'Invalid input',
          cause,
        });
      }
      return decoded.value;
    },
    result: () => decoded?.value,
  };
}

/**
 * Answers a single query or mutation as tRPC's fetch handler would (the same status, the
 * same body), without the Request, Response, Headers, URL and AbortSignal objects and Web
 * Streams that handler is built on: on a busy server they cost more than many calls' own
 * work. Returns undefined when `isSingleCall` is false or the context cannot be made; the
 * caller then hands the request to tRPC's handler.
 */
export async function answerSingleCall(
  call: SingleCall,
  createContext: () => TRPCContext | Promise<TRPCContext>,
  onError: (error: TRPCError, path: string) => void,
): Promise<SingleAnswer | undefined> {
  const target = targetOf(call.method, call.path);
  if (!target) return undefined;
  const { name: path, procedure, type } = target;
  let ctx: TRPCContext;
  try {
    ctx = await createContext();
  } catch {
    return undefined;
  }
  const input = rawInputReader(call);
  const answer = (response: object) => ({
    status: getHTTPStatusCode(response as Parameters<typeof getHTTPStatusCode>[0]),
    body: JSON.stringify(transformTRPCResponse(config, response as never)),
    headers: ANSWER_HEADERS,
  });
  const failure = (cause: unknown) => {
    const error = getTRPCErrorFromUnknown(cause);
    onError(error, path);
    return answer({
      error: getErrorShape({ config, ctx, error, input: input.result(), path, type }),
    });
  };
  let data: unknown;
  try {
    // No signal: only subscriptions use one, and they are tRPC's handler's to serve.
    data = await procedure({
      ctx,
      path,
      type,
      getRawInput: input.read,
      signal: undefined,
      batchIndex: 0,
    });
  } catch (cause) {
    return failure(cause);
  }
  try {
    return answer({ result: { data } });
  } catch (cause) {
    // An output that cannot be encoded: an error answer, as tRPC's handler gives.
    return failure(cause);
  }
}

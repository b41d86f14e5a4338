import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { answerTRPCCall, handleTRPCRequest, isSingleCall } from '@wordrise/api';
import { clientIp, type RequestHeaders, type SessionCheckOptions } from '@wordrise/auth';
import { env } from '~/env';
import { addressKeyOfRequest, sessionUserOf, sessionUserOfCookie } from './auth';
import {
  apiContentSecurityPolicy,
  HSTS,
  SECURITY_HEADERS,
  servedOverHttps,
} from './security-headers';
import { trpcContext } from './trpc-context';

export const TRPC_PREFIX = '/api/trpc/';

/**
 * The largest request body taken (a replay import's record, the largest input, is at most
 * ~0.4 MB of JSON); a larger one is refused with 413.
 */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The live streams (SSE) being served, to end when the process stops. */
const liveStreams = new Set<ServerResponse>();

/** Ends every live stream (its client reconnects, to another process behind the proxy). */
export function endLiveStreams(): void {
  for (const res of liveStreams) res.destroy();
}

/** The static security headers, and the API's Content-Security-Policy, HSTS over https. */
function headerSet(https: boolean): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  for (const { key, value } of SECURITY_HEADERS) headers[key] = value;
  headers['content-security-policy'] = apiContentSecurityPolicy(https);
  if (https) headers['strict-transport-security'] = HSTS;
  return headers;
}
const HEADERS = { http: headerSet(false), https: headerSet(true) };

/**
 * The headers Next.js puts on its own responses (next.config.ts), here for a tRPC response,
 * with a policy for an API's answers (nothing in them runs) and HSTS over https.
 */
function securityHeaders(req: IncomingMessage): Record<string, string> {
  const proto = req.headers['x-forwarded-proto'];
  const https = servedOverHttps(
    Array.isArray(proto) ? proto.join(',') : proto,
    env.TRUSTED_PROXY_HOPS,
  );
  return { ...(https ? HEADERS.https : HEADERS.http) };
}

/** Below this, gzip costs more than it saves (the `compression` middleware's threshold). */
const GZIP_MIN_BYTES = 1024;
/**
 * Up to this, an answer is gzipped at once on the event loop (a move's answer, ~2 kB: ~0.04 ms);
 * larger ones on libuv's threads, whose hand-off costs more than that.
 */
const GZIP_INLINE_MAX_BYTES = 64 * 1024;
/**
 * Level 1: a game view shrinks ~9× at level 1 and ~11× at the default 6, which costs three
 * times the CPU; the bytes saved are not worth it on a busy server.
 */
const GZIP_OPTIONS = { level: 1 };

const gzipAsync = promisify(zlib.gzip);

function gzipOf(body: Buffer): Buffer | Promise<Buffer> {
  return body.length <= GZIP_INLINE_MAX_BYTES
    ? zlib.gzipSync(body, GZIP_OPTIONS)
    : gzipAsync(body, GZIP_OPTIONS);
}

/** Answers that go out as they are made: live streams (SSE) and streamed batches (JSON lines). */
function streamed(response: Response): boolean {
  return (
    /^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '') ||
    /\bchunked\b/i.test(response.headers.get('transfer-encoding') ?? '')
  );
}

/**
 * Gzipped as `next start` compresses: JSON when the client accepts gzip; never the live
 * streams (they say `Cache-Control: no-transform`).
 */
function gzipped(req: IncomingMessage, response: Response): boolean {
  if (!response.body) return false;
  if (!/^application\/json\b/i.test(response.headers.get('content-type') ?? '')) return false;
  if (/\bno-transform\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  return /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''));
}

/**
 * Serves `/api/trpc` from node:http, beside Next.js in the same process (server.ts): the
 * same tRPC handler, session, addresses and headers as a route handler would have, without
 * Next's request machinery (~2.5 ms of CPU a call; see the README's benchmarks). A single
 * query or mutation (every move) is answered from the request's parts (`answerTRPCCall`);
 * batches and live streams go through tRPC's fetch handler.
 */
export async function serveTrpc(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const single = singleCallOf(req);
  if (single) return serveSingleCall(req, res, single);
  return serveByTrpc(req, res, incomingMessageToRequest(req, res, { maxBodySize: MAX_BODY_BYTES }));
}

/** A header as a fetch `Headers` would give it (repeated ones joined), or null. */
function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

function fetchHeadersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/**
 * The tRPC context of a request: its session, its address raw and keyed, and for a live
 * stream of a signed-in player, the session read again (fresh) when the stream asks.
 */
async function contextOf(
  request: RequestHeaders,
  readSession: (options?: SessionCheckOptions) => Promise<SessionUser>,
) {
  const user = await readSession();
  const stillLive = user
    ? async () => (await readSession({ fresh: true }))?.id === user.id
    : undefined;
  return trpcContext(
    user,
    { raw: clientIp(request, env.TRUSTED_PROXY_HOPS), key: addressKeyOfRequest(request) },
    stillLive,
  );
}
type SessionUser = Awaited<ReturnType<typeof sessionUserOf>>;

/** A query's path and `input` parameter, if `req` is a single call `answerTRPCCall` serves. */
function singleCallOf(
  req: IncomingMessage,
): { path: string; input: string | undefined } | undefined {
  const url = (req.url ?? '').split('#', 1)[0]!;
  const queryAt = url.indexOf('?');
  const path = url.slice(TRPC_PREFIX.length, queryAt < 0 ? undefined : queryAt);
  if (!isSingleCall(req.method, path)) return undefined;
  // A stream of answers was asked for (tRPC refuses it unbatched: its handler says so).
  if (req.headers['trpc-accept'] !== undefined) return undefined;
  if (req.headers.accept?.includes('application/jsonl')) return undefined;
  // tRPC reads JSON, and a GET without a content type as JSON; others are its to refuse.
  const type = req.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
  if (req.method === 'POST') {
    const length = Number(req.headers['content-length'] ?? NaN);
    const plainBody = type === 'application/json' && length >= 0 && length <= MAX_BODY_BYTES;
    return plainBody && queryAt < 0 ? { path, input: undefined } : undefined;
  }
  if (type !== undefined && type !== 'application/json') return undefined;
  if (queryAt < 0) return { path, input: undefined };
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const inputs = params.getAll('input');
  if (inputs.length > 1 || [...params.keys()].some((key) => key !== 'input')) return undefined;
  return { path, input: inputs[0] };
}

/** As the fetch spec's `text()` decodes a body: UTF-8, a leading byte-order mark dropped. */
const utf8 = new TextDecoder();

/** The request's body, or undefined when the client went away before sending all of it. */
async function bodyOf(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of req) chunks.push(chunk as Buffer);
  } catch {
    return undefined;
  }
  return utf8.decode(Buffer.concat(chunks));
}

async function serveSingleCall(
  req: IncomingMessage,
  res: ServerResponse,
  call: { path: string; input: string | undefined },
): Promise<void> {
  const body = req.method === 'POST' ? await bodyOf(req) : undefined;
  if (req.method === 'POST' && body === undefined) return void res.destroy(); // nobody to answer
  const request = { headers: { get: (name: string) => headerOf(req, name) } };
  const answer = await answerTRPCCall(
    { method: req.method ?? 'GET', path: call.path, input: body ?? call.input },
    () =>
      contextOf(request, (options) =>
        sessionUserOfCookie(req.headers.cookie, () => fetchHeadersOf(req), options),
      ),
  );
  if (!answer) {
    // The context could not be made (the database is down): tRPC's handler answers that.
    // tRPC reads only the path and the query of the URL (the host may not even parse).
    const url = new URL(req.url ?? '/', 'http://localhost');
    const init = { method: req.method, headers: fetchHeadersOf(req), body };
    return serveByTrpc(req, res, new Request(url, init));
  }
  const headers = securityHeaders(req);
  Object.assign(headers, answer.headers);
  headers.vary = `${answer.headers.vary}, Accept-Encoding`;
  const gzip = /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''));
  return sendBody(res, answer.status, headers, Buffer.from(answer.body), gzip);
}

/** A request tRPC's fetch handler answers (the live stream's writer among them). */
async function serveByTrpc(
  req: IncomingMessage,
  res: ServerResponse,
  request: Request,
): Promise<void> {
  const response = await handleTRPCRequest(request, () =>
    contextOf(request, (options) => sessionUserOf(request.headers, options)),
  );
  const headers = securityHeaders(req);
  response.headers.forEach((value, key) => (headers[key] = value));
  if (/^application\/json\b/i.test(headers['content-type'] ?? ''))
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  const gzip = gzipped(req, response);
  if (!response.body) {
    res.writeHead(response.status, headers);
    return void res.end();
  }
  if (!streamed(response)) {
    const body = Buffer.from(await response.arrayBuffer());
    return sendBody(res, response.status, headers, body, gzip);
  }
  if (gzip) {
    headers['content-encoding'] = 'gzip';
    delete headers['content-length'];
  }
  res.writeHead(response.status, headers);
  // A client gone while the call was set up has closed already: its 'close' came and went
  // (the loop below then ends the call), so it is not kept among the streams to end.
  if (headers['content-type']?.startsWith('text/event-stream') && !res.destroyed) {
    liveStreams.add(res);
    res.once('close', () => liveStreams.delete(res));
  }
  const out = gzip ? zlib.createGzip({ ...GZIP_OPTIONS, flush: zlib.constants.Z_SYNC_FLUSH }) : res;
  if (gzip) out.pipe(res);
  // Chunk by chunk as they come (a live event is one), waiting when the client reads slowly;
  // a client gone away ends the loop (and tRPC's stream with it).
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (res.destroyed) break;
    if (!out.write(chunk)) await drained(out, res);
  }
  out.end();
}

/**
 * A whole answer (a query's or a mutation's): one write with its length, gzipped in one go
 * when it is large enough to gain from it. A gzip stream per answer, flushed per chunk,
 * cost more CPU than the call itself on small answers.
 */
async function sendBody(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  gzip: boolean,
): Promise<void> {
  if (gzip && body.length >= GZIP_MIN_BYTES) {
    body = await gzipOf(body);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.length);
  delete headers['transfer-encoding'];
  res.writeHead(status, headers);
  res.end(body);
}

/** Resolves when `out` can take more, or it or the response (the client) is closed. */
function drained(out: Writable, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      res.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
    res.once('close', done);
  });
}

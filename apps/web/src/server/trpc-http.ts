import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { handleTRPCRequest } from '@wordrise/api';
import { clientIp } from '@wordrise/auth';
import { env } from '~/env';
import { addressKeyOfRequest, sessionUserOf } from './auth';
import {
  apiContentSecurityPolicy,
  HSTS,
  SECURITY_HEADERS,
  servedOverHttps,
} from './security-headers';
import { trpcContext } from './trpc-context';

export const TRPC_PREFIX = '/api/trpc/';

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
 * Up to this, an answer is gzipped at once on the event loop (a 10 kB view: ~0.05 ms);
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
 * Next's request machinery (~2.5 ms of CPU a call; see the README's benchmarks).
 */
export async function serveTrpc(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const request = incomingMessageToRequest(req, res, { maxBodySize: null });
  const response = await handleTRPCRequest(request, async () =>
    trpcContext(await sessionUserOf(request.headers), {
      raw: clientIp(request, env.TRUSTED_PROXY_HOPS),
      key: addressKeyOfRequest(request),
    }),
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
  if (!streamed(response)) return sendWhole(res, response, headers, gzip);
  if (gzip) {
    headers['content-encoding'] = 'gzip';
    delete headers['content-length'];
  }
  res.writeHead(response.status, headers);
  if (headers['content-type']?.startsWith('text/event-stream')) {
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
async function sendWhole(
  res: ServerResponse,
  response: Response,
  headers: Record<string, string>,
  gzip: boolean,
): Promise<void> {
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  if (gzip && body.length >= GZIP_MIN_BYTES) {
    body = await gzipOf(body);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.length);
  delete headers['transfer-encoding'];
  res.writeHead(response.status, headers);
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

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { handleTRPCRequest } from '@wordrise/api';
import { clientIp } from '@wordrise/auth';
import { env } from '~/env';
import { addressKeyOf, sessionUserOf } from './auth';
import {
  contentSecurityPolicy,
  HSTS,
  newNonce,
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

/**
 * The headers Next.js puts on its own responses (next.config.ts and src/proxy.ts), here
 * for a tRPC response: the static list, a Content-Security-Policy, HSTS over https.
 */
function securityHeaders(req: IncomingMessage): Record<string, string> {
  const proto = req.headers['x-forwarded-proto'];
  const https = servedOverHttps(
    Array.isArray(proto) ? proto.join(',') : proto,
    env.TRUSTED_PROXY_HOPS,
  );
  const headers: Record<string, string> = {};
  for (const { key, value } of SECURITY_HEADERS) headers[key] = value;
  headers['content-security-policy'] = contentSecurityPolicy(
    newNonce(),
    https,
    env.NODE_ENV === 'development',
  );
  if (https) headers['strict-transport-security'] = HSTS;
  return headers;
}

/**
 * Gzipped as `next start` compresses: JSON when the client accepts gzip, flushed chunk by
 * chunk (a streamed batch's answers arrive as they are ready); never the live streams
 * (they say `Cache-Control: no-transform`).
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
      key: addressKeyOf(request.headers),
    }),
  );
  const headers = securityHeaders(req);
  response.headers.forEach((value, key) => (headers[key] = value));
  const gzip = gzipped(req, response);
  if (/^application\/json\b/i.test(headers['content-type'] ?? ''))
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  if (gzip) {
    headers['content-encoding'] = 'gzip';
    delete headers['content-length'];
  }
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  if (headers['content-type']?.startsWith('text/event-stream')) {
    liveStreams.add(res);
    res.once('close', () => liveStreams.delete(res));
  }
  const body = Readable.fromWeb(response.body as WebReadableStream);
  try {
    await (gzip
      ? pipeline(body, zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH }), res)
      : pipeline(body, res));
  } catch (error) {
    // A client that went away mid-answer (a live stream closed) is no fault.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}

// PROTOTYPE for measuring only (issue 16): one process that serves `/api/trpc` from a plain
// node:http handler and everything else through Next.js's request handler, to see what the
// tRPC path costs without Next's request machinery. Not how the platform runs: the probes
// start it (in apps/web, `tsx trpc-beside-next.ts <port>`) with `--trpc-beside-next`. It skips
// Auth.js's fallback (chunked cookies), the keyed address, TRUSTED_PROXY_HOPS (taken as 0),
// and HSTS, which a shipped path would need.
import http from 'node:http';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import { env } from '../lib/env';

/** The part of `next`'s default export used here (the scripts do not depend on next). */
type NextFactory = (options: { dev: boolean; dir: string; port: number; hostname: string }) => {
  prepare(): Promise<void>;
  getRequestHandler(): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
};

const port = Number(process.argv[2]);
const secret = env.AUTH_SECRET!;
// `next` is apps/web's dependency, resolved from there.
const webRequire = createRequire(path.join(process.cwd(), 'package.json'));
webRequire('next/dist/server/node-environment'); // AsyncLocalStorage etc., as `next start` sets up first
const next = webRequire('next') as NextFactory;
// After Next's environment: next-auth (in @wordrise/auth) loads Next's server modules.
const { handleTRPCRequest, createTRPCContext } = await import('@wordrise/api');
const { serverDb } = await import('@wordrise/api/server-db');
const { hashPassword, verifyPassword, sessionCookieReader, clientIp } =
  await import('@wordrise/auth');
const app = next({ dev: false, dir: process.cwd(), port, hostname: '127.0.0.1' });
await app.prepare();
const nextHandler = app.getRequestHandler();
const reader = sessionCookieReader(serverDb(), secret);

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

function cookieJar(header: string | undefined) {
  const map = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) map.set(part.slice(0, i).trim(), decodeURIComponent(part.slice(i + 1).trim()));
  }
  return { get: (name: string) => (map.has(name) ? { value: map.get(name)! } : undefined) };
}

async function serveTrpc(req: http.IncomingMessage, res: http.ServerResponse) {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    signal: controller.signal,
    // @ts-expect-error Node's fetch needs this for a streamed body
    duplex: hasBody ? 'half' : undefined,
  });
  const response = await handleTRPCRequest(request, async () =>
    createTRPCContext({
      db: serverDb(),
      user: (await reader.read(cookieJar(req.headers.cookie))) ?? null,
      hashPassword,
      verifyPassword,
      address: clientIp(request, 0),
      clientAddress: null,
    }),
  );
  const out: Record<string, string> = { ...SECURITY_HEADERS };
  response.headers.forEach((v, k) => (out[k] = v));
  // JSON answers gzipped when asked, as `next start` does (not the SSE streams).
  const gzip =
    response.body &&
    out['content-type']?.startsWith('application/json') &&
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) {
    const body = zlib.gzipSync(Buffer.from(await response.arrayBuffer()));
    delete out['content-length'];
    res.writeHead(response.status, { ...out, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    return res.end(body);
  }
  res.writeHead(response.status, out);
  if (!response.body) return res.end();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

http
  .createServer((req, res) => {
    if (req.url?.startsWith('/api/trpc/'))
      serveTrpc(req, res).catch((e) => {
        console.error(e);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    else nextHandler(req, res);
  })
  .listen(port, '127.0.0.1');

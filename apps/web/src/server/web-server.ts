import http from 'node:http';
import { liveHubFor, warmOracle } from '@wordrise/api';
import { markPeerAddressStamped, stampPeerAddress } from '@wordrise/auth';
import { closeServerDb, serverDb } from '@wordrise/api/server-db';
import { endLiveStreams, serveTrpc, TRPC_PREFIX } from './trpc-http';

export interface WebServerOptions {
  port: number;
  hostname: string | undefined;
  dev: boolean;
  /** The app's folder (Next.js finds its build there). */
  dir: string;
  /** Serve the pages (Next.js) too; false: `/api/trpc` only, Next.js never started. */
  pages: boolean;
}

/** What an API-only process answers for anything outside `/api/trpc`. */
const NOT_HERE =
  'This process serves /api/trpc only: pages are served by the other web processes.\n';

/**
 * What an API-only process needs that Next.js gives a full one: a stray rejection or error is
 * logged, not fatal (Next installs such handlers), so the same bug does not end every live
 * stream of one kind of process only. And a check that Next's environment was not loaded:
 * its AsyncLocalStorage global would mean async hooks again, the cost this process avoids.
 */
function apiOnlyProcess(): void {
  if ((globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage !== undefined)
    throw new Error("An API-only process must not load Next.js's server environment.");
  process.on('unhandledRejection', (reason) => console.error('unhandledRejection:', reason));
  process.on('uncaughtException', (error) => console.error('uncaughtException:', error));
}

/** Starts the web process's HTTP server (server.ts), and its graceful stop on SIGTERM/SIGINT. */
export async function startWebServer(options: WebServerOptions): Promise<void> {
  const { port, hostname, dev, dir } = options;
  if (!options.pages) apiOnlyProcess();
  // Imported only when used: an API-only process never starts Next.js.
  const app = options.pages
    ? (await import('next')).default({ dev, dir, port, hostname })
    : undefined;
  await app?.prepare();
  const nextHandler = app?.getRequestHandler();

  markPeerAddressStamped();
  const server = http.createServer((req, res) => {
    // The connection's own address, for `clientIp` when clients connect directly (sealed for
    // Next.js, which may send the request on to itself). None: the connection is already gone.
    const { remoteAddress, localAddress } = req.socket;
    if (remoteAddress === undefined) return void req.socket.destroy();
    const trpc = req.url?.startsWith(TRPC_PREFIX) ?? false;
    stampPeerAddress(req.headers, { remoteAddress, localAddress }, !trpc && !!nextHandler);
    if (!trpc) {
      if (nextHandler) return void nextHandler(req, res);
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return void res.end(NOT_HERE);
    }
    serveTrpc(req, res).catch((error: unknown) => {
      console.error('tRPC handler:', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  if (dev && app) server.on('upgrade', app.getUpgradeHandler());
  server.listen(port, hostname, () => {
    const what = app ? 'WordRise web' : 'WordRise API (/api/trpc only)';
    console.log(`${what} listening on http://${hostname ?? 'localhost'}:${port}`);
    // Off the event loop (a worker thread): the first Oracle answer then takes milliseconds.
    warmOracle().catch((error: unknown) => console.error('Readying the Oracle:', error));
  });

  /** Graceful stop: no new connections, live streams ended, requests finished, the pool ended. */
  let stopping = false;
  function stop() {
    if (stopping) return;
    stopping = true;
    // Whatever still hangs after 10 s (a client that never reads) does not hold the stop.
    setTimeout(() => process.exit(0), 10_000).unref();
    server.close(() => {
      void (async () => {
        await liveHubFor(serverDb()).close();
        await app?.close();
        await closeServerDb();
        process.exit(0);
      })().catch((error: unknown) => {
        console.error('Stopping:', error);
        process.exit(1);
      });
    });
    server.closeIdleConnections();
    endLiveStreams();
  }
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

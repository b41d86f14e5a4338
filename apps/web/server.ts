// The web process: `/api/trpc` (queries, mutations, live streams) from a plain node:http
// handler, everything else through Next.js's request handler, in one process. `npm start`,
// the browser tests and the load test all run it:
//   tsx server.ts [-p 3000] [-H 127.0.0.1] [--dev]
// Next's route handler machinery costs ~2.5 ms of CPU per call (README, Benchmarks); the
// handler here keeps what that route did: the session, the addresses, the headers, gzip.
import './src/server/node-env';
import 'next/dist/server/node-environment'; // what `next start` sets up before anything else
import http from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { liveHubFor } from '@wordrise/api';
import { closeServerDb, serverDb } from '@wordrise/api/server-db';
import { endLiveStreams, serveTrpc, TRPC_PREFIX } from '~/server/trpc-http';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: '3000' },
    hostname: { type: 'string', short: 'H' },
    dev: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const dev = values.dev;

const app = next({ dev, dir: import.meta.dirname, port, hostname: values.hostname });
await app.prepare();
const nextHandler = app.getRequestHandler();

const server = http.createServer((req, res) => {
  if (!req.url?.startsWith(TRPC_PREFIX)) return void nextHandler(req, res);
  serveTrpc(req, res).catch((error: unknown) => {
    console.error('tRPC handler:', error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
if (dev) server.on('upgrade', app.getUpgradeHandler());
server.listen(port, values.hostname, () => {
  console.log(`WordRise web listening on http://${values.hostname ?? 'localhost'}:${port}`);
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
      await app.close();
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

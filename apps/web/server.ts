// The web process: `/api/trpc` (queries, mutations, live streams) from a plain node:http
// handler, everything else through Next.js's request handler, in one process. `npm start`,
// the browser tests and the load test all run it:
//   tsx server.ts [-p 3000] [-H 127.0.0.1] [--dev] [--api-only]
// Next's route handler machinery costs ~2.5 ms of CPU per call (README, Benchmarks); the
// handler here keeps what that route did: the session, the addresses, the headers, gzip.
//
// `--api-only` serves `/api/trpc` alone, without starting Next.js: behind a proxy that sends
// `/api/trpc/` to such processes and the rest to full ones, no API call pays for Next's
// process-wide hooks (its AsyncLocalStorage turns on Node 20's async hooks for every promise,
// and it wraps Date and the task queues; README, Scaling out).
import './src/server/node-env';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: '3000' },
    hostname: { type: 'string', short: 'H' },
    dev: { type: 'boolean', default: false },
    'api-only': { type: 'boolean', default: false },
  },
});
const apiOnly = values['api-only'];
if (apiOnly && values.dev) throw new Error('--api-only serves the built app: not with --dev.');

// What `next start` sets up before anything else, then Next.js itself, both before the app's
// modules (as `next start` loads them). An API-only process loads neither.
if (!apiOnly) {
  await import('next/dist/server/node-environment');
  await import('next');
}
const { startWebServer } = await import('./src/server/web-server');
await startWebServer({
  port: Number(values.port),
  hostname: values.hostname,
  dev: values.dev,
  dir: import.meta.dirname,
  pages: !apiOnly,
});

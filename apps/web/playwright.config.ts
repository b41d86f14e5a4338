import { playwrightConfig } from '@wordrise/playwright-config';

// The test runner (scripts/platform/test.ts) builds the app and passes DATABASE_URL of a
// migrated, seeded database; this file starts a worker (bot turns, clocks) and the web
// process (server.ts: `/api/trpc` beside Next.js, as `npm start` runs it) against it.
const port = Number(process.env.E2E_PORT ?? 3100);
const workerHealthPort = Number(process.env.E2E_WORKER_PORT ?? port + 1);
if (!process.env.DATABASE_URL) {
  throw new Error('The browser tests need DATABASE_URL: run them with `npm test` (or see README).');
}

export default playwrightConfig({
  port,
  services: [
    {
      command: 'pnpm exec tsx src/main.ts',
      cwd: '../worker',
      url: `http://127.0.0.1:${workerHealthPort}/health`,
      env: { DATABASE_URL: process.env.DATABASE_URL, WORKER_HEALTH_PORT: String(workerHealthPort) },
    },
  ],
  webServer: {
    command: `pnpm exec tsx server.ts -H 127.0.0.1 -p ${port}`,
    env: {
      DATABASE_URL: process.env.DATABASE_URL,
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-secret-not-for-production-000',
    },
  },
});

import { spawn } from 'node:child_process';
import net from 'node:net';
import { expect, type APIRequestContext } from '@playwright/test';

/** The app under test's secret (playwright.config.ts): second servers share it, so sessions do. */
// eslint-disable-next-line no-restricted-properties -- the test's environment
export const APP_AUTH_SECRET = process.env.AUTH_SECRET ?? 'e2e-secret-not-for-production-000';

export interface SecondServer {
  url: string;
  stop(): void;
}

/**
 * A second web process of the same build (server.ts, as `npm start` runs it) with some
 * settings changed, e.g. a trusted proxy in front (TRUSTED_PROXY_HOPS); the same
 * environment as the app under test otherwise. `apiOnly`: `server.ts --api-only` (only
 * `/api/trpc`, no Next.js). Resolves once it answers.
 */
export async function startSecondServer(
  request: APIRequestContext,
  env: Record<string, string>,
  { apiOnly = false }: { apiOnly?: boolean } = {},
): Promise<SecondServer> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  const args = ['exec', 'tsx', 'server.ts', '-H', '127.0.0.1', '-p', String(port)];
  const app = spawn('pnpm', apiOnly ? [...args, '--api-only'] : args, {
    env: {
      // eslint-disable-next-line no-restricted-properties -- a child app gets the test's environment
      ...process.env,
      // The app under test's secret: its session cookies work here too.
      AUTH_SECRET: APP_AUTH_SECRET,
      ...env,
    },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const ready = apiOnly ? `${url}/api/trpc/status.get` : `${url}/how-to-play`;
  await expect
    .poll(async () => (await request.get(ready).catch(() => undefined))?.status(), {
      timeout: 300_000, // a second server starting on a busy machine
    })
    .toBe(200);
  return { url, stop: () => process.kill(-app.pid!, 'SIGTERM') };
}

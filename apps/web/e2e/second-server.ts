import { spawn } from 'node:child_process';
import net from 'node:net';
import { expect, type APIRequestContext } from '@playwright/test';

export interface SecondServer {
  url: string;
  stop(): void;
}

/**
 * A second web process of the same build (server.ts, as `npm start` runs it) with some
 * settings changed, e.g. a trusted proxy in front (TRUSTED_PROXY_HOPS); the same
 * environment as the app under test otherwise. Resolves once it answers.
 */
export async function startSecondServer(
  request: APIRequestContext,
  env: Record<string, string>,
): Promise<SecondServer> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  const app = spawn('pnpm', ['exec', 'tsx', 'server.ts', '-H', '127.0.0.1', '-p', String(port)], {
    env: {
      // eslint-disable-next-line no-restricted-properties -- a child app gets the test's environment
      ...process.env,
      // The app under test's secret (playwright.config.ts): its session cookies work here too.
      // eslint-disable-next-line no-restricted-properties -- as above
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-secret-not-for-production-000',
      ...env,
    },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await request.get(`${url}/how-to-play`).catch(() => undefined))?.status(), {
      timeout: 300_000, // a second server starting on a busy machine
    })
    .toBe(200);
  return { url, stop: () => process.kill(-app.pid!, 'SIGTERM') };
}

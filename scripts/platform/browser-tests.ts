// The pieces `npm test` and `pnpm e2e` share: a PostgreSQL for the run (the embedded one in a
// temporary folder, or the server in DATABASE_URL), and the browser tests against a built app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedPostgres } from '@wordrise/db/embedded';
import { env } from '../lib/env';
import { createFreshDatabase, prepareDatabase, ROOT } from '../lib/database';
import { runCommand } from '../lib/processes';

export interface TestServer {
  /** A superuser URL of the server (its `postgres` database). */
  url: string;
  stop(): Promise<void>;
}

/** DATABASE_URL's server, else a throwaway embedded PostgreSQL removed by `stop`. */
export async function testServer(announce: (title: string) => void): Promise<TestServer> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => {} };
  announce('Starting a throwaway embedded PostgreSQL');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wordrise-test-pg-'));
  fs.chmodSync(tmp, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir: path.join(tmp, 'data'),
    port: await freePort(),
  });
  return {
    // Through its Unix-domain socket, as `npm start` runs the platform.
    url: server.localUrl('postgres'),
    stop: async () => {
      await server.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** CHROMIUM_PATH, else the system's Chromium, else Playwright's own download. */
async function ensureChromium(childEnv: NodeJS.ProcessEnv): Promise<boolean> {
  if (env.CHROMIUM_PATH) return fs.existsSync(env.CHROMIUM_PATH);
  if (['/usr/bin/chromium', '/usr/bin/chromium-browser'].some((p) => fs.existsSync(p))) return true;
  console.log("No system Chromium: downloading Playwright's own.");
  return (
    (await runCommand(
      'pnpm',
      ['--filter', '@wordrise/web', 'exec', 'playwright', 'install', 'chromium'],
      childEnv,
      ROOT,
    )) === 0
  );
}

/**
 * Builds the web app (turbo: nothing when nothing changed), then runs Playwright against
 * it on a fresh, migrated, seeded database; `playwrightArgs` pick specs or tests.
 */
export async function runBrowserTests(
  serverUrl: string,
  childEnv: NodeJS.ProcessEnv,
  announce: (title: string) => void,
  playwrightArgs: readonly string[] = [],
): Promise<number> {
  announce('Building the web app for the browser tests');
  const built = await runCommand(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@wordrise/web...', '--output-logs=errors-only'],
    childEnv,
    ROOT,
  );
  if (built !== 0) return built;

  announce('Browser tests (Playwright, Chromium)');
  if (!(await ensureChromium(childEnv))) {
    console.error(
      '✖ No Chromium for the browser tests: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.',
    );
    return 1;
  }
  const e2eUrl = await createFreshDatabase(serverUrl, `wordrise_e2e_${process.pid}`);
  await prepareDatabase(e2eUrl);
  return await runCommand(
    'pnpm',
    ['--filter', '@wordrise/web', 'run', 'e2e', ...playwrightArgs],
    {
      ...childEnv,
      DATABASE_URL: e2eUrl,
      E2E_PORT: String(await freePort()),
      E2E_WORKER_PORT: String(await freePort()),
    },
    ROOT,
  );
}

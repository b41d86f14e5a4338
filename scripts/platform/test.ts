// `npm test`: lint, typecheck, unit and integration tests (turbo), then the browser tests.
// One PostgreSQL serves the whole run: the embedded one in a temporary folder, or the
// server in DATABASE_URL. Every test file gets its own database on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from '@wordrise/db/embedded';
import { env, inheritedEnv } from '../lib/env';
import {
  createFreshDatabase,
  firstLine,
  LaunchError,
  prepareDatabase,
  ROOT,
} from '../lib/database';
import { runCommand } from '../lib/processes';
import { startSmokeTest } from './start-smoke';

const started = Date.now();
const step = (title: string) =>
  console.log(`\n━━ ${title} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

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

async function main(): Promise<number> {
  let server: EmbeddedServer | undefined;
  let tmp: string | undefined;
  let serverUrl = env.DATABASE_URL;
  if (!serverUrl) {
    step('Starting a throwaway embedded PostgreSQL');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wordrise-test-pg-'));
    fs.chmodSync(tmp, 0o755);
    server = await startEmbeddedPostgres({
      dataDir: path.join(tmp, 'data'),
      port: await freePort(),
    });
    serverUrl = server.url('postgres');
  }
  const childEnv = { ...inheritedEnv(), TEST_DATABASE_URL: serverUrl };
  try {
    step("Formatting (Prettier) and the scripts' own lint");
    const formatted = await runCommand(
      'pnpm',
      ['exec', 'prettier', '--check', '.'],
      childEnv,
      ROOT,
    );
    if (formatted !== 0) {
      console.error('✖ Some files are not formatted: run `pnpm format` and commit the result.');
      return formatted;
    }
    const scriptsLinted = await runCommand(
      'pnpm',
      ['run', '--silent', 'lint:scripts'],
      childEnv,
      ROOT,
    );
    if (scriptsLinted !== 0) return scriptsLinted;

    step('Lint, typecheck, unit and integration tests');
    const checks = await runCommand(
      'pnpm',
      [
        'exec',
        'turbo',
        'run',
        'lint',
        'typecheck',
        'test',
        '--concurrency=2',
        '--output-logs=new-only',
      ],
      childEnv,
      ROOT,
    );
    if (checks !== 0) return checks;
    const scripts = await runCommand('pnpm', ['run', '-s', 'typecheck:scripts'], childEnv, ROOT);
    if (scripts !== 0) return scripts;

    step('Building the web app for the browser tests');
    const built = await runCommand(
      'pnpm',
      ['exec', 'turbo', 'run', 'build', '--filter=@wordrise/web...', '--output-logs=errors-only'],
      childEnv,
      ROOT,
    );
    if (built !== 0) return built;

    step('Browser tests (Playwright, Chromium)');
    if (!(await ensureChromium(childEnv))) {
      console.error(
        '✖ No Chromium for the browser tests: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.',
      );
      return 1;
    }
    const e2eUrl = await createFreshDatabase(serverUrl, `wordrise_e2e_${process.pid}`);
    await prepareDatabase(e2eUrl);
    const e2e = await runCommand(
      'pnpm',
      ['--filter', '@wordrise/web', 'run', 'e2e'],
      {
        ...childEnv,
        DATABASE_URL: e2eUrl,
        E2E_PORT: String(await freePort()),
        E2E_WORKER_PORT: String(await freePort()),
      },
      ROOT,
    );
    if (e2e !== 0) return e2e;

    step('npm start, as a person runs it');
    return await startSmokeTest();
  } finally {
    await server?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main()
  .then((code) => {
    step(code === 0 ? 'All tests passed' : 'Tests failed');
    process.exit(code);
  })
  .catch((error: unknown) => {
    console.error(`\n✖ ${error instanceof LaunchError ? error.message : firstLine(error)}`);
    process.exit(1);
  });

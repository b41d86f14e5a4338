// `npm test`: lint, typecheck, unit and integration tests (turbo), the browser tests, then a
// short load test.
// One PostgreSQL serves the whole run: the embedded one in a temporary folder, or the
// server in DATABASE_URL. Every test file gets its own database on it.
import { inheritedEnv } from '../lib/env';
import { createFreshDatabase, firstLine, LaunchError, ROOT } from '../lib/database';
import { runCommand } from '../lib/processes';
import { runBrowserTests, testServer } from './browser-tests';
import { startSmokeTest } from './start-smoke';

const started = Date.now();
const step = (title: string) =>
  console.log(`\n━━ ${title} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

async function main(): Promise<number> {
  const server = await testServer(step);
  const serverUrl = server.url;
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

    const e2e = await runBrowserTests(serverUrl, childEnv, step);
    if (e2e !== 0) return e2e;

    // A short load test as a smoke test: every move acknowledged is in its game's log, once,
    // and nothing fails, with a worker killed mid-run (not the speed). Twice: two full web
    // processes (as `npm start` serves, several of them behind a proxy), then the split
    // layout (players sign in on a full process; their calls and live streams go to two
    // API-only processes).
    const layouts = [
      { name: '2 web processes', args: ['--web', '2'] },
      { name: 'a web and 2 API-only processes', args: ['--web', '1', '--api', '2'] },
    ];
    for (const [i, layout] of layouts.entries()) {
      step(`Load test smoke run (6 games, 15 s, ${layout.name}, a worker killed)`);
      const loadUrl = await createFreshDatabase(serverUrl, `wordrise_loadtest_${process.pid}_${i}`);
      const load = await runCommand(
        'pnpm',
        [
          'run',
          '-s',
          'loadtest',
          ...['--games', '6', '--seconds', '15', ...layout.args, '--workers', '1', '--kill-worker'],
          '--json',
        ],
        { ...childEnv, DATABASE_URL: loadUrl },
        ROOT,
      );
      if (load !== 0) {
        console.error('✖ The load test found errors, lost or duplicated moves (see above).');
        return load;
      }
    }

    step('npm start, as a person runs it');
    return await startSmokeTest();
  } finally {
    await server.stop();
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

// `npm start`: database → migrations → demo data → build → web + worker → URL.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PLATFORM_BUILD_ARGS } from '../lib/build';
import { env, inheritedEnv } from '../lib/env';
import { firstLine, LaunchError, openServer, prepareDatabase, ROOT } from '../lib/database';
import { WEB_DIR, webProcessCommand } from '../lib/web-process';
import {
  portIsFree,
  runCommand,
  startProcess,
  supervise,
  waitForHttp,
  type Supervised,
} from '../lib/processes';

const dataDir = path.resolve(ROOT, env.WORDRISE_DATA_DIR ?? '.data');

function fail(message: string): never {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

/** A random secret generated once and kept in the data folder (readable by its owner only). */
function keptSecret(name: string): string {
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** The session-signing secret: from AUTH_SECRET, else generated once and kept in .data/. */
const authSecret = () => env.AUTH_SECRET ?? keptSecret('auth-secret');

async function main() {
  if (!(await portIsFree(env.PORT, env.HOST === 'localhost' ? '127.0.0.1' : env.HOST))) {
    fail(
      `Port ${env.PORT} is in use: stop what is listening there, or run with PORT=<another port> npm start.`,
    );
  }

  console.log(
    env.DATABASE_URL ? 'Using the database in DATABASE_URL.' : 'Starting the embedded PostgreSQL…',
  );
  const { url, server } = await openServer({
    externalUrl: env.DATABASE_URL,
    dataDir: path.join(dataDir, 'pg'),
    port: env.WORDRISE_PG_PORT,
    database: 'wordrise',
    // The application's own role on the embedded server (not the superuser).
    appPassword: () => keptSecret('db-password'),
  });
  const children: Supervised[] = [];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping WordRise…');
    // Web and worker first (they finish their requests and jobs), the database last.
    await Promise.all(children.map((c) => c.stop()));
    await server?.stop();
    console.log('Stopped.');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    await prepareDatabase(url);
  } catch (error) {
    await server?.stop();
    throw error;
  }

  console.log('Building (cached after the first time)…');
  const childEnv = {
    ...inheritedEnv(),
    DATABASE_URL: url,
    AUTH_SECRET: authSecret(),
    NODE_ENV: 'production' as const,
  };
  const built = await runCommand('pnpm', PLATFORM_BUILD_ARGS, childEnv, ROOT);
  if (built !== 0) {
    await server?.stop();
    fail('The build failed: see the errors above.');
  }

  // The binaries themselves, not `pnpm exec`: we wait for these very processes to exit
  // before the database stops (pnpm would exit first on a signal).
  const bin = (app: string, name: string) => path.join(ROOT, app, 'node_modules', '.bin', name);
  // A crashed web or worker process is started again (with a growing back-off), not the end
  // of the platform.
  const web = supervise('web', () =>
    startProcess('web', ...webProcessCommand(env.PORT, env.HOST), childEnv, WEB_DIR),
  );
  const worker = supervise('worker', () =>
    startProcess(
      'worker',
      bin('apps/worker', 'tsx'),
      ['src/main.ts'],
      childEnv,
      path.join(ROOT, 'apps/worker'),
    ),
  );
  children.push(web, worker);

  const appUrl = `http://${env.HOST}:${env.PORT}`;
  if (!(await waitForHttp(`${appUrl}/status`, 60_000, () => !stopping))) {
    if (!stopping) {
      console.error('The web app did not answer within a minute: see its output above.');
      await shutdown(1);
    }
    return;
  }
  console.log(
    `\n  WordRise is running at ${appUrl}\n  (status: ${appUrl}/status — Ctrl-C stops everything)\n`,
  );
}

main().catch((error: unknown) => {
  fail(
    error instanceof LaunchError ? error.message : `Could not start WordRise: ${firstLine(error)}`,
  );
});

// A check of `npm start` itself, run last by `npm test`: start the platform on free ports
// with a fresh data folder, read /status at the printed URL, kill -9 the web and worker
// processes and see both come back, press Ctrl-C, and expect a clean stop. (The README's
// promise, tested the way a person would use it.)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '@wordrise/db';
import { APP_ROLE, freePort } from '@wordrise/db/embedded';
import { ROOT } from '../lib/database';
import { inheritedEnv } from '../lib/env';

export async function startSmokeTest(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordrise-start-'));
  fs.chmodSync(dataDir, 0o755);
  // The embedded database, whatever DATABASE_URL the test run was given.
  const { DATABASE_URL: _ignored, ...inherited } = inheritedEnv();
  const env = {
    ...inherited,
    PORT: String(await freePort()),
    WORDRISE_PG_PORT: String(await freePort()),
    WORDRISE_DATA_DIR: dataDir,
  };
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['scripts/platform/start.ts'],
    {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (c: Buffer) => (output += c.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let done = false;
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (code) => {
      done = true;
      resolve(code ?? 1);
    }),
  );
  /** Polls `check` until it gives a value; fails if npm start exits (or, as a hang guard only, after 3 minutes). */
  const waitFor = async <T>(
    what: string,
    check: () => Promise<T | undefined> | T | undefined,
  ): Promise<T> => {
    const until = Date.now() + 180_000;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (done) throw new Error(`npm start exited while waiting for ${what}`);
      if (Date.now() > until) throw new Error(`gave up waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const lastMatch = (re: RegExp) => [...output.matchAll(re)].at(-1)?.[1];
  try {
    const url = await waitFor('the URL', () => /running at (http:\/\/\S+)/.exec(output)?.[1]);
    const html = await (await fetch(`${url}/status`)).text();
    const version = /data-testid="schema-version">(\d+)</.exec(html)?.[1];
    const demo = /data-testid="demo-players">(\d+)</.exec(html)?.[1];
    if (!version || Number(version) < 1 || demo !== '3') {
      throw new Error(`the status page did not show the schema version and 3 demo players`);
    }

    // The web and the worker connect as the application's own role, not as the superuser.
    const password = fs.readFileSync(path.join(dataDir, 'db-password'), 'utf8').trim();
    const app = createDb(
      `postgres://${APP_ROLE}:${password}@127.0.0.1:${env.WORDRISE_PG_PORT}/wordrise`,
      { max: 1 },
    );
    try {
      const roles = await app.sql<{ usename: string; rolsuper: boolean }[]>`
        select distinct a.usename, r.rolsuper from pg_stat_activity a join pg_roles r on r.oid = a.usesysid
        where a.datname = current_database() and a.backend_type = 'client backend'`;
      if (roles.length !== 1 || roles[0]?.usename !== APP_ROLE || roles[0].rolsuper) {
        throw new Error(
          `the platform's database sessions are not all the app role's: ${JSON.stringify(roles)}`,
        );
      }
    } finally {
      await app.close();
    }

    // A crash of the web or the worker process is not the end of the platform: kill -9 both,
    // and each is started again (its exit logged), the web answers and a new worker is ready.
    const webPid = Number(lastMatch(/\[web\] started \(pid (\d+)\)/g));
    const workerPid = Number(
      await waitFor('the worker', () => lastMatch(/\[worker\] worker (\d+) ready/g)),
    );
    process.kill(webPid, 'SIGKILL');
    process.kill(workerPid, 'SIGKILL');
    await waitFor('the web process to restart', () =>
      /\[web\] stopped unexpectedly \(signal SIGKILL\); restarting in/.test(output)
        ? true
        : undefined,
    );
    await waitFor('the worker process to restart', () =>
      /\[worker\] stopped unexpectedly \((signal SIGKILL|exit code 137, killed by SIGKILL)\); restarting in/.test(
        output,
      )
        ? true
        : undefined,
    );
    const newWorker = await waitFor('a new worker to be ready', () => {
      const pid = lastMatch(/\[worker\] worker (\d+) ready/g);
      return pid && Number(pid) !== workerPid ? pid : undefined;
    });
    await waitFor('the web to answer again', async () => {
      const res = await fetch(`${url}/status`).catch(() => undefined);
      return res?.ok ? true : undefined;
    });
    const restarts = output.split('\n').filter((line) => line.includes('stopped unexpectedly'));
    console.log(
      `npm start: restarted the web and the worker after kill -9 (new worker ${newWorker}):`,
    );
    for (const line of restarts) console.log(`  ${line}`);

    // Ctrl-C reaches the whole process group.
    process.kill(-child.pid!, 'SIGINT');
    const code = await exited;
    if (code !== 0 || !output.includes('Stopped.'))
      throw new Error(`did not stop cleanly (exit ${code})`);
    console.log(
      `npm start: served ${url}/status (schema version ${version}, ${demo} demo players), stopped cleanly`,
    );
    return 0;
  } catch (error) {
    console.error(
      `✖ npm start smoke test: ${error instanceof Error ? error.message : String(error)}\n${output.slice(-3000)}`,
    );
    // npm start and the web and worker processes it started (each in a process group of its own).
    const groups = [
      child.pid!,
      ...[...output.matchAll(/\] started \(pid (\d+)\)/g)].map((m) => Number(m[1])),
    ];
    for (const pid of groups) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    return 1;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

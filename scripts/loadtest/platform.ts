// The platform under test: PostgreSQL (a throwaway embedded server, or DATABASE_URL's), the
// app built through turbo, N web processes (apps/web/server.ts), optionally K API-only ones
// (`server.ts --api-only`: `/api/trpc` without Next.js), and M workers on free ports.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from '@wordrise/db/embedded';
import { PLATFORM_BUILD_ARGS } from '../lib/build';
import { env, inheritedEnv } from '../lib/env';
import { LaunchError, openServer, prepareDatabase, ROOT } from '../lib/database';
import { startProcess, stopProcess, waitForHttp } from '../lib/processes';
import { cpuMs, rssMb } from './proc-stats';
import { WEB_DIR, webProcessCommand } from '../lib/web-process';

export interface PlatformOptions {
  web: number;
  /** API-only processes (`/api/trpc` without Next.js), as a proxy would send API calls to. */
  api?: number;
  workers: number;
  /**
   * Write a V8 CPU profile of the first process taking the API calls (the first API-only one,
   * if any, else the first web process) into this folder (at its exit).
   */
  cpuProfDir?: string | undefined;
  /** Print the children's output (else only their errors). */
  verbose?: boolean;
}

export interface Platform {
  /** The application's database URL (its own role on the embedded server). */
  databaseUrl: string;
  /** Base URLs of the web processes (http://127.0.0.1:port). */
  webUrls: string[];
  /** Base URLs of the API-only processes (none unless asked for). */
  apiUrls: string[];
  /** CPU ms used so far by all web and API-only processes together (their process trees). */
  webCpuMs(): number;
  /** CPU ms used so far by the API-only processes alone. */
  apiCpuMs(): number;
  /**
   * CPU ms used so far by the workers (a killed one's up to its end) and by the embedded
   * PostgreSQL with its backends (null with DATABASE_URL: its server may be elsewhere).
   */
  backendCpuMs(): { worker: number; db: number | null };
  /** Resident memory now, MB: the mean web process, API-only process (if any) and worker. */
  rss(): { web: number; api?: number; worker: number };
  /** kill -9 one worker (its whole process group) and start another in its place. */
  killWorker(): Promise<void>;
  /** Stops PostgreSQL and starts it again on the same data and port (embedded only). */
  restartDatabase(): Promise<void>;
  stop(): Promise<void>;
}

const bin = (app: string, name: string) => path.join(ROOT, app, 'node_modules', '.bin', name);

/**
 * Builds the web app and the word graph (turbo: nothing when nothing changed). Its output goes
 * to stderr: stdout carries only the result line.
 */
async function build(): Promise<void> {
  const code = await new Promise<number>((resolve) => {
    const child = spawn('pnpm', PLATFORM_BUILD_ARGS, {
      cwd: ROOT,
      env: inheritedEnv(),
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.on('exit', (c) => resolve(c ?? 1));
    child.on('error', () => resolve(1));
  });
  if (code !== 0) throw new LaunchError('The build failed: see the errors above.');
}

/** A child whose output is dropped unless verbose (the load test prints one JSON line). */
function start(
  name: string,
  cmd: string,
  args: string[],
  childEnv: NodeJS.ProcessEnv,
  cwd: string,
  verbose: boolean,
): ChildProcess {
  if (verbose) return startProcess(name, cmd, args, childEnv, cwd);
  const child = startProcess(name, cmd, args, childEnv, cwd);
  child.stdout?.removeAllListeners('data');
  child.stdout?.resume();
  return child;
}

export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const verbose = options.verbose ?? false;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wordrise-loadtest-'));
  fs.chmodSync(tmp, 0o755);
  const dataDir = path.join(tmp, 'pg');
  const pgPort = await freePort();
  const opened = await openServer({
    externalUrl: env.DATABASE_URL,
    dataDir,
    port: pgPort,
    database: 'wordrise',
    appPassword: () => crypto.randomBytes(24).toString('base64url'),
  });
  let server: EmbeddedServer | undefined = opened.server;
  const databaseUrl = opened.url;
  const children: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(children.map((c) => stopProcess(c)));
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await prepareDatabase(databaseUrl, () => {});
    await build();
  } catch (error) {
    await stopAll();
    throw error;
  }

  const childEnv: NodeJS.ProcessEnv = {
    ...inheritedEnv(),
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
    NODE_ENV: 'production',
    // Its players start game after game at machine speed, one every second or two: far over
    // the budget a person gets (20 a minute). The budget is not what this run measures (the
    // API's tests check it), so it is lifted here rather than refusing the run's own tables.
    GAMES_CREATED_PER_MINUTE: '100000',
    GAMES_CREATED_PER_MINUTE_PER_ADDRESS: '100000',
    // Likewise its moves: a player here moves up to several times a second, for minutes.
    GAME_ACTIONS_PER_MINUTE: '100000',
    GAME_ACTIONS_PER_MINUTE_PER_ADDRESS: '100000',
  };
  const apiCount = options.api ?? 0;
  const webUrls: string[] = [];
  const webs: ChildProcess[] = [];
  const apiUrls: string[] = [];
  const apis: ChildProcess[] = [];
  // The first process that serves the API calls is profiled (an API-only one, if any).
  const profiledKind = apiCount > 0 ? 'api' : 'web';
  const profiled = (kind: 'web' | 'api', i: number) =>
    i === 0 && options.cpuProfDir && kind === profiledKind
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.cpuProfDir)}`]
      : [];
  /** Starts the i-th process of a kind on a free port (again, in its place, when `again`). */
  const launch = async (kind: 'web' | 'api', i: number) => {
    const [urls, procs] = kind === 'web' ? [webUrls, webs] : [apiUrls, apis];
    const port = await freePort();
    // The profile is written when the process exits (it serves in this very process).
    const child = start(
      `${kind}${i + 1}`,
      ...webProcessCommand(port, '127.0.0.1', profiled(kind, i), kind === 'api'),
      childEnv,
      WEB_DIR,
      verbose,
    );
    procs[i] = child;
    urls[i] = `http://127.0.0.1:${port}`;
    children.push(child);
  };
  for (let i = 0; i < options.web; i++) await launch('web', i);
  for (let i = 0; i < apiCount; i++) await launch('api', i);
  const workers: ChildProcess[] = [];
  let workerCount = 0;
  const startWorker = () => {
    const worker = start(
      `worker${++workerCount}`,
      bin('apps/worker', 'tsx'),
      ['src/main.ts'],
      childEnv,
      path.join(ROOT, 'apps/worker'),
      verbose,
    );
    workers.push(worker);
    children.push(worker);
  };
  for (let i = 0; i < options.workers; i++) startWorker();

  // A full process answers its status page once Next.js is ready; an API-only one has no pages.
  // A free port can be taken before the process listens on it (another process's outgoing
  // connection gets it): a process that exits before it answers is started again elsewhere.
  for (const [kind, name, urls, procs, health] of [
    ['web', 'Web', webUrls, webs, '/status'],
    ['api', 'API', apiUrls, apis, '/api/trpc/status.get'],
  ] as const) {
    for (let i = 0; i < urls.length; i++) {
      for (let attempt = 1; ; attempt++) {
        const child = procs[i]!;
        const running = () => child.exitCode === null && child.signalCode === null;
        if (await waitForHttp(`${urls[i]}${health}`, 120_000, running)) break;
        if (running() || attempt === 3) {
          await stopAll();
          throw new LaunchError(
            running()
              ? `${name} process ${i + 1} did not answer within two minutes.`
              : `${name} process ${i + 1} exited before it answered, three times (see its errors above).`,
          );
        }
        await launch(kind, i);
      }
    }
  }

  // What processes that are gone used (a killed worker, PostgreSQL before its restart).
  let killedWorkersCpuMs = 0;
  let restartedDbCpuMs = 0;
  const alive = (c: ChildProcess) => c.exitCode === null && c.signalCode === null && !!c.pid;
  const cpuOf = (procs: ChildProcess[]) =>
    procs.filter(alive).reduce((sum, p) => sum + cpuMs(p.pid!), 0);
  const mean = (xs: number[]) =>
    xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : 0;
  return {
    databaseUrl,
    webUrls,
    apiUrls,
    webCpuMs: () => cpuOf(webs) + cpuOf(apis),
    apiCpuMs: () => cpuOf(apis),
    backendCpuMs: () => ({
      worker: killedWorkersCpuMs + cpuOf(workers),
      db: server ? cpuMs(server.pid, { reaped: true }) + restartedDbCpuMs : null,
    }),
    rss: () => ({
      web: mean(webs.filter(alive).map((w) => rssMb(w.pid!))),
      ...(apis.length ? { api: mean(apis.filter(alive).map((w) => rssMb(w.pid!))) } : {}),
      worker: mean(workers.filter(alive).map((w) => rssMb(w.pid!))),
    }),
    async killWorker() {
      const victim = workers.find(alive);
      if (!victim) return;
      const exited = new Promise<void>((resolve) => victim.once('exit', () => resolve()));
      killedWorkersCpuMs += cpuMs(victim.pid!);
      process.kill(-victim.pid!, 'SIGKILL');
      await exited;
      workers.splice(workers.indexOf(victim), 1);
      startWorker();
    },
    async restartDatabase() {
      if (!server)
        throw new LaunchError('--restart-db needs the embedded PostgreSQL (no DATABASE_URL).');
      restartedDbCpuMs += cpuMs(server.pid, { reaped: true });
      const reachedAt = server.localUrl('postgres');
      await server.stop();
      server = await startEmbeddedPostgres({ dataDir, port: pgPort });
      // The processes keep their URL: the same port, and the same socket folder (or none).
      if (server.localUrl('postgres') !== reachedAt)
        throw new LaunchError('The restarted PostgreSQL could not make its socket where it was.');
    },
    stop: stopAll,
  };
}

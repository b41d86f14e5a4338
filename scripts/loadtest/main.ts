// `pnpm loadtest --games N --seconds S [--web 2] [--api 2] [--workers 2] [--kill-worker]
// [--restart-db] [--think MS] [--warmup 10] [--cpu-prof DIR] [--verbose] [--json]`: starts the
// platform on free ports (with `--api K`, K API-only processes take every API call, as behind
// the README's proxy, and the web processes only the sign-ins), signs 2N players in over
// HTTP, plays N games at a time through the API (each with a
// spectator on `game.live`; players think MS ms a move, jittered, or none) for a warm-up and
// then S measured seconds, optionally kills a worker or restarts PostgreSQL halfway through
// those, checks every game's log, and prints one JSON line. Exit code 1 when errors, lost or duplicated is not 0.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { serverLexicon } from '@wordrise/games';
import { firstLine, LaunchError } from '../lib/database';
import { env } from '../lib/env';
import { Table, type Ledger } from './game-driver';
import { startPlatform, type Platform } from './platform';
import { createAccounts, signIn, type Player } from './players';
import { progressLine, RunStats } from './stats';
import { verifyGames } from './verify';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '30' },
    web: { type: 'string', default: '1' },
    api: { type: 'string', default: '0' },
    workers: { type: 'string', default: '1' },
    'kill-worker': { type: 'boolean', default: false },
    'restart-db': { type: 'boolean', default: false },
    think: { type: 'string', default: '0' },
    warmup: { type: 'string', default: '10' },
    'cpu-prof': { type: 'string' },
    verbose: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

const count = (name: string, text: string | undefined, min: number) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min)
    throw new LaunchError(`--${name} must be a whole number ≥ ${min}.`);
  return n;
};

/** Runs `work` on `items`, `limit` at a time. */
async function inBatches<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit) {
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  }
  return results;
}

async function main(): Promise<number> {
  const games = count('games', values.games, 1);
  const seconds = count('seconds', values.seconds, 1);
  const webCount = count('web', values.web, 1);
  const apiCount = count('api', values.api, 0);
  const workerCount = count('workers', values.workers, values['kill-worker'] ? 1 : 0);
  const warmup = count('warmup', values.warmup, 0);
  const thinkMs = count('think', values.think, 0);
  if (values['restart-db'] && env.DATABASE_URL) {
    throw new LaunchError(
      '--restart-db restarts the embedded PostgreSQL: run it without DATABASE_URL.',
    );
  }
  // Only the result goes to stdout.
  console.log = console.error;

  const platform: Platform = await startPlatform({
    web: webCount,
    api: apiCount,
    workers: workerCount,
    cpuProfDir: values['cpu-prof'],
    verbose: values.verbose,
  });
  try {
    const prefix = `lt${Date.now().toString(36).slice(-5)}x`;
    const { usernames, password } = await createAccounts(platform.databaseUrl, prefix, 2 * games);
    const web = (i: number) => platform.webUrls[i % webCount]!;
    // Where API calls go: the API-only processes when there are some (as the proxy sends them).
    const api = (i: number) => (apiCount ? platform.apiUrls[i % apiCount]! : web(i));
    const players: Player[] = await inBatches(
      usernames.map((name, i) => ({ name, i })),
      8,
      // The two players of a table talk to different processes (when there are two).
      async ({ name, i }) => ({ ...(await signIn(web(i), name, password)), baseUrl: api(i) }),
    );
    console.error(
      `[loadtest] ${players.length} players signed in; playing ${games} games for ${seconds} s`,
    );

    const lexicon = serverLexicon('english');
    const stats = new RunStats();
    const ledger: Ledger = { sent: [], spectatorSaw: new Map() };
    const tables = Array.from(
      { length: games },
      (_, t) =>
        new Table(
          [players[2 * t]!, players[2 * t + 1]!],
          api(t + 1),
          lexicon,
          stats,
          ledger,
          thinkMs,
        ),
    );

    // The first seconds load the word graph and warm the JIT in every process: played and
    // checked like the rest, but not measured.
    const launchedAt = Date.now();
    const deadline = launchedAt + (warmup + seconds) * 1000;
    const stopProgress = progressLine(stats, launchedAt, () => {
      const rss = platform.rss();
      return rss.api ?? rss.web;
    });
    let startedAt = launchedAt;
    let cpuBefore = platform.webCpuMs();
    let backendCpuBefore = platform.backendCpuMs();
    let ownCpuBefore = process.cpuUsage();
    // Memory once warm, to compare with the end: it should stay flat while games come and go.
    let rssAtWarmup = platform.rss();
    const measuring = new Promise<void>((resolve) =>
      setTimeout(() => {
        stats.startMeasuring();
        startedAt = Date.now();
        cpuBefore = platform.webCpuMs();
        backendCpuBefore = platform.backendCpuMs();
        ownCpuBefore = process.cpuUsage();
        rssAtWarmup = platform.rss();
        console.error(`[loadtest] warm-up over: measuring for ${seconds} s`);
        resolve();
      }, warmup * 1000),
    );
    const faults: Promise<void>[] = [measuring];
    const halfway = measuring.then(
      () => new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2)),
    );
    if (values['kill-worker']) {
      faults.push(
        halfway.then(async () => {
          console.error('[loadtest] kill -9 of a worker; starting another');
          await platform.killWorker();
        }),
      );
    }
    if (values['restart-db']) {
      faults.push(
        halfway.then(async () => {
          console.error('[loadtest] stopping PostgreSQL and starting it again');
          await platform.restartDatabase();
        }),
      );
    }
    await Promise.all([...tables.map((t) => t.run(deadline)), ...faults]);
    const elapsed = (Date.now() - startedAt) / 1000;
    const webCpu = platform.webCpuMs() - cpuBefore;
    const backendCpu = platform.backendCpuMs();
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const rss = platform.rss();
    stopProgress();

    const verdict = await verifyGames(platform.databaseUrl, ledger);
    for (const table of tables) table.close();
    for (const problem of verdict.problems) stats.error(problem.kind);
    for (const problem of verdict.problems.slice(0, 10))
      console.error(`[loadtest] ${problem.text}`);
    if (stats.errors) {
      console.error(
        `[loadtest] errors by kind: ${JSON.stringify(Object.fromEntries(stats.errorKinds))}`,
      );
      for (const [kind, samples] of stats.errorSamples)
        for (const sample of samples) console.error(`[loadtest] ${kind}: ${sample}`);
    }
    const moves = stats.submit.count;
    const perMove = (ms: number) => (moves ? Math.round((ms / moves) * 100) / 100 : 0);
    // The players themselves run on the same machine: say what they cost.
    console.error(
      `[loadtest] the load generator used ${((ownCpu.user + ownCpu.system) / 1000 / Math.max(1, moves)).toFixed(2)} ms CPU per move`,
    );
    const result = {
      games,
      seconds,
      web: webCount,
      ...(apiCount ? { api: apiCount } : {}),
      workers: workerCount,
      thinkMs,
      moves,
      movesPerSec: Math.round((moves / elapsed) * 10) / 10,
      submitMs: stats.submit.percentiles(),
      deliverMs: stats.deliver.percentiles(),
      errors: stats.errors,
      lost: verdict.lost,
      duplicated: verdict.duplicated,
      webCpuMsPerMove: perMove(webCpu),
      // Where the machine's CPU went, per move: the platform's parts and the players.
      cpuMsPerMove: {
        web: perMove(webCpu),
        worker: perMove(backendCpu.worker - backendCpuBefore.worker),
        db:
          backendCpu.db === null || backendCpuBefore.db === null
            ? null
            : perMove(backendCpu.db - backendCpuBefore.db),
        loadGenerator: perMove((ownCpu.user + ownCpu.system) / 1000),
      },
      rssMb: rss,
      rssMbAtWarmup: rssAtWarmup,
    };
    process.stdout.write(`${JSON.stringify(result, null, values.json ? undefined : 2)}\n`);
    console.error(
      `[loadtest] load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    return result.errors || result.lost || result.duplicated ? 1 : 0;
  } finally {
    await platform.stop();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(`✖ ${error instanceof LaunchError ? error.message : firstLine(error)}`);
    process.exit(1);
  });

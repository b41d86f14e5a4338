// `pnpm --filter @wordrise/games bench:move [--games 20] [--moves 30]`: what the move path
// costs in one process, without HTTP: `submitAction` (lock, judge, write, notify, jobs) and
// the snapshot a watcher's view is made from (`readGameSnapshot` + `detailFor`). Two players
// play `--games` untimed games of up to `--moves` greedy moves each, one at a time. Prints CPU
// and wall time per call (this process's CPU only: PostgreSQL's is not in it). Run it under
// `NODE_OPTIONS=--cpu-prof` for a profile. Uses DATABASE_URL, or a throwaway embedded PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, users } from '@wordrise/db';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from '@wordrise/db/embedded';
import { runMigrations } from '@wordrise/db/migrate';
import { botInputOf, decideBotAction } from '@wordrise/engine';
import { createStartedGameIn, detailFor, readGameSnapshot, submitAction } from '../src/index';
import { readBenchEnv } from '../src/env';
import { serverLexicon } from '../src/lexicon';
import { loadGame } from '../src/load';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '20' },
    moves: { type: 'string', default: '30' },
  },
});
const gameCount = Number(values.games);
const movesPerGame = Number(values.moves);

interface Sample {
  cpuUs: number;
  wallMs: number;
}

async function measure<T>(samples: Sample[], run: () => Promise<T>): Promise<T> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await run();
  const used = process.cpuUsage(cpu);
  samples.push({ cpuUs: used.user + used.system, wallMs: performance.now() - start });
  return result;
}

function report(name: string, samples: Sample[]) {
  // The first games warm the JIT and the word graph: only the second half counts.
  const kept = samples.slice(Math.floor(samples.length / 2));
  const cpu = kept.reduce((sum, s) => sum + s.cpuUs, 0) / kept.length / 1000;
  const walls = kept.map((s) => s.wallMs).sort((a, b) => a - b);
  const p50 = walls[Math.floor(walls.length / 2)] ?? 0;
  console.log(
    `${name.padEnd(10)} ${String(kept.length).padStart(5)} calls   CPU ${cpu.toFixed(2)} ms/call   wall p50 ${p50.toFixed(2)} ms`,
  );
}

async function main() {
  let server: EmbeddedServer | undefined;
  let dir: string | undefined;
  let url = readBenchEnv().DATABASE_URL;
  if (!url) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordrise-bench-move-'));
    server = await startEmbeddedPostgres({ dataDir: dir, port: await freePort() });
    url = server.url('postgres');
  }
  await runMigrations(url);
  const { db, close } = createDb(url, { max: 4 });
  const lexicon = serverLexicon('english');
  const submits: Sample[] = [];
  const views: Sample[] = [];
  try {
    const suffix = Date.now().toString(36);
    const people = await db
      .insert(users)
      .values(['ann', 'ben'].map((name) => ({ username: `${name}_${suffix}`, displayName: name })))
      .returning({ id: users.id });
    for (let g = 0; g < gameCount; g++) {
      const { gameId } = await db.transaction((tx) =>
        createStartedGameIn(tx, {
          createdBy: people[0]!.id,
          options: {
            ruleset: 'wordrise',
            timeControl: { kind: 'none' },
            rated: false,
            oracleAllowed: false,
          },
          seats: people.map((p) => ({ userId: p.id })),
        }),
      );
      for (let m = 0; m < movesPerGame; m++) {
        const { game, seats } = await loadGame(db, gameId);
        const state = game.state;
        if (!state || state.status !== 'playing') break;
        const input = botInputOf(state, state.toMove);
        if (!input) break;
        const chosen = decideBotAction('greedy', input, lexicon, { seed: `${gameId}:${m}` });
        const userId = seats[state.toMove]!.userId!;
        const action =
          chosen.type === 'play'
            ? { type: 'play' as const, placements: chosen.placements }
            : chosen.type === 'exchange'
              ? { type: 'exchange' as const, tiles: chosen.tiles }
              : { type: 'pass' as const };
        await measure(submits, () =>
          submitAction(db, {
            gameId,
            actor: { kind: 'player', userId },
            action,
            expectedMove: state.moveNumber,
            lexicon: () => lexicon,
          }),
        );
        await measure(views, async () => {
          const snapshot = await readGameSnapshot(db, gameId);
          const { loaded, usernames, ratings, extras } = snapshot;
          return JSON.stringify(detailFor(loaded, null, usernames, ratings, extras));
        });
      }
    }
    console.log(
      `move path, in process (${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`,
    );
    report('submit', submits);
    report('view', views);
  } finally {
    await close();
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();

// `pnpm --filter @wordrise/db bench:notify [--listeners 4] [--senders 8] [--seconds 10]
// [--snapshot-bytes 0]`: how many NOTIFYs one PostgreSQL carries to every listening web
// process, the way a move sends one (`pg_notify` inside the move's transaction, delivered at
// commit, a payload of the size a move's has: with `--snapshot-bytes N`, N bytes more, as a
// player's move carries the game it left). `--listeners` connections LISTEN (one per web
// process), `--senders` connections commit notifying transactions as fast as they can. Prints the commits per
// second, what each listener received, and the latency from commit to delivery. Uses
// DATABASE_URL, or starts a throwaway embedded PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from '../src/embedded';
import { env } from '../src/env';
import { openPostgres } from '../src/open-postgres';

const CHANNEL = 'wordrise_live_bench';

const { values } = parseArgs({
  options: {
    listeners: { type: 'string', default: '4' },
    senders: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
    'snapshot-bytes': { type: 'string', default: '0' },
  },
});
const listeners = Number(values.listeners);
const senders = Number(values.senders);
const seconds = Number(values.seconds);
const snapshot = 'x'.repeat(Number(values['snapshot-bytes']));

/** A move's payload: its topics (the game, both players, the lobby) and its numbers. */
function payload(n: number): string {
  const id = () => crypto.randomUUID();
  return JSON.stringify({
    topics: [`game:${id()}`, `user:${id()}`, `user:${id()}`],
    gameId: id(),
    status: 'playing',
    revision: n,
    moveNumber: n,
    sentAt: performance.timeOrigin + performance.now(),
    ...(snapshot ? { snapshot } : {}),
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

async function main() {
  let server: EmbeddedServer | undefined;
  let dir: string | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordrise-bench-notify-'));
    server = await startEmbeddedPostgres({ dataDir: dir, port: await freePort() });
    url = server.localUrl('postgres');
  }
  const sql = openPostgres(url, { max: senders + listeners + 1, onnotice: () => {} });
  try {
    const received = Array.from({ length: listeners }, () => 0);
    const latencies: number[] = [];
    const unlisten = await Promise.all(
      received.map((_, i) =>
        sql.listen(CHANNEL, (raw) => {
          received[i]!++;
          const { sentAt } = JSON.parse(raw) as { sentAt: number };
          if (i === 0) latencies.push(performance.timeOrigin + performance.now() - sentAt);
        }),
      ),
    );
    let commits = 0;
    const until = Date.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: senders }, async () => {
        while (Date.now() < until) {
          await sql.begin((tx) => tx`select pg_notify(${CHANNEL}, ${payload(commits)})`);
          commits++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    // Wait for the last notices to arrive (each listener gets every one).
    const deadline = Date.now() + 10_000;
    while (received.some((r) => r < commits) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all(unlisten.map((u) => u.unlisten()));
    latencies.sort((a, b) => a - b);
    const result = {
      listeners,
      senders,
      seconds: Number(elapsed.toFixed(1)),
      commitsPerSec: Math.round(commits / elapsed),
      deliveredPerSec: Math.round(received.reduce((a, b) => a + b, 0) / elapsed),
      lost: received.reduce((a, r) => a + Math.max(0, commits - r), 0),
      latencyMs: {
        p50: Number(quantile(latencies, 0.5).toFixed(1)),
        p95: Number(quantile(latencies, 0.95).toFixed(1)),
        p99: Number(quantile(latencies, 0.99).toFixed(1)),
      },
    };
    console.log(JSON.stringify(result));
  } finally {
    await sql.end({ timeout: 5 });
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();

/**
 * Load bench: what one user can do to everyone else's latency.
 *
 *   pnpm --filter @wordrise/api bench                  # both scenarios
 *   pnpm --filter @wordrise/api bench --only oracle    # or live; --watchers 1000
 *
 * Starts a throwaway embedded PostgreSQL and the tRPC handler of the web route on a
 * real node:http server (one process, like one web process), then:
 *  (a) Oracle batch: 8 other players poll `game.view` while one player sends one
 *      batched GET of 60 `game.oracle` calls (and, separately, 6 batches of 10 at
 *      once): the others' latency before and during it.
 *  (b) Live watchers: N anonymous `game.live` subscribers (SSE) of one game; a
 *      player passes: the mover's wait for the answer, and the time until every
 *      watcher has the new view.
 * Clients run in the same process as the server, so their own parsing is included.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createDb, users as usersTable } from '@wordrise/db';
import { freePort, startEmbeddedPostgres } from '@wordrise/db/embedded';
import { runMigrations } from '@wordrise/db/migrate';
import { ANY_WORD } from '@wordrise/engine';
import superjson from 'superjson';
import { createCaller, createTRPCContext, type SessionUser } from '../src/index';
import { serveFetch } from '../test/support/serve';
import { benchHandler } from './handler';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : fallback;
};
const only = option('--only', 'all');
const watchers = Number(option('--watchers', '1000'));
const moves = Math.min(6, Number(option('--moves', '6'))); // six passes end a game (R28)
const rounds = Number(option('--rounds', '5'));

const percentile = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length
    ? (s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] as number)
    : NaN;
};
const fmt = (xs: readonly number[]) =>
  `n=${xs.length} median ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
const fakeHash = async (p: string) => `bench:${p}`;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wordrise-bench-'));
fs.chmodSync(tmp, 0o755);
const pg = await startEmbeddedPostgres({
  dataDir: path.join(tmp, 'data'),
  port: await freePort(),
  databases: ['bench'],
});
const url = pg.url('bench');
await runMigrations(url);
const conn = createDb(url); // the web process's pool size
const users = new Map<string, SessionUser>();

async function makeUser(username: string): Promise<SessionUser> {
  const [row] = await conn.db
    .insert(usersTable)
    .values({ username, displayName: username })
    .returning();
  const user = { id: row!.id, username: row!.username, name: row!.displayName };
  users.set(user.id, user);
  return user;
}
const callerAs = (user: SessionUser) =>
  createCaller(
    createTRPCContext({ db: conn.db, user, hashPassword: fakeHash, lexicon: () => ANY_WORD }),
  );

const served = await serveFetch(
  benchHandler(conn.db, (req) => users.get(req.headers.get('x-bench-user') ?? '') ?? null),
);
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One HTTP request; resolves with status, body text and elapsed ms. */
function request(
  pathAndQuery: string,
  init: { method?: string; user?: SessionUser; address?: string; body?: unknown } = {},
): Promise<{ status: number; text: string; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${served.url}/api/trpc/${pathAndQuery}`,
      {
        agent,
        method: init.method ?? 'GET',
        headers: {
          'content-type': 'application/json',
          ...(init.user ? { 'x-bench-user': init.user.id } : {}),
          ...(init.address ? { 'x-forwarded-for': init.address } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - t0 }),
        );
      },
    );
    req.on('error', reject);
    if (init.body !== undefined) req.write(JSON.stringify(init.body));
    req.end();
  });
}
const input = (value: unknown) => encodeURIComponent(JSON.stringify(superjson.serialize(value)));
const batchInput = (values: unknown[]) =>
  encodeURIComponent(
    JSON.stringify(Object.fromEntries(values.map((v, i) => [i, superjson.serialize(v)]))),
  );

async function twoPlayerGame(a: SessionUser, b: SessionUser, oracleAllowed = false) {
  const { gameId } = await callerAs(a).lobby.create({ seats: 2, oracleAllowed });
  await callerAs(b).lobby.join({ gameId });
  return gameId;
}

async function oracleScenario() {
  console.log('\n(a) Oracle batch: other players’ game.view latency');
  const attacker = await makeUser('attacker');
  const partner = await makeUser('partner');
  const gameId = await twoPlayerGame(attacker, partner, true);
  const others = await Promise.all(
    Array.from({ length: 8 }, async (_, i) => {
      const me = await makeUser(`other${i}`);
      const them = await makeUser(`rival${i}`);
      return { me, gameId: await twoPlayerGame(me, them) };
    }),
  );
  // Warm up: the word graph, the first Oracle search, the connection pool.
  await request(`game.oracle?input=${input({ gameId })}`, { user: attacker });
  await Promise.all(
    others.map((o) => request(`game.view?input=${input({ gameId: o.gameId })}`, { user: o.me })),
  );

  /** The others poll until `stop`; each latency with its start time. */
  const poll = (stop: { done: boolean }) =>
    Promise.all(
      others.map(async (o) => {
        const samples: { at: number; ms: number }[] = [];
        while (!stop.done) {
          const at = performance.now();
          const { ms } = await request(`game.view?input=${input({ gameId: o.gameId })}`, {
            user: o.me,
          });
          samples.push({ at, ms });
        }
        return samples;
      }),
    ).then((all) => all.flat());

  const quiet = { done: false };
  const quietRun = poll(quiet);
  await new Promise((r) => setTimeout(r, 1500));
  quiet.done = true;
  console.log(`  quiet:                  ${fmt((await quietRun).map((s) => s.ms))}`);

  const attacks: Record<string, () => Promise<{ status: number; ms: number }[]>> = {
    '1 batch of 60 oracle calls': async () => {
      const calls = Array.from({ length: 60 }, () => 'game.oracle').join(',');
      const values = Array.from({ length: 60 }, () => ({ gameId }));
      return [await request(`${calls}?batch=1&input=${batchInput(values)}`, { user: attacker })];
    },
    '6 batches of 10 at once': async () => {
      const calls = Array.from({ length: 10 }, () => 'game.oracle').join(',');
      const values = Array.from({ length: 10 }, () => ({ gameId }));
      return Promise.all(
        Array.from({ length: 6 }, () =>
          request(`${calls}?batch=1&input=${batchInput(values)}`, { user: attacker }),
        ),
      );
    },
  };
  for (const [name, attack] of Object.entries(attacks)) {
    const during: number[] = [];
    const attackTimes: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const stop = { done: false };
      const polling = poll(stop);
      await new Promise((r) => setTimeout(r, 200));
      const t0 = performance.now();
      const results = await attack();
      const t1 = performance.now();
      await new Promise((r) => setTimeout(r, 200));
      stop.done = true;
      // Requests that were in flight at some point of the attack.
      for (const s of await polling) if (s.at < t1 && s.at + s.ms > t0) during.push(s.ms);
      attackTimes.push(
        results.map((r) => `${r.status}`).join('/') + ` in ${(t1 - t0).toFixed(0)} ms`,
      );
    }
    console.log(`  ${name}: answers ${attackTimes.join('; ')}`);
    console.log(`    others during it:     ${fmt(during)}`);
  }
}

async function liveScenario() {
  console.log(`\n(b) ${watchers} live watchers of one game`);
  const p0 = await makeUser('player0');
  const p1 = await makeUser('player1');
  const gameId = await twoPlayerGame(p0, p1);
  /** The highest moveNumber each watcher has seen; resolvers waiting for a move. */
  const seen = new Array<number>(watchers).fill(-1);
  const waiting: { move: number; resolve: () => void }[] = [];
  const check = () => {
    for (let i = waiting.length - 1; i >= 0; i--) {
      const w = waiting[i]!;
      if (seen.every((m) => m >= w.move)) {
        waiting.splice(i, 1);
        w.resolve();
      }
    }
  };
  const allAt = (move: number) =>
    new Promise<void>((resolve) => {
      waiting.push({ move, resolve });
      check();
    });
  let refused = 0;
  const requests: http.ClientRequest[] = [];
  const watch = (i: number) => {
    const req = http.request(`${served.url}/api/trpc/game.live?input=${input({ gameId })}`, {
      agent,
      headers: { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
    });
    requests.push(req);
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        refused++;
        seen[i] = Infinity;
        check();
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const match = /^data: (.*)$/m.exec(event);
          if (!match) continue;
          if (match[1]!.includes('"error"') || match[1]!.includes('TOO_MANY')) {
            refused++;
            seen[i] = Infinity;
          }
          const move = /"moveNumber":(\d+)/.exec(match[1]!);
          if (move) seen[i] = Math.max(seen[i]!, Number(move[1]));
        }
        check();
      });
    });
    req.on('error', () => {});
    req.end();
  };
  const t0 = performance.now();
  for (let i = 0; i < watchers; i++) watch(i);
  await allAt(0);
  console.log(
    `  ${watchers} connected and got the game in ${(performance.now() - t0).toFixed(0)} ms` +
      (refused ? ` (${refused} refused)` : ''),
  );
  const movers = [p0, p1];
  const waits: number[] = [];
  const arrivals: number[] = [];
  for (let move = 1; move <= moves; move++) {
    const view = await callerAs(p0).game.view({ gameId });
    const mover = movers[view.toMove ?? 0]!;
    const t = performance.now();
    const arrived = allAt(move);
    const answer = await request('game.submit', {
      method: 'POST',
      user: mover,
      body: superjson.serialize({ gameId, expectedMove: move - 1, action: { type: 'pass' } }),
    });
    if (answer.status !== 200) throw new Error(`the pass was refused: ${answer.text}`);
    waits.push(performance.now() - t);
    await arrived;
    arrivals.push(performance.now() - t);
  }
  console.log(`  ${moves} passes, the mover's wait:      ${fmt(waits)}`);
  console.log(`  until every watcher had the pass:  ${fmt(arrivals)}`);
  for (const req of requests) req.destroy();
}

try {
  console.log(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), node ${process.version}`,
  );
  if (only === 'all' || only === 'oracle') await oracleScenario();
  if (only === 'all' || only === 'live') await liveScenario();
} finally {
  agent.destroy();
  await served.close();
  await conn.close();
  await pg.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(0);

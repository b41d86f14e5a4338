/**
 * Ratings at scale: a leaderboard page, the best-of boards (best play, game score)
 * and a profile's ratings + history with 100,000 rated players.
 *
 *   pnpm --filter @wordrise/api bench:leaderboard            # --players 100000 --runs 30
 *
 * Starts a throwaway embedded PostgreSQL with its own migrated database, seeds
 * synthetic players in bulk SQL (generate_series, not the demo data): each with a
 * rapid rating in the default ruleset (rating ~ N(1500, 250), RD 50–200, 0–300
 * games, last rated 0–120 days ago), and two rating changes per finished game
 * (each with a final score and a best play, whose game event holds its word),
 * plus one player with a 1,000-game history. Then times the API's calls in the
 * server (tRPC caller: procedure, queries and their round trips; no HTTP), each
 * `--runs` times after a warm-up, and prints medians and p95s, with the database's
 * own execution time (EXPLAIN ANALYZE) of the leaderboard page query.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '@wordrise/db';
import { freePort, startEmbeddedPostgres } from '@wordrise/db/embedded';
import { runMigrations } from '@wordrise/db/migrate';
import { ANY_WORD, DEFAULT_RULESET_KEY } from '@wordrise/engine';
import { createCaller, createTRPCContext } from '../src/index';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : fallback;
};
const PLAYERS = Number(option('--players', '100000'));
const RUNS = Number(option('--runs', '30'));
const GAMES = PLAYERS * 2; // about four rated games stored per player
const HEAVY_GAMES = 1000;
const ruleset = DEFAULT_RULESET_KEY;

const percentile = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] as number;
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wordrise-bench-'));
fs.chmodSync(tmp, 0o755);
const pg = await startEmbeddedPostgres({
  dataDir: path.join(tmp, 'data'),
  port: await freePort(),
  databases: ['bench_leaderboard'],
});
const conn = createDb(pg.url('bench_leaderboard'));
try {
  await runMigrations(pg.url('bench_leaderboard'));
  const sql = conn.sql;
  const seedStart = performance.now();
  await sql`
    insert into users (id, username, display_name)
    select 'u' || i, 'player' || i, 'Player ' || i from generate_series(1, ${PLAYERS}) i`;
  await sql`
    insert into ratings (user_id, ruleset, speed, rating, rd, vol, games, last_rated_at)
    select 'u' || i, ${ruleset}, 'rapid',
      1500 + 250 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()),
      50 + 150 * random(), 0.06, (random() * 300)::int,
      now() - random() * interval '120 days'
    from generate_series(1, ${PLAYERS}) i`;
  // Finished games (a stand-in state: only the rating changes read them) and their changes.
  await sql`
    insert into games (id, ruleset, status, seats, rated, seed, created_by, state, finished_at)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, ${ruleset},
      'finished', 2, true, 'bench', 'u1', '{}'::jsonb, now() - (g || ' minutes')::interval
    from generate_series(1, ${GAMES + HEAVY_GAMES}) g`;
  // Each change carries the player's final score (0–599) and best play (0–119 points,
  // move 0 for the first seat, 1 for the second), as the rating step stores them.
  const change = (player: string, game: string, move: number) => sql`
    insert into rating_changes (game_id, user_id, ruleset, speed, rating_before, rd_before,
      vol_before, rating_after, rd_after, vol_after, created_at, score, best_play_score,
      best_play_move)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, ${sql.unsafe(player)},
      ${ruleset}, 'rapid', 1500, 80, 0.06, 1500 + 20 * (random() - 0.5), 79, 0.06,
      now() - (g || ' minutes')::interval, (random() * 600)::int, (random() * 120)::int,
      ${move}
    from generate_series(${sql.unsafe(game)}) g`;
  // Game g: players (g mod N) + 1 and a neighbour 1–997 places on, never the same.
  await change(`'u' || ((g - 1) % ${PLAYERS} + 1)`, `1, ${GAMES}`, 0);
  await change(`'u' || ((g + g % 997) % ${PLAYERS} + 1)`, `1, ${GAMES}`, 1);
  // The profile's player: a long history.
  await change(`'u7'`, `${GAMES + 1}, ${GAMES + HEAVY_GAMES}`, 0);
  // The plays those best plays point at (the best-play board reads their words).
  await sql`
    insert into game_events (game_id, move_number, seat, actor, action, score, event)
    select c.game_id, c.best_play_move, c.best_play_move, 'player', 'play', c.best_play_score,
      jsonb_build_object('words', jsonb_build_array(jsonb_build_object('word',
        substr('STACKRISEWORDTILES', 1 + c.best_play_move * 5, 5))))
    from rating_changes c`;
  await sql`vacuum analyze`;
  const [eligible] = await sql<{ n: number }[]>`
    select count(*)::int n from ratings where rd <= 110 and games >= 10
      and last_rated_at >= now() - interval '90 days'`;
  const [changes] = await sql<{ n: number }[]>`select count(*)::int n from rating_changes`;
  const pages = Math.ceil((eligible?.n ?? 0) / 50);
  console.log(
    `seeded ${PLAYERS} players, ${changes?.n} rating changes in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${eligible?.n} on the board (${pages} pages)`,
  );

  const caller = createCaller(
    createTRPCContext({
      db: conn.db,
      user: null,
      hashPassword: async (p) => p,
      lexicon: () => ANY_WORD,
    }),
  );
  const time = async (label: string, call: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await call();
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await call();
      ms.push(performance.now() - start);
    }
    console.log(
      `${label.padEnd(44)} median ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms`,
    );
  };
  const bucket = { ruleset, speed: 'rapid' as const };
  for (const [name, page] of [
    ['first', 1],
    ['middle', Math.ceil(pages / 2)],
    ['last', pages],
  ] as const) {
    await time(`leaderboard.list page ${page} (${name})`, () =>
      caller.leaderboard.list({ ...bucket, page }),
    );
  }
  for (const board of ['best-play', 'game-score'] as const) {
    for (const page of [1, 20]) {
      await time(`leaderboard.best ${board} page ${page}`, () =>
        caller.leaderboard.best({ board, ruleset, page }),
      );
    }
  }
  await time('profile: user.ratings + rating.history (1,000)', () =>
    Promise.all([
      caller.user.ratings({ username: 'player7' }),
      caller.rating.history({ username: 'player7', ...bucket }),
    ]),
  );
  await time('profile: user.ratings + rating.history (~4)', () =>
    Promise.all([
      caller.user.ratings({ username: 'player4242' }),
      caller.rating.history({ username: 'player4242', ...bucket }),
    ]),
  );
  type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
  const explain = async (label: string, offset: number, query?: string) => {
    const [row] = await sql.unsafe(`explain (analyze, format json)
      ${
        query ??
        `select r.user_id, r.rating, r.rd, r.games from ratings r
      where r.ruleset = '${ruleset}' and r.speed = 'rapid' and r.rd <= 110 and r.games >= 10
        and r.last_rated_at >= now() - make_interval(days => 90)
      order by r.rating desc nulls last, r.user_id limit 50 offset ${offset}`
      }`);
    const [top] = (
      row as unknown as { 'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number }[] }
    )['QUERY PLAN'];
    const nodes: string[] = [];
    for (let n: PlanNode | undefined = top!.Plan; n; n = n.Plans?.[0])
      nodes.push(n['Node Type'] + (n['Index Name'] ? ` ${n['Index Name']}` : ''));
    console.log(
      `${label.padEnd(44)} ${top!['Execution Time'].toFixed(1)} ms in the database (${nodes.join(' → ')})`,
    );
  };
  await explain('page query, first page', 0);
  await explain('page query, last page', (pages - 1) * 50);
  // The best-of boards' page 20 (the last), as bestBoardPage walks their indexes.
  for (const [board, column] of [
    ['best-play', 'best_play_score'],
    ['game-score', 'score'],
  ] as const) {
    await explain(
      `${board} page 20 query`,
      950,
      `select game_id, user_id, speed, created_at, ${column}, best_play_move
        from rating_changes where ruleset = '${ruleset}' and ${column} is not null
        order by ${column} desc nulls last, created_at, game_id, user_id limit 50 offset 950`,
    );
  }
} finally {
  await conn.close();
  await pg.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}

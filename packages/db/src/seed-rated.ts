import fs from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from './client';
import { demoUserIds, insertDemoGame, type DemoGame, type Transaction } from './demo-game';
import { games } from './schema/games';
import { ratings } from './schema/ratings';

/**
 * The rated games a fresh install starts with, so its leaderboard and profile charts
 * show something: bot games in the demo players' seats, made by `demoRatedGames` in
 * packages/games (`demo-rated-games.json`; a test there keeps the two equal).
 */
export type DemoRatedGame = DemoGame;

/** Minutes on each clock: blitz, the leaderboard's first board. */
export const DEMO_RATED_TIME_MINUTES = 5;
/** How far apart the demo games finished (the last one just before seeding). */
const DEMO_RATED_SPACING_MS = 20 * 60_000;

/** The demo rated game's fixed id (its 0-based place in the file): seeding twice finds it. */
export function demoRatedGameId(index: number): string {
  return `00000000-0000-4000-8000-0000000d${String(1000 + index).padStart(4, '0')}`;
}

export function readDemoRatedGames(): DemoRatedGame[] {
  return JSON.parse(
    fs.readFileSync(new URL('./demo-rated-games.json', import.meta.url), 'utf8'),
  ) as DemoRatedGame[];
}

/**
 * Rates a finished game as the server does when a game ends (packages/games'
 * `rateFinishedGame`: Glicko-2 and its `rating_changes`). Passed in, as password hashing
 * is: this package does not depend on the game domain.
 */
export type RateFinishedGame = (tx: Transaction, gameId: string) => Promise<unknown>;

/**
 * Inserts the demo rated games, oldest first, and rates each with `rateGame` in the same
 * transaction, so every number is the server's own. 0 when they are there already, when
 * the demo players are not, or when a demo player already has a rating: an install whose
 * demo accounts have played rated games keeps its history as it is (demo games rated
 * before them would not chain onto it). So a second `npm start` adds nothing.
 */
export async function seedDemoRatedGames(
  db: Database,
  rateGame: RateFinishedGame,
): Promise<number> {
  const demos = readDemoRatedGames();
  const usernames = [...new Set(demos.flatMap((d) => d.players))];
  const idOf = await demoUserIds(db, usernames);
  if (idOf.size < usernames.length) return 0;
  const ids = demos.map((_, index) => demoRatedGameId(index));
  return db.transaction(async (tx) => {
    // Two starts at once (two processes on one database): the second waits here, then finds
    // the games there and leaves them.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wordrise:demo-rated-games'))`);
    // Seeded already (their ratings are there), or partly undone by hand: leave it be.
    const [rated] = await tx
      .select({ userId: ratings.userId })
      .from(ratings)
      .where(inArray(ratings.userId, [...idOf.values()]))
      .limit(1);
    const [present] = await tx
      .select({ id: games.id })
      .from(games)
      .where(inArray(games.id, ids))
      .limit(1);
    if (rated || present) return 0;
    const now = Date.now();
    for (const [index, demo] of demos.entries()) {
      const finishedAt = new Date(now - (demos.length - index) * DEMO_RATED_SPACING_MS);
      const seats = {
        userIds: demo.players.map((name) => idOf.get(name)!),
        startedAt: new Date(finishedAt.getTime() - DEMO_RATED_SPACING_MS / 2),
        finishedAt,
      };
      const options = { rated: true, timeMinutes: DEMO_RATED_TIME_MINUTES };
      // Cannot happen under the lock; were it to, nothing of this seeding is kept.
      if (!(await insertDemoGame(tx, ids[index]!, demo, seats, options)))
        throw new Error(`demo rated game ${index} was seeded meanwhile`);
      await rateGame(tx, ids[index]!);
    }
    return demos.length;
  });
}

import { gameEvents, gamePlayers, games, ratingChanges, ratings, users } from '@wordrise/db';
import { seedDemoData } from '@wordrise/db/seed';
import {
  DEMO_RATED_TIME_MINUTES,
  demoRatedGameId,
  readDemoRatedGames,
  seedDemoRatedGames,
} from '@wordrise/db/seed-rated';
import { useTestDatabase } from '@wordrise/db/testing';
import { deepEqual, speedOf } from '@wordrise/engine';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  leaderboardPage,
  rateFinishedGame,
  ratingHistory,
  rebuildGameState,
  serverLexicon,
} from '../src/index';
import { DEMO_RATED_GAMES, demoRatedGames } from '../src/demo-rated-games';

/**
 * The rated games `npm start` seeds so a fresh install's leaderboard and profile charts
 * show something: the stored file is real bot games (made again here), and the seed
 * rates them with the server's own step, once.
 */
const t = useTestDatabase();
const fakeHash = async (password: string) => `test-hash:${password}`;
const bucket = {
  ruleset: 'wordrise',
  speed: speedOf({ kind: 'realtime', minutes: DEMO_RATED_TIME_MINUTES }),
};

describe('the demo rated games', () => {
  it('are exactly the games the bots play (regenerate demo-rated-games.json if not)', () => {
    const made = demoRatedGames(serverLexicon('english'));
    expect(made).toHaveLength(DEMO_RATED_GAMES);
    for (const game of made) expect(game.final.status).toBe('over');
    expect(deepEqual(JSON.parse(JSON.stringify(made)), readDemoRatedGames())).toBe(true);
  });

  it('are seeded once, replay to their stored states and rate every demo player onto the leaderboard', async () => {
    // Without the demo players there is no one to seat: nothing.
    expect(await seedDemoRatedGames(t.db, rateFinishedGame)).toBe(0);
    await seedDemoData(t.db, fakeHash);
    expect(await seedDemoRatedGames(t.db, rateFinishedGame)).toBe(DEMO_RATED_GAMES);
    expect(await seedDemoRatedGames(t.db, rateFinishedGame)).toBe(0);
    expect(await t.db.$count(ratingChanges)).toBe(2 * DEMO_RATED_GAMES);

    for (let i = 0; i < DEMO_RATED_GAMES; i++) {
      expect((await rebuildGameState(t.db, demoRatedGameId(i))).difference).toBeUndefined();
    }
    // Their moves are the seated demo players' own, as a person's moves are logged.
    const moves = await t.db
      .select({ seat: gameEvents.seat, actor: gameEvents.actor, by: gameEvents.actorUserId })
      .from(gameEvents)
      .where(eq(gameEvents.gameId, demoRatedGameId(0)));
    const seated = await t.db
      .select({ seat: gamePlayers.seat, userId: gamePlayers.userId })
      .from(gamePlayers)
      .where(eq(gamePlayers.gameId, demoRatedGameId(0)));
    expect(moves.length).toBeGreaterThan(10);
    for (const m of moves) {
      expect(m.actor).toBe('player');
      expect(m.by).toBe(seated.find((s) => s.seat === m.seat)?.userId);
    }
    expect(bucket.speed).toBe('blitz');
    // Every demo player played 18 games, settled enough to be ranked on the first board.
    const board = await leaderboardPage(t.db, bucket, 1);
    expect(board.entries.map((e) => e.username).sort()).toEqual(['alice', 'bob', 'carol']);
    for (const entry of board.entries) {
      expect(entry.games).toBe(18);
      expect(entry.averageScore).toBeGreaterThan(100);
    }
    // Each history is a chain from the newcomer's 1500, ending at the stored rating.
    const demo = await t.db.select().from(users).where(eq(users.isDemo, 1)).orderBy(asc(users.id));
    for (const user of demo) {
      const history = await ratingHistory(t.db, user.id, bucket);
      expect(history).toHaveLength(18);
      expect(history[0]?.before.rating).toBe(1500);
      history.slice(1).forEach((h, i) => expect(h.before).toEqual(history[i]!.after));
      const [stored] = await t.db.select().from(ratings).where(eq(ratings.userId, user.id));
      expect(stored?.rating).toBe(history.at(-1)?.after.rating);
    }
  });

  it('are not seeded into an install whose demo players have played rated games already', async () => {
    await forgetDemoRatedGames();
    const [bob] = await t.db.select().from(users).where(eq(users.username, 'bob'));
    // Bob has a rating of his own (one rated game, played before this version seeded any).
    await t.db.insert(ratings).values({
      userId: bob!.id,
      ...bucket,
      rating: 1612,
      rd: 300,
      vol: 0.06,
      games: 1,
      lastRatedAt: new Date(),
    });
    expect(await seedDemoRatedGames(t.db, rateFinishedGame)).toBe(0);
    expect(await t.db.$count(games, inArray(games.id, demoIds()))).toBe(0);
    expect(await t.db.$count(ratingChanges)).toBe(0);
    const [kept] = await t.db.select().from(ratings).where(eq(ratings.userId, bob!.id));
    expect(kept?.rating).toBe(1612);
  });

  it('are seeded once when two starts seed at the same moment (the second finds them there)', async () => {
    await forgetDemoRatedGames();
    const counts = await Promise.all([
      seedDemoRatedGames(t.db, rateFinishedGame),
      seedDemoRatedGames(t.db, rateFinishedGame),
    ]);
    expect([...counts].sort((a, b) => a - b)).toEqual([0, DEMO_RATED_GAMES]);
    expect(await t.db.$count(games, inArray(games.id, demoIds()))).toBe(DEMO_RATED_GAMES);
  });

  it('are left as they are when some of them are there without their ratings', async () => {
    await forgetDemoRatedGames();
    expect(await seedDemoRatedGames(t.db, rateFinishedGame)).toBe(DEMO_RATED_GAMES);
    // By hand: the ratings wiped, the first game deleted; the others stay.
    await t.db.delete(ratings).where(sql`true`);
    await t.db.delete(games).where(eq(games.id, demoRatedGameId(0)));
    expect(await seedDemoRatedGames(t.db, rateFinishedGame)).toBe(0);
    expect(await t.db.$count(games, inArray(games.id, demoIds()))).toBe(DEMO_RATED_GAMES - 1);
    expect(await t.db.$count(ratings)).toBe(0);
  });
});

/** An install from before the demo rated games: the demo players, no ratings. */
async function forgetDemoRatedGames(): Promise<void> {
  await t.db.delete(games).where(inArray(games.id, demoIds()));
  await t.db.delete(ratings).where(sql`true`);
}

const demoIds = () => Array.from({ length: DEMO_RATED_GAMES }, (_, i) => demoRatedGameId(i));

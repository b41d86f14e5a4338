import fs from 'node:fs';
import type { GameEvent, GameState } from '@wordrise/engine';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import { moveAnnotations, type PlayAnnotation } from './schema/annotations';
import { users } from './schema/auth';
import { gameEvents, gamePlayers, games } from './schema/games';

/** The demo players every fresh install has; the README lists their passwords. */
export const DEMO_USERS = [
  { username: 'alice', displayName: 'Alice', password: 'wordrise-alice' },
  { username: 'bob', displayName: 'Bob', password: 'wordrise-bob' },
  { username: 'carol', displayName: 'Carol', password: 'wordrise-carol' },
] as const;

/**
 * The finished demo game whose review a fresh install shows: a real game the
 * engine's bots played in the demo players' seats, with the Oracle's analysis.
 * `demo-review.json` is made by `demoReview` in packages/games (this package does
 * not run the engine); a test there keeps the two equal.
 */
export interface DemoReview {
  seed: string;
  ruleset: string;
  rulesVersion: GameState['rulesVersion'];
  rngVersion: GameState['rngVersion'];
  /** Demo usernames, in seat order. */
  players: string[];
  names: string[];
  events: GameEvent[];
  final: GameState;
  ranking: number[][];
  annotations: PlayAnnotation[];
  oracleVersion: string;
}

/** The demo game's fixed id: seeding it twice finds it there. */
export const DEMO_REVIEW_GAME_ID = '00000000-0000-4000-8000-00000000de70';

export function readDemoReview(): DemoReview {
  return JSON.parse(
    fs.readFileSync(new URL('./demo-review.json', import.meta.url), 'utf8'),
  ) as DemoReview;
}

/**
 * Inserts the demo data unless it is there already (a second `npm start`
 * changes nothing). Password hashing is passed in: it belongs to the auth package.
 */
export async function seedDemoData(
  db: Database,
  hashPassword: (password: string) => Promise<string>,
): Promise<{ inserted: number; demoGames: number }> {
  let inserted = 0;
  for (const demo of DEMO_USERS) {
    const rows = await db
      .insert(users)
      .values({
        username: demo.username,
        displayName: demo.displayName,
        passwordHash: await hashPassword(demo.password),
        isDemo: 1,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    inserted += rows.length;
  }
  return { inserted, demoGames: await seedDemoReview(db) };
}

/** The finished demo game with its log, seats, result and analysis; 0 if it is there already. */
async function seedDemoReview(db: Database): Promise<number> {
  const demo = readDemoReview();
  const seated = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(users.username, demo.players), eq(users.isDemo, 1)));
  const idOf = new Map(seated.map((u) => [u.username, u.id]));
  const ids = demo.players.map((name) => idOf.get(name));
  if (ids.some((id) => id === undefined)) return 0;
  const { final } = demo;
  const end = final.result;
  if (!end) throw new Error('the demo game has not ended');
  const ranks = demo.players.map((_, seat) => demo.ranking.findIndex((g) => g.includes(seat)));
  return db.transaction(async (tx) => {
    const now = new Date();
    const [game] = await tx
      .insert(games)
      .values({
        id: DEMO_REVIEW_GAME_ID,
        ruleset: demo.ruleset,
        status: 'finished',
        seats: demo.players.length,
        seed: demo.seed,
        rngVersion: demo.rngVersion,
        rulesVersion: demo.rulesVersion,
        createdBy: ids[0]!,
        moveNumber: final.moveNumber,
        state: final,
        result: { ...end, ranking: demo.ranking },
        startedAt: now,
        finishedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: games.id });
    if (!game) return 0;
    await tx.insert(gamePlayers).values(
      demo.players.map((_, seat) => ({
        gameId: DEMO_REVIEW_GAME_ID,
        seat,
        userId: ids[seat]!,
        name: demo.names[seat] ?? `Seat ${seat + 1}`,
        score: final.players[seat]?.score ?? 0,
        rank: (ranks[seat] ?? 0) + 1,
        result: seatResult(ranks[seat] ?? 0, demo.ranking[0]?.length ?? 1),
      })),
    );
    await tx.insert(gameEvents).values(
      demo.events.map((event) => ({
        gameId: DEMO_REVIEW_GAME_ID,
        moveNumber: event.move,
        seat: event.seat,
        actor: 'bot' as const,
        action: event.type,
        score: event.type === 'play' ? event.score : event.type === 'timeout' ? -event.penalty : 0,
        event,
      })),
    );
    if (demo.annotations.length > 0)
      await tx.insert(moveAnnotations).values(
        demo.annotations.map((a) => ({
          gameId: DEMO_REVIEW_GAME_ID,
          ...a,
          oracleVersion: demo.oracleVersion,
        })),
      );
    return 1;
  });
}

/** A seat's result from its place (0 = first) and how many share first place. */
function seatResult(place: number, firstPlaced: number): 'win' | 'loss' | 'draw' {
  if (place !== 0) return 'loss';
  return firstPlaced > 1 ? 'draw' : 'win';
}

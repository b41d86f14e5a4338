import fs from 'node:fs';
import type { Database } from './client';
import { demoUserIds, insertDemoGame, type DemoGame } from './demo-game';
import { moveAnnotations, type PlayAnnotation } from './schema/annotations';
import { users } from './schema/auth';

export type { DemoGame };

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
export interface DemoReview extends DemoGame {
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
  const idOf = await demoUserIds(db, demo.players);
  const ids = demo.players.map((name) => idOf.get(name));
  if (ids.some((id) => id === undefined)) return 0;
  return db.transaction(async (tx) => {
    const now = new Date();
    const seats = { userIds: ids as string[], startedAt: now, finishedAt: now };
    if (!(await insertDemoGame(tx, DEMO_REVIEW_GAME_ID, demo, seats))) return 0;
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

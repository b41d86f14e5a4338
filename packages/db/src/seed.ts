import type { Database } from './client';
import { users } from './schema/index';

/** The demo players every fresh install has; the README lists their passwords. */
export const DEMO_USERS = [
  { username: 'alice', displayName: 'Alice', password: 'wordrise-alice' },
  { username: 'bob', displayName: 'Bob', password: 'wordrise-bob' },
  { username: 'carol', displayName: 'Carol', password: 'wordrise-carol' },
] as const;

/**
 * Inserts the demo data unless it is there already (a second `npm start`
 * changes nothing). Password hashing is passed in: it belongs to the auth package.
 */
export async function seedDemoData(
  db: Database,
  hashPassword: (password: string) => Promise<string>,
): Promise<{ inserted: number }> {
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
  return { inserted };
}

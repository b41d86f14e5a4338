import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { users, workerHeartbeats } from './schema/index';

export interface DatabaseStatus {
  /** Number of migrations applied, i.e. the schema version. */
  schemaVersion: number;
  demoUsers: number;
  users: number;
  /** Worker processes that reported in the last two minutes. */
  liveWorkers: number;
}

/** What the status page shows: proof that the app reads the live database. */
export async function readStatus(db: Database): Promise<DatabaseStatus> {
  const [migrations] = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  const [counts] = await db
    .select({
      users: sql<number>`count(*)::int`,
      demoUsers: sql<number>`count(*) filter (where ${users.isDemo} = 1)::int`,
    })
    .from(users);
  const [workers] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workerHeartbeats)
    .where(sql`${workerHeartbeats.seenAt} > now() - interval '2 minutes'`);
  return {
    liveWorkers: workers?.n ?? 0,
    schemaVersion: migrations?.n ?? 0,
    demoUsers: counts?.demoUsers ?? 0,
    users: counts?.users ?? 0,
  };
}

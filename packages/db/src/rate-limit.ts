import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from './client';
import { rateLimitHits } from './schema/sign-in';

/** At most `max` requests in any `windowSeconds`, counted in `bucket`. */
export interface RateLimit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

type Queryable = Pick<Database, 'select' | 'insert' | 'delete'>;

/**
 * When the next request under `limits` may come: null if it may come now (then
 * one hit is recorded in every bucket), else the earliest time all of them allow
 * it. Callers that must not let parallel requests slip past a limit run this in
 * a transaction under an advisory lock of their own.
 */
export async function takeRateLimitHit(db: Queryable, limits: RateLimit[]): Promise<Date | null> {
  let notBefore: Date | null = null;
  for (const limit of limits) {
    const since = sql`now() - make_interval(secs => ${limit.windowSeconds})`;
    // The max-th newest hit in the window: while it is there, the bucket is full.
    const [blocking] = await db
      .select({ at: rateLimitHits.createdAt })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, limit.bucket), gt(rateLimitHits.createdAt, since)))
      .orderBy(desc(rateLimitHits.createdAt))
      .offset(limit.max - 1)
      .limit(1);
    if (blocking) {
      const until = new Date(blocking.at.getTime() + limit.windowSeconds * 1000);
      if (!notBefore || until > notBefore) notBefore = until;
    }
  }
  if (notBefore) return notBefore;
  for (const limit of limits) {
    await db
      .delete(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, limit.bucket),
          lt(rateLimitHits.createdAt, sql`now() - make_interval(secs => ${limit.windowSeconds})`),
        ),
      );
  }
  await db.insert(rateLimitHits).values(limits.map((limit) => ({ bucket: limit.bucket })));
  return null;
}

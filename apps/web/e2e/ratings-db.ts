import { openPostgres } from '@wordrise/db/open-postgres';

/**
 * Test-only setup, straight in the test database (DATABASE_URL, as the app under
 * test): a rated game or two cannot make a player leaderboard-eligible (RD ≤ 110,
 * at least 10 rated games), so the players' existing rating rows in the bucket
 * are marked established and recent. Nothing else touches the database directly (but
 * `replay-db.ts`, which forgets an analysis).
 */
export async function makeLeaderboardEligible(
  usernames: readonly string[],
  bucket: { ruleset: string; speed: string },
): Promise<number> {
  // eslint-disable-next-line no-restricted-properties -- the test's own database, as the app's
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the browser tests run with DATABASE_URL');
  const sql = openPostgres(url, { max: 1 });
  try {
    const rows = await sql`
      update ratings set rd = 60, games = greatest(games, 10), last_rated_at = now()
      where ruleset = ${bucket.ruleset} and speed = ${bucket.speed}
        and user_id in (select id from users where username in ${sql([...usernames])})
      returning user_id`;
    return rows.length;
  } finally {
    await sql.end();
  }
}

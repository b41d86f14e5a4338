import { openPostgres } from '@wordrise/db/open-postgres';

/** Test-only: runs `work` against the app's database (DATABASE_URL, as the app under test). */
async function withDatabase(work: (sql: ReturnType<typeof openPostgres>) => Promise<unknown>) {
  // eslint-disable-next-line no-restricted-properties -- the test's own database, as the app's
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the browser tests run with DATABASE_URL');
  const sql = openPostgres(url, { max: 1 });
  try {
    await work(sql);
  } finally {
    await sql.end();
  }
}

/** The game began two minutes ago (a claim needs a game older than its one-minute window). */
export async function gameStartedLongAgo(gameId: string): Promise<void> {
  await withDatabase(
    (sql) => sql`update games set started_at = now() - interval '2 minutes' where id = ${gameId}`,
  );
}

/** The player's last heartbeat in the game was 61 seconds ago: gone, to the server. */
export async function lastSeenOverAMinuteAgo(gameId: string, username: string): Promise<void> {
  await withDatabase(
    (sql) => sql`
      update game_presence p set last_seen_at = now() - interval '61 seconds'
      from users u where p.user_id = u.id and lower(u.username) = lower(${username}) and p.game_id = ${gameId}`,
  );
}

/**
 * A paired game waits ten minutes for its players instead of one (and its deadline with it),
 * so that a test on a slow machine still opens it within the wait.
 */
export async function arrivalWaitLonger(gameId: string): Promise<void> {
  await withDatabase(
    (sql) => sql`
      update games set clock_grace_until = now() + interval '10 minutes',
        clock_deadline = now() + interval '10 minutes' + make_interval(mins => time_minutes)
      where id = ${gameId} and status = 'playing' and clock_grace_until is not null`,
  );
}

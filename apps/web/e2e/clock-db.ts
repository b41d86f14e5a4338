import { openPostgres } from '@wordrise/db/open-postgres';

/**
 * Test-only: a correspondence game's clock moved on in the database (DATABASE_URL, as
 * the app under test), so a browser test need not wait most of a day. The current
 * turn is made to have begun 85 % of a one-day move ago (its deadline with it), and
 * the game's `clock_warning` job — the job catalogue's name and key
 * (`clock_warning:<game id>`, `gameJobKey`) — is brought forward to now with
 * graphile-worker's own `add_job`, which replaces the pending job of that key. The
 * worker then runs it as it would at the 80 % point.
 */
export async function warningDueNow(gameId: string): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- the test's own database, as the app's
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the browser tests run with DATABASE_URL');
  const sql = openPostgres(url, { max: 1 });
  try {
    await sql.begin(async (tx) => {
      await tx`
        update games
        set turn_started_at = now() - interval '0.85 day',
            clock_deadline = now() + interval '0.15 day'
        where id = ${gameId} and time_control = 'correspondence' and time_days = 1`;
      await tx`
        select graphile_worker.add_job(
          identifier => 'clock_warning',
          payload => json_build_object('gameId', id, 'moveNumber', move_number, 'seat', to_move_seat),
          job_key => 'clock_warning:' || id::text,
          run_at => now(),
          max_attempts => 10)
        from games where id = ${gameId}`;
    });
  } finally {
    await sql.end();
  }
}

/**
 * Test-only: the player to move in a real-time game has `ms` left from now (their stored
 * time, the turn's start and its deadline), so a browser test hears the low-time warnings
 * without playing the clock down for minutes. The page reads it when it loads the game.
 */
export async function moverTimeLeftNow(gameId: string, ms: number): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- the test's own database, as the app's
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the browser tests run with DATABASE_URL');
  const sql = openPostgres(url, { max: 1 });
  try {
    await sql.begin(async (tx) => {
      const moved = await tx`
        update game_players p
        set time_left_ms = ${ms}
        from games g
        where g.id = ${gameId} and g.time_control = 'realtime'
          and p.game_id = g.id and p.seat = g.to_move_seat`;
      if (moved.count !== 1) throw new Error(`no real-time game ${gameId} with a seat to move`);
      await tx`
        update games
        set turn_started_at = now(),
            clock_grace_until = null,
            clock_deadline = now() + ${ms} * interval '1 millisecond',
            revision = revision + 1
        where id = ${gameId}`;
    });
  } finally {
    await sql.end();
  }
}

/**
 * Test-only: the player to move in a real-time game has `ms` left from now, and the game's
 * `clock_expiry` job (key `clock_expiry:<game id>`, as the app keys it) is moved to that
 * deadline with graphile-worker's own `add_job`, so the worker records the timeout then,
 * as it would have at the end of the full clock.
 */
export async function moverTimesOutIn(gameId: string, ms: number): Promise<void> {
  await moverTimeLeftNow(gameId, ms);
  // eslint-disable-next-line no-restricted-properties -- the test's own database, as the app's
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the browser tests run with DATABASE_URL');
  const sql = openPostgres(url, { max: 1 });
  try {
    await sql`
      select graphile_worker.add_job(
        identifier => 'clock_expiry',
        payload => json_build_object('gameId', id, 'moveNumber', move_number, 'seat', to_move_seat),
        job_key => 'clock_expiry:' || id::text,
        run_at => clock_deadline,
        max_attempts => 10)
      from games where id = ${gameId}`;
  } finally {
    await sql.end();
  }
}

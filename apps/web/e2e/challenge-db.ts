import { openPostgres } from '@wordrise/db/open-postgres';

/**
 * Test-only: the game's bag emptied and `seat`'s rack made `word`, straight in the test
 * database (DATABASE_URL, as the app under test), so that seat's play of `word` goes out
 * without playing a whole game first. The revision moves on so no cached view is reused;
 * the page must be read again.
 */
export async function goingOutNext(gameId: string, seat: number, word: string): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- the test's own database, as the app's
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the browser tests run with DATABASE_URL');
  const sql = openPostgres(url, { max: 1 });
  try {
    await sql`
      update games
      set state = jsonb_set(jsonb_set(state, '{bag}', '""'),
                            array['players', ${String(seat)}, 'rack'], to_jsonb(${word}::text)),
          revision = revision + 1
      where id = ${gameId}`;
  } finally {
    await sql.end();
  }
}

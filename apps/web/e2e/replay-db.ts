import { openPostgres } from '@wordrise/db/open-postgres';

/**
 * Test-only, straight in the test database (DATABASE_URL, as the app under test): a
 * finished game's stored analysis forgotten, as for a game that ended before the worker
 * ever ran, so a replay page can be open while the worker makes it.
 */
export async function forgetAnalysis(gameId: string): Promise<number> {
  // eslint-disable-next-line no-restricted-properties -- the test's own database, as the app's
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the browser tests run with DATABASE_URL');
  const sql = openPostgres(url, { max: 1 });
  try {
    const rows = await sql`delete from move_annotations where game_id = ${gameId} returning 1`;
    return rows.length;
  } finally {
    await sql.end();
  }
}

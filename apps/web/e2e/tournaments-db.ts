import { openPostgres } from '@wordrise/db/open-postgres';

/**
 * Test-only setup, straight in the test database (DATABASE_URL, as the app under
 * test): finished tournaments from long ago, enough to fill more than one page of
 * /tournaments' finished list without playing each. Only the list's projection row
 * is written (the list never reads the log); their own pages are not opened.
 */
export async function insertOldFinishedTournaments(
  organiser: string,
  names: readonly string[],
): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- the test's own database, as the app's
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the browser tests run with DATABASE_URL');
  const sql = openPostgres(url, { max: 1 });
  try {
    await sql`
      insert into tournaments (organiser_id, name, format, ruleset, rounds, capacity, status,
        registration_opens_at, registration_closes_at, starts_at)
      select u.id, n.name, 'swiss', 'wordrise', 1, 8, 'finished',
        s.at - interval '2 days', s.at - interval '1 day', s.at
      from users u,
        jsonb_array_elements_text(${JSON.stringify(names)}::text::jsonb) with ordinality as n(name, i),
        lateral (select timestamptz '2001-01-01' + n.i * interval '1 day' as at) s
      where u.username = ${organiser}`;
  } finally {
    await sql.end();
  }
}

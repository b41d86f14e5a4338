import { openPostgres } from '@wordrise/db/open-postgres';
import {
  decide,
  DEFAULT_RULESET_KEY,
  evolve,
  playerCount,
  rebuild,
  type TournamentCommand,
  type TournamentEvent,
  type TournamentLogState,
} from '@wordrise/engine';

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

/**
 * Test-only: a single-elimination final between two bots that finished `daysAgo` days ago,
 * written straight into the test database as the app would have written it: its log made by
 * the engine's own `decide` with the clock set back (created, two bots entered, started, the
 * final given to the first bot as a forfeit win, finished), its projections beside it. Its
 * page has never been read, so nothing of it is cached. The tournament's id.
 */
export async function insertTournamentFinishedDaysAgo(
  organiser: string,
  name: string,
  daysAgo: number,
): Promise<string> {
  // eslint-disable-next-line no-restricted-properties -- the test's own database, as the app's
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the browser tests run with DATABASE_URL');
  const sql = openPostgres(url, { max: 1 });
  try {
    const [user] = await sql<{ id: string }[]>`select id from users where username = ${organiser}`;
    if (!user) throw new Error(`no user ${organiser}`);
    const HOUR = 3_600_000;
    const at = Date.now() - daysAgo * 24 * HOUR;
    const time = (ms: number) => new Date(ms).toISOString();
    const log: TournamentEvent[] = [];
    let state: TournamentLogState | null = null;
    const run = (command: TournamentCommand, now: number) => {
      const decision = decide(state, { userId: user.id }, command, new Date(now));
      if (!decision.ok) throw new Error(decision.error.message);
      for (const e of decision.events) {
        log.push(e);
        state = state === null ? rebuild([e]) : evolve(state, e);
      }
    };
    run(
      {
        type: 'create',
        settings: {
          name,
          description: '',
          format: 'single-elimination',
          ruleset: DEFAULT_RULESET_KEY,
          timeControl: { kind: 'none' },
          rated: false,
          rounds: 1,
          bestOf: 1,
          capacity: 2,
          registrationOpensAt: time(at - 2 * HOUR),
          registrationClosesAt: time(at + HOUR),
          startsAt: time(at + 2 * HOUR),
          checkInOpensAt: null,
          forfeitLimit: 0,
        },
      },
      at - 3 * HOUR,
    );
    run({ type: 'add_bot', botLevel: 'greedy', name: 'Greedy bot' }, at - HOUR);
    run({ type: 'add_bot', botLevel: 'greedy', name: 'Greedy bot 2' }, at - HOUR);
    run({ type: 'start' }, at - HOUR);
    run(
      {
        type: 'correct_result',
        target: { kind: 'match', matchId: 'r1m1' },
        correction: 'forfeit-win',
        entrantId: 'e1',
        reason: 'Its opponent never moved.',
      },
      at,
    );
    const s = state as TournamentLogState | null;
    if (s?.status !== 'finished') throw new Error('the old tournament did not finish');
    const x = s.settings;
    return await sql.begin(async (tx) => {
      const [row] = await tx<{ id: string }[]>`
        insert into tournaments (organiser_id, name, format, ruleset, rounds, best_of, capacity,
          registration_opens_at, registration_closes_at, starts_at, started_at, forfeit_limit,
          status, revision, entrant_count, created_at)
        values (${user.id}, ${x.name}, ${x.format}, ${x.ruleset}, ${x.rounds}, ${x.bestOf},
          ${x.capacity}, ${x.registrationOpensAt}, ${x.registrationClosesAt}, ${x.startsAt},
          ${s.startedAt}, ${x.forfeitLimit}, ${s.status}, ${s.revision},
          ${playerCount(s)}, ${s.createdAt})
        returning id`;
      if (!row) throw new Error('insert returned nothing');
      for (const [i, e] of log.entries())
        await tx`
          insert into tournament_events (tournament_id, seq, type, payload, by, at)
          values (${row.id}, ${i + 1}, ${e.type}, ${tx.json(JSON.parse(JSON.stringify(e)))},
            ${e.by}, ${e.at})`;
      for (const e of s.entrants)
        await tx`
          insert into tournament_entrants (tournament_id, entrant_id, user_id, name, status, played)
          values (${row.id}, ${e.id}, ${e.userId}, ${e.name}, ${e.status}, ${e.played})`;
      return row.id;
    });
  } finally {
    await sql.end();
  }
}

import { createDb, type Database } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { listLiveGames, listOpenGames, listSentChallenges } from '../src/index';
import { makeUsers, type Player } from './helpers';

// The lobby's lists must read their partial index in its order and stop at the page's end,
// however many games there are. A table this small is read whole either way, so the plan is
// asked for with the other ways of reading turned off: a plan that still sorts is one the
// index cannot serve (e.g. `desc`, NULLS FIRST, against an index made DESC NULLS LAST).
const t = useTestDatabase();
let people: Player[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'pia');
});

/**
 * The statement with its values written in as literals, typed by where they stand (postgres.js
 * reports them as it sent them, as text: sent again as parameters, `'t'` would not be true).
 */
function withValues(read: { text: string; parameters: readonly unknown[] }): string {
  return read.text.replace(/\$(\d+)\b/g, (_, n: string) => {
    const value = read.parameters[Number(n) - 1];
    return value === null ? 'null' : `'${String(value).replaceAll("'", "''")}'`;
  });
}

/** The plan PostgreSQL makes for the one read of games that `list` sends, with its values. */
async function planOf(list: (db: Database) => Promise<unknown>) {
  const sent: { text: string; parameters: readonly unknown[] }[] = [];
  const pool = createDb(t.url, {
    max: 1,
    onStatement: (text, parameters) => sent.push({ text, parameters }),
  });
  try {
    await list(pool.db);
    const read = sent.find((s) => /\bfrom "games"/.test(s.text));
    if (!read) throw new Error(`no read of games among ${sent.map((s) => s.text).join('\n')}`);
    return await pool.sql.begin(async (tx) => {
      await tx`set local enable_seqscan = off`;
      await tx`set local enable_bitmapscan = off`;
      const rows = await tx.unsafe<{ 'QUERY PLAN': string }[]>(`explain ${withValues(read)}`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  } finally {
    await pool.close();
  }
}

/** A Sort node that sorts every row it is given (an Incremental Sort only sorts within the index's groups). */
const FULL_SORT = /(^|->)\s*Sort\s+\(/m;

describe('the lobby lists read their index in order', () => {
  it('lobby.open: listed open games, newest first, straight from games_open_idx', async () => {
    const plan = await planOf((db) => listOpenGames(db, 20));
    expect(plan).toContain('Index Scan using games_open_idx');
    expect(plan).not.toMatch(FULL_SORT);
  });

  it('lobby.live: running games, last changed first, from games_playing_idx by the minute', async () => {
    const plan = await planOf((db) => listLiveGames(db, 20));
    expect(plan).toContain('Index Scan using games_playing_idx');
    expect(plan).not.toMatch(FULL_SORT);
  });

  it('lobby.sentChallenges: a player’s challenges, newest first, from games_creator_open_idx', async () => {
    const plan = await planOf((db) =>
      listSentChallenges(db, people[0]!.id, { cursor: null, limit: 20 }),
    );
    expect(plan).toContain('games_creator_open_idx');
    expect(plan).not.toMatch(FULL_SORT);
  });
});

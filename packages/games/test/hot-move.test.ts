import type { Database } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { ANY_WORD } from '@wordrise/engine';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { submitAction } from '../src/index';
import { makeUsers, playerFor, startTwoPlayerGame, stateOf, type Player } from './helpers';

// A move rewrites the game row (state, clock, move number, updated_at). When no index holds a
// column it changes, PostgreSQL updates the row in place on its page (a HOT update) instead
// of adding an entry to each of the table's indexes: the costliest statement of a move was
// this update, never HOT while `updated_at` and `clock_deadline` were indexed.
const t = useTestDatabase();
let people: Player[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'hana', 'hugo');
});

/** The columns a move's update of `games` changes (record.ts, UPDATE_GAME). */
const CHANGED_BY_A_MOVE = [
  'state',
  'move_number',
  'to_move_seat',
  'turn_started_at',
  'clock_deadline',
  'revision',
  'updated_at',
];

describe('a move’s update of the game row', () => {
  it('touches no column an index of games holds, in its keys, expressions or predicate', async () => {
    // pg_depend records every column an index refers to, wherever in its definition.
    const rows = await t.db.execute<{ index: string; column: string }>(sql`
      select i.relname as index, a.attname as column
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = x.indexrelid
        and d.refclassid = 'pg_class'::regclass and d.refobjid = x.indrelid
      join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
      where x.indrelid = 'games'::regclass`);
    const indexed = new Set(rows.map((r) => r.column));
    expect(indexed.has('status')).toBe(true); // the query sees the partial indexes' predicates
    expect(CHANGED_BY_A_MOVE.filter((column) => indexed.has(column))).toEqual([]);
    expect(indexed.has('updated_minute')).toBe(true);
  });

  it('is HOT: moves within one minute add no index entries (updated_minute unchanged)', async () => {
    const [hana, hugo] = people.map((p) => playerFor(t, p));
    const gameId = await startTwoPlayerGame(hana!, hugo!, {
      timeControl: { kind: 'realtime', minutes: 5 },
    });
    // The counters of the current transaction, so no other backend's work is counted.
    const counters = async (db: { execute: Database['execute'] }) => {
      const [row] = await db.execute<{ updated: string; hot: string; minute: Date }>(sql`
        select pg_stat_get_xact_tuples_updated('games'::regclass) as updated,
          pg_stat_get_xact_tuples_hot_updated('games'::regclass) as hot,
          (select date_trunc('minute', updated_at, 'UTC') from games where id = ${gameId}) as minute`);
      return { updated: Number(row!.updated), hot: Number(row!.hot), minute: String(row!.minute) };
    };
    // A move that crosses into the next minute moves the row in the index: it is not HOT, and
    // says nothing. Moves are made until one stays within its minute (almost always the first).
    let withinMinute = 0;
    while (withinMinute === 0) {
      const { moveNumber, toMove } = await stateOf(t, gameId);
      const mover = people[toMove]!;
      const seen = await t.db.transaction(async (tx) => {
        const before = await counters(tx);
        await submitAction(tx as unknown as Database, {
          gameId,
          expectedMove: moveNumber,
          action: { type: 'pass' },
          actor: { kind: 'player', userId: mover.id },
          lexicon: () => ANY_WORD,
        });
        const after = await counters(tx);
        return { before, after };
      });
      expect(seen.after.updated - seen.before.updated).toBe(1);
      if (seen.after.minute !== seen.before.minute) continue;
      expect(seen.after.hot - seen.before.hot).toBe(1);
      withinMinute += 1;
    }
  });
});

import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../src/testing/index';
import { poolOfOne } from './support/pool-of-one';

// postgres.js gathers the statements issued in one tick and writes them together at its end.
// Unpatched, it wrote at once as soon as 1 kB had gathered: a move's writes, whose game state
// is a few kB, went out in two writes (two wake-ups of the server, two reads of its answers).
// Patched in patches/postgres@3.4.9.patch: one write up to 64 kB.
const t = useTestDatabase();

describe('statements issued together (patched postgres.js)', () => {
  it('go out in one write, a few kB of parameters among them', async () => {
    const { sql, writes, count } = poolOfOne(t.url);
    try {
      await sql`create table if not exists batch_probe (doc jsonb, n integer)`;
      const doc = JSON.stringify({ board: 'x'.repeat(4_000) });
      // Once to prepare the statements (a first use describes before it binds).
      const once = () =>
        Promise.all([
          sql`insert into batch_probe values (${doc}::jsonb, 1)`.execute(),
          sql`update batch_probe set n = n + 1`.execute(),
          sql`select count(*)::int as n from batch_probe`.execute(),
        ]);
      await once();
      count(true);
      const [, , [row]] = await once();
      count(false);
      expect(row).toEqual({ n: 2 });
      expect(writes).toHaveLength(1);
      expect(writes[0]).toBeGreaterThan(4_000);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  it('a tick of many statements goes out in writes of 64 kB, all before any answer', async () => {
    const { sql, writes, readsBefore, count } = poolOfOne(t.url);
    try {
      const text = 'y'.repeat(2_000);
      const issue = () =>
        Promise.all(
          Array.from({ length: 90 }, (_, i) =>
            sql`select ${i}::int as i, ${text} as text`.execute(),
          ),
        );
      await issue(); // prepared
      count(true);
      const answers = await issue();
      count(false);
      expect(answers.map(([row]) => row?.i)).toEqual(answers.map((_, i) => i));
      const total = writes.reduce((sum, n) => sum + n, 0);
      expect(total).toBeGreaterThan(90 * 2_000);
      // Each write but the last went out once 64 kB had gathered (64 kB and part of a
      // statement), and the statements after it went on being written without waiting for
      // answers (fewer than the pipeline's 100, and the kernel took each write at once).
      expect(writes).toHaveLength(3);
      expect(readsBefore).toEqual([0, 0, 0]);
      for (const n of writes.slice(0, -1)) expect(n - 64 * 1024).toBeGreaterThanOrEqual(0);
      for (const n of writes.slice(0, -1)) expect(n - 64 * 1024).toBeLessThan(2_200);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
});

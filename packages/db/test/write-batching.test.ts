import postgres from 'postgres';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../src/testing/index';

// postgres.js gathers the statements issued in one tick and writes them together at its end.
// Unpatched, it wrote at once as soon as 1 kB had gathered: a move's writes, whose game state
// is a few kB, went out in two writes (two wake-ups of the server, two reads of its answers).
// Patched in patches/postgres@3.4.9.patch: one write up to 64 kB.
const t = useTestDatabase();

/** A pool of one that counts what is written to its socket after the session's start-up. */
function countingPool() {
  const { hostname, port } = new URL(t.url);
  const writes: number[] = [];
  let counting = false;
  const socket = () =>
    new Promise<Socket>((resolve, reject) => {
      const made = connect(Number(port), hostname);
      const write = made.write.bind(made) as (...args: unknown[]) => boolean;
      made.write = ((chunk: Buffer, ...rest: unknown[]) => {
        if (counting) writes.push(chunk.length);
        return write(chunk, ...rest);
      }) as Socket['write'];
      made.once('connect', () => resolve(made)).once('error', reject);
    });
  const sql = postgres(t.url, { max: 1, onnotice: () => {}, ...({ socket } as object) });
  return { sql, writes, count: (on: boolean) => (counting = on) };
}

describe('statements issued together (patched postgres.js)', () => {
  it('go out in one write, a few kB of parameters among them', async () => {
    const { sql, writes, count } = countingPool();
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
});

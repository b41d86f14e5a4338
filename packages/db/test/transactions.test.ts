import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { countedPool, useTestDatabase } from '../src/testing/index';

// postgres.js reserves a connection for `sql.begin` when BEGIN is written. Unpatched, it
// skipped that when BEGIN was the query that filled a connection's pipeline: BEGIN then ran
// on a connection the pool kept handing out (UNSAFE_TRANSACTION, and other callers' queries
// inside someone's open transaction). Seen under the 200-game load test; patched in
// patches/postgres@3.4.9.patch until the fix is released (porsager/postgres#823, #1189).
const t = useTestDatabase();

/** A pool with a short pipeline (`max_pipeline` is a postgres.js option its types leave out). */
const pool = (max: number, maxPipeline: number) =>
  postgres(t.url, { max, onnotice: () => {}, ...({ max_pipeline: maxPipeline } as object) });

describe('transactions under a full pipeline (patched postgres.js)', () => {
  it('reserve their connection when BEGIN fills the pipeline (max_pipeline 0: every time)', async () => {
    const sql = pool(2, 0);
    try {
      const rows = await sql.begin((tx) => tx`select 1 as ok`);
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  it('keep many concurrent transactions and queries apart on a small pool', async () => {
    const sql = pool(3, 2);
    try {
      await sql`create table if not exists pipeline_probe (n integer)`;
      const work = Array.from({ length: 60 }, (_, i) =>
        i % 3 === 0
          ? sql`select pg_sleep(0.01), txid_current_if_assigned() as txid`
          : sql.begin(async (tx) => {
              await tx`insert into pipeline_probe values (${i})`;
              return tx`select count(*)::int as n from pipeline_probe where n = ${i}`;
            }),
      );
      const results = await Promise.allSettled(work);
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      // Plain queries never ran inside somebody's transaction.
      for (const [i, r] of results.entries())
        if (i % 3 === 0 && r.status === 'fulfilled')
          expect((r.value as unknown as { txid: unknown }[])[0]?.txid).toBeNull();
      const [row] = await sql<{ n: number }[]>`select count(*)::int as n from pipeline_probe`;
      expect(row?.n).toBe(40);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
});

// Patched too: a plain BEGIN is not awaited on its own. The transaction's first statements
// go out behind it in one round trip; BEGIN's answer is awaited before COMMIT.
describe('transactions that begin with their first statements (patched postgres.js)', () => {
  it('send BEGIN and the first statement in one round trip, COMMIT in another', async () => {
    const pool = countedPool(t.url);
    try {
      const transaction = () => pool.sql.begin((tx) => tx`select txid_current() as txid`);
      await transaction(); // warm: the statement is prepared on the connection
      pool.reset();
      const rows = await transaction();
      expect(rows[0]?.txid).toBeTruthy();
      expect(pool.counts.roundTrips).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('still roll the first statements back when the transaction fails', async () => {
    const sql = pool(1, 100);
    try {
      await sql`create table if not exists begin_probe (n integer)`;
      await expect(
        sql.begin(async (tx) => {
          await tx`insert into begin_probe values (1)`;
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      const [row] = await sql<{ n: number }[]>`select count(*)::int as n from begin_probe`;
      expect(row?.n).toBe(0);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  it('wait for a BEGIN with options, which the server may refuse', async () => {
    const sql = pool(1, 100);
    try {
      await sql`create table if not exists begin_probe (n integer)`;
      await expect(
        sql.begin('isolation level bogus', (tx) => tx`insert into begin_probe values (2)`),
      ).rejects.toThrow();
      const [row] = await sql<
        { n: number }[]
      >`select count(*)::int as n from begin_probe where n = 2`;
      expect(row?.n).toBe(0);
      const level = await sql.begin(
        'isolation level serializable',
        (tx) => tx`select current_setting('transaction_isolation') as level`,
      );
      expect(level[0]?.level).toBe('serializable');
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
});

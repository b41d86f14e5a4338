import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../src/testing/index';

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

import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/open-postgres';
import { useTestDatabase } from '../src/testing/index';
import { poolOfOne } from './support/pool-of-one';

// postgres.js reserves a connection for `sql.begin` when BEGIN is written. Unpatched, it
// skipped that when BEGIN was the query that filled a connection's pipeline: BEGIN then ran
// on a connection the pool kept handing out (UNSAFE_TRANSACTION, and other callers' queries
// inside someone's open transaction). Seen under the 200-game load test; patched in
// patches/postgres@3.4.9.patch until the fix is released (porsager/postgres#823, #1189).
const t = useTestDatabase();

/** A pool with a short pipeline (`max_pipeline` is a postgres.js option its types leave out). */
const pool = (max: number, maxPipeline: number) =>
  openPostgres(t.url, { max, onnotice: () => {}, ...({ max_pipeline: maxPipeline } as object) });

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

// Patched too: a statement that cannot be built (here an undefined parameter) while another is
// in flight on its connection failed the one in flight instead, and waited for good itself,
// holding the connection (a transaction's statements sent together, as a move's writes are).
describe('a statement that cannot be built beside one in flight (patched postgres.js)', () => {
  it('fails its transaction with its own error, and the connection serves the next caller', async () => {
    const sql = pool(1, 100);
    try {
      let first: unknown;
      await expect(
        sql.begin((tx) =>
          Promise.allSettled([
            tx`select pg_sleep(0.05), 1 as ok`.then((rows) => (first = rows)),
            tx`select ${undefined as unknown as number}::int as bad`,
          ]),
        ),
      ).rejects.toMatchObject({ code: 'UNDEFINED_VALUE' });
      // The statement in flight got its own answer, not the other's error.
      expect(first).toEqual([{ pg_sleep: '', ok: 1 }]);
      const [row] = await sql<{ n: number }[]>`select 2 as n`;
      expect(row?.n).toBe(2);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
});

// Patched too: a transaction whose connection was lost issued its ROLLBACK on the closed
// connection, whose write then threw from a timer, uncaught (porsager/postgres#1208); and what
// the transaction sent after the loss could run on the connection the pool opened again for
// others, outside any transaction (#1155); and the lost backend's last error failed the first
// statement of the connection's next session (the count below).
describe('a transaction that loses its connection (patched postgres.js)', () => {
  it('fails with the loss, runs nothing after it, and the pool goes on', async () => {
    const sql = pool(1, 100);
    const killer = pool(1, 100);
    try {
      await sql`create table if not exists lost_probe (n integer)`;
      let pid: number | undefined;
      let later: unknown;
      // Its outcome is taken at once: the loss may fail it before the killer's answer comes.
      const failure = sql
        .begin(async (tx) => {
          const [row] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
          pid = row!.pid;
          await tx`select pg_sleep(60)`.catch(() => {}); // its backend is ended meanwhile
          // Another caller: the pool opens the lost connection again for it.
          await sql`select 1`;
          later = await tx`insert into lost_probe values (1)`.then(
            () => 'ran',
            (error: unknown) => error,
          );
          await tx`select pg_sleep(60)`; // and this fails: the transaction ends with an error
        })
        .then(
          () => 'committed',
          (error: unknown) => error,
        );
      while (pid === undefined) await new Promise((resolve) => setImmediate(resolve));
      await killer`select pg_terminate_backend(${pid})`;
      // With the backend's own error or the connection's loss, whichever postgres.js sees first.
      expect(await failure).toBeInstanceOf(Error);
      expect(later).not.toBe('ran');
      const [count] = await sql<{ n: number }[]>`select count(*)::int as n from lost_probe`;
      expect(count?.n).toBe(0);
    } finally {
      await sql.end({ timeout: 5 });
      await killer.end({ timeout: 5 });
    }
  });
});

// Patched too: Node emits a socket's 'error' a tick before its 'close'. What a transaction
// wrote in between (its ROLLBACK, once the failed statement's error reached its callback) was
// failed by neither, and stayed queued into the reopened session: the session's first query
// took that ROLLBACK's answer, and the connection then waited for good for an answer that
// never came.
describe('a connection reset while a transaction runs (patched postgres.js)', () => {
  it('fails the transaction, and the reopened connection serves query after query', async () => {
    const { sql, sockets } = poolOfOne(t.url);
    try {
      await sql`create table if not exists reset_probe (n integer)`;
      const failed = sql
        .begin(async (tx) => {
          await tx`select 1`;
          const insert = tx`insert into reset_probe values (1)`.execute();
          // The insert is the statement in flight when the socket fails (still in the
          // driver's buffer: it never reaches the server); the ROLLBACK comes after the error.
          await new Promise((resolve) => setImmediate(resolve));
          sockets.at(-1)!.destroy(new Error('connection reset'));
          await insert;
        })
        .then(
          () => 'committed',
          (error: { code?: string }) => error.code,
        );
      // Closed under it, or refused once the socket had failed (its ROLLBACK).
      expect(['CONNECTION_CLOSED', 'CONNECTION_DESTROYED']).toContain(await failed);
      for (const n of [1, 2, 3]) expect(await sql`select ${n}::int as n`).toEqual([{ n }]);
      expect(await sql`select count(*)::int as n from reset_probe`).toEqual([{ n: 0 }]);
      expect(sockets.length).toBe(2);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  it('refuses a statement issued between the socket’s error and its close, then reopens', async () => {
    const { sql, sockets } = poolOfOne(t.url);
    try {
      await sql`select 1`;
      const idle = sockets.at(-1)!;
      const errored = new Promise((resolve) => idle.once('error', resolve));
      idle.destroy(new Error('connection reset'));
      await errored; // 'close' comes from libuv's callback, after this
      // Its 'close' has not come yet (postgres.js removes the socket's listeners on it).
      expect(idle.listenerCount('close')).toBeGreaterThan(0);
      const gap = await sql`select 2 as n`.then(
        () => 'ran',
        (error: { code?: string }) => error.code,
      );
      expect(gap).toBe('CONNECTION_DESTROYED');
      for (const n of [3, 4]) expect(await sql`select ${n}::int as n`).toEqual([{ n }]);
      expect(sockets.length).toBe(2);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
});

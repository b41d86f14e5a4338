/** `retryOnDeadlock`: a transaction PostgreSQL rolls back to break a deadlock runs again. */
import { useTestDatabase } from '@wordrise/db/testing';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { retryOnDeadlock } from '../src/index';

const t = useTestDatabase();

beforeAll(async () => {
  await t.sql.unsafe('create table deadlock_probe (id int primary key)');
  await t.sql.unsafe('insert into deadlock_probe values (1), (2)');
});

/** A promise and what settles it (Node 20 has no Promise.withResolvers). */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve: () => resolve() };
}

/**
 * Two transactions that lock rows 1 and 2 in opposite orders, each taking its second lock
 * only once the other holds its first (on its first try): a deadlock, every time.
 */
async function crossedLocks(wrap: <T>(transaction: () => Promise<T>) => Promise<T>) {
  const tries = { a: 0, b: 0 };
  const holds = { a: signal(), b: signal() };
  const run = (me: 'a' | 'b', other: 'a' | 'b', first: number, second: number) =>
    wrap(() =>
      t.db.transaction(async (tx) => {
        tries[me] += 1;
        await tx.execute(sql`select id from deadlock_probe where id = ${first} for update`);
        if (tries[me] === 1) {
          holds[me].resolve();
          await holds[other].promise;
        }
        await tx.execute(sql`select id from deadlock_probe where id = ${second} for update`);
      }),
    );
  const outcomes = await Promise.allSettled([run('a', 'b', 1, 2), run('b', 'a', 2, 1)]);
  return { tries, outcomes };
}

describe('retryOnDeadlock', () => {
  it('without it, PostgreSQL rolls one of two crossed transactions back (40P01)', async () => {
    const { outcomes } = await crossedLocks((transaction) => transaction());
    const failed = outcomes.filter((o) => o.status === 'rejected');
    expect(failed).toHaveLength(1);
    const reason = (failed[0] as PromiseRejectedResult).reason as { cause?: { code?: string } };
    expect(reason.cause?.code ?? (reason as { code?: string }).code).toBe('40P01');
  });

  it('runs the victim again, and both transactions commit', async () => {
    const { tries, outcomes } = await crossedLocks(retryOnDeadlock);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(tries.a + tries.b).toBe(3);
  });

  it('does not retry other errors', async () => {
    let tries = 0;
    await expect(
      retryOnDeadlock(async () => {
        tries += 1;
        await t.sql.unsafe('select 1/0');
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(tries).toBe(1);
  });
});

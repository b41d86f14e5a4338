import { workerHeartbeats } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { sql } from 'drizzle-orm';
import { quickAddJob } from 'graphile-worker';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEAD_WORKER_MINUTES, pruneSignInFailures, unlockDeadWorkers } from '../src/tasks/sweep';
import { prepareQueue } from './support/helpers';

const t = useTestDatabase();
beforeAll(() => prepareQueue(t));

const lockedBy = async (jobId: string) => {
  const [row] = (await t.db.execute<{ locked_by: string | null }>(
    sql`select locked_by from graphile_worker.jobs where id = ${jobId}`,
  )) as unknown as { locked_by: string | null }[];
  return row?.locked_by ?? null;
};

describe('the sweep frees the jobs of workers that died', () => {
  it('unlocks jobs held by a worker silent for too long, and leaves live workers alone', async () => {
    const dead = await quickAddJob({ connectionString: t.url }, 'bot_turn', { gameId: 'x' });
    const alive = await quickAddJob({ connectionString: t.url }, 'bot_turn', { gameId: 'y' });
    // Lock each job as its worker would have, then stop hearing from one worker.
    await t.db.execute(
      sql`update graphile_worker._private_jobs set locked_by = 'dead-pool', locked_at = now() where id = ${dead.id}`,
    );
    await t.db.execute(
      sql`update graphile_worker._private_jobs set locked_by = 'live-pool', locked_at = now() where id = ${alive.id}`,
    );
    await t.db.insert(workerHeartbeats).values([
      {
        workerId: 'host:1',
        host: 'host',
        queueWorkerId: 'dead-pool',
        seenAt: new Date(Date.now() - (DEAD_WORKER_MINUTES + 1) * 60_000),
      },
      { workerId: 'host:2', host: 'host', queueWorkerId: 'live-pool' },
    ]);

    expect(await unlockDeadWorkers(t.db)).toBe(1);
    expect(await lockedBy(dead.id)).toBeNull();
    expect(await lockedBy(alive.id)).toBe('live-pool');
    const left = await t.db.select({ id: workerHeartbeats.workerId }).from(workerHeartbeats);
    expect(left.map((r) => r.id)).toEqual(['host:2']);
    expect(await unlockDeadWorkers(t.db)).toBe(0);
  });
});

describe('the sweep prunes old sign-in failures', () => {
  it('deletes failures older than a day and keeps recent ones', async () => {
    await t.db.execute(sql`
      insert into sign_in_failures (username_key, ip, created_at) values
        ('old', 'unknown', now() - interval '2 days'),
        ('new', 'unknown', now() - interval '5 minutes')`);
    expect(await pruneSignInFailures(t.db)).toBe(1);
    const [left] = (await t.db.execute<{ keys: string }>(
      sql`select string_agg(username_key, ',') as keys from sign_in_failures`,
    )) as unknown as { keys: string }[];
    expect(left?.keys).toBe('new');
  });
});

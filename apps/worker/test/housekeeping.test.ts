import { workerHeartbeats } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { sql } from 'drizzle-orm';
import { quickAddJob } from 'graphile-worker';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LIVENESS_LOCK_NAMESPACE,
  LOST_MINUTES,
  SILENT_SECONDS,
  unlockDeadWorkers,
  unlockOrphanedJobs,
} from '../src/dead-workers';
import { startLiveness } from '../src/liveness';
import { pruneAccountRecords } from '../src/tasks/sweep';
import { prepareQueue } from './support/helpers';

const t = useTestDatabase();
beforeAll(() => prepareQueue(t));

const lockedBy = async (jobId: string) => {
  const [row] = (await t.db.execute<{ locked_by: string | null }>(
    sql`select locked_by from graphile_worker.jobs where id = ${jobId}`,
  )) as unknown as { locked_by: string | null }[];
  return row?.locked_by ?? null;
};

describe('dead workers’ jobs are freed, live workers’ never', () => {
  it('frees a worker that went silent and whose session is gone, or that has been silent for minutes', async () => {
    const workers = {
      // Killed: silent past the threshold, and its liveness lock went with its session.
      killed: { silentSeconds: SILENT_SECONDS + 1, lockHeld: false, freed: true },
      // Alive but slow to report in (its session still holds the lock): left alone.
      slow: { silentSeconds: SILENT_SECONDS + 1, lockHeld: true, freed: false },
      // Just reported in: left alone whatever its lock says.
      fresh: { silentSeconds: 0, lockHeld: false, freed: false },
      // Cut off from the database for minutes (its connection lingers): taken for dead.
      lost: { silentSeconds: LOST_MINUTES * 60 + 1, lockHeld: true, freed: true },
    };
    const jobs: Record<string, string> = {};
    const holder = await t.sql.reserve();
    try {
      for (const [name, w] of Object.entries(workers)) {
        const job = await quickAddJob({ connectionString: t.url }, 'bot_turn', { gameId: name });
        jobs[name] = job.id;
        // Lock the job as its worker would have.
        await t.db.execute(
          sql`update graphile_worker._private_jobs set locked_by = ${`pool-${name}`}, locked_at = now() where id = ${job.id}`,
        );
        await t.db.execute(sql`
          insert into worker_heartbeats (worker_id, host, queue_worker_id, seen_at)
          values (${name}, 'host', ${`pool-${name}`}, now() - make_interval(secs => ${w.silentSeconds}))`);
        if (w.lockHeld)
          await holder`select pg_advisory_lock(${LIVENESS_LOCK_NAMESPACE}::int, hashtext(${name}))`;
      }

      expect((await unlockDeadWorkers(t.db)).sort()).toEqual(['pool-killed', 'pool-lost']);
      for (const [name, w] of Object.entries(workers))
        expect(await lockedBy(jobs[name]!), name).toBe(w.freed ? null : `pool-${name}`);
      const left = await t.db.select({ id: workerHeartbeats.workerId }).from(workerHeartbeats);
      expect(left.map((r) => r.id).sort()).toEqual(['fresh', 'slow']);
      expect(await unlockDeadWorkers(t.db)).toEqual([]);
    } finally {
      await holder`select pg_advisory_unlock_all()`;
      holder.release();
      await t.db.delete(workerHeartbeats);
    }
  });

  it('frees jobs held for minutes under a queue id no worker names (one that died before writing it down)', async () => {
    const held = async (name: string, minutes: number) => {
      const job = await quickAddJob({ connectionString: t.url }, 'bot_turn', { gameId: name });
      await t.db.execute(sql`update graphile_worker._private_jobs
        set locked_by = ${`pool-${name}`}, locked_at = now() - make_interval(mins => ${minutes})
        where id = ${job.id}`);
      return job.id;
    };
    const orphan = await held('orphan', LOST_MINUTES + 1);
    // Just taken: its worker may be writing its queue id down at this moment.
    const starting = await held('starting', 0);
    // Held as long, by a worker whose row names it (and who reports in): left alone.
    const named = await held('named', LOST_MINUTES + 1);
    await t.db.execute(sql`
      insert into worker_heartbeats (worker_id, host, queue_worker_id, seen_at)
      values ('named', 'host', 'pool-named', now())`);
    try {
      expect(await unlockDeadWorkers(t.db)).toEqual([]);
      expect(await unlockOrphanedJobs(t.db)).toEqual(['pool-orphan']);
      expect(await lockedBy(orphan)).toBeNull();
      expect(await lockedBy(starting)).toBe('pool-starting');
      expect(await lockedBy(named)).toBe('pool-named');
      expect(await unlockOrphanedJobs(t.db)).toEqual([]);
    } finally {
      await t.db.delete(workerHeartbeats);
      await t.db.execute(
        sql`delete from graphile_worker._private_jobs where id in (${orphan}, ${starting}, ${named})`,
      );
    }
  });

  it('a running worker holds its liveness lock, so a stale heartbeat alone never frees it', async () => {
    const liveness = await startLiveness({ connectionString: t.url, workerId: 'running' });
    try {
      await liveness.setQueueWorkerId('pool-running');
      await t.db.execute(
        sql`update worker_heartbeats set seen_at = now() - make_interval(secs => ${SILENT_SECONDS + 5}) where worker_id = 'running'`,
      );
      expect(await unlockDeadWorkers(t.db)).toEqual([]);
    } finally {
      await liveness.stop();
    }
    expect(await t.db.select().from(workerHeartbeats)).toEqual([]);
  });
});

describe('the sweep prunes old account records', () => {
  it('deletes sign-in failures and rate-limit counts older than a day, and expired sessions', async () => {
    await t.db.execute(sql`
      insert into sign_in_failures (username_key, ip, created_at) values
        ('old', 'unknown', now() - interval '2 days'),
        ('new', 'unknown', now() - interval '5 minutes')`);
    await t.db.execute(sql`
      insert into rate_limit_hits (bucket, created_at) values
        ('old', now() - interval '2 days'), ('new', now() - interval '5 minutes')`);
    await t.db.execute(
      sql`insert into users (id, username, display_name) values ('u1', 'u1', 'u1')`,
    );
    await t.db.execute(sql`
      insert into sessions (session_token, user_id, expires) values
        ('old', 'u1', now() - interval '1 minute'), ('new', 'u1', now() + interval '1 day')`);
    expect(await pruneAccountRecords(t.db)).toBe(3);
    for (const [table, column] of [
      ['sign_in_failures', 'username_key'],
      ['rate_limit_hits', 'bucket'],
      ['sessions', 'session_token'],
    ] as const) {
      const [left] = (await t.db.execute<{ keys: string }>(
        sql`select string_agg(${sql.identifier(column)}, ',') as keys from ${sql.identifier(table)}`,
      )) as unknown as { keys: string }[];
      expect(left?.keys, table).toBe('new');
    }
  });
});

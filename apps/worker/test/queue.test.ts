import { workerHeartbeats } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { sql } from 'drizzle-orm';
import { makeWorkerUtils, runOnce, type TaskList } from 'graphile-worker';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { QUEUE_PRESET, startWorker, taskList } from '../src/worker';
import {
  depsFor,
  jobCount,
  prepareQueue,
  quietLogger,
  silentLogger,
  spawnWorker,
  waitFor,
  type WorkerChild,
} from './support/helpers';

const t = useTestDatabase();
const FIXTURE = 'test/fixtures/worker-with-test-tasks.ts';

beforeAll(async () => {
  await prepareQueue(t);
  await t.sql`create table worker_test_runs (
    job_id bigint not null, phase text not null, locked_by text, pid integer,
    at timestamptz not null default clock_timestamp())`;
});

function stopOnFinish(...workers: WorkerChild[]) {
  onTestFinished(() => {
    for (const w of workers)
      if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
  });
}

interface Run {
  job_id: string;
  phase: string;
  locked_by: string;
  pid: number;
}
const runs = async () => (await t.sql<Run[]>`select * from worker_test_runs order by at`) as Run[];

describe('the job queue', () => {
  it('runs each job exactly once with two worker processes on one database, and stops cleanly on SIGTERM', async () => {
    const workers = [spawnWorker(t.url, FIXTURE), spawnWorker(t.url, FIXTURE)];
    stopOnFinish(...workers);
    const ids = await Promise.all(workers.map((w) => w.ready));
    expect(new Set(ids).size).toBe(2);

    // 50 jobs in one statement (as the move path adds its own: inside a transaction). Each
    // waits until both processes have started one, so both take part however busy the machine.
    const started = performance.now();
    await t.sql`select graphile_worker.add_job('test_record',
                  json_build_object('sleepMs', 10, 'awaitPids', 2))
                from generate_series(1, 50)`;
    await waitFor('50 jobs to finish', async () => (await jobCount(t)) === 0);
    const drainMs = performance.now() - started;

    const finished = (await runs()).filter((r) => r.phase === 'finished');
    expect(finished).toHaveLength(50);
    expect(new Set(finished.map((r) => r.job_id)).size).toBe(50);
    expect((await runs()).filter((r) => r.phase === 'started')).toHaveLength(50);
    // Both processes took part; each job was locked by the process that ran it.
    const pids = new Set(finished.map((r) => r.pid));
    expect(pids).toEqual(new Set(workers.map((w) => w.child.pid)));
    for (const r of finished) expect(ids).toContain(r.locked_by);

    // One job's round trip (added → run → marked done) on an idle queue.
    await t.sql`delete from worker_test_runs`;
    const t0 = performance.now();
    await t.sql`select graphile_worker.add_job('test_record', '{}'::json)`;
    await waitFor('one job', async () => (await jobCount(t)) === 0, undefined, 2);
    const roundTripMs = performance.now() - t0;

    // SIGTERM while a job runs: the process finishes the job, then exits 0.
    await t.sql`delete from worker_test_runs`;
    await t.sql`select graphile_worker.add_job('test_record', json_build_object('sleepMs', 600))`;
    const first = await waitFor('the slow job to start', async () => (await runs())[0]);
    const busy = workers.find((w) => w.child.pid === first.pid)!;
    const idle = workers.find((w) => w !== busy)!;
    busy.child.kill('SIGTERM');
    idle.child.kill('SIGTERM');
    expect(await busy.exited).toEqual({ code: 0, signal: null });
    expect(await idle.exited).toEqual({ code: 0, signal: null });
    expect((await runs()).map((r) => r.phase)).toEqual(['started', 'finished']);
    expect(await jobCount(t)).toBe(0);
    expect(busy.output()).toMatch(/stopping \(SIGTERM\): finishing running jobs[\s\S]*stopped/);
    // Stopped workers leave the status page.
    expect(await t.db.select().from(workerHeartbeats)).toEqual([]);
    console.log(
      `two processes: 50 jobs (10 ms each) in ${drainMs.toFixed(0)} ms; one job round trip ${roundTripMs.toFixed(0)} ms (polled every 2 ms)`,
    );
  });

  it('retries a failing job with backoff, then keeps it with its error once its attempts are spent', async () => {
    let calls = 0;
    const failing: TaskList = {
      always_fails: async () => {
        calls++;
        throw new Error(`boom ${calls}`);
      },
    };
    const utils = await makeWorkerUtils({ connectionString: t.url, logger: quietLogger });
    const run = () =>
      runOnce({
        connectionString: t.url,
        taskList: taskList(depsFor(t), failing),
        preset: QUEUE_PRESET,
        logger: silentLogger,
      });
    try {
      const job = await utils.addJob('always_fails', {}, { maxAttempts: 2 });
      await run();
      const [after1] = await t.db.execute<{ attempts: number; last_error: string; wait: number }>(
        sql`select attempts, last_error, extract(epoch from run_at - now())::float8 as wait
            from graphile_worker.jobs where id = ${job.id}`,
      );
      // Backoff: the next attempt waits e^attempts seconds (e ≈ 2.7 s after the first).
      expect(after1).toMatchObject({ attempts: 1, last_error: 'boom 1' });
      expect(after1!.wait).toBeGreaterThan(2);
      expect(after1!.wait).toBeLessThan(3);
      await run(); // not due yet
      expect(calls).toBe(1);

      // Due now (README "Failed jobs" shows the same call with attempts => 0 to start afresh).
      await t.sql`select graphile_worker.reschedule_jobs(array[${job.id}]::bigint[], run_at => now())`;
      await run();
      await run(); // attempts spent: never again
      expect(calls).toBe(2);
      // What an operator looks at (README "Failed jobs").
      const [failed] = await t.db.execute<{ task_identifier: string; last_error: string }>(
        sql`select * from graphile_worker.jobs where attempts >= max_attempts`,
      );
      expect(failed).toMatchObject({ task_identifier: 'always_fails', last_error: 'boom 2' });
      // Retried from scratch by an operator, it fails once more; then removed.
      await t.sql`select graphile_worker.reschedule_jobs(array[${job.id}]::bigint[], run_at => now(), attempts => 0::smallint)`;
      await run();
      expect(calls).toBe(3);
      await t.sql`select graphile_worker.complete_jobs(array[${job.id}]::bigint[])`;
      expect(await jobCount(t)).toBe(0);
    } finally {
      await utils.release();
    }
  });

  it('starts and stops an in-process runner, reporting its queue id', async () => {
    const worker = await startWorker({
      connectionString: t.url,
      db: t.db,
      concurrency: 1,
      workerId: 'in-process',
      logger: quietLogger,
    });
    expect(worker.queueWorkerId).toMatch(/^pool-/);
    await worker.runner.stop();
    await worker.runner.promise;
    await worker.liveness.stop();
  });
});

import { workerHeartbeats } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { quickAddJob, runOnce } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { QUEUE_PRESET, taskList } from '../src/worker';
import { depsFor, quietLogger } from './support/helpers';

const t = useTestDatabase();

describe('job queue', () => {
  it('runs a queued heartbeat job exactly once and records the worker', async () => {
    await quickAddJob({ connectionString: t.url, logger: quietLogger }, 'heartbeat', {});
    await runOnce({
      connectionString: t.url,
      taskList: taskList(depsFor(t, 'test-worker')),
      // As the worker runs: completions written at once, not batched after runOnce returns.
      preset: QUEUE_PRESET,
      logger: quietLogger,
    });
    const rows = await t.db.select().from(workerHeartbeats);
    expect(rows.map((r) => r.workerId)).toEqual(['test-worker']);
    const [left] = await t.sql`select count(*)::int as n from graphile_worker.jobs`;
    expect(left?.n).toBe(0);
  });
});

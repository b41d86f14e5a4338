import { useTestDatabase } from '@wordrise/db/testing';
import { GIVEN_UP_RETRY_AFTER_MINUTES } from '@wordrise/games';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepMissingJobs } from '../src/tasks/sweep';
import {
  botToMove,
  callerFor,
  drainQueue,
  jobCount,
  makeUsers,
  prepareQueue,
  stateOf,
  type Caller,
} from './support/helpers';

// graphile-worker keeps a job that used up its attempts, key and all, and never runs it again.
// The sweep adds only missing jobs, so such a job must count as missing once it was given up
// a while ago, or its game (a bot to move, a clock that ran out) waits for good.

const t = useTestDatabase();
let ann: Caller;

beforeAll(async () => {
  await prepareQueue(t);
  const [user] = await makeUsers(t, 'ann');
  ann = callerFor(t, user!);
});

interface KeptJob {
  id: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  locked_at: Date | null;
}

async function keptJob(key: string): Promise<KeptJob | undefined> {
  const [row] = await t.sql<KeptJob[]>`
    select id, attempts, max_attempts, last_error, locked_at from graphile_worker.jobs where key = ${key}`;
  return row;
}

/** The queue's rows about this game, keyed or not (a row graphile-worker un-keyed stays). */
async function rowsAbout(gameId: string): Promise<number> {
  const [row] = await t.sql<{ n: number }[]>`
    select count(*)::int as n from graphile_worker._private_jobs where payload->>'gameId' = ${gameId}`;
  return row?.n ?? -1;
}

describe('a job given up after its last attempt', () => {
  it('is added again by the sweep once given up longer ago than the cool-down, and the bot moves', async () => {
    const gameId = await botToMove(ann, t, 'greedy');
    const key = `bot_turn:${gameId}`;
    const before = await stateOf(t, gameId);
    expect(await jobCount(t, sql`key = ${key}`)).toBe(1);

    // Its last attempt fails for a reason that is not the bot's (a host without the word list).
    await t.sql`update graphile_worker._private_jobs set attempts = max_attempts - 1 where key = ${key}`;
    await drainQueue(t, {
      bot_turn: () => Promise.reject(new Error('word list missing on this host')),
    });
    const kept = await keptJob(key);
    expect(kept).toMatchObject({ last_error: 'word list missing on this host', locked_at: null });
    expect(kept?.attempts).toBe(kept?.max_attempts);

    // Given up just now: left alone, so a job that always fails is not tried in a loop.
    expect((await sweepMissingJobs(t.db)).bots).toBe(0);
    await drainQueue(t);
    expect((await stateOf(t, gameId)).moveNumber).toBe(before.moveNumber);

    // Given up longer ago than the cool-down: added again with new attempts, and it runs.
    await t.sql`update graphile_worker._private_jobs
      set run_at = run_at - make_interval(mins => ${GIVEN_UP_RETRY_AFTER_MINUTES + 1})
      where key = ${key}`;
    expect(await sweepMissingJobs(t.db)).toEqual({ clocks: 0, bots: 1, warnings: 0, windows: 0 });
    // A fresh job in its place, not beside it: the given-up row is gone.
    const fresh = await keptJob(key);
    expect(fresh?.attempts).toBe(0);
    expect(fresh?.id).not.toBe(kept?.id);
    expect(await rowsAbout(gameId)).toBe(1);
    await drainQueue(t);
    expect((await stateOf(t, gameId)).moveNumber).toBeGreaterThan(before.moveNumber);
    expect(await sweepMissingJobs(t.db)).toEqual({ clocks: 0, bots: 0, warnings: 0, windows: 0 });
  });

  it('is added again at once when a worker was killed during its last attempt', async () => {
    const gameId = await botToMove(ann, t, 'greedy');
    const key = `bot_turn:${gameId}`;
    const before = await stateOf(t, gameId);
    // What a dead worker's unlock leaves: every attempt counted (the last one claimed and never
    // finished), no error, not locked, due when it was claimed.
    await t.sql`update graphile_worker._private_jobs
      set attempts = max_attempts, run_at = now() - interval '1 minute'
      where key = ${key}`;
    expect(await keptJob(key)).toMatchObject({ last_error: null, locked_at: null });
    await drainQueue(t);
    expect((await stateOf(t, gameId)).moveNumber).toBe(before.moveNumber);

    expect((await sweepMissingJobs(t.db)).bots).toBe(1);
    expect(await rowsAbout(gameId)).toBe(1);
    await drainQueue(t);
    expect((await stateOf(t, gameId)).moveNumber).toBeGreaterThan(before.moveNumber);
  });
});

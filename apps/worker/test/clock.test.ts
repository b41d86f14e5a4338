import { gameJobKey, GameRefusal, submitAction, TIME_RAN_OUT_MESSAGE } from '@wordrise/games';
import { gameEvents, games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { ANY_WORD } from '@wordrise/engine';
import { asc, eq, sql } from 'drizzle-orm';
import { makeWorkerUtils, runOnce } from 'graphile-worker';
import { beforeAll, describe, expect, it } from 'vitest';
import { runClockExpiry } from '../src/tasks/clock-expiry';
import { sweepMissingJobs } from '../src/tasks/sweep';
import { QUEUE_PRESET, taskList } from '../src/worker';
import {
  callerFor,
  depsFor,
  drainQueue,
  expectReplays,
  jobCount,
  makeUsers,
  prepareQueue,
  quietLogger,
  sleep,
  stateOf,
  type Caller,
  type SessionUser,
} from './support/helpers';

const t = useTestDatabase();
let people: SessionUser[] = [];
let callers: Caller[] = [];

beforeAll(async () => {
  await prepareQueue(t);
  people = await makeUsers(t, 'ann', 'ben');
  callers = people.map((p) => callerFor(t, p));
});

/** A two-player real-time game (1 minute each), started. */
async function timedGame(): Promise<string> {
  const [a, b] = callers as [Caller, Caller];
  const { gameId } = await a.lobby.create({
    seats: 2,
    timeControl: { kind: 'realtime', minutes: 1 },
  });
  await b.lobby.join({ gameId });
  return gameId;
}

/** Moves the current turn's start so that the mover's clock runs out `ms` from now (negative: ran out). */
async function runsOutIn(gameId: string, ms: number) {
  await t.db
    .update(games)
    .set({
      turnStartedAt: sql`clock_timestamp() - make_interval(secs => ${(60_000 - ms) / 1000})`,
      clockDeadline: sql`clock_timestamp() + make_interval(secs => ${ms / 1000})`,
    })
    .where(eq(games.id, gameId));
}

const eventsOf = (gameId: string) =>
  t.db
    .select()
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(asc(gameEvents.moveNumber));

describe('clock expiry', () => {
  it('is queued at the deadline by the move path, and two expiry jobs record one timeout', async () => {
    const gameId = await timedGame();
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    const [queued] = await t.db.execute<{ run_at: Date; max_attempts: number }>(
      sql`select run_at, max_attempts from graphile_worker.jobs where key = ${`clock_expiry:${gameId}`}`,
    );
    expect(new Date(queued!.run_at).getTime()).toBe(game!.clockDeadline!.getTime());
    expect(queued!.max_attempts).toBe(10);

    await runsOutIn(gameId, -1_000);
    const mover = (await stateOf(t, gameId)).toMove;
    // The deadline's job, brought forward, and a duplicate; two workers at once.
    const utils = await makeWorkerUtils({ connectionString: t.url, logger: quietLogger });
    try {
      const payload = { gameId, moveNumber: 0, seat: mover };
      await utils.addJob('clock_expiry', payload, { jobKey: gameJobKey('clock_expiry', gameId) });
      await utils.addJob('clock_expiry', payload);
    } finally {
      await utils.release();
    }
    const run = (id: string) =>
      runOnce({
        connectionString: t.url,
        taskList: taskList(depsFor(t, id)),
        preset: QUEUE_PRESET,
        logger: quietLogger,
      });
    await Promise.all([run('a'), run('b')]);
    expect(await jobCount(t)).toBe(0);
    const events = await eventsOf(gameId);
    expect(events).toMatchObject([
      { moveNumber: 0, seat: mover, actor: 'clock', action: 'timeout' },
    ]);
    const view = await callers[0]!.game.view({ gameId });
    expect(view.status).toBe('finished');
    expect(view.result?.reason).toBe('timed-out');
    // The end of the game queued its analysis (nothing to annotate: no plays).
    expect(await runClockExpiry(depsFor(t), { gameId, moveNumber: 0, seat: mover })).toBe(false);
    await expectReplays(t, gameId);
  });

  it('is left alone by moves whose deadline comes later; run early, it moves itself to the deadline (R25)', async () => {
    const gameId = await timedGame();
    const key = gameJobKey('clock_expiry', gameId);
    const pending = async () => {
      const [job] = await t.db.execute<{ run_at: Date; id: string }>(
        sql`select run_at, id from graphile_worker.jobs where key = ${key}`,
      );
      const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
      return { job, game: game! };
    };
    const first = await pending();
    expect(first.game.clockCheckAt?.getTime()).toBe(first.game.clockDeadline?.getTime());

    // Both players pass: each new deadline comes after the pending check, which stays.
    for (const expectedMove of [0, 1]) {
      const mover = people[(await stateOf(t, gameId)).toMove]!;
      await submitAction(t.db, {
        gameId,
        actor: { kind: 'player', userId: mover.id },
        action: { type: 'pass' },
        expectedMove,
        lexicon: () => ANY_WORD,
      });
    }
    const moved = await pending();
    expect(moved.job!.id).toBe(first.job!.id);
    expect(new Date(moved.job!.run_at).getTime()).toBe(first.game.clockDeadline!.getTime());
    expect(moved.game.clockDeadline!.getTime()).toBeGreaterThan(
      first.game.clockDeadline!.getTime(),
    );

    // The check runs (brought forward to now): no timeout, the next check at the deadline.
    await t.db.execute(
      sql`update graphile_worker._private_jobs set run_at = now() where key = ${key}`,
    );
    await drainQueue(t);
    const rescheduled = await pending();
    expect(new Date(rescheduled.job!.run_at).getTime()).toBe(moved.game.clockDeadline!.getTime());
    expect(rescheduled.game.clockCheckAt?.getTime()).toBe(moved.game.clockDeadline!.getTime());
    expect((await eventsOf(gameId)).map((e) => e.action)).toEqual(['pass', 'pass']);

    // And at the deadline it records the timeout.
    await runsOutIn(gameId, -1);
    await t.db.execute(
      sql`update graphile_worker._private_jobs set run_at = now() where key = ${key}`,
    );
    await drainQueue(t);
    expect((await eventsOf(gameId)).map((e) => e.action)).toEqual(['pass', 'pass', 'timeout']);
    await expectReplays(t, gameId);
  });

  it('and a move arriving at the same instant: one timeout or one move, never both', async () => {
    const outcomes = { moved: 0, timedOut: 0 };
    const offsets = [-30, -24, -18, -14, -10, -8, -6, -4, -2, 0, 3];
    for (const offset of offsets) {
      const gameId = await timedGame();
      const state = await stateOf(t, gameId);
      const mover = people[state.toMove]!;
      const lead = 40;
      await runsOutIn(gameId, lead);
      await sleep(lead + offset);
      const [expired, submitted] = await Promise.allSettled([
        runClockExpiry(depsFor(t), { gameId, moveNumber: 0, seat: state.toMove }),
        submitAction(t.db, {
          gameId,
          actor: { kind: 'player', userId: mover.id },
          action: { type: 'pass' },
          expectedMove: 0,
          lexicon: () => ANY_WORD,
        }),
      ]);
      expect(expired.status).toBe('fulfilled');
      const events = await eventsOf(gameId);
      if (submitted.status === 'fulfilled') {
        // The move came in time: the expiry found a running clock (the next seat's).
        outcomes.moved++;
        expect(expired.status === 'fulfilled' && expired.value).toBe(false);
        expect(events.map((e) => [e.moveNumber, e.action])).toEqual([[0, 'pass']]);
        expect((await stateOf(t, gameId)).status).toBe('playing');
      } else {
        // Too late: exactly one timeout, whoever recorded it — the expiry or the move path
        // itself; either way the move is refused with "your time ran out".
        outcomes.timedOut++;
        const refusal = submitted.reason as GameRefusal;
        expect(refusal).toBeInstanceOf(GameRefusal);
        expect(refusal.refusal).toMatchObject({ kind: 'rule', rule: 'R25' });
        expect(refusal.message).toBe(TIME_RAN_OUT_MESSAGE);
        expect(events.map((e) => [e.moveNumber, e.action, e.actor])).toEqual([
          [0, 'timeout', 'clock'],
        ]);
        expect((await stateOf(t, gameId)).status).toBe('over');
      }
      await expectReplays(t, gameId);
    }
    console.log(
      `races at the deadline: ${outcomes.moved} moves in time, ${outcomes.timedOut} timeouts`,
    );
    expect(outcomes.moved + outcomes.timedOut).toBe(offsets.length);
  });

  it('of a game whose clock job runs after the deadline is brought forward by the sweep', async () => {
    const gameId = await timedGame();
    // As if a process of the version that rewrote the check at every move had set it later
    // than the deadline, leaving games.clock_check_at behind.
    await t.db.execute(
      sql`update graphile_worker._private_jobs set run_at = now() + interval '1 hour' where key = ${`clock_expiry:${gameId}`}`,
    );
    await runsOutIn(gameId, -1);
    expect(await sweepMissingJobs(t.db)).toEqual({ clocks: 1, bots: 0, warnings: 0, windows: 0 });
    expect(await sweepMissingJobs(t.db)).toEqual({ clocks: 0, bots: 0, warnings: 0, windows: 0 });
    await drainQueue(t);
    expect((await eventsOf(gameId)).map((e) => e.action)).toEqual(['timeout']);
    await expectReplays(t, gameId);
  });

  it('of a game whose clock check failed and waits to try again is left to its retry by the sweep', async () => {
    const gameId = await timedGame();
    const key = `clock_expiry:${gameId}`;
    // A first attempt failed: graphile-worker put the next one off (its back-off).
    await t.db.execute(
      sql`update graphile_worker._private_jobs set attempts = 1, run_at = now() + interval '1 hour' where key = ${key}`,
    );
    await runsOutIn(gameId, -1);
    // Adding it again would reset its attempts: a check that always fails would then run
    // every minute for ever.
    expect(await sweepMissingJobs(t.db)).toEqual({ clocks: 0, bots: 0, warnings: 0, windows: 0 });
    expect(await jobCount(t, sql`key = ${key} and attempts = 1`)).toBe(1);
  });

  it('of a game whose clock job is missing is found by the sweep', async () => {
    const gameId = await timedGame();
    // As if the game had started before the worker created the queue.
    await t.db.execute(
      sql`delete from graphile_worker._private_jobs where key = ${`clock_expiry:${gameId}`}`,
    );
    expect(await sweepMissingJobs(t.db)).toEqual({ clocks: 0, bots: 0, warnings: 0, windows: 0 }); // not overdue yet
    await runsOutIn(gameId, -1);
    expect(await sweepMissingJobs(t.db)).toEqual({ clocks: 1, bots: 0, warnings: 0, windows: 0 });
    expect(await sweepMissingJobs(t.db)).toEqual({ clocks: 0, bots: 0, warnings: 0, windows: 0 }); // queued once
    await drainQueue(t);
    expect((await eventsOf(gameId)).map((e) => e.action)).toEqual(['timeout']);
    await expectReplays(t, gameId);
  });
});

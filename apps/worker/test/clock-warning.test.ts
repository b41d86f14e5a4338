import { clockWarnings, games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { CLOCK_WARNING_SHARE, DAY_MS, gameJobKey, myGames } from '@wordrise/games';
import { eq, sql } from 'drizzle-orm';
import { makeWorkerUtils } from 'graphile-worker';
import { beforeAll, describe, expect, it } from 'vitest';
import { runClockWarning } from '../src/tasks/clock-warning';
import { sweepMissingJobs } from '../src/tasks/sweep';
import {
  callerFor,
  depsFor,
  drainQueue,
  makeUsers,
  prepareQueue,
  quietLogger,
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

/** A two-player correspondence game (one day a move), started; the mover and the other. */
async function correspondenceGame() {
  const [a, b] = callers as [Caller, Caller];
  const { gameId } = await a.lobby.create({
    seats: 2,
    timeControl: { kind: 'correspondence', days: 1 },
  });
  await b.lobby.join({ gameId });
  const seat = (await stateOf(t, gameId)).toMove;
  return {
    gameId,
    seat,
    mover: callers[seat]!,
    moverId: people[seat]!.id,
    otherId: people[1 - seat]!.id,
  };
}

/** Moves the current turn's start `share` of a day into the past (the deadline with it). */
async function turnUsed(gameId: string, share: number) {
  const ago = share * DAY_MS;
  await t.db
    .update(games)
    .set({
      turnStartedAt: sql`clock_timestamp() - make_interval(secs => ${ago / 1000})`,
      clockDeadline: sql`clock_timestamp() + make_interval(secs => ${(DAY_MS - ago) / 1000})`,
    })
    .where(eq(games.id, gameId));
}

const warningsOf = (gameId: string) =>
  t.db.select().from(clockWarnings).where(eq(clockWarnings.gameId, gameId));

const queuedWarning = async (gameId: string) => {
  const [job] = await t.db.execute<{ run_at: Date; payload: { moveNumber: number; seat: number } }>(
    sql`select run_at, payload from graphile_worker._private_jobs where key = ${gameJobKey('clock_warning', gameId)}`,
  );
  return job;
};

/** Brings the game's warning job forward to now (the same key: it replaces the pending one). */
async function warningDueNow(gameId: string) {
  const game = (await t.db.select().from(games).where(eq(games.id, gameId)))[0]!;
  const utils = await makeWorkerUtils({ connectionString: t.url, logger: quietLogger });
  try {
    await utils.addJob(
      'clock_warning',
      { gameId, moveNumber: game.moveNumber, seat: game.toMoveSeat },
      { jobKey: gameJobKey('clock_warning', gameId), runAt: new Date() },
    );
  } finally {
    await utils.release();
  }
}

describe('the correspondence warning at 80 % of the time for a move', () => {
  it('is queued at the 80 % point of the turn and warns the mover once, however often it runs', async () => {
    const { gameId, seat, moverId, otherId } = await correspondenceGame();
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    const job = await queuedWarning(gameId);
    expect(new Date(job!.run_at).getTime()).toBe(
      game!.turnStartedAt!.getTime() + CLOCK_WARNING_SHARE * DAY_MS,
    );
    expect(job!.payload).toMatchObject({ moveNumber: 0, seat });

    // Too early: nothing.
    expect(await runClockWarning(depsFor(t), { gameId, moveNumber: 0, seat })).toBe(false);
    await turnUsed(gameId, 0.85);
    // Two workers at once, and the queue's own run of the job: one warning.
    const runs = await Promise.all([
      runClockWarning(depsFor(t, 'w1'), { gameId, moveNumber: 0, seat }),
      runClockWarning(depsFor(t, 'w2'), { gameId, moveNumber: 0, seat }),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    await warningDueNow(gameId);
    await drainQueue(t);
    expect(await warningsOf(gameId)).toMatchObject([{ moveNumber: 0, seat, userId: moverId }]);

    // The mover sees it on the game and in the lobby; the opponent does not.
    const moverView = await callers[seat]!.game.view({ gameId });
    expect(moverView.clockWarning?.warnedAt).toBeInstanceOf(Date);
    expect((await callers[1 - seat]!.game.view({ gameId })).clockWarning).toBeNull();
    const moverGames = await myGames(t.db, moverId);
    expect(moverGames.playing.find((g) => g.id === gameId)?.clockWarning?.deadline).toBeInstanceOf(
      Date,
    );
    expect(
      (await myGames(t.db, otherId)).playing.find((g) => g.id === gameId)?.clockWarning,
    ).toBeNull();
  });

  it('is not given once the player has moved, nor to the opponent whose turn follows', async () => {
    const { gameId, seat, mover } = await correspondenceGame();
    await turnUsed(gameId, 0.85);
    await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });
    // The move replaced the pending job with the next turn's, due 80 % of a day from now.
    const job = await queuedWarning(gameId);
    expect(job!.payload).toMatchObject({ moveNumber: 1, seat: 1 - seat });
    expect(new Date(job!.run_at).getTime()).toBeGreaterThan(Date.now() + 0.79 * DAY_MS);
    // The old turn's job, had it run anyway, and the new one before its time: nothing.
    expect(await runClockWarning(depsFor(t), { gameId, moveNumber: 0, seat })).toBe(false);
    expect(await runClockWarning(depsFor(t), { gameId, moveNumber: 1, seat: 1 - seat })).toBe(
      false,
    );
    expect(await sweepMissingJobs(t.db)).toMatchObject({ warnings: 0 });
    expect(await warningsOf(gameId)).toEqual([]);
    expect((await mover.game.view({ gameId })).clockWarning).toBeNull();
  });

  it('is gone from the view with the next move, and its job with the end of the game', async () => {
    const { gameId, seat, mover } = await correspondenceGame();
    await turnUsed(gameId, 0.9);
    expect(await runClockWarning(depsFor(t), { gameId, moveNumber: 0, seat })).toBe(true);
    await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });
    expect((await mover.game.view({ gameId })).clockWarning).toBeNull();
    await mover.game.submit({ gameId, expectedMove: 1, action: { type: 'resign' } });
    expect(await queuedWarning(gameId)).toBeUndefined();
  });

  it('of a game whose warning job is missing is found by the sweep', async () => {
    const { gameId, seat } = await correspondenceGame();
    // As if the game had started before the worker created the queue.
    await t.db.execute(
      sql`delete from graphile_worker._private_jobs where key = ${gameJobKey('clock_warning', gameId)}`,
    );
    expect(await sweepMissingJobs(t.db)).toMatchObject({ warnings: 0 }); // not due yet
    await turnUsed(gameId, 0.81);
    expect(await sweepMissingJobs(t.db)).toMatchObject({ warnings: 1 });
    expect(await sweepMissingJobs(t.db)).toMatchObject({ warnings: 0 }); // queued once
    await drainQueue(t);
    expect(await warningsOf(gameId)).toMatchObject([{ moveNumber: 0, seat }]);
    expect(await sweepMissingJobs(t.db)).toMatchObject({ warnings: 0 }); // warned: nothing more
  });
});

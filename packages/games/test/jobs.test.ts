import { gameEvents, gamePlayers, games } from '@wordrise/db';
import { countedPool, useTestDatabase } from '@wordrise/db/testing';
import { ANY_WORD } from '@wordrise/engine';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expireClock,
  GAME_OVER_STEPS,
  gameJobKey,
  JOB_MAX_ATTEMPTS,
  submitAction,
  type Actor,
} from '../src/index';
import {
  playerFor,
  expectEveryGameReplays,
  expectRefusal,
  makeUsers,
  stateOf,
  type PlayerActions,
  type Player,
} from './helpers';

const t = useTestDatabase();
let people: Player[] = [];
let [ann]: PlayerActions[] = [];
let players = 0;

interface Job {
  identifier: string;
  payload: { gameId: string; moveNumber?: number; seat?: number };
  run_at: string | null;
  max_attempts: number | null;
  job_key: string;
}
const jobs = async () =>
  (await t.db.execute<Job & Record<string, unknown>>(
    sql`select * from graphile_worker.test_jobs`,
  )) as unknown as Job[];

beforeAll(async () => {
  people = await makeUsers(t, 'ann');
  [ann] = people.map((p) => playerFor(t, p));
  // A stand-in for the queue graphile-worker installs (same add_job signature), recording calls.
  await t.db.execute(
    sql.raw(`
    create schema graphile_worker;
    create table graphile_worker.test_jobs (identifier text, payload json, run_at timestamptz, max_attempts integer, job_key text);
    create function graphile_worker.add_job(
      identifier text, payload json default null, queue_name text default null,
      run_at timestamptz default null, max_attempts integer default null, job_key text default null,
      priority integer default null, flags text[] default null, job_key_mode text default 'replace'
    ) returns void language sql as $$
      insert into graphile_worker.test_jobs values (identifier, payload, run_at, max_attempts, job_key)
    $$;
    create table graphile_worker.test_removed (job_key text);
    create function graphile_worker.remove_job(job_key text) returns void language sql as $$
      insert into graphile_worker.test_removed values (job_key)
    $$;`),
  );
});

const removed = async () =>
  (
    (await t.db.execute<{ job_key: string }>(
      sql`select job_key from graphile_worker.test_removed`,
    )) as unknown as { job_key: string }[]
  ).map((r) => r.job_key);

/**
 * A bot game in which the bot (seat 1) is to move, for a new player each time (`ann` and
 * `people` from then on): a player may have only a few bot games running at once
 * (`LOBBY_LIMITS`).
 */
async function botToMove(
  options: Parameters<PlayerActions['lobby']['playBot']>[0],
): Promise<string> {
  people = await makeUsers(t, `ann${++players}`);
  [ann] = people.map((p) => playerFor(t, p));
  const { gameId } = await ann!.lobby.playBot(options);
  const state = await stateOf(t, gameId);
  if (state.toMove === 0)
    await ann!.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });
  return gameId;
}

describe('follow-up jobs, enqueued in the move’s transaction', () => {
  it('queue the bot’s turn when a bot is to move, and the worker plays it through submitAction', async () => {
    const gameId = await botToMove({ botLevel: 'beginner' });
    const state = await stateOf(t, gameId);
    expect(state.toMove).toBe(1);
    const queued = (await jobs()).filter((j) => j.payload.gameId === gameId);
    expect(queued.at(-1)).toMatchObject({
      identifier: 'bot_turn',
      job_key: `bot_turn:${gameId}`,
      payload: { gameId, moveNumber: state.moveNumber, seat: 1 },
      run_at: null,
      max_attempts: JOB_MAX_ATTEMPTS.bot_turn,
    });

    // What the worker will do: the same move path, acting for the bot's seat.
    const played = await submitAction(t.db, {
      gameId,
      actor: { kind: 'bot', seat: 1 },
      action: { type: 'pass' },
      expectedMove: state.moveNumber,
      lexicon: () => ANY_WORD,
    });
    expect(played).toMatchObject({ seat: 1, status: 'playing' });
    const [event] = await t.db
      .select()
      .from(gameEvents)
      .where(
        sql`${gameEvents.gameId} = ${gameId} and ${gameEvents.moveNumber} = ${state.moveNumber}`,
      );
    expect(event).toMatchObject({ actor: 'bot', actorUserId: null, seat: 1 });

    // A bot may act only in a bot's seat.
    await expectRefusal(
      submitAction(t.db, {
        gameId,
        actor: { kind: 'bot', seat: 0 },
        action: { type: 'pass' },
        expectedMove: state.moveNumber + 1,
        lexicon: () => ANY_WORD,
      }),
      'forbidden',
    );
  });

  it('queue a clock check by the mover’s deadline in timed games, and record when it runs (R25)', async () => {
    const gameId = await botToMove({
      botLevel: 'champion',
      timeControl: { kind: 'realtime', minutes: 2 },
    });
    const view = await ann!.game.view({ gameId });
    const clock = (await jobs())
      .filter((j) => j.payload.gameId === gameId && j.identifier === 'clock_expiry')
      .at(-1);
    expect(clock?.job_key).toBe(`clock_expiry:${gameId}`);
    expect(clock?.max_attempts).toBe(JOB_MAX_ATTEMPTS.clock_expiry);
    const runAt = new Date(clock!.run_at!).getTime();
    expect(runAt).toBeLessThanOrEqual(view.clockDeadline!.getTime());
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(game?.clockCheckAt?.getTime()).toBe(runAt);
  });

  it('send a move to PostgreSQL in four round trips: begin, the lock, the writes with their notice, commit; a clock check that comes first stays', async () => {
    const gameId = await botToMove({
      botLevel: 'champion',
      timeControl: { kind: 'realtime', minutes: 2 },
    });
    const state = await stateOf(t, gameId);
    const pool = countedPool(t.url);
    const pass = (actor: Actor, expectedMove: number) =>
      submitAction(pool.db, {
        gameId,
        actor,
        action: { type: 'pass' },
        expectedMove,
        lexicon: () => ANY_WORD,
      });
    // The bot's move first: on a new connection each statement is prepared (a round trip of
    // its own) the first time; a web process's connections have long done that.
    await pass({ kind: 'bot', seat: 1 }, state.moveNumber);
    const jobsBefore = (await jobs()).length;
    pool.reset();

    await pass({ kind: 'player', userId: people[0]!.id }, state.moveNumber + 1);
    await pool.close();

    expect(pool.counts.statements.some((text) => text.includes('pg_notify'))).toBe(true);
    expect(pool.counts.roundTrips, pool.counts.statements.join('\n')).toBe(4);
    // The one job written is the bot's turn: the pending clock check runs before the new
    // deadline, and nothing is removed.
    expect((await jobs()).slice(jobsBefore).map((j) => j.identifier)).toEqual(['bot_turn']);
    expect(pool.counts.statements.some((text) => text.includes('remove_job'))).toBe(false);
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(game!.clockCheckAt!.getTime()).toBeLessThan(game!.clockDeadline!.getTime());
  });

  it('move the clock check earlier, with the writes, when the new mover’s deadline comes before it (R25)', async () => {
    const gameId = await botToMove({
      botLevel: 'champion',
      timeControl: { kind: 'realtime', minutes: 2 },
    });
    const state = await stateOf(t, gameId);
    // The human (seat 0) has 10 seconds left: once the bot moves, that deadline comes first.
    await t.db
      .update(gamePlayers)
      .set({ timeLeftMs: 10_000 })
      .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.seat, 0)));
    const pool = countedPool(t.url);
    await submitAction(pool.db, {
      gameId,
      actor: { kind: 'bot', seat: 1 },
      action: { type: 'pass' },
      expectedMove: state.moveNumber,
      lexicon: () => ANY_WORD,
    });
    await pool.close();
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    const clock = (await jobs())
      .filter((j) => j.payload.gameId === gameId && j.identifier === 'clock_expiry')
      .at(-1);
    expect(new Date(clock!.run_at!).getTime()).toBe(game!.clockDeadline!.getTime());
    expect(clock?.payload.moveNumber).toBe(state.moveNumber + 1);
    expect(game!.clockCheckAt?.getTime()).toBe(game!.clockDeadline!.getTime());
  });

  it('run a clock check before the deadline: no timeout, the next check at the deadline (R25)', async () => {
    const gameId = await botToMove({
      botLevel: 'greedy',
      timeControl: { kind: 'realtime', minutes: 2 },
    });
    const before = await stateOf(t, gameId);
    expect(await expireClock(t.db, gameId, () => ANY_WORD)).toBe(false);
    expect((await stateOf(t, gameId)).moveNumber).toBe(before.moveNumber);
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    const clock = (await jobs())
      .filter((j) => j.payload.gameId === gameId && j.identifier === 'clock_expiry')
      .at(-1);
    expect(new Date(clock!.run_at!).getTime()).toBe(game!.clockDeadline!.getTime());
    expect(game!.clockCheckAt?.getTime()).toBe(game!.clockDeadline!.getTime());
  });

  it('run the next clock check when the clocks say time runs out, not at a stored deadline already past', async () => {
    const gameId = await botToMove({
      botLevel: 'greedy',
      timeControl: { kind: 'realtime', minutes: 2 },
    });
    // A deadline counted otherwise (a process of another version, in a rolling deploy).
    await t.db
      .update(games)
      .set({ clockDeadline: sql`now() - interval '1 minute'` })
      .where(eq(games.id, gameId));
    expect(await expireClock(t.db, gameId, () => ANY_WORD)).toBe(false);
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    const clock = (await jobs())
      .filter((j) => j.payload.gameId === gameId && j.identifier === 'clock_expiry')
      .at(-1);
    const due = game!.turnStartedAt!.getTime() + 2 * 60_000;
    expect(new Date(clock!.run_at!).getTime()).toBe(due);
    expect(game!.clockCheckAt?.getTime()).toBe(due);
  });

  it('queue the Oracle’s analysis once, in the transaction that ends the game', async () => {
    const gameId = await botToMove({ botLevel: 'greedy' });
    const before = (await jobs()).filter((j) => j.payload.gameId === gameId);
    expect(before.some((j) => j.identifier === 'analyse_game')).toBe(false);
    const state = await stateOf(t, gameId);
    await ann!.game.submit({ gameId, expectedMove: state.moveNumber, action: { type: 'resign' } });
    const queued = (await jobs()).filter(
      (j) => j.payload.gameId === gameId && j.identifier === 'analyse_game',
    );
    expect(queued).toEqual([
      {
        identifier: 'analyse_game',
        payload: { gameId },
        run_at: null,
        max_attempts: JOB_MAX_ATTEMPTS.analyse_game,
        job_key: `analyse_game:${gameId}`,
      },
    ]);
    // Nothing else follows a finished game: no bot turn, no clock.
    const after = (await jobs()).filter((j) => j.payload.gameId === gameId);
    expect(after.length - before.length).toBe(1);
  });

  it('follow every end of a game with the same steps: a timeout too', async () => {
    expect(GAME_OVER_STEPS.map((step) => step.name)).toEqual([
      'ratings',
      'tournament',
      'oracle analysis',
    ]);
    const gameId = await botToMove({
      botLevel: 'greedy',
      timeControl: { kind: 'realtime', minutes: 1 },
    });
    await t.db
      .update(games)
      .set({ turnStartedAt: sql`clock_timestamp() - interval '2 minutes'` })
      .where(eq(games.id, gameId));
    expect(await expireClock(t.db, gameId, () => ANY_WORD)).toBe(true);
    const queued = (await jobs()).filter(
      (j) => j.payload.gameId === gameId && j.identifier === 'analyse_game',
    );
    expect(queued).toMatchObject([{ job_key: gameJobKey('analyse_game', gameId) }]);
  });

  it('remove the pending clock check and bot turn when the game ends', async () => {
    const gameId = await botToMove({
      botLevel: 'greedy',
      timeControl: { kind: 'correspondence', days: 3 },
    });
    expect(await removed()).not.toContain(`clock_expiry:${gameId}`);
    const state = await stateOf(t, gameId);
    await ann!.game.submit({ gameId, expectedMove: state.moveNumber, action: { type: 'resign' } });
    expect(await removed()).toEqual(
      expect.arrayContaining([`clock_expiry:${gameId}`, `bot_turn:${gameId}`]),
    );
  });

  it('replays every started game to its cached state', async () => {
    expect(await expectEveryGameReplays(t)).toBe(9);
  });
});

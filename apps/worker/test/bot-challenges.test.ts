import { gameEvents, games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { findAllPlays, getRuleset, type GameEvent } from '@wordrise/engine';
import { serverLexicon } from '@wordrise/games';
import { emptyBagAndRack } from '@wordrise/games/testing';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepMissingJobs } from '../src/tasks/sweep';
import {
  callerFor,
  drainQueue,
  expectReplays,
  jobCount,
  makeUsers,
  prepareQueue,
  stateOf,
  type Caller,
} from './support/helpers';

const t = useTestDatabase();
const english = serverLexicon('english');
let ann: Caller;
let bea: Caller;

beforeAll(async () => {
  await prepareQueue(t);
  const [user, other] = await makeUsers(t, 'ann', 'bea');
  ann = callerFor(t, user!, english);
  bea = callerFor(t, other!, english);
});

/**
 * Seat `seat` holds only `word` and the bag is empty, so its play of `word` on the 8 × 8
 * centre goes out (the state written directly: this log does not replay from its seed).
 */
async function emptyBag(gameId: string, seat: number, word: string) {
  await emptyBagAndRack(t, gameId, seat, word);
  return [
    { r: 3, c: 3, letter: word[0]! },
    { r: 3, c: 4, letter: word[1]! },
  ];
}

async function eventsOf(gameId: string): Promise<GameEvent[]> {
  const rows = await t.db
    .select({ event: gameEvents.event })
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(asc(gameEvents.moveNumber));
  return rows.map((r) => r.event);
}

/** A challenges game against a greedy bot in which Ann (seat 0) makes the first play. */
async function annFirst(): Promise<string> {
  for (;;) {
    const { gameId } = await ann.lobby.playBot({
      botLevel: 'greedy',
      ruleset: 'upwords-8',
      challenges: true,
    });
    const state = await stateOf(t, gameId);
    if (state.toMove === 0) return gameId;
    // Else Ann resigns it and tries another (a player may have only 5 running bot games).
    await ann.game.submit({
      gameId,
      expectedMove: state.moveNumber,
      action: { type: 'resign' },
    });
  }
}

describe('bots and word challenges', () => {
  it('challenge: a bot challenges a human’s phony (taken back), never a valid play, and plays only listed words', async () => {
    const gameId = await annFirst();
    const state = await stateOf(t, gameId);
    const rack = state.players[0]!.rack;
    // Two of Ann's tiles that make no word, on two of the centre squares.
    const pairs = [...rack].flatMap((a, i) =>
      [...rack].flatMap((b, j) => (i !== j && a !== b ? [a + b] : [])),
    );
    const phony = pairs.find((w) => !english.has(w))!;
    await ann.game.submit({
      gameId,
      expectedMove: 0,
      action: {
        type: 'play',
        placements: [
          { r: 3, c: 3, letter: phony[0]! },
          { r: 3, c: 4, letter: phony[1]! },
        ],
      },
    });
    await drainQueue(t);
    const afterPhony = await eventsOf(gameId);
    expect(afterPhony[1]).toMatchObject({
      type: 'challenge',
      seat: 1,
      challenged: 0,
      upheld: true,
      unlisted: [phony],
    });
    // Then the bot moved: a play of listed words only (or a pass/exchange).
    expect(afterPhony[2]?.seat).toBe(1);
    expect(afterPhony[2]).not.toHaveProperty('unlisted');

    // Ann's valid play (the Oracle's best) is not challenged: the bot just moves.
    const now = await stateOf(t, gameId);
    expect(now.toMove).toBe(0);
    const ruleset = getRuleset('upwords-8')!;
    const best = findAllPlays(now, now.players[0]!.rack, english, ruleset).plays[0];
    expect(best).toBeDefined();
    await ann.game.submit({
      gameId,
      expectedMove: now.moveNumber,
      action: { type: 'play', placements: best!.placements },
    });
    await drainQueue(t);
    const all = await eventsOf(gameId);
    expect(all.filter((e) => e.type === 'challenge')).toHaveLength(1);
    expect(all[now.moveNumber + 1]).toMatchObject({ seat: 1 });
    expect(all[now.moveNumber + 1]?.type).not.toBe('challenge');
    await expectReplays(t, gameId);
  });

  it('challenge going out: a bot accepts a valid play that goes out (the game ends) and challenges a phony one', async () => {
    expect(english.has('AT')).toBe(true);
    const valid = await annFirst();
    await ann.game.submit({
      gameId: valid,
      expectedMove: 0,
      action: { type: 'play', placements: await emptyBag(valid, 0, 'AT') },
    });
    await drainQueue(t);
    const accepted = await eventsOf(valid);
    expect(accepted[1]).toMatchObject({ type: 'accept', seat: 1, end: { reason: 'went-out' } });
    expect((await stateOf(t, valid)).status).toBe('over');

    expect(english.has('XV')).toBe(false);
    const phony = await annFirst();
    await ann.game.submit({
      gameId: phony,
      expectedMove: 0,
      action: { type: 'play', placements: await emptyBag(phony, 0, 'XV') },
    });
    await drainQueue(t);
    const challenged = await eventsOf(phony);
    expect(challenged[1]).toMatchObject({ type: 'challenge', seat: 1, upheld: true, end: null });
    // The game goes on: the bot moved next, with Ann's tiles back on her rack.
    expect(challenged[2]?.seat).toBe(1);
    expect((await stateOf(t, phony)).players[0]!.rack).toBe('XV');
  });

  it('challenge going out: between people, the challenge_close job accepts the play at the window’s end', async () => {
    const { gameId } = await ann.lobby.create({ seats: 2, ruleset: 'upwords-8', challenges: true });
    await bea.lobby.join({ gameId });
    const seat = (await stateOf(t, gameId)).toMove;
    const mover = seat === 0 ? ann : bea;
    await mover.game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'play', placements: await emptyBag(gameId, seat, 'AT') },
    });
    const closing = sql`task_identifier = 'challenge_close' and key = ${`challenge_close:${gameId}`}`;
    expect(await jobCount(t, closing)).toBe(1);
    const [row] = await t.db.execute<{ late: number }>(
      sql`select extract(epoch from j.run_at - g.turn_started_at)::float8 as late
          from graphile_worker.jobs j, games g where ${closing} and g.id = ${gameId}`,
    );
    expect(row?.late).toBeCloseTo(15, 3);
    // The window's end, now; a lost job is enqueued again by the sweep.
    await t.db
      .update(games)
      .set({ turnStartedAt: new Date(Date.now() - 16_000) })
      .where(eq(games.id, gameId));
    await t.db.execute(
      sql`delete from graphile_worker._private_jobs where key = ${`challenge_close:${gameId}`}`,
    );
    expect(await sweepMissingJobs(t.db)).toMatchObject({ windows: 1 });
    expect(await sweepMissingJobs(t.db)).toMatchObject({ windows: 0 });
    await t.db.execute(
      sql`update graphile_worker._private_jobs set run_at = now() where key = ${`challenge_close:${gameId}`}`,
    );
    await drainQueue(t);
    const events = await eventsOf(gameId);
    expect(events[1]).toMatchObject({
      type: 'accept',
      seat: 1 - seat,
      end: { reason: 'went-out' },
    });
    expect(await jobCount(t, closing)).toBe(0);
  });
});

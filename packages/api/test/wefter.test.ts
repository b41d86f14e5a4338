import { games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { isRainbow, WILD } from '@wordrise/engine';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import {
  callerFor,
  expectEveryGameReplays,
  expectTRPCError,
  makeUsers,
  stateOf,
  type Caller,
} from './helpers';

/** Word Wefter on the platform: offered with its lengths, played with its own tiles and market. */
const t = useTestDatabase();
let people: SessionUser[] = [];
let host: Caller;

beforeAll(async () => {
  people = await makeUsers(t, 'wes');
  host = callerFor(t, people[0]!);
});

/**
 * A Short pass-and-play game whose first mover holds a wild (2 of the 66 tiles): games are
 * dealt until one does; the others end at once (a host runs at most 10 pass-and-play games).
 */
async function dealtWithWild(
  caller: Caller,
  options: { oracleAllowed: boolean },
): Promise<{ gameId: string; rack: string; seat: number }> {
  for (let tries = 0; tries < 60; tries++) {
    const { gameId } = await caller.passAndPlay.create({
      ruleset: 'wefter',
      length: 'short',
      names: ['Ann', 'Ben'],
      ...options,
    });
    const state = await stateOf(t, gameId);
    const rack = state.players[state.toMove]!.rack;
    if (rack.includes(WILD)) return { gameId, rack, seat: state.toMove };
    await caller.game.submit({ gameId, expectedMove: 0, action: { type: 'resign' } });
  }
  throw new Error('no rack with a wild in 60 deals');
}

describe('Word Wefter through the API', () => {
  it('is offered with its game lengths, bots and the Oracle, and a bot game starts', async () => {
    const options = await callerFor(t, null).lobby.options();
    expect(options.rulesets.find((r) => r.key === 'wefter')).toEqual({
      key: 'wefter',
      name: 'Word Wefter',
      boardSize: 11,
      minSeats: 2,
      maxSeats: 4,
      bots: true,
      oracle: true,
      solo: false,
      lengths: ['short', 'normal', 'long'],
    });
    const { gameId } = await host.lobby.playBot({
      botLevel: 'greedy',
      ruleset: 'wefter',
      length: 'short',
    });
    expect(await stateOf(t, gameId)).toMatchObject({ ruleset: 'wefter', status: 'playing' });
    const [row] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(row?.gameLength).toBe('short');
  });

  it('takes a wild played as a letter, a rainbow tile and a purchase, judged by the engine', async () => {
    const { gameId, rack } = await dealtWithWild(host, { oracleAllowed: false });
    const rainbow = [...rack].find(isRainbow)!;
    expect(rainbow).toBeDefined();
    // A purchase before the seat's first turn is done: the market is "Opening soon".
    const early = await expectTRPCError(
      host.game.submit({ gameId, expectedMove: 0, action: { type: 'pass', buy: [0] } }),
      'BAD_REQUEST',
    );
    expect(early.rule).toBe('INPUT');
    const played = await host.game.submit({
      gameId,
      expectedMove: 0,
      action: {
        type: 'play',
        placements: [
          { r: 5, c: 5, letter: 'e' },
          { r: 5, c: 6, letter: rainbow },
        ],
      },
    });
    expect(played.score).toBeGreaterThan(0);
    const board = (await stateOf(t, gameId)).board.cells;
    expect(board[5 * 11 + 5]).toBe('e');
    expect(board[5 * 11 + 6]).toBe(rainbow);

    await host.game.submit({ gameId, expectedMove: 1, action: { type: 'pass' } });
    const bought = await host.game.submit({
      gameId,
      expectedMove: 2,
      action: { type: 'pass', buy: [0] },
    });
    expect(bought.event).toMatchObject({ type: 'pass', bought: { slots: [0], cost: 1 } });
    // The view shows the mover's market with the bought slot emptied until the turn ended.
    expect(bought.view.game?.market?.closed).toBe(false);
    await expectEveryGameReplays(t);
  });
});

describe('the Oracle in Word Wefter', () => {
  it('lists wild plays in lower case and purchase plays with buy and cost, ranked by net, and both submit', async () => {
    const { gameId: id, seat: first } = await dealtWithWild(host, { oracleAllowed: true });

    // The opening: the market is "Opening soon", so nothing to buy; a wild play is listed.
    const opening = await host.game.oracle({ gameId: id, limit: 500 });
    expect(opening.plays.every((p) => p.buy.length === 0 && p.cost === 0)).toBe(true);
    const wild = opening.plays.find((p) => p.placements.some((x) => /^[a-z]$/.test(x.letter)));
    expect(wild, 'a play of the wild as a letter').toBeDefined();
    const opened = await host.game.submit({
      gameId: id,
      expectedMove: 0,
      action: { type: 'play', placements: wild!.placements },
    });
    expect(opened.score).toBe(wild!.score);
    const placedWild = wild!.placements.find((x) => /^[a-z]$/.test(x.letter))!;
    expect((await stateOf(t, id)).board.cells[placedWild.r * 11 + placedWild.c]).toBe(
      placedWild.letter,
    );

    // The other seat plays the Oracle's best; then the first mover's market is open and
    // they have points to spend.
    const second = await host.game.oracle({ gameId: id });
    await host.game.submit({
      gameId: id,
      expectedMove: 1,
      action: { type: 'play', placements: second.plays[0]!.placements },
    });
    const before = await stateOf(t, id);
    const budget = before.players[first]!.score;
    expect(budget).toBeGreaterThan(0);

    const answer = await host.game.oracle({ gameId: id, limit: 500 });
    const nets = answer.plays.map((p) => p.score - p.cost);
    expect(nets).toEqual([...nets].sort((a, b) => b - a));
    const buying = answer.plays.find((p) => p.buy.length > 0);
    expect(buying, 'a play with a purchase').toBeDefined();
    const { placements, buy, cost, score } = buying!;
    expect(cost).toBe(buy.reduce((n, slot) => n + slot + 1, 0));
    expect(cost).toBeLessThanOrEqual(budget);
    const played = await host.game.submit({
      gameId: id,
      expectedMove: 2,
      action: { type: 'play', placements, buy },
    });
    expect(played.event).toMatchObject({ type: 'play', score, bought: { slots: buy, cost } });
    expect((await stateOf(t, id)).players[first]!.score).toBe(budget + score - cost);
    await expectEveryGameReplays(t);
  });
});

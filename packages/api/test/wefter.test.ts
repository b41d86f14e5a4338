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
    // Deal Short games until the mover holds a wild (2 of the 66 tiles).
    let dealt: { gameId: string; rack: string } | undefined;
    for (let tries = 0; !dealt && tries < 60; tries++) {
      const { gameId } = await host.passAndPlay.create({
        ruleset: 'wefter',
        length: 'short',
        names: ['Ann', 'Ben'],
      });
      const state = await stateOf(t, gameId);
      const rack = state.players[state.toMove]!.rack;
      if (rack.includes(WILD)) dealt = { gameId, rack };
    }
    expect(dealt, 'a rack with a wild').toBeDefined();
    const { gameId, rack } = dealt!;
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

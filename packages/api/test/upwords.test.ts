import { useTestDatabase } from '@wordrise/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import {
  callerFor,
  eventCount,
  expectEveryGameReplays,
  expectTRPCError,
  makeUsers,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';

/** Classic Upwords (upwords-8) on the platform: offered, created, played by its own rules. */
const t = useTestDatabase();
let people: SessionUser[] = [];
let [ann, ben]: Caller[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben');
  [ann, ben] = people.map((p) => callerFor(t, p));
});

describe('classic Upwords games', () => {
  it('are offered in the lobby with their board size', async () => {
    const options = await callerFor(t, null).lobby.options();
    const searched = { bots: true, oracle: true, solo: true, lengths: [] };
    expect(options.rulesets.slice(0, 2)).toEqual([
      { key: 'wordrise', name: 'WordRise', boardSize: 10, minSeats: 2, maxSeats: 4, ...searched },
      {
        key: 'upwords-8',
        name: 'Classic Upwords',
        boardSize: 8,
        minSeats: 2,
        maxSeats: 4,
        ...searched,
      },
    ]);
  });

  it('start on an 8 × 8 board and judge moves by the upwords-8 rules', async () => {
    // The Oracle answers for the 8 × 8 board: every play covers one of the four centre squares.
    // A rack that makes no word (no vowel: ~3 % of deals) has nothing to show; deal again.
    const deal = async () => {
      const gameId = await startTwoPlayerGame(ann!, ben!, {
        ruleset: 'upwords-8',
        oracleAllowed: true,
      });
      const state = await stateOf(t, gameId);
      const mover = state.toMove === 0 ? ann! : ben!;
      const oracle = await mover.game.oracle({ gameId, limit: 5 });
      return { gameId, state, mover, best: oracle.plays[0] };
    };
    let dealt = await deal();
    for (let tries = 1; !dealt.best && tries < 20; tries++) dealt = await deal();
    const { gameId, state, mover, best } = dealt;
    expect(state.ruleset).toBe('upwords-8');
    expect(state.board.size).toBe(8);
    expect(state.board.cells).toHaveLength(64);
    // 64 tiles, 7 in each rack.
    expect(state.bag.length).toBe(64 - 2 * 7);
    const view = await mover.game.view({ gameId });
    expect(view.ruleset).toBe('upwords-8');
    expect(best).toBeDefined();
    const centre = (p: { r: number; c: number }) => p.r >= 3 && p.r <= 4 && p.c >= 3 && p.c <= 4;
    expect(best!.placements.some(centre)).toBe(true);
    for (const p of best!.placements) expect(Math.max(p.r, p.c)).toBeLessThan(8);

    // The same word moved off the four centre squares (to the top-left corner) is refused.
    const rows = best!.placements.map((p) => p.r);
    const cols = best!.placements.map((p) => p.c);
    const minR = Math.min(...rows);
    const minC = Math.min(...cols);
    const offCentre = best!.placements.map((p) => ({ ...p, r: p.r - minR, c: p.c - minC }));
    expect(offCentre.some(centre)).toBe(false);
    await expectTRPCError(
      mover.game.submit({
        gameId,
        expectedMove: state.moveNumber,
        action: { type: 'play', placements: offCentre },
      }),
      'BAD_REQUEST',
    );
    expect(await eventCount(t, gameId)).toBe(0);

    // The Oracle's best play is accepted, scored by Upwords' flat scoring (2 a tile).
    await mover.game.submit({
      gameId,
      expectedMove: state.moveNumber,
      action: { type: 'play', placements: best!.placements },
    });
    const after = await stateOf(t, gameId);
    expect(after.moveNumber).toBe(1);
    expect(after.players[state.toMove]!.score).toBe(best!.score);
    expect(best!.score % 2).toBe(0);
    await expectEveryGameReplays(t);
  });

  it('may be rated: the rating is kept per ruleset', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, { ruleset: 'upwords-8', rated: true });
    // Every player passing in a row ends an Upwords game, whatever the bag holds.
    for (const action of [{ type: 'pass' }, { type: 'pass' }] as const) {
      const state = await stateOf(t, gameId);
      const mover = state.toMove === 0 ? ann! : ben!;
      await mover.game.submit({ gameId, expectedMove: state.moveNumber, action });
    }
    const view = await ann!.game.view({ gameId });
    expect(view.status).toBe('finished');
    for (const player of view.players) expect(player.ratingChange).toBeDefined();
    const ratings = await ann!.rating.mine();
    expect(ratings.map((r) => r.ruleset)).toEqual(['upwords-8']);
  });
});

import { useTestDatabase } from '@wordrise/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import {
  callerFor,
  eventCount,
  expectTRPCError,
  makeUsers,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';

/**
 * The game's calls over tRPC: what the transport adds to the game domain (whose
 * own tests are in packages/games/test) — input validation, sign-in, the Oracle's
 * search, and each of the domain's refusals as the client receives it.
 */
const t = useTestDatabase();
let people: SessionUser[] = [];
let [ann, ben, cat]: Caller[] = [];
const NO_GAME = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat');
  [ann, ben, cat] = people.map((p) => callerFor(t, p));
});

describe('game calls', () => {
  let gameId = '';

  beforeAll(async () => {
    gameId = await startTwoPlayerGame(ann!, ben!, { oracleAllowed: true });
  });

  const turnOrder = async () => {
    const state = await stateOf(t, gameId);
    return state.toMove === 0
      ? { mover: ann!, other: ben!, moverSeat: 0, move: state.moveNumber }
      : { mover: ben!, other: ann!, moverSeat: 1, move: state.moveNumber };
  };

  it('refuses malformed input with typed errors, writing nothing', async () => {
    const { mover, other, moverSeat } = await turnOrder();
    const bad: unknown[] = [
      { gameId, expectedMove: 0, action: { type: 'play', placements: [] } },
      {
        gameId,
        expectedMove: 0,
        // Not a tile character (a lower-case letter is a wild played as it: the engine's to judge).
        action: { type: 'play', placements: [{ r: 4, c: 4, letter: '1' }] },
      },
      {
        gameId,
        expectedMove: 0,
        action: { type: 'play', placements: [{ r: -1, c: 4, letter: 'A' }] },
      },
      {
        gameId,
        expectedMove: 0,
        action: { type: 'play', placements: [{ r: 4.5, c: 4, letter: 'A' }] },
      },
      { gameId, expectedMove: 0, action: { type: 'exchange', tiles: '' } },
      { gameId, expectedMove: 0, action: { type: 'timeout' } },
      { gameId, expectedMove: -1, action: { type: 'pass' } },
      { gameId, action: { type: 'pass' } },
      { gameId: 'nope', expectedMove: 0, action: { type: 'pass' } },
      'garbage',
    ];
    for (const input of bad) {
      const error = await expectTRPCError(mover.game.submit(input as never), 'BAD_REQUEST');
      expect(error.cause?.name).toBe('ZodError');
    }
    await expectTRPCError(
      // @ts-expect-error -- the seat is never an input: acting for the mover is malformed
      other.game.submit({ gameId, expectedMove: 0, action: { type: 'pass', seat: moverSeat } }),
      'BAD_REQUEST',
    );
    await expectTRPCError(
      callerFor(t, null).game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } }),
      'UNAUTHORIZED',
    );
    expect(await eventCount(t, gameId)).toBe(0);
  });

  it('sends the domain’s refusals with their codes, sentences and rulings', async () => {
    const { mover, other, moverSeat, move } = await turnOrder();
    const pass = { type: 'pass' } as const;
    const turn = await expectTRPCError(
      other.game.submit({ gameId, expectedMove: move, action: pass }),
      'BAD_REQUEST',
      "It's not your turn.",
    );
    expect(turn.rule).toBe('TURN');
    await expectTRPCError(
      cat!.game.submit({ gameId, expectedMove: move, action: pass }),
      'FORBIDDEN',
      'You are not playing in this game.',
    );
    await expectTRPCError(
      cat!.game.submit({ gameId: NO_GAME, expectedMove: 0, action: pass }),
      'NOT_FOUND',
      'There is no such game.',
    );
    await expectTRPCError(cat!.game.view({ gameId: NO_GAME }), 'NOT_FOUND');
    const off = await expectTRPCError(
      mover.game.submit({
        gameId,
        expectedMove: move,
        action: { type: 'play', placements: [{ r: 10, c: 4, letter: 'A' }] },
      }),
      'BAD_REQUEST',
    );
    expect(off.rule).toBe('INPUT');
    await mover.game.submit({ gameId, expectedMove: move, action: pass });
    await expectTRPCError(
      mover.game.submit({ gameId, expectedMove: move, action: pass }),
      'CONFLICT',
      'The game has moved on — refresh to see the latest move.',
    );
    expect((await other.game.view({ gameId })).players[moverSeat]?.score).toBe(0);
  });

  it('offers the Oracle only to players of a casual game that allows it', async () => {
    await expectTRPCError(
      cat!.game.oracle({ gameId }),
      'FORBIDDEN',
      'You are not playing in this game.',
    );
    await expectTRPCError(callerFor(t, null).game.oracle({ gameId }), 'UNAUTHORIZED');
    // Allowed here, and also when it is not the caller's turn: plays for the caller's own rack.
    for (const caller of [ann!, ben!]) {
      const detail = await caller.game.view({ gameId });
      const rack = detail.game?.rack ?? '';
      const oracle = await caller.game.oracle({ gameId, limit: 5 });
      // Says which position it answers, so a page never shows it on another board.
      expect(oracle.moveNumber).toBe(detail.moveNumber);
      // Asked for the position on the page: answered; for another one: CONFLICT.
      const asked = await caller.game.oracle({ gameId, limit: 5, moveNumber: detail.moveNumber });
      expect(asked).toEqual(oracle);
      await expectTRPCError(
        caller.game.oracle({ gameId, limit: 5, moveNumber: detail.moveNumber + 1 }),
        'CONFLICT',
        'The game is not at that move now: read it again.',
      );
      expect(oracle.count).toBeGreaterThanOrEqual(oracle.plays.length);
      const scores = oracle.plays.map((p) => p.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const play of oracle.plays) {
        const left = [...rack];
        for (const { letter } of play.placements) {
          expect(left).toContain(letter);
          left.splice(left.indexOf(letter), 1);
        }
        // Each word says where it lies, so plays of one word can be told apart; the main
        // word covers every placed tile.
        const main = play.words[0]!;
        const cells = [...main.word].map((_, i) =>
          main.direction === 'across'
            ? `${main.start.r},${main.start.c + i}`
            : `${main.start.r + i},${main.start.c}`,
        );
        for (const { r, c } of play.placements) expect(cells).toContain(`${r},${c}`);
      }
    }

    const rated = await startTwoPlayerGame(ann!, ben!, { rated: true });
    await expectTRPCError(
      ann!.game.oracle({ gameId: rated }),
      'FORBIDDEN',
      'The Oracle is not allowed in this game.',
    );
    const { gameId: open } = await ann!.lobby.create({ seats: 2, oracleAllowed: true });
    await expectTRPCError(
      ann!.game.oracle({ gameId: open }),
      'BAD_REQUEST',
      'The game has not started yet.',
    );
    await ann!.game.submit({ gameId: rated, expectedMove: 0, action: { type: 'resign' } });
  });

  it('refuses everything once the game is over (rule OVER)', async () => {
    const { other, move } = await turnOrder();
    await other.game.submit({ gameId, expectedMove: move, action: { type: 'resign' } });
    const over = await expectTRPCError(
      other.game.submit({ gameId, expectedMove: move + 1, action: { type: 'pass' } }),
      'BAD_REQUEST',
      'The game is over.',
    );
    expect(over.rule).toBe('OVER');
    await expectTRPCError(ann!.game.oracle({ gameId }), 'BAD_REQUEST', 'The game is over.');
  });
});

import { useTestDatabase } from '@wordrise/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLimits, type SessionUser } from '../src/index';
import { callerFor, expectTRPCError, makeUsers, startTwoPlayerGame, stateOf } from './helpers';

const t = useTestDatabase();
let people: SessionUser[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat');
});

const TOO_QUICK = /^You are acting in games too quickly\. Try again in \d+ seconds?\.$/;

// Every move and act locks its game's row; one user looping them (even refused ones, on
// someone else's game) would hold the game and the database. A budget holds the loop.
describe('acting in games', () => {
  it('is limited per user per minute: moves and refused acts on others’ games together', async () => {
    const limits = createLimits({ gameActionsPerMinute: 3 });
    const [ann, ben, cat] = people.map((p) => callerFor(t, p, { limits }));
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const move = async () => {
      const { moveNumber, toMove } = await stateOf(t, gameId);
      const mover = [ann, ben][toMove]!;
      await mover.game.submit({ gameId, expectedMove: moveNumber, action: { type: 'pass' } });
    };
    // Cat is not playing: each of her calls is refused, and counted.
    for (let i = 0; i < 3; i++) {
      await expectTRPCError(
        cat!.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } }),
        'FORBIDDEN',
      );
    }
    for (const act of [
      cat!.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } }),
      cat!.game.accept({ gameId, expectedMove: 0 }),
      cat!.game.claimWin({ gameId }),
      cat!.game.leave({ gameId }),
    ]) {
      await expectTRPCError(act, 'TOO_MANY_REQUESTS', TOO_QUICK);
    }
    // The players' budgets are their own: the game goes on.
    await move();
    await move();
    expect((await stateOf(t, gameId)).moveNumber).toBe(2);
  });

  it('is limited per address too: many accounts share its budget; an unknown one is not counted', async () => {
    const limits = createLimits({ gameActionsPerMinute: 100, gameActionsPerMinutePerAddress: 2 });
    const from = (clientAddress: string | null) =>
      people.map((p) => callerFor(t, p, { limits, clientAddress }));
    const [ann, ben] = from(null);
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const { toMove } = await stateOf(t, gameId);
    const pass = { gameId, expectedMove: 0, action: { type: 'pass' as const } };
    const cat = from('net-7')[2]!;
    await expectTRPCError(cat.game.submit(pass), 'FORBIDDEN');
    await expectTRPCError(cat.game.submit(pass), 'FORBIDDEN');
    // The player to move, from the same address, finds its budget spent...
    const moverThere = from('net-7')[toMove]!;
    await expectTRPCError(moverThere.game.submit(pass), 'TOO_MANY_REQUESTS', TOO_QUICK);
    expect((await stateOf(t, gameId)).moveNumber).toBe(0);
    // ...and is served from elsewhere, or where the address is not known.
    await from('net-8')[toMove]!.game.submit(pass);
    await from(null)[1 - toMove]!.game.submit({ ...pass, expectedMove: 1 });
    expect((await stateOf(t, gameId)).moveNumber).toBe(2);
  });
});

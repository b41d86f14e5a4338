import { useTestDatabase } from '@wordrise/db/testing';
import { GameRefusal } from '../src/index';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  playerFor,
  eventCount,
  expectEveryGameReplays,
  makeUsers,
  startTwoPlayerGame,
  stateOf,
  type PlayerActions,
  type Player,
} from './helpers';

const t = useTestDatabase();
let people: Player[] = [];
let [ann, ben]: PlayerActions[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben');
  [ann, ben] = people.map((p) => playerFor(t, p));
});

function outcome(results: PromiseSettledResult<unknown>[]) {
  const accepted = results.filter((r) => r.status === 'fulfilled').length;
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  return { accepted, refused };
}

describe('simultaneous submits', () => {
  it('accept exactly one of two identical submits (a double click)', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    for (let move = 0; move < 4; move++) {
      const state = await stateOf(t, gameId);
      const mover = state.toMove === 0 ? ann! : ben!;
      const submit = () =>
        mover.game.submit({ gameId, expectedMove: move, action: { type: 'pass' } });
      const { accepted, refused } = outcome(await Promise.allSettled([submit(), submit()]));
      expect(accepted).toBe(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(GameRefusal);
      expect(refused[0]).toMatchObject({
        refusal: {
          kind: 'stale',
          message: 'The game has moved on — refresh to see the latest move.',
        },
      });
      expect(await eventCount(t, gameId)).toBe(move + 1);
    }
  });

  it('accept exactly one of a move and the opponent’s resignation sent at once', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const state = await stateOf(t, gameId);
    const [mover, other] = state.toMove === 0 ? [ann!, ben!] : [ben!, ann!];
    const { accepted, refused } = outcome(
      await Promise.allSettled([
        mover.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } }),
        other.game.submit({ gameId, expectedMove: 0, action: { type: 'resign' } }),
      ]),
    );
    expect(accepted).toBe(1);
    expect(refused).toMatchObject([{ refusal: { kind: 'stale' } }]);
    expect(await eventCount(t, gameId)).toBe(1);
    expect((await stateOf(t, gameId)).moveNumber).toBe(1);
  });

  it('replays every started game to its cached state', async () => {
    expect(await expectEveryGameReplays(t)).toBe(2);
  });
});

import { gamePlayers, games, ratingChanges } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import {
  callerFor,
  expectTRPCError,
  makeUsers,
  openingPlay,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';

const t = useTestDatabase();
let people: SessionUser[] = [];
let [ann, ben]: Caller[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben');
  [ann, ben] = people.map((p) => callerFor(t, p));
});

const byUser = (userId: string) => (userId === people[0]!.id ? ann! : ben!);

async function rowsOf(gameId: string) {
  const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
  const seats = await t.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, gameId));
  const changes = await t.db.select().from(ratingChanges).where(eq(ratingChanges.gameId, gameId));
  return { game: game!, seats, changes };
}

/** The seat to move plays its opening; returns [the caller who moved, the one who has not]. */
async function firstMove(gameId: string): Promise<[Caller, Caller]> {
  const state = await stateOf(t, gameId);
  const seats = (await rowsOf(gameId)).seats.sort((a, b) => a.seat - b.seat);
  const mover = byUser(seats[state.toMove]!.userId!);
  const other = byUser(seats[1 - state.toMove]!.userId!);
  await mover.game.submit({
    gameId,
    expectedMove: 0,
    action: { type: 'play', placements: openingPlay(state.players[state.toMove]!.rack) },
  });
  return [mover, other];
}

describe('leaving a running game', () => {
  it('aborts the game when the leaver has not moved yet: no result, no rating', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, { rated: true });
    const [, waiting] = await firstMove(gameId);
    expect(await waiting.game.leave({ gameId })).toEqual({ outcome: 'aborted' });
    const { game, seats, changes } = await rowsOf(gameId);
    expect(game.status).toBe('cancelled');
    expect(game.result).toBeNull();
    expect(seats.map((s) => s.result)).toEqual([null, null]);
    expect(changes).toEqual([]);
    const view = await ann!.game.view({ gameId });
    expect(view.status).toBe('cancelled');
    await expectTRPCError(ann!.game.leave({ gameId }), 'BAD_REQUEST', 'The game is over.');
  });

  it('aborts the game when the first player leaves before moving', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, { rated: true });
    expect(await ben!.game.leave({ gameId })).toEqual({ outcome: 'aborted' });
    expect((await rowsOf(gameId)).game.status).toBe('cancelled');
  });

  it('is a forfeit (a loss) once the leaver has moved', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, { rated: true });
    const [moved, other] = await firstMove(gameId);
    await other.game.submit({ gameId, expectedMove: 1, action: { type: 'pass' } });
    expect(await moved.game.leave({ gameId })).toEqual({ outcome: 'forfeited' });
    const { game, seats, changes } = await rowsOf(gameId);
    expect(game.status).toBe('finished');
    const leaverId = moved === ann ? people[0]!.id : people[1]!.id;
    expect(seats.find((s) => s.userId === leaverId)!.result).toBe('loss');
    expect(seats.find((s) => s.userId !== leaverId)!.result).toBe('win');
    expect(changes).toHaveLength(2);
  });

  it("refuses someone who is not one of the game's players", async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const [cat] = await makeUsers(t, 'cat');
    await expectTRPCError(callerFor(t, cat!).game.leave({ gameId }), 'FORBIDDEN');
    await ann!.game.leave({ gameId });
  });
});

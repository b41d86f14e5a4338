import { gamePlayers, gamePresence, games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import { callerFor, expectTRPCError, makeUsers, startTwoPlayerGame, type Caller } from './helpers';
import { next } from './support/iterate';

const t = useTestDatabase();
let people: SessionUser[] = [];
let [ann, ben]: Caller[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben');
  [ann, ben] = people.map((p) => callerFor(t, p));
});

const realtime = { timeControl: { kind: 'realtime' as const, minutes: 10 } };

/** Moves the game's start two minutes into the past, as if it had run that long. */
const ageGame = (gameId: string) =>
  t.db
    .update(games)
    .set({ startedAt: sql`now() - interval '2 minutes'` })
    .where(eq(games.id, gameId));

describe('claiming a win against an absent real-time player', () => {
  it('is refused while the other player has a live connection, granted a minute after it ends', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, realtime);
    // The game is younger than a minute: nobody can be gone yet.
    await expectTRPCError(ann!.game.claimWin({ gameId }), 'CONFLICT');
    expect(await ann!.game.absent({ gameId })).toEqual({ seats: [] });
    await ageGame(gameId);

    // Ben watches the game: his stream's heartbeat is stored.
    const live = (await ben!.game.live({ gameId }))[Symbol.asyncIterator]();
    await next(live);
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select()
              .from(gamePresence)
              .where(and(eq(gamePresence.gameId, gameId), eq(gamePresence.userId, people[1]!.id)))
          ).length,
      )
      .toBe(1);
    await expectTRPCError(
      ann!.game.claimWin({ gameId }),
      'CONFLICT',
      'Every other player has been here within the last 60 seconds.',
    );
    expect(await ann!.game.absent({ gameId })).toEqual({ seats: [] });
    await live.return?.();

    // His last heartbeat was more than a minute ago.
    await t.db
      .update(gamePresence)
      .set({ lastSeenAt: sql`now() - interval '61 seconds'` })
      .where(eq(gamePresence.gameId, gameId));
    const benSeat = (
      await t.db
        .select({ seat: gamePlayers.seat })
        .from(gamePlayers)
        .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.userId, people[1]!.id)))
    )[0]!.seat;
    // What the page asks before it offers the claim (Ann never held a live stream here: to
    // Ben she is absent too).
    expect(await ann!.game.absent({ gameId })).toEqual({ seats: [benSeat] });
    expect(await ben!.game.absent({ gameId })).toEqual({ seats: [1 - benSeat] });
    expect(await ann!.game.claimWin({ gameId })).toEqual({ seat: benSeat });
    expect(await ann!.game.absent({ gameId })).toEqual({ seats: [] });
    const seats = await t.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, gameId));
    expect(seats.find((s) => s.seat === benSeat)!.result).toBe('loss');
    expect(seats.find((s) => s.seat !== benSeat)!.result).toBe('win');
    // The replay tells the claimed resignation from one Ben made himself.
    const replay = await ann!.replay.get({ gameId });
    const last = replay.events.at(-1)!;
    expect(last).toMatchObject({ type: 'resign', seat: benSeat });
    expect(replay.imposedResignations).toEqual([{ move: last.move, by: 'claim' }]);
  });

  it('counts a player who never connected as gone once the game has run a minute', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, realtime);
    await ageGame(gameId);
    await expect(ben!.game.claimWin({ gameId })).resolves.toMatchObject({
      seat: expect.any(Number),
    });
  });

  it('is only for real-time games', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    await ageGame(gameId);
    expect(await ann!.game.absent({ gameId })).toEqual({ seats: [] });
    await expectTRPCError(
      ann!.game.claimWin({ gameId }),
      'BAD_REQUEST',
      'A win can be claimed only in a real-time game.',
    );
    await ann!.game.leave({ gameId });
  });

  it('is only for a player still in the game: one who resigned a three-player game may not claim', async () => {
    const [cat] = await makeUsers(t, 'cal');
    const { gameId } = await ann!.lobby.create({ seats: 3, ...realtime });
    await ben!.lobby.join({ gameId });
    await callerFor(t, cat!).lobby.join({ gameId });
    await ageGame(gameId);
    const view = await ann!.game.view({ gameId });
    await ann!.game.submit({ gameId, expectedMove: view.moveNumber, action: { type: 'resign' } });
    // Nobody has held a live stream: to Ben, Ann is out and Cal is gone.
    expect((await ben!.game.absent({ gameId })).seats).toHaveLength(1);
    expect(await ann!.game.absent({ gameId })).toEqual({ seats: [] });
    await expectTRPCError(
      ann!.game.claimWin({ gameId }),
      'FORBIDDEN',
      'You are out of this game: only a player still in it may claim.',
    );
  });

  it('tells only the game’s players who is absent', async () => {
    const [cat] = await makeUsers(t, 'cat');
    const gameId = await startTwoPlayerGame(ann!, ben!, realtime);
    await expectTRPCError(callerFor(t, cat!).game.absent({ gameId }), 'FORBIDDEN');
    await ann!.game.leave({ gameId });
  });
});

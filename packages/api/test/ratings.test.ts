import { ratings } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { DEFAULT_RULESET_KEY } from '@wordrise/engine';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import {
  callerFor,
  expectTRPCError,
  makeUsers,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';

/**
 * The rating calls over tRPC (the update itself is tested in packages/games):
 * a rated game played to the end through the API, then what the profile,
 * history, leaderboard and the game's summary say about it.
 */
const t = useTestDatabase();
let people: SessionUser[] = [];
let [ann, ben]: Caller[] = [];
const visitor = () => callerFor(t, null);
const bucket = { ruleset: DEFAULT_RULESET_KEY, speed: 'correspondence' } as const;

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben');
  [ann, ben] = people.map((p) => callerFor(t, p));
});

async function playRatedGame(loser: 'ann' | 'ben'): Promise<string> {
  const gameId = await startTwoPlayerGame(ann!, ben!, { rated: true });
  for (let i = 0; i < 2; i++) {
    const state = await stateOf(t, gameId);
    const mover = state.toMove === 0 ? ann! : ben!;
    await mover.game.submit({ gameId, expectedMove: state.moveNumber, action: { type: 'pass' } });
  }
  const { moveNumber } = await stateOf(t, gameId);
  await (loser === 'ann' ? ann! : ben!).game.submit({
    gameId,
    expectedMove: moveNumber,
    action: { type: 'resign' },
  });
  return gameId;
}

describe('rating calls', () => {
  let first = '';
  let second = '';

  beforeAll(async () => {
    first = await playRatedGame('ann');
    second = await playRatedGame('ben');
  });

  it('show each player’s change on the finished game’s view', async () => {
    const view = await visitor().game.view({ gameId: first });
    const [seatA, seatB] = ['ann', 'ben'].map(
      (u) => view.players.find((p) => p.username === u)!.ratingChange,
    );
    expect(seatA?.delta).toBeLessThan(0);
    expect(seatB?.delta).toBeGreaterThan(0);
    expect(seatA?.before).toEqual({ rating: 1500, rd: 350, vol: 0.06 });
  });

  it('send the changes and the current ratings on the live view of the finished game', async () => {
    const live = await visitor().game.live({ gameId: first });
    const iterator = live[Symbol.asyncIterator]();
    const view = (await iterator.next()).value as Awaited<ReturnType<Caller['game']['view']>>;
    await iterator.return?.();
    const annSeat = view.players.find((p) => p.username === 'ann')!;
    expect(annSeat.ratingChange?.delta).toBeLessThan(0);
    const [now] = await visitor().user.ratings({ username: 'ann' });
    expect(annSeat.rating).toEqual({ rating: now!.rating, rd: now!.rd, provisional: true });
  });

  it('show each player’s current rating next to their name in lobby lists', async () => {
    const { gameId } = await ann!.lobby.create({ seats: 2, rated: true });
    const open = await ben!.lobby.open();
    const seat = open.find((g) => g.id === gameId)!.players[0]!;
    const [now] = await visitor().user.ratings({ username: 'ann' });
    expect(seat.rating).toEqual({ rating: now!.rating, rd: now!.rd, provisional: true });
    // A player never rated in the bucket shows the newcomer's rating, provisional.
    const { gameId: blitz } = await ben!.lobby.create({
      seats: 2,
      timeControl: { kind: 'realtime', minutes: 3 },
    });
    const blitzSeat = (await ann!.lobby.open()).find((g) => g.id === blitz)!.players[0]!;
    expect(blitzSeat.rating).toEqual({ rating: 1500, rd: 350, provisional: true });
    await ann!.lobby.cancel({ gameId });
    await ben!.lobby.cancel({ gameId: blitz });
  });

  it('give the caller’s and any player’s ratings with games and the provisional mark', async () => {
    const mine = await ann!.rating.mine();
    expect(mine).toMatchObject([{ ...bucket, games: 2, provisional: true }]);
    expect(await visitor().user.ratings({ username: 'ANN' })).toEqual(mine);
    await expectTRPCError(visitor().rating.mine(), 'UNAUTHORIZED');
    await expectTRPCError(visitor().user.ratings({ username: 'nobody' }), 'NOT_FOUND');
  });

  it('list a player’s history in order, each change starting where the last ended', async () => {
    const history = await visitor().rating.history({ username: 'ben', ...bucket });
    expect(history.map((h) => h.gameId)).toEqual([first, second]);
    expect(history[1]!.before).toEqual(history[0]!.after);
    const now = await visitor().user.ratings({ username: 'ben' });
    expect(now[0]!.rating).toBe(history[1]!.after.rating);
    await expectTRPCError(
      visitor().rating.history({
        username: 'ben',
        ruleset: bucket.ruleset,
        speed: 'bullet' as 'blitz',
      }),
      'BAD_REQUEST',
    );
  });

  it('give a player’s record over finished games', async () => {
    expect(await visitor().user.record({ username: 'Ann' })).toEqual({
      wins: 1,
      losses: 1,
      draws: 0,
      // Both games passed, then resigned: no play of hers, so no average.
      averageScore: null,
      averageOver: 0,
      bestPlay: null,
    });
    await expectTRPCError(visitor().user.record({ username: 'nobody' }), 'NOT_FOUND');
  });

  it('refuse a rated game against a bot', async () => {
    await expectTRPCError(
      ann!.lobby.playBot({ botLevel: 'beginner', rated: true } as never),
      'BAD_REQUEST',
    );
  });

  it('rank established players on the leaderboard, leaving provisional ones out', async () => {
    expect(await visitor().leaderboard.list(bucket)).toEqual({ entries: [], page: 1, pages: 1 });
    await t.db
      .update(ratings)
      .set({ rd: 70, games: 10, lastRatedAt: sql`now()` })
      .where(sql`${ratings.userId} = ${people[1]!.id}`);
    const board = await visitor().leaderboard.list({ ...bucket, page: 1 });
    expect(board.entries).toEqual([
      {
        rank: 1,
        username: 'ben',
        name: 'Ben',
        rating: expect.any(Number),
        rd: 70,
        games: 10,
        // One win and one loss (both games passed, then resigned: no play, so no average).
        winRate: 0.5,
        averageScore: null,
      },
    ]);
    await expectTRPCError(visitor().leaderboard.list({ ...bucket, page: 0 }), 'BAD_REQUEST');
  });

  it('list the rated games’ final scores on the game-score board, and their plays on the best-play board', async () => {
    const scores = await visitor().leaderboard.best({
      board: 'game-score',
      ruleset: bucket.ruleset,
    });
    // Two rated games of two players so far, every one passed and resigned: four zeros.
    expect(scores.pages).toBe(1);
    expect(scores.entries.map((e) => [e.rank, e.score, e.word])).toEqual([
      [1, 0, null],
      [2, 0, null],
      [3, 0, null],
      [4, 0, null],
    ]);
    expect(new Set(scores.entries.map((e) => e.gameId))).toEqual(new Set([first, second]));
    expect(
      await visitor().leaderboard.best({ board: 'best-play', ruleset: bucket.ruleset, page: 2 }),
    ).toEqual({ entries: [], page: 2, pages: 1 });
    await expectTRPCError(
      visitor().leaderboard.best({ board: 'worst-play' as 'best-play', ruleset: bucket.ruleset }),
      'BAD_REQUEST',
    );
  });
});

describe('hiding ratings during one’s games', () => {
  type View = Awaited<ReturnType<Caller['game']['view']>>;
  const seatOf = (view: View, username: string) =>
    view.players.find((p) => p.username === username)!;
  const liveView = async (caller: Caller, gameId: string) => {
    const iterator = (await caller.game.live({ gameId }))[Symbol.asyncIterator]();
    const view = (await iterator.next()).value as View;
    await iterator.return?.();
    return view;
  };

  it('is off until the player turns it on, and only for signed-in players', async () => {
    expect(await ann!.user.settings()).toEqual({ hideRatingsInGames: false });
    expect(await ann!.user.updateSettings({ hideRatingsInGames: true })).toEqual({
      hideRatingsInGames: true,
    });
    expect(await ann!.user.settings()).toEqual({ hideRatingsInGames: true });
    expect(await ben!.user.settings()).toEqual({ hideRatingsInGames: false });
    await expectTRPCError(visitor().user.settings(), 'UNAUTHORIZED');
    await expectTRPCError(
      visitor().user.updateSettings({ hideRatingsInGames: true }),
      'UNAUTHORIZED',
    );
  });

  it('hides every rating from the player’s own view of a running game, not from others', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, { rated: true });
    for (const view of [await ann!.game.view({ gameId }), await liveView(ann!, gameId)]) {
      expect(view.ratingsHidden).toBe(true);
      expect(view.players.map((p) => [p.rating, p.ratingChange])).toEqual([
        [null, null],
        [null, null],
      ]);
    }
    const running = (await ann!.lobby.mine()).playing.find((g) => g.id === gameId)!;
    expect(running.players.map((p) => p.rating)).toEqual([null, null]);
    // The opponent and a spectator still see both ratings, Ann's included.
    for (const view of [
      await ben!.game.view({ gameId }),
      await liveView(ben!, gameId),
      await visitor().game.view({ gameId }),
    ]) {
      expect(view.ratingsHidden).toBe(false);
      expect(seatOf(view, 'ann').rating).toMatchObject({ rating: expect.any(Number) });
      expect(seatOf(view, 'ben').rating).toMatchObject({ rating: expect.any(Number) });
    }
    const theirs = (await ben!.lobby.mine()).playing.find((g) => g.id === gameId)!;
    expect(theirs.players.every((p) => p.rating !== null)).toBe(true);

    // Turned off mid-game: back at once.
    await ann!.user.updateSettings({ hideRatingsInGames: false });
    expect(seatOf(await ann!.game.view({ gameId }), 'ben').rating).not.toBeNull();
    await ann!.user.updateSettings({ hideRatingsInGames: true });

    // At the end: ratings and the change come back for the player.
    for (let i = 0; i < 2; i++) {
      const state = await stateOf(t, gameId);
      const mover = state.toMove === 0 ? ann! : ben!;
      await mover.game.submit({ gameId, expectedMove: state.moveNumber, action: { type: 'pass' } });
    }
    const { moveNumber } = await stateOf(t, gameId);
    await ben!.game.submit({ gameId, expectedMove: moveNumber, action: { type: 'resign' } });
    for (const view of [await ann!.game.view({ gameId }), await liveView(ann!, gameId)]) {
      expect(view.ratingsHidden).toBe(false);
      expect(seatOf(view, 'ann').rating).toMatchObject({ rating: expect.any(Number) });
      expect(seatOf(view, 'ann').ratingChange?.delta).toBeGreaterThan(0);
      expect(seatOf(view, 'ben').ratingChange?.delta).toBeLessThan(0);
    }
    await ann!.user.updateSettings({ hideRatingsInGames: false });
  });
});

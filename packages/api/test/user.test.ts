import { users } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  callerFor,
  expectTRPCError,
  makeUsers,
  openingPlay,
  stateOf,
  expectEveryGameReplays,
} from './helpers';

const t = useTestDatabase();
const visitor = () => callerFor(t, null);
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe('user.signUp', () => {
  it('creates an account with a hashed password', async () => {
    const created = await visitor().user.signUp({
      username: 'Wendy_99',
      displayName: ' Wendy ',
      password: 'stack-it-high',
    });
    expect(created).toMatchObject({ username: 'Wendy_99', displayName: 'Wendy' });
    const [row] = await t.db.select().from(users);
    expect(row?.passwordHash).toBe('test-hash:stack-it-high');
    // Without a display name, the username stands in.
    expect(
      await visitor().user.signUp({ username: 'plain', password: 'stack-it-high' }),
    ).toMatchObject({
      displayName: 'plain',
    });
  });

  it('refuses a taken username, whatever its case', async () => {
    const error = await expectTRPCError(
      visitor().user.signUp({ username: 'WENDY_99', password: 'another-good-one' }),
      'CONFLICT',
      'That username is taken.',
    );
    expect(error.field).toBe('username');
  });

  it('refuses one of two simultaneous sign-ups with the same name', async () => {
    const results = await Promise.allSettled([
      visitor().user.signUp({ username: 'twin', password: 'first-of-two' }),
      visitor().user.signUp({ username: 'TWIN', password: 'second-of-two' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && (refused.reason as Error).message).toBe(
      'That username is taken.',
    );
  });

  it('refuses weak passwords with a sentence saying why', async () => {
    const before = await userCount();
    const cases: [string, string][] = [
      ['short', 'Choose a longer password (at least 8 characters).'],
      ['newplayer', 'Your password can’t be your username.'],
      ['aaaaaaaaaa', 'Choose a password that isn’t one character repeated.'],
      ['password1', 'That password is too common: choose another.'],
      ['12345678', 'That password is too common: choose another.'],
      ['abcdefghij', 'That password is too common: choose another.'],
    ];
    for (const [password, message] of cases) {
      const error = await expectTRPCError(
        visitor().user.signUp({ username: 'newplayer', password }),
        'BAD_REQUEST',
        message,
      );
      expect(error.field).toBe('password');
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a malformed username or input, writing nothing', async () => {
    const before = await userCount();
    for (const username of ['ab', 'has space', 'x'.repeat(21), 'émile']) {
      await expectTRPCError(
        visitor().user.signUp({ username, password: 'stack-it-high' }),
        'BAD_REQUEST',
        'A username is 3 to 20 letters, digits, _ or -.',
      );
    }
    // @ts-expect-error -- malformed on purpose
    await expectTRPCError(visitor().user.signUp({ username: 'okname' }), 'BAD_REQUEST');
    await expectTRPCError(
      // @ts-expect-error -- unknown fields are refused
      visitor().user.signUp({ username: 'okname', password: 'stack-it-high', admin: true }),
      'BAD_REQUEST',
    );
    expect(await userCount()).toBe(before);
  });
});

describe('user.profile', () => {
  it('shows names, games played and recent results', async () => {
    const [ann, ben] = await makeUsers(t, 'ann', 'ben');
    if (!ann || !ben) throw new Error('users');
    const ca = callerFor(t, ann);
    const cb = callerFor(t, ben);
    const { gameId } = await ca.lobby.create({ seats: 2 });
    await cb.lobby.join({ gameId });
    const state = await stateOf(t, gameId);
    const first = state.toMove === 0 ? ca : cb;
    await first.game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'play', placements: openingPlay(state.players[state.toMove]?.rack ?? '') },
    });
    await cb.game.submit({ gameId, expectedMove: 1, action: { type: 'resign' } });

    const profile = await visitor().user.profile({ username: 'ANN' });
    expect(profile).toMatchObject({ username: 'ann', displayName: 'Ann', gamesPlayed: 1, wins: 1 });
    expect(profile.recentGames).toHaveLength(1);
    expect(profile.recentGames[0]).toMatchObject({
      id: gameId,
      status: 'finished',
      seat: 0,
      result: 'win',
    });
    expect(profile.recentGames[0]?.players.map((p) => p.username)).toEqual(['ann', 'ben']);
    expect(await visitor().user.profile({ username: 'ben' })).toMatchObject({
      gamesPlayed: 1,
      wins: 0,
    });
  });

  it('says when there is no such player', async () => {
    await expectTRPCError(
      visitor().user.profile({ username: 'nobody' }),
      'NOT_FOUND',
      'There is no player called “nobody”.',
    );
    // @ts-expect-error -- malformed on purpose
    await expectTRPCError(visitor().user.profile({}), 'BAD_REQUEST');
  });

  it('replays every started game to its cached state', async () => {
    expect(await expectEveryGameReplays(t)).toBeGreaterThan(0);
  });
});

describe('control characters', () => {
  it('refuses a NUL in names with a clear BAD_REQUEST, writing nothing', async () => {
    const before = await userCount();
    await expectTRPCError(
      visitor().user.signUp({
        username: 'nulname',
        displayName: 'Bad\u0000Name',
        password: 'a-fine-password-9',
      }),
      'BAD_REQUEST',
    );
    await expectTRPCError(visitor().user.profile({ username: 'x\u0000y' }), 'BAD_REQUEST');
    expect(await userCount()).toBe(before);
  });
});

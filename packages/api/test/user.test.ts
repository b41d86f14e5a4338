import { users } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { count, sql } from 'drizzle-orm';
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
      ['', 'Enter a password (at least 10 characters).'],
      ['short', 'Password is too short: at least 10 characters.'],
      ['tiles-9ch', 'Password is too short: at least 10 characters.'],
      ['x1'.repeat(101), 'Password is too long: at most 200 characters.'],
      ['newplayer10', 'Your password can’t be your username.'],
      ['aaaaaaaaaa', 'Choose a password that isn’t one character repeated.'],
      ['password12', 'That password is too common: choose another.'],
      ['1234567890', 'That password is too common: choose another.'],
      ['abcdefghij', 'That password is too common: choose another.'],
      // From the real list (zxcvbn-ts's passwords-common), also with digits or case changed.
      ['basketball', 'That password is too common: choose another.'],
      ['Manchester', 'That password is too common: choose another.'],
      ['qwerty12345', 'That password is too common: choose another.'],
      ['dragon2024!', 'That password is too common: choose another.'],
      ['superman123', 'That password is too common: choose another.'],
    ];
    for (const [password, message] of cases) {
      const error = await expectTRPCError(
        visitor().user.signUp({ username: 'newplayer10', password }),
        'BAD_REQUEST',
        message,
      );
      expect(error.field).toBe('password');
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a malformed username or input, writing nothing', async () => {
    const before = await userCount();
    for (const [username, message] of [
      ['', 'Enter a username (3 to 20 characters).'],
      ['ab', 'Username is too short: at least 3 characters (this one has 2).'],
      ['x'.repeat(21), 'Username is too long: at most 20 characters (this one has 21).'],
      ['has space', 'Username can hold only letters a–z, digits, _ and - (no spaces or accents).'],
      ['émile', 'Username can hold only letters a–z, digits, _ and - (no spaces or accents).'],
    ] as const) {
      const error = await expectTRPCError(
        visitor().user.signUp({ username, password: 'stack-it-high' }),
        'BAD_REQUEST',
        message,
      );
      expect(error.field).toBe('username');
    }
    // A display name over its limit is named, with the limit (not "something is too long").
    const long = await expectTRPCError(
      visitor().user.signUp({
        username: 'okname',
        displayName: 'd'.repeat(200),
        password: 'stack-it-high',
      }),
      'BAD_REQUEST',
      'Display name is too long: at most 40 characters (this one has 200).',
    );
    expect(long.field).toBe('displayName');
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

describe('user.signUp: names', () => {
  it('refuses display names with invisible, direction-changing or control characters', async () => {
    const before = await userCount();
    for (const displayName of [
      'evil\u202Egnp.exe', // right-to-left override
      'Ali\u2066ce\u2069', // left-to-right isolate
      'Al\u200Bice', // zero-width space
      'Al\u200Dice', // zero-width joiner
      'Ali\uFEFFce', // zero-width no-break space
      'Ali\u00ADce', // soft hyphen
      'Ali\u0007ce', // bell
      '\u3164', // Hangul filler: a letter that shows nothing
      '\u2800\u2800', // braille blank
      '...',
    ]) {
      const error = await expectTRPCError(
        visitor().user.signUp({ username: 'quietone', displayName, password: 'stack-it-high' }),
        'BAD_REQUEST',
      );
      expect(error.field).toBe('displayName');
    }
    expect(await userCount()).toBe(before);
    // Letters of any script, digits, spaces and punctuation are fine.
    await expect(
      visitor().user.signUp({
        username: 'quietone',
        displayName: 'Zoë Ōno-Müller 🙂 (Καλή)',
        password: 'stack-it-high',
      }),
    ).resolves.toMatchObject({ displayName: 'Zoë Ōno-Müller 🙂 (Καλή)' });
  });

  it('refuses names that look like another player’s after normalisation', async () => {
    await visitor().user.signUp({ username: 'alice', password: 'stack-it-high' });
    await visitor().user.signUp({
      username: 'modest',
      displayName: 'Bob',
      password: 'stack-it-high',
    });
    const lookalikes: [string, string | undefined, 'username' | 'displayName'][] = [
      ['a1ice', undefined, 'username'], // digit one for l
      ['aIice', undefined, 'username'], // capital i for l
      ['bob', undefined, 'username'], // another player's display name
      ['b0b', undefined, 'username'], // zero for o
      ['rnodest', undefined, 'username'], // r n for m
      ['mallory', 'ALICE', 'displayName'],
      ['mallory', '\u0410lice', 'displayName'], // Cyrillic A
      ['mallory', 'ａｌｉｃｅ', 'displayName'], // fullwidth (NFKC)
      ['mallory', '\u0391L\u0399CE', 'displayName'], // Greek Alpha and Iota
      ['mallory', 'B\u043Ebb'.slice(0, 3), 'displayName'], // Cyrillic o: "Bоb"
    ];
    for (const [username, displayName, field] of lookalikes) {
      const error = await expectTRPCError(
        visitor().user.signUp({
          username,
          password: 'stack-it-high',
          ...(displayName ? { displayName } : {}),
        }),
        'CONFLICT',
        'That name looks too much like another player’s.',
      );
      expect({ username, displayName, field: error.field }).toEqual({
        username,
        displayName,
        field,
      });
    }
    // A different name is fine, and one's own display name may match one's username.
    await expect(
      visitor().user.signUp({
        username: 'alicia',
        displayName: 'ALICIA',
        password: 'stack-it-high',
      }),
    ).resolves.toMatchObject({ username: 'alicia' });
  });

  it('players made before the check (without keys) are protected too', async () => {
    await makeUsers(t, 'olderone');
    await expectTRPCError(
      visitor().user.signUp({ username: '0lderone', password: 'stack-it-high' }),
      'CONFLICT',
      'That name looks too much like another player’s.',
    );
  });

  it('of two simultaneous sign-ups with lookalike names, one is refused', async () => {
    const results = await Promise.allSettled([
      visitor().user.signUp({ username: 'paula', password: 'first-of-two' }),
      visitor().user.signUp({ username: 'pau1a', password: 'second-of-two' }),
      visitor().user.signUp({ username: 'twinkle', displayName: 'PAULA', password: 'third-of-3' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('user.signUp: limits', () => {
  it('limits sign-ups overall: a flood from many addresses gets its 30 a minute', async () => {
    await t.db.execute(sql`truncate rate_limit_hits`);
    const before = await userCount();
    // (Before the limits: all 60 were created; the review saw 471 in 10 s from 16 clients.)
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        callerFor(t, null, { clientAddress: `addr-${i % 16}` }).user.signUp({
          username: `flood${i}x`,
          password: 'stack-it-high',
        }),
      ),
    );
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
    expect(results.length - refused.length).toBe(30);
    expect(await userCount()).toBe(before + 30);
    for (const error of refused) {
      expect(error).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(error.message).toMatch(
        /^Too many new accounts right now\. Try again in \d+ seconds\.$/,
      );
    }
  });

  it('limits sign-ups per address', async () => {
    await t.db.execute(sql`truncate rate_limit_hits`);
    const from = (address: string, i: number) =>
      callerFor(t, null, { clientAddress: address }).user.signUp({
        username: `${address}n${i}`,
        password: 'stack-it-high',
      });
    for (let i = 0; i < 10; i++) await from('one', i);
    await expectTRPCError(from('one', 10), 'TOO_MANY_REQUESTS');
    await expect(from('two', 0)).resolves.toMatchObject({ username: 'twon0' });
    // A refused sign-up (a bad password) costs nothing.
    await t.db.execute(sql`truncate rate_limit_hits`);
    for (let i = 0; i < 12; i++) {
      await expectTRPCError(
        callerFor(t, null, { clientAddress: 'three' }).user.signUp({
          username: `three${i}`,
          password: 'short',
        }),
        'BAD_REQUEST',
      );
    }
    await expect(from('three', 0)).resolves.toMatchObject({ username: 'threen0' });
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

  it('says which rated games changed the rating: not one that ended before every player moved', async () => {
    const [cal, dee] = await makeUsers(t, 'cal', 'dee');
    if (!cal || !dee) throw new Error('users');
    const [cc, cd] = [callerFor(t, cal), callerFor(t, dee)];
    /** A rated game: the first player opens, then the other resigns — after moving, or at once. */
    const ratedGame = async (bothMove: boolean) => {
      const { gameId } = await cc.lobby.create({ seats: 2, rated: true });
      await cd.lobby.join({ gameId });
      const state = await stateOf(t, gameId);
      const [first, second] = state.toMove === 0 ? [cc, cd] : [cd, cc];
      const opening = openingPlay(state.players[state.toMove]?.rack ?? '');
      await first.game.submit({
        gameId,
        expectedMove: 0,
        action: { type: 'play', placements: opening },
      });
      if (bothMove) {
        await second.game.submit({ gameId, expectedMove: 1, action: { type: 'pass' } });
      }
      await second.game.submit({
        gameId,
        expectedMove: bothMove ? 2 : 1,
        action: { type: 'resign' },
      });
      return gameId;
    };
    const aborted = await ratedGame(false);
    const played = await ratedGame(true);
    const { recentGames } = await visitor().user.profile({ username: 'cal' });
    expect(recentGames.map((g) => [g.id, g.rated, g.ratingChanged])).toEqual([
      [played, true, true],
      [aborted, true, false],
    ]);
    // The played game's change is the one in the rating history (a win gains, a loss loses).
    const [change] = await visitor().rating.history({
      username: 'cal',
      ruleset: recentGames[0]!.ruleset,
      speed: 'correspondence',
    });
    expect(change?.gameId).toBe(played);
    expect(recentGames.map((g) => g.ratingDelta)).toEqual([change!.delta, null]);
    expect(Math.sign(change!.delta)).toBe(recentGames[0]!.result === 'win' ? 1 : -1);
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

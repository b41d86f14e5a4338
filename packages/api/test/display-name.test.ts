import { nameSkeletons, rateLimitHits } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GameDetail } from '../src/index';
import { DISPLAY_NAME_CHANGES, LEFT_NAME_HOLD_DAYS } from '../src/users/limits';
import { claimNameKeys } from '../src/users/name-keys';
import {
  callerFor,
  expectEveryGameReplays,
  expectTRPCError,
  startTwoPlayerGame,
  tournamentSettings,
} from './helpers';
import { next } from './support/iterate';

const t = useTestDatabase();
const HOUR = 3_600_000;

/** A player signed up as sign-up does it (so their names hold lookalike keys), and their caller. */
async function player(username: string, displayName?: string) {
  const user = await callerFor(t, null).user.signUp({
    username,
    password: 'a-fine-password-42',
    ...(displayName ? { displayName } : {}),
  });
  return { user, caller: callerFor(t, { id: user.id, username }) };
}

/** The refusal's code, sentence and field, to compare with sign-up's. */
async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { code?: string; message?: string; field?: string | null } | undefined;
  return { code: error?.code, message: error?.message, field: error?.field };
}

describe('changing a display name', () => {
  it('refuses what sign-up refuses, with the same sentence, beside the field', async () => {
    await player('alice', 'Alice');
    const { caller } = await player('renamer');
    const refused = [
      'A\u200Bnn', // an invisible character
      '\u202Eevil', // a direction change
      '!!!', // no letter or digit
      'x'.repeat(41), // too long
      'ALICE', // another player's name, in capitals
      'A1ice', // …or with a lookalike digit
    ];
    for (const [i, displayName] of refused.entries()) {
      const asSignUp = await refusal(
        callerFor(t, null).user.signUp({
          username: `newcomer${i}`,
          displayName,
          password: 'a-fine-password-42',
        }),
      );
      expect(asSignUp.field, displayName).toBe('displayName');
      expect(await refusal(caller.user.changeDisplayName({ displayName })), displayName).toEqual(
        asSignUp,
      );
    }
    expect(await caller.user.account()).toEqual({ username: 'renamer', displayName: 'renamer' });
  });

  it('stores the name trimmed, and gives the username for an empty one', async () => {
    const { caller } = await player('ren', 'Ren the Great');
    expect(await caller.user.changeDisplayName({ displayName: '  Ren the Bold  ' })).toEqual({
      displayName: 'Ren the Bold',
      changed: true,
    });
    expect(await caller.user.account()).toEqual({ username: 'ren', displayName: 'Ren the Bold' });
    // The new one is taken (lookalikes too).
    await expectTRPCError(
      player('copycat', 'REN THE BOLD'),
      'CONFLICT',
      'That name looks too much like another player’s.',
    );
    // Empty: the username, which is the player's own (never a lookalike of themselves).
    expect(await caller.user.changeDisplayName({ displayName: '   ' })).toEqual({
      displayName: 'ren',
      changed: true,
    });
    expect(await caller.user.changeDisplayName({ displayName: 'ren' })).toEqual({
      displayName: 'ren',
      changed: false,
    });
  });

  it(`holds the name left for ${LEFT_NAME_HOLD_DAYS} days for its player alone, one name at a time`, async () => {
    const { caller } = await player('hold', 'Holly');
    const { caller: rival } = await player('rival');
    const taken = 'That name looks too much like another player’s.';
    await caller.user.changeDisplayName({ displayName: 'Hollis' });
    // Nobody else takes the name just left, nor a lookalike, by sign-up or by a rename.
    await expectTRPCError(player('mimic', 'HOLLY'), 'CONFLICT', taken);
    await expectTRPCError(
      rival.user.changeDisplayName({ displayName: 'Holly' }),
      'CONFLICT',
      taken,
    );
    // Its player takes it back.
    await caller.user.changeDisplayName({ displayName: 'Holly' });
    expect((await caller.user.account()).displayName).toBe('Holly');
    // Only the name last left is held: Hollis went free when Holly was taken back and left again.
    await caller.user.changeDisplayName({ displayName: 'Hollyhock' });
    await rival.user.changeDisplayName({ displayName: 'Hollis' });
    await expectTRPCError(player('mimic2', 'Holly'), 'CONFLICT', taken);
    // The keys themselves refuse a held name, should a claim ever pass the checks before it
    // (the two are apart, and a rival's rename may race a sign-up).
    const rivalId = (await rival.status.me()).id;
    const claim = () => t.db.transaction((tx) => claimNameKeys(tx, rivalId, ['Holly']));
    expect(await claim()).toBe(false);
    // Once the hold ends, the name is anyone's.
    const holder = (await caller.status.me()).id;
    await t.db
      .update(nameSkeletons)
      .set({ heldUntil: new Date(Date.now() - HOUR) })
      .where(and(eq(nameSkeletons.userId, holder), isNotNull(nameSkeletons.heldUntil)));
    expect(await claim()).toBe(true);
    await expectTRPCError(player('newholly', 'Holly'), 'CONFLICT', taken);
  });

  it('needs a session', async () => {
    await expectTRPCError(
      callerFor(t, null).user.changeDisplayName({ displayName: 'Nobody' }),
      'UNAUTHORIZED',
    );
  });

  it('allows a few changes a day per player; refused names and no-change cost nothing', async () => {
    const { caller } = await player('fickle');
    const { caller: bystander } = await player('steady');
    for (let i = 0; i < DISPLAY_NAME_CHANGES.max; i++) {
      await caller.user.changeDisplayName({ displayName: `Fickle ${i}` });
      // Neither a refused name nor the same name again is a change.
      await expectTRPCError(
        caller.user.changeDisplayName({ displayName: 'A\u200Bx' }),
        'BAD_REQUEST',
      );
      await caller.user.changeDisplayName({ displayName: `Fickle ${i}` });
    }
    await expectTRPCError(
      caller.user.changeDisplayName({ displayName: 'Fickle again' }),
      'TOO_MANY_REQUESTS',
      /^You can change your display name 3 times a day\. Try again in 2[34] hours\.$/,
    );
    expect((await caller.user.account()).displayName).toBe(
      `Fickle ${DISPLAY_NAME_CHANGES.max - 1}`,
    );
    // The limit is the player's own.
    await bystander.user.changeDisplayName({ displayName: 'Steady Eddie' });
    // A day later the oldest change has left the window.
    await t.db
      .update(rateLimitHits)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(rateLimitHits.bucket, `display-name:user:${(await caller.status.me()).id}`));
    await caller.user.changeDisplayName({ displayName: 'Fickle again' });
  });

  it('shows the new name to other players: seats of running and finished games, lists, tournaments', async () => {
    const { user: ann, caller: annCaller } = await player('ann');
    const { caller: benCaller } = await player('ben', 'Ben');
    const running = await startTwoPlayerGame(annCaller, benCaller);
    // Ann holds the second seat here: the state's seat is the seat row's.
    const finished = await startTwoPlayerGame(benCaller, annCaller);
    await benCaller.game.submit({ gameId: finished, expectedMove: 0, action: { type: 'resign' } });
    const { gameId: waiting } = await annCaller.lobby.create({ seats: 2 });
    const { id: tournamentId } = await benCaller.tournament.create(tournamentSettings());
    await annCaller.tournament.register({ tournamentId });
    // Ben has the running game open: the page hears of the rename.
    const live = (await benCaller.game.live({ gameId: running }))[Symbol.asyncIterator]();
    expect(((await next(live)) as GameDetail).players.map((p) => p.name)).toEqual(['ann', 'Ben']);

    await annCaller.user.changeDisplayName({ displayName: 'Annie Rose' });

    const renamed = (await next(live)) as GameDetail;
    expect(renamed.players.map((p) => p.name)).toEqual(['Annie Rose', 'Ben']);
    await live.return?.();
    for (const [gameId, seated] of [
      [running, ['Annie Rose', 'Ben']],
      [finished, ['Ben', 'Annie Rose']],
    ] as const) {
      const names = (await benCaller.game.view({ gameId })).players.map((p) => p.name);
      expect(names).toEqual(seated);
      const replay = await benCaller.replay.get({ gameId });
      expect(replay.players.map((p) => p.name)).toEqual(seated);
    }
    const open = await benCaller.lobby.open();
    expect(open.find((g) => g.id === waiting)?.players.map((p) => p.name)).toEqual(['Annie Rose']);
    const mine = await benCaller.lobby.mine();
    expect(mine.playing.find((g) => g.id === running)?.players.map((p) => p.name)).toEqual([
      'Annie Rose',
      'Ben',
    ]);
    const profile = await benCaller.user.profile({ username: 'ann' });
    expect(profile.displayName).toBe('Annie Rose');
    // Her recent (finished) game, where she holds the second seat.
    expect(profile.recentGames[0]?.players.map((p) => p.name)).toEqual(['Ben', 'Annie Rose']);
    const tournament = await benCaller.tournament.get({ tournamentId });
    expect(tournament.entrants.find((e) => e.username === 'ann')?.name).toBe('Annie Rose');
    // The log keeps the name she registered under.
    expect(tournament.history.map((h) => h.text)).toContain('ann registered.');
    // The session knows who she is, not what she is called.
    expect(await annCaller.status.me()).toEqual({ id: ann.id, username: 'ann' });
    // Seat rows and cached states agree: every game still replays from its log.
    await expectEveryGameReplays(t);
  });
});

import { sessions, users } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_LIMIT } from '../src/users/password-change';
import { callerFor, expectEveryGameReplays, expectTRPCError, startTwoPlayerGame } from './helpers';

const t = useTestDatabase();

async function account(username: string) {
  const user = await callerFor(t, null).user.signUp({ username, password: 'old-password-42' });
  await t.db.insert(sessions).values([
    { sessionToken: `${username}-a`, userId: user.id, expires: new Date(Date.now() + 3_600_000) },
    { sessionToken: `${username}-b`, userId: user.id, expires: new Date(Date.now() + 3_600_000) },
  ]);
  return { user, caller: callerFor(t, { id: user.id, username }) };
}

describe('changing a password', () => {
  it('needs the current password, keeps the policy, stores the new hash and revokes every session', async () => {
    const { user, caller } = await account('changer');
    await expectTRPCError(
      caller.user.changePassword({ current: 'wrong-password', next: 'new-password-42' }),
      'FORBIDDEN',
      'That is not your current password.',
    );
    const weak = await expectTRPCError(
      caller.user.changePassword({ current: 'old-password-42', next: 'short' }),
      'BAD_REQUEST',
    );
    expect(weak.message).toBe('Password is too short: at least 10 characters.');
    expect(
      await caller.user.changePassword({ current: 'old-password-42', next: 'new-password-42' }),
    ).toEqual({ changed: true, sessionsRevoked: 2 });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBe('test-hash:new-password-42');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('limits the tries of the current password per user', async () => {
    const { caller } = await account('guesser');
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT.max; i++) {
      await expectTRPCError(
        caller.user.changePassword({ current: `guess-${i}`, next: 'new-password-42' }),
        'FORBIDDEN',
      );
    }
    await expectTRPCError(
      caller.user.changePassword({ current: 'old-password-42', next: 'new-password-42' }),
      'TOO_MANY_REQUESTS',
    );
  });
});

describe('deleting an account', () => {
  it('keeps the games under "deleted player", revokes the sessions and leaves nothing to sign in with', async () => {
    const { user, caller } = await account('leaver');
    const { caller: other } = await account('stayer');
    const gameId = await startTwoPlayerGame(caller, other);
    await other.game.submit({ gameId, expectedMove: 0, action: { type: 'resign' } });

    await expectTRPCError(caller.user.deleteAccount({ password: 'wrong-one-here' }), 'FORBIDDEN');
    expect(await caller.user.deleteAccount({ password: 'old-password-42' })).toEqual({
      deleted: true,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ displayName: 'deleted player', passwordHash: null });
    expect(row!.username).toMatch(/^deleted-/);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    const view = await other.game.view({ gameId });
    expect(view.players.map((p) => p.name)).toContain('deleted player');
    expect(view.players.map((p) => p.name)).not.toContain('leaver');
    await expectEveryGameReplays(t);
    // The name stays taken: nobody new can pass as the deleted player.
    await expectTRPCError(
      callerFor(t, null).user.signUp({ username: 'leaver', password: 'fresh-password-9' }),
      'CONFLICT',
    );
  });
});

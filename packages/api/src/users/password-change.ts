import { eq } from 'drizzle-orm';
import { sessions, takeRateLimitHit, users, type Database } from '@wordrise/db';
import { AppError } from '../errors';
import { passwordProblem } from './policy';

export const WRONG_CURRENT_PASSWORD = 'That is not your current password.';
export const PASSWORD_CHANGES_TOO_OFTEN = 'Too many password attempts. Try again in a few minutes.';

/** Tries of the current password per user in a window (every web process counts together). */
export const PASSWORD_CHANGE_LIMIT = { max: 5, windowSeconds: 600 } as const;

/**
 * A signed-in player changes their password: the current one must be right (tries
 * limited per user), the new one must pass the sign-up policy. Every session of the
 * player is then revoked: a stolen cookie stops working, and they sign in again.
 */
export async function changePassword(
  db: Database,
  userId: string,
  input: { current: string; next: string },
  passwords: {
    hash: (password: string) => Promise<string>;
    verify: (hash: string, password: string) => Promise<boolean>;
  },
): Promise<{ changed: true; sessionsRevoked: number }> {
  const notBefore = await takeRateLimitHit(db, [
    { bucket: `password-change:user:${userId}`, ...PASSWORD_CHANGE_LIMIT },
  ]);
  if (notBefore) throw new AppError('TOO_MANY_REQUESTS', PASSWORD_CHANGES_TOO_OFTEN);
  const [user] = await db
    .select({ username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in again.');
  if (!user.passwordHash || !(await passwords.verify(user.passwordHash, input.current)))
    throw new AppError('FORBIDDEN', WRONG_CURRENT_PASSWORD, { field: 'current' });
  const problem = passwordProblem(input.next, user.username);
  if (problem) throw new AppError('BAD_REQUEST', problem, { field: 'next' });
  const passwordHash = await passwords.hash(input.next);
  const revoked = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    return tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.sessionToken });
  });
  return { changed: true, sessionsRevoked: revoked.length };
}

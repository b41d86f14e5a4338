import { eq } from 'drizzle-orm';
import { sessions, takeRateLimitHit, users, type Database } from '@wordrise/db';
import { DELETED_PLAYER_NAME, renameSeatsOf } from '@wordrise/games';
import { AppError } from '../errors';
import {
  PASSWORD_CHANGE_LIMIT,
  PASSWORD_CHANGES_TOO_OFTEN,
  WRONG_CURRENT_PASSWORD,
} from './password-change';

/**
 * Deletes a player's account, confirmed with their password (tries limited like a
 * password change). Their games are kept, every seat renamed "deleted player"; the
 * account row stays only as an anonymous placeholder those games point to (no
 * password, no names; username `deleted-…`), so nobody can sign in as it. Every
 * session is revoked.
 */
export async function deleteAccount(
  db: Database,
  userId: string,
  password: string,
  verify: (hash: string, password: string) => Promise<boolean>,
): Promise<{ deleted: true }> {
  const notBefore = await takeRateLimitHit(db, [
    { bucket: `password-change:user:${userId}`, ...PASSWORD_CHANGE_LIMIT },
  ]);
  if (notBefore) throw new AppError('TOO_MANY_REQUESTS', PASSWORD_CHANGES_TOO_OFTEN);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in again.');
  if (!user.passwordHash || !(await verify(user.passwordHash, password)))
    throw new AppError('FORBIDDEN', WRONG_CURRENT_PASSWORD, { field: 'password' });
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        username: `deleted-${userId.replace(/-/g, '').slice(0, 12)}`,
        displayName: DELETED_PLAYER_NAME,
        name: null,
        email: null,
        image: null,
        passwordHash: null,
      })
      .where(eq(users.id, userId));
    await renameSeatsOf(tx, userId, DELETED_PLAYER_NAME);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  return { deleted: true };
}

import { eq } from 'drizzle-orm';
import { takeRateLimitHit, users, type Database } from '@wordrise/db';
import { renameSeatsOf, retryOnDeadlock } from '@wordrise/games';
import { AppError } from '../errors';
import { DISPLAY_NAME_CHANGES } from './limits';
import { backfillNameKeys, LOOKALIKE_NAME_MESSAGE, looksTaken, replaceNameKeys } from './name-keys';
import { displayNameFieldProblem, displayNameFor } from './policy';
import { waitPhrase } from './wait-phrase';

/** The signed-in player's own names, for the header and the settings page. */
export async function readAccount(
  db: Database,
  userId: string,
): Promise<{ username: string; displayName: string }> {
  const [user] = await db
    .select({ username: users.username, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in again.');
  return user;
}

const lookalike = () => new AppError('CONFLICT', LOOKALIKE_NAME_MESSAGE, { field: 'displayName' });

/**
 * A signed-in player changes their display name, under sign-up's rules (policy.ts: empty
 * means the username; the same length and characters; no lookalike of another player's
 * name, the lookalike keys claimed in the same transaction). Every seat the player holds
 * takes the new name, in running and finished games alike: a player is one name
 * everywhere, as after an account deletion. Names elsewhere (the header, leaderboards,
 * tournament pages) are read from the `users` row. Refusals: BAD_REQUEST or CONFLICT with
 * `field` "displayName"; TOO_MANY_REQUESTS past DISPLAY_NAME_CHANGES (only changes made
 * count: a refused name or the same name again costs nothing).
 */
export async function changeDisplayName(
  db: Database,
  userId: string,
  typed: string,
): Promise<{ displayName: string; changed: boolean }> {
  const { username, displayName: current } = await readAccount(db, userId);
  const displayName = displayNameFor(typed, username);
  const problem = displayNameFieldProblem(displayName);
  if (problem) throw new AppError('BAD_REQUEST', problem, { field: 'displayName' });
  if (displayName === current) return { displayName, changed: false };
  await backfillNameKeys(db);
  if (await looksTaken(db, [displayName], userId)) throw lookalike();

  // A sign-up claiming lookalikes of both the old and the new name can deadlock with the
  // keys' swap (`replaceNameKeys`): PostgreSQL rolls one back, and it runs again.
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      // One rename of a player at a time: the count below cannot be passed by two at once.
      // NO KEY UPDATE: the player's own moves meanwhile take KEY SHARE on this row (their
      // events' foreign key), which FOR UPDATE would block, and deadlock with the game rows.
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      const notBefore = await takeRateLimitHit(tx, [
        { bucket: `display-name:user:${userId}`, ...DISPLAY_NAME_CHANGES },
      ]);
      if (notBefore) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          `You can change your display name ${DISPLAY_NAME_CHANGES.max} times a day. Try again ${waitPhrase(notBefore)}.`,
        );
      }
      // Another player may have taken a lookalike since the check above: the keys decide.
      if (!(await replaceNameKeys(tx, userId, [username, displayName]))) throw lookalike();
      await tx.update(users).set({ displayName }).where(eq(users.id, userId));
      await renameSeatsOf(tx, userId, displayName);
      return { displayName, changed: true };
    }),
  );
}

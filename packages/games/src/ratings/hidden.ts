import { users } from '@wordrise/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db-types';

/**
 * "Hide ratings during my games" (the player's setting, `users.hide_ratings_in_games`).
 *
 * What it hides: in the player's OWN view of a game they sit in while it is being
 * played, every seat's rating (theirs and their opponents'), on the game page and in
 * their lobby list of games in progress. The rating change is only ever computed when
 * a rated game ends, so nothing of it exists to reveal before then. What it leaves
 * alone: opponents' and spectators' views (the setting is about what the player sees,
 * not about what others may see of them), the lobby's open games and challenges (a
 * player choosing an opponent wants the ratings), profiles and the leaderboard.
 * When the game ends, the finished game shows ratings and each player's change again.
 */
export function hidesRatings(status: string, viewerSeated: boolean, optedIn: boolean): boolean {
  return optedIn && viewerSeated && status === 'playing';
}

/** Which of `userIds` have the setting on. */
export async function ratingsHiddenBy(
  db: Queryable,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...new Set(userIds)]), eq(users.hideRatingsInGames, true)));
  return new Set(rows.map((r) => r.id));
}

/** The player's setting (false for an unknown id). */
export async function hidesRatingsInGames(db: Queryable, userId: string): Promise<boolean> {
  return (await ratingsHiddenBy(db, [userId])).has(userId);
}

/** Turns the setting on or off; returns the stored value. */
export async function setHideRatingsInGames(
  db: Queryable,
  userId: string,
  hide: boolean,
): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ hideRatingsInGames: hide })
    .where(eq(users.id, userId))
    .returning({ hide: users.hideRatingsInGames });
  return row?.hide ?? false;
}

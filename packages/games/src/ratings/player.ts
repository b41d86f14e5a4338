import { users } from '@wordrise/db';
import type { Speed } from '@wordrise/engine';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db-types';
import { notFound } from '../refusal';
import { playerRecord, type PlayerRecord } from './record';
import { ratingHistory, ratingsOf, type RatingChangeView, type RatingView } from './read';

/** The player's id by username (case-insensitive, as profiles), or a not-found refusal. */
async function playerId(db: Queryable, username: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw notFound(`There is no player called “${username}”.`, 'username');
  return user.id;
}

/** A profile's ratings: one per ruleset × speed the player has been rated in. */
export async function ratingsOfPlayer(db: Queryable, username: string): Promise<RatingView[]> {
  return ratingsOf(db, await playerId(db, username));
}

/** A profile's rating history in one ruleset × speed, oldest first. */
export async function ratingHistoryOfPlayer(
  db: Queryable,
  username: string,
  bucket: { ruleset: string; speed: Speed },
): Promise<RatingChangeView[]> {
  return ratingHistory(db, await playerId(db, username), bucket);
}

/** A profile's win/loss/tie record, average score and best single play (finished games). */
export async function recordOfPlayer(db: Queryable, username: string): Promise<PlayerRecord> {
  return playerRecord(db, await playerId(db, username));
}

import { ratings } from '@wordrise/db';
import { isProvisional, NEW_PLAYER_RATING, type Speed } from '@wordrise/engine';
import { and, inArray } from 'drizzle-orm';
import type { Queryable } from '../db-types';

/** A player's current rating as shown next to their name ("1500?" while provisional). */
export interface SeatRating {
  rating: number;
  rd: number;
  provisional: boolean;
}

/** What a player without a rating row in the bucket would be rated from. */
export const NEWCOMER_SEAT_RATING: SeatRating = {
  rating: NEW_PLAYER_RATING.rating,
  rd: NEW_PLAYER_RATING.rd,
  provisional: true,
};

/**
 * The current ratings of `userIds` in the given ruleset × speed buckets, keyed
 * `userId ruleset speed`; use {@link seatRatingOf} to read one (newcomers included).
 */
export async function currentRatings(
  db: Queryable,
  userIds: readonly string[],
  rulesets: readonly string[],
): Promise<Map<string, SeatRating>> {
  if (userIds.length === 0 || rulesets.length === 0) return new Map();
  const rows = await db
    .select({
      userId: ratings.userId,
      ruleset: ratings.ruleset,
      speed: ratings.speed,
      rating: ratings.rating,
      rd: ratings.rd,
    })
    .from(ratings)
    .where(
      and(
        inArray(ratings.userId, [...new Set(userIds)]),
        inArray(ratings.ruleset, [...new Set(rulesets)]),
      ),
    );
  return new Map(
    rows.map((r) => [
      ratingKey(r.userId, { ruleset: r.ruleset, speed: r.speed as Speed }),
      { rating: r.rating, rd: r.rd, provisional: isProvisional(r) },
    ]),
  );
}

function ratingKey(userId: string, bucket: { ruleset: string; speed: Speed }): string {
  return ratingEntryKey(userId, bucket.ruleset, bucket.speed);
}

/** The key of a rating in a {@link currentRatings} map, for maps read another way. */
export function ratingEntryKey(userId: string, ruleset: string, speed: string): string {
  return `${userId} ${ruleset} ${speed}`;
}

/** A seat's rating in the bucket: null for a bot, the newcomer's for a player not yet rated. */
export function seatRatingOf(
  current: Map<string, SeatRating>,
  userId: string | null,
  bucket: { ruleset: string; speed: Speed },
): SeatRating | null {
  if (!userId) return null;
  return current.get(ratingKey(userId, bucket)) ?? NEWCOMER_SEAT_RATING;
}

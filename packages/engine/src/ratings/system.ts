import type { PlayerRating } from './glicko2';

/**
 * The platform's Glicko-2 settings (see README "Ratings" for the reasons).
 * Glickman's own suggestions: a newcomer at 1500 with RD 350 and volatility 0.06,
 * τ between 0.3 and 1.2 — 0.5 is the middle of that range.
 */
export const NEW_PLAYER_RATING: PlayerRating = { rating: 1500, rd: 350, vol: 0.06 };
export const DEFAULT_TAU = 0.5;

/**
 * The platform keeps every RD at or above this after a rated game, so an active
 * player's rating keeps moving (≈ 7 points for a win over an equal opponent) rather
 * than freezing as RD shrinks.
 */
export const RD_FLOOR = 50;
/** No RD grows past a newcomer's: a long absence makes a player a newcomer again, no more. */
export const RD_CEILING = NEW_PLAYER_RATING.rd;

/** RD above this: the rating is provisional, shown with "?" and not ranked (as lichess). */
export const PROVISIONAL_RD = 110;

export function isProvisional(rating: Pick<PlayerRating, 'rd'>): boolean {
  return rating.rd > PROVISIONAL_RD;
}

/** The rating as players see it: rounded, with "?" when provisional ("1523?"). */
export function ratingLabel(rating: Pick<PlayerRating, 'rating' | 'rd'>): string {
  return `${Math.round(rating.rating)}${isProvisional(rating) ? '?' : ''}`;
}

/** RD kept within [RD_FLOOR, RD_CEILING]: the platform's bound, never the bare system's. */
export function boundRd<T extends PlayerRating>(rating: T): T {
  return { ...rating, rd: Math.min(RD_CEILING, Math.max(RD_FLOOR, rating.rd)) };
}

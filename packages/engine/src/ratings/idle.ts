import { GLICKO2_SCALE, type PlayerRating } from './glicko2';
import { RD_CEILING } from './system';

/**
 * Time away widens RD. The platform's rating period for idle time is one day:
 * every whole day since a player's last rated game is a period without games
 * (φ² grows by σ² each), so with σ = 0.06 a player at the RD floor (50) turns
 * provisional again after 89 idle days and is back to a newcomer's RD after about
 * three years.
 */
export const RATING_PERIOD_MS = 86_400_000;

/** Whole rating periods from `lastRatedMs` to `nowMs` (0 without a previous rated game). */
export function idlePeriods(lastRatedMs: number | null, nowMs: number): number {
  if (lastRatedMs === null) return 0;
  return Math.max(0, Math.floor((nowMs - lastRatedMs) / RATING_PERIOD_MS));
}

/**
 * The rating after `periods` rating periods without games (Glickman step 6 applied
 * `periods` times: φ = √(φ² + n·σ²)), RD capped at {@link RD_CEILING}. Rating and
 * volatility stay. `periods` must be a whole number ≥ 0.
 */
export function widenForIdle<T extends PlayerRating>(rating: T, periods: number): T {
  if (periods <= 0) return rating;
  const phi = rating.rd / GLICKO2_SCALE;
  const widened = Math.sqrt(phi * phi + periods * rating.vol * rating.vol) * GLICKO2_SCALE;
  return { ...rating, rd: Math.min(Math.max(rating.rd, RD_CEILING), widened) };
}

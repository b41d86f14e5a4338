/** Glicko-2 ratings (pure): the bare system, and the platform's settings and update. */
export {
  GLICKO2_SCALE,
  SCORES,
  VOLATILITY_CONVERGENCE,
  flip,
  ratePeriod,
  updateRating,
  type Encounter,
  type GameResult,
  type PlayerRating,
  type RatedPlayer,
  type RatingPeriod,
  type Score,
} from './glicko2';
export { parseRatingPeriod } from './period-parse';
export {
  DEFAULT_TAU,
  NEW_PLAYER_RATING,
  PROVISIONAL_RD,
  RD_CEILING,
  RD_FLOOR,
  boundRd,
  isProvisional,
  ratingLabel,
} from './system';
export { RATING_PERIOD_MS, idlePeriods, widenForIdle } from './idle';
export { pairwiseResults } from './pairwise';
export {
  BLITZ_MAX_MINUTES,
  RAPID_MAX_MINUTES,
  SPEEDS,
  isSpeed,
  speedOf,
  type Clock,
  type Speed,
} from './speed';
export { rateGame, rateRankedGame, type PlayerBeforeGame, type RatingChange } from './game';

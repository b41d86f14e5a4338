/** Ratings: the game-over update and the reads (profiles, history, leaderboards). */
export {
  hidesRatings,
  hidesRatingsInGames,
  ratingsHiddenBy,
  setHideRatingsInGames,
} from './hidden';
export { rateEndedGame, ratingBucket, type Unrated } from './rate-game';
export {
  LEADERBOARD_MAX_RD,
  LEADERBOARD_MIN_GAMES,
  LEADERBOARD_PAGE_SIZE,
  LEADERBOARD_WINDOW_DAYS,
  gameRatingChanges,
  leaderboardPage,
  ratingHistory,
  ratingsOf,
  type LeaderboardEntry,
  type LeaderboardPage,
  type RatingChangeView,
  type RatingView,
} from './read';
export { ratingHistoryOfPlayer, ratingsOfPlayer, recordOfPlayer } from './player';
export {
  bucketRecords,
  playerRecord,
  type BestPlay,
  type BucketRecord,
  type PlayerRecord,
  type PlayRecord,
} from './record';
export {
  currentRatings,
  NEWCOMER_SEAT_RATING,
  seatRatingOf,
  type SeatRating,
} from './seat-ratings';

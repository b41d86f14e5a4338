/** Ratings: the game-over update and the reads (profiles, history, leaderboards). */
export {
  hidesRatings,
  hidesRatingsInGames,
  ratingsHiddenBy,
  setHideRatingsInGames,
} from './hidden';
export {
  BEST_BOARDS,
  BEST_BOARD_MAX_ENTRIES,
  bestBoardPage,
  type BestBoard,
  type BestBoardEntry,
  type BestBoardPage,
} from './best-boards';
export { rateEndedGame, ratingBucket, type Unrated } from './rate-game';
export { rateFinishedGame } from './rate-finished';
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
  endedByOrganiser,
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

/**
 * What "Average score" counts, said the same on the profile and the leaderboard (the
 * rule is `madeAPlay` in packages/games' ratings/record.ts): a game the player only
 * passed or exchanged in ends 0 and says nothing of how they score.
 */
export const AVERAGE_SCORE_RULE =
  'counts the games in which the player placed tiles at least once: a game they only passed or exchanged in, until a resignation or the clock ended it, is left out';

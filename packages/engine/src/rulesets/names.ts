/**
 * The names players see for the rulesets, by key: the one source for the rulesets, the
 * server's sentences and every page (lobby, leaderboard, game). No imports: browser code
 * reads this file alone (`@wordrise/engine/ruleset-names`).
 */
export const RULESET_NAMES = {
  wordrise: 'WordRise',
  'upwords-8': 'Classic Upwords',
  wefter: 'Word Wefter',
} as const;

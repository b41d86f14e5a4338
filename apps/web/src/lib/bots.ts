/**
 * A casual bot game allows the Oracle unless the player says otherwise: the lobby's "Play a
 * bot" form starts ticked, and "Play a bot right away" (the home page, then sign-up), which
 * has no such box, starts its game so — the home page promises the Oracle in casual games.
 */
export const BOT_GAME_ORACLE = true;

export interface BotChoice {
  level: string;
  name: string;
  /** Its measured strength: its average final score in each offered ruleset's games, by key. */
  averageScores?: Readonly<Record<string, number>>;
  /** Its share of games won against greedy in each ruleset's games (0–1). */
  winRates?: Readonly<Record<string, number>>;
}

/**
 * "Greedy — averages 370 points", "Champion — wins 91% against Greedy": a level as players
 * choose it (the lobby, the home page, a tournament's organiser), with its figure in the
 * games of `ruleset`; just "Greedy" for a ruleset without a figure. The figures are measured
 * in games of normal length: for another `length` the label says so.
 */
export function botChoiceLabel(bot: BotChoice, ruleset: string, length?: string): string {
  const score = bot.averageScores?.[ruleset];
  if (score === undefined) return bot.name;
  const measuredIn = length === undefined || length === 'normal' ? '' : ' in a Normal game';
  // A level that beats greedy is told by how often it does: its average may be the lower
  // (Word Wefter's defensive champion lowers both sides' scores).
  const winRate = bot.winRates?.[ruleset];
  if (winRate !== undefined && winRate > 0.5 && bot.level !== 'greedy')
    return `${bot.name} — wins ${Math.round(winRate * 100)}% against Greedy${measuredIn}`;
  return `${bot.name} — averages ${score} points${measuredIn}`;
}

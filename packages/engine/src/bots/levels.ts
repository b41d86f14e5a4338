/**
 * The bot levels the product offers (the lobby and the database use exactly these
 * strings) and what players are told about each.
 */
export const BOT_LEVELS = ['beginner', 'casual', 'greedy', 'champion'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}

export interface BotProfile {
  readonly level: BotLevel;
  /** For people: "Beginner". */
  readonly name: string;
  /** One sentence for the lobby. */
  readonly description: string;
  /**
   * Measured strength: the level's mean final score (after R29 penalties) in
   * two-player self-play against `greedy` (`wordrise selfplay --games N --bots
   * LEVEL,greedy --seed 1`; for `greedy` itself, greedy against greedy).
   */
  readonly averageScore: number;
  /** Its share of those games won against `greedy` (ties count half), 0–1. */
  readonly winRateVsGreedy: number;
  /** How many games the figures come from. */
  readonly games: number;
}

/**
 * From the measurements in `src/bots/README.md` (2026-11-29, English word list,
 * `--games 200 --seed 1`). Re-measure and update when a bot changes.
 */
export const BOT_PROFILES: Readonly<Record<BotLevel, BotProfile>> = {
  beginner: {
    level: 'beginner',
    name: 'Beginner',
    description: 'Plays short everyday words and often misses the best move.',
    averageScore: 168.42,
    winRateVsGreedy: 0,
    games: 200,
  },
  casual: {
    level: 'casual',
    name: 'Casual',
    description: 'Knows everyday words of any length and usually finds a good move.',
    averageScore: 292.98,
    winRateVsGreedy: 0.005,
    games: 200,
  },
  greedy: {
    level: 'greedy',
    name: 'Greedy',
    description: 'Knows every word and always takes the highest score available.',
    averageScore: 370.32,
    winRateVsGreedy: 0.5,
    games: 200,
  },
  champion: {
    level: 'champion',
    name: 'Champion',
    description: 'The strongest bot: weighs score against the tiles it keeps and what it opens up.',
    averageScore: 399.78,
    winRateVsGreedy: 0.855,
    games: 200,
  },
};

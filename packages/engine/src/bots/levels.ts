import type { RulesetKey } from '../ruleset';
import { DEFAULT_RULESET_KEY } from '../rulesets/index';

/**
 * The bot levels the product offers (the lobby and the database use exactly these
 * strings) and what players are told about each.
 */
export const BOT_LEVELS = ['beginner', 'casual', 'greedy', 'champion'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}

/** A level's measured strength on one ruleset (see `BOT_STRENGTH`). */
export interface BotStrength {
  /**
   * The level's mean final score (after R29 penalties) in two-player self-play against
   * `greedy` (`wordrise selfplay --games N --bots LEVEL,greedy --seed S --ruleset KEY`;
   * for `greedy` itself, greedy against greedy).
   */
  readonly averageScore: number;
  /** Its share of those games won against `greedy` (ties count half), 0–1. */
  readonly winRateVsGreedy: number;
  /** How many games the figures come from. */
  readonly games: number;
  /** The selfplay `--seed` and the day, when the level was re-measured apart from its table. */
  readonly seed?: number;
  readonly measured?: string;
}

/** One ruleset's figures and how they were measured. */
export interface BotStrengthTable {
  /** The selfplay `--seed`. */
  readonly seed: number;
  /** The day they were measured, YYYY-MM-DD. */
  readonly measured: string;
  readonly levels: Readonly<Record<BotLevel, BotStrength>>;
}

/**
 * Every level's strength on every ruleset: the games score very differently (an 8 × 8
 * board, Word Wefter's market and stack scoring), so players are shown the figure of the
 * ruleset they choose. From the measurements in `src/bots/README.md` (English word list;
 * `bench/bot-strength.ts` re-measures them all and prints these entries). Re-measure and
 * update when a bot or a ruleset changes.
 */
export const BOT_STRENGTH: Readonly<Record<RulesetKey, BotStrengthTable>> = {
  wordrise: {
    seed: 1,
    measured: '2026-12-03',
    levels: {
      beginner: { averageScore: 166.91, winRateVsGreedy: 0, games: 200 },
      casual: { averageScore: 288.64, winRateVsGreedy: 0.015, games: 200 },
      greedy: { averageScore: 376.84, winRateVsGreedy: 0.5, games: 200 },
      champion: { averageScore: 413.77, winRateVsGreedy: 0.9075, games: 200 },
    },
  },
  'upwords-8': {
    seed: 1,
    measured: '2026-12-03',
    levels: {
      beginner: { averageScore: 101.85, winRateVsGreedy: 0, games: 200 },
      casual: { averageScore: 168.1, winRateVsGreedy: 0.05, games: 200 },
      greedy: { averageScore: 207.06, winRateVsGreedy: 0.5, games: 200 },
      champion: { averageScore: 237.5, winRateVsGreedy: 0.8475, games: 200 },
    },
  },
  // Normal length. The champion here weighs the opponent's best reply (1-ply; see
  // src/bots/README.md, "Word Wefter's champion"); the static champion it replaced was
  // not measurably stronger than greedy (100–100 with seed 1, a mean 7 points higher ± 214).
  wefter: {
    seed: 1,
    measured: '2026-12-03',
    levels: {
      beginner: { averageScore: 473.94, winRateVsGreedy: 0, games: 200 },
      casual: { averageScore: 1216.16, winRateVsGreedy: 0, games: 200 },
      greedy: { averageScore: 3264.17, winRateVsGreedy: 0.5, games: 200 },
      // The reply-aware champion (wefter-champion.ts), re-measured on its own with seed 2:
      // it plays defensively, so both sides score less (greedy 2952.5 in the same games)
      // and its mean is below greedy's against itself; it wins 60% of these games
      // (55.6% and +113 ± 86 points a game over 500 games with seeds 2–6: a modest gain).
      champion: {
        averageScore: 3094.92,
        winRateVsGreedy: 0.6,
        games: 100,
        seed: 2,
        measured: '2026-12-03',
      },
    },
  },
};

/** `level`'s measured strength in `ruleset`'s games. */
export function botStrength(level: BotLevel, ruleset: RulesetKey): BotStrength {
  return BOT_STRENGTH[ruleset].levels[level];
}

/** A level as players see it, with its strength in WordRise (the default ruleset). */
export interface BotProfile extends BotStrength {
  readonly level: BotLevel;
  /** For people: "Beginner". */
  readonly name: string;
  /** One sentence for the lobby. */
  readonly description: string;
}

function profile(level: BotLevel, name: string, description: string): BotProfile {
  return { level, name, description, ...botStrength(level, DEFAULT_RULESET_KEY) };
}

/**
 * Each level's name and description, and its figures in WordRise games (the default
 * ruleset; `botStrength(level, ruleset)` for another ruleset's).
 */
export const BOT_PROFILES: Readonly<Record<BotLevel, BotProfile>> = {
  beginner: profile(
    'beginner',
    'Beginner',
    'Plays short everyday words and often misses the best move.',
  ),
  casual: profile(
    'casual',
    'Casual',
    'Knows everyday words of any length and usually finds a good move.',
  ),
  greedy: profile(
    'greedy',
    'Greedy',
    'Knows every word and always takes the highest score available.',
  ),
  champion: profile(
    'champion',
    'Champion',
    'The strongest bot: weighs score against the tiles it keeps and what it opens up.',
  ),
};

import type { Ruleset } from '../ruleset';

/**
 * Word Wefter's game lengths: the size of the tile pool. Normal is the ruleset's
 * own distribution; Short and Long scale every count (rounded, each tile kept at
 * least once). Only the pool differs: board, rack and rules are the same.
 */
export const GAME_LENGTHS = ['short', 'normal', 'long'] as const;
export type GameLength = (typeof GAME_LENGTHS)[number];

const SCALE: Readonly<Record<GameLength, number>> = { short: 0.6, normal: 1, long: 1.5 };

export function isGameLength(value: unknown): value is GameLength {
  return (GAME_LENGTHS as readonly unknown[]).includes(value);
}

/**
 * The ruleset with its wild and blank tiles taken out of the pool: what the Oracle
 * searches today (it reads plain letters only; see the engine README).
 */
export function withPlainTilesOnly(ruleset: Ruleset): Ruleset {
  const distribution = Object.fromEntries(
    Object.entries(ruleset.tiles.distribution).filter(([tile]) => /^[A-Z]$/.test(tile)),
  );
  return {
    ...ruleset,
    name: `${ruleset.name}, plain letters`,
    tiles: { ...ruleset.tiles, distribution },
  };
}

/** The pool of a game of this length: the ruleset with its distribution scaled. */
export function rulesetForLength(ruleset: Ruleset, length: GameLength): Ruleset {
  if (length === 'normal') return ruleset;
  const scale = SCALE[length];
  const distribution: Record<string, number> = {};
  for (const [tile, count] of Object.entries(ruleset.tiles.distribution)) {
    distribution[tile] = Math.max(1, Math.round(count * scale));
  }
  return { ...ruleset, tiles: { ...ruleset.tiles, distribution } };
}

/**
 * Versions of the rules. A game is judged and replayed by the rules it started
 * under (`GameState.rulesVersion`, the `games.rules_version` column, the record's
 * `#rules` header), so a change of behaviour never rewrites stored games: it adds
 * a version here, and the old behaviour stays reachable for the old games.
 *
 * Every behaviour that differs between versions is one switch in `RulesBehaviour`,
 * looked up with `rulesBehaviour(version)`; code elsewhere asks for the switch,
 * never for a version number.
 *
 * - version 1: the rules as first released (every ending charges the rack penalty).
 * - version 2: R29 — only a game played out (R26, R27, R28) charges the rack
 *   penalty; a resignation or a forfeit on time leaves the scores as they stood.
 * - version 3: R30 — a play taken back after an upheld word challenge returns the tiles
 *   it drew into the bag shuffled, not to its front, where the next player to draw would
 *   get tiles the challenged player has seen; Word Wefter's marketplace refills with a
 *   tile drawn at random among the allowed ones, not the first from the bag's front (the
 *   tiles it passed over told everyone what the next draws were).
 */
import type { EndReason } from './end';

export const RULES_VERSIONS = [1, 2, 3] as const;
export type RulesVersion = (typeof RULES_VERSIONS)[number];
/** The version new games get. */
export const CURRENT_RULES_VERSION: RulesVersion = 3;

export function isRulesVersion(value: unknown): value is RulesVersion {
  return (RULES_VERSIONS as readonly unknown[]).includes(value);
}

/** The behaviours that changed from one rules version to the next. */
export interface RulesBehaviour {
  /** R29: the endings after which every seat loses its rack penalty. */
  readonly rackPenaltyAfter: readonly EndReason[];
  /** R30: a take-back shuffles the drawn tiles into the bag (else they go back to its front). */
  readonly takeBackShuffles: boolean;
  /** R30: the marketplace refills at random among the allowed tiles (else the first from the front). */
  readonly marketRefillAtRandom: boolean;
}

const PLAYED_OUT: readonly EndReason[] = [
  'went-out',
  'all-passed',
  'no-words',
  'final-round',
  'board-full',
];

const BEHAVIOURS: Record<RulesVersion, RulesBehaviour> = {
  1: {
    rackPenaltyAfter: [...PLAYED_OUT, 'resigned', 'timed-out'],
    takeBackShuffles: false,
    marketRefillAtRandom: false,
  },
  2: { rackPenaltyAfter: PLAYED_OUT, takeBackShuffles: false, marketRefillAtRandom: false },
  3: { rackPenaltyAfter: PLAYED_OUT, takeBackShuffles: true, marketRefillAtRandom: true },
};

/**
 * The behaviours of a game's rules version. A state cached before the field existed
 * (`undefined`) was played under version 1.
 */
export function rulesBehaviour(version: RulesVersion | undefined): RulesBehaviour {
  const behaviour = BEHAVIOURS[version ?? 1];
  // A state of a later version than this code knows (a process not yet upgraded) must not
  // be played on under other rules: its replay would differ from what was played.
  if (!behaviour) throw new Error(`unknown rules version ${String(version)}: upgrade this process`);
  return behaviour;
}

/** R29: does this ending charge the rack penalty under the game's rules? */
export function rackPenaltyApplies(version: RulesVersion | undefined, reason: EndReason): boolean {
  return rulesBehaviour(version).rackPenaltyAfter.includes(reason);
}

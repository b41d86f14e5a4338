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
 */
import type { EndReason } from './end';

export const RULES_VERSIONS = [1, 2] as const;
export type RulesVersion = (typeof RULES_VERSIONS)[number];
/** The version new games get. */
export const CURRENT_RULES_VERSION: RulesVersion = 2;

export function isRulesVersion(value: unknown): value is RulesVersion {
  return (RULES_VERSIONS as readonly unknown[]).includes(value);
}

/** The behaviours that changed from one rules version to the next. */
export interface RulesBehaviour {
  /** R29: the endings after which every seat loses its rack penalty. */
  readonly rackPenaltyAfter: readonly EndReason[];
}

const PLAYED_OUT: readonly EndReason[] = [
  'went-out',
  'all-passed',
  'no-words',
  'final-round',
  'board-full',
];

const BEHAVIOURS: Record<RulesVersion, RulesBehaviour> = {
  1: { rackPenaltyAfter: [...PLAYED_OUT, 'resigned', 'timed-out'] },
  2: { rackPenaltyAfter: PLAYED_OUT },
};

/**
 * The behaviours of a game's rules version. A state cached before the field existed
 * (`undefined`) was played under version 1.
 */
export function rulesBehaviour(version: RulesVersion | undefined): RulesBehaviour {
  return BEHAVIOURS[version ?? 1];
}

/** R29: does this ending charge the rack penalty under the game's rules? */
export function rackPenaltyApplies(version: RulesVersion | undefined, reason: EndReason): boolean {
  return rulesBehaviour(version).rackPenaltyAfter.includes(reason);
}

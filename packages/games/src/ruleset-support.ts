/**
 * What the platform can do for a ruleset beyond human play. Bots and the Oracle search
 * every ruleset (Word Wefter's wild, blank and rainbow tiles and its marketplace too).
 * Solo play is WordRise's and Upwords': a solo game ends when the Oracle finds no play
 * for the rack, and Word Wefter's marketplace and final round have no solo form yet.
 */
const WITHOUT_SOLO: ReadonlySet<string> = new Set(['wefter']);

export interface RulesetSupport {
  /** Bots can sit in its games. */
  readonly bots: boolean;
  /** The Oracle may be allowed in its games. */
  readonly oracle: boolean;
  /** It can be played solo (the server asks the Oracle whether any play is left). */
  readonly solo: boolean;
}

export function rulesetSupport(ruleset: string): RulesetSupport {
  return { bots: true, oracle: true, solo: !WITHOUT_SOLO.has(ruleset) };
}

export const NO_SOLO_MESSAGE = 'Word Wefter cannot be played solo yet.';

/**
 * What the platform can do for a ruleset beyond human play. The bots and the Oracle
 * both search with the engine's Oracle, which does not read Word Wefter's wild, blank
 * and rainbow rack tiles yet (engine README, "wefter": Not done yet); until it does,
 * Word Wefter is played by people only and without the Oracle.
 */
const WITHOUT_ORACLE: ReadonlySet<string> = new Set(['wefter']);

export interface RulesetSupport {
  /** Bots can sit in its games. */
  readonly bots: boolean;
  /** The Oracle may be allowed in its games. */
  readonly oracle: boolean;
  /** It can be played solo (the server asks the Oracle whether any play is left). */
  readonly solo: boolean;
}

export function rulesetSupport(ruleset: string): RulesetSupport {
  const searched = !WITHOUT_ORACLE.has(ruleset);
  return { bots: searched, oracle: searched, solo: searched };
}

export const NO_BOTS_MESSAGE = 'Bots cannot play Word Wefter yet: play it against people.';

export const NO_SOLO_MESSAGE = 'Word Wefter cannot be played solo yet.';

export const NO_ORACLE_MESSAGE = 'The Oracle cannot read Word Wefter racks yet: untick it.';

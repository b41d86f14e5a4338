import { RULESET_KEYS, type Ruleset, type RulesetKey } from '../ruleset';
import { UPWORDS_8 } from './upwords-8';
import { WEFTER } from './wefter';
import { WORDRISE } from './wordrise';

/** Every ruleset the engine knows, by key. Add a ruleset here and to RULESET_KEYS. */
export const RULESETS: Readonly<Record<RulesetKey, Ruleset>> = {
  wordrise: WORDRISE,
  'upwords-8': UPWORDS_8,
  wefter: WEFTER,
};

/**
 * The rulesets the platform's lobby offers (new games). Any others would be known to the
 * engine — rules checker, Oracle, command line — but not offered yet.
 */
export const OFFERED_RULESET_KEYS: readonly RulesetKey[] = ['wordrise', 'upwords-8', 'wefter'];

export const DEFAULT_RULESET_KEY: RulesetKey = 'wordrise';

export function isRulesetKey(key: string): key is RulesetKey {
  return (RULESET_KEYS as readonly string[]).includes(key);
}

/** The ruleset with this key, or undefined for an unknown key. */
export function getRuleset(key: string): Ruleset | undefined {
  return isRulesetKey(key) ? RULESETS[key] : undefined;
}

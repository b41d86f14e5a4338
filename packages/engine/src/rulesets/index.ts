import { RULESET_KEYS, type Ruleset, type RulesetKey } from '../ruleset';
import { WORDRISE } from './wordrise';

/** Every ruleset the engine knows, by key. Add a ruleset here and to RULESET_KEYS. */
export const RULESETS: Readonly<Record<RulesetKey, Ruleset>> = {
  wordrise: WORDRISE,
};

export const DEFAULT_RULESET_KEY: RulesetKey = 'wordrise';

export function isRulesetKey(key: string): key is RulesetKey {
  return (RULESET_KEYS as readonly string[]).includes(key);
}

/** The ruleset with this key, or undefined for an unknown key. */
export function getRuleset(key: string): Ruleset | undefined {
  return isRulesetKey(key) ? RULESETS[key] : undefined;
}

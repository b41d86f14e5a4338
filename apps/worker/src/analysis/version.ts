import { RULESET_KEYS, analysisVersion, getRuleset, type WordGraph } from '@wordrise/engine';

/** A ruleset's word list by name, as the packed word graph (`TaskDeps['lexicon']`). */
export type LexiconOf = (wordList: string) => WordGraph;

/**
 * The Oracle version stamped on a game's `move_annotations` rows: derived by the
 * engine from its rules version and the checksum of the word graph the game's
 * ruleset searches (`analysisVersion`), never bumped by hand. A new rules version
 * or another word list makes the stored rows stale, and `reanalyse_stale` redoes them.
 */
export function oracleVersionOf(lexicon: LexiconOf, rulesetKey = 'wordrise'): string {
  const ruleset = getRuleset(rulesetKey);
  if (!ruleset) throw new Error(`unknown ruleset ${rulesetKey}`);
  return analysisVersion(lexicon(ruleset.wordList));
}

/** The current Oracle version of every registered ruleset, by ruleset key. */
export function currentOracleVersions(lexicon: LexiconOf): Record<string, string> {
  return Object.fromEntries(RULESET_KEYS.map((key) => [key, oracleVersionOf(lexicon, key)]));
}

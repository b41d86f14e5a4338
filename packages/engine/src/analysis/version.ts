import { CURRENT_RULES_VERSION } from '../rules-versions';
import type { WordGraph } from '../wordgraph/index';

/**
 * The version of an analysis, derived — never bumped by hand — from what decides
 * its results: the engine's rules version (legal plays and their scores) and the
 * word list searched (the SHA-256 of its packed word graph, first 16 hex digits).
 * Stored with every analysis; a stored analysis with another version is stale.
 */
export function analysisVersion(lexicon: WordGraph): string {
  return `rules-${CURRENT_RULES_VERSION}+words-${lexicon.digest().slice(0, 16)}`;
}

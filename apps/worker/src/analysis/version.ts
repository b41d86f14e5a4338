import { ENGINE_VERSION } from '@wordrise/engine';

/**
 * The version of the analysis itself (what is computed and stored per move).
 * Bump it when the analysis changes, or when the word list the Oracle searches
 * changes (wordlists/), so that `reanalyse_stale` redoes every stored analysis.
 */
export const ANALYSIS_VERSION = 1;

/**
 * Stored with every `move_annotations` row. The engine has no Oracle version of
 * its own, so it is the engine's version (rules, move generator, scoring) plus
 * the worker's analysis version: a change of either makes old rows stale.
 */
export const ORACLE_VERSION = `engine-${ENGINE_VERSION}+analysis-${ANALYSIS_VERSION}`;

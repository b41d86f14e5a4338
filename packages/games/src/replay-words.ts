import fs from 'node:fs';
import { RULESETS } from '@wordrise/engine';
import { wordGraphPath } from './lexicon';
import { currentAnalysisVersion } from './replay';

/**
 * The packed word graph of a word list, for the replay viewer's Oracle in the
 * browser (each move's top alternatives). Served as one download cached for good
 * under its version (`currentAnalysisVersion`): 0.75 MB, about 0.5 MB gzipped.
 * Null for a list no ruleset uses (the name never becomes a path otherwise).
 */
export function wordGraphDownload(wordList: string): { bytes: Uint8Array; version: string } | null {
  if (!Object.values(RULESETS).some((r) => r.wordList === wordList)) return null;
  const bytes = fs.readFileSync(/*turbopackIgnore: true*/ wordGraphPath(wordList));
  return { bytes, version: currentAnalysisVersion(wordList) };
}

/** The version the word list's graph is served under (`/words/<list>?v=…`), or null for an unknown list. */
export function wordGraphVersion(wordList: string): string | null {
  if (!Object.values(RULESETS).some((r) => r.wordList === wordList)) return null;
  return currentAnalysisVersion(wordList);
}

/**
 * Node-side loading of the default word list (R17): the compiled English word graph
 * `wordlists/dist/english.wrg`, found relative to this file (not the cwd). When the
 * file is missing or unreadable as a graph (e.g. left over from an older format
 * version) it is rebuilt on the spot from the `word-list` package with the wordlists
 * build function (~0.5 s), so the CLI works right after `pnpm install`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WordGraph, WordGraphFormatError } from '../src/wordgraph';
// The wordlists package depends on the engine (for the builder), so the engine does
// not declare it back (that would be a cycle); this Node-only file imports it by path.
import { buildEnglish } from '../../../wordlists/build';

export const DEFAULT_LEXICON_PATH = fileURLToPath(
  new URL('../../../wordlists/dist/english.wrg', import.meta.url),
);

/** Loading failed; the message is one line saying what and how to fix it. */
export class LexiconLoadError extends Error {
  override name = 'LexiconLoadError';
}

/** Read and validate a `.wrg` file. Throws {@link LexiconLoadError}. */
export function loadLexiconFile(path: string): WordGraph {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    throw new LexiconLoadError(`cannot read word list ${path}: ${reason(err)}`);
  }
  try {
    return WordGraph.fromBytes(bytes);
  } catch (err) {
    throw new LexiconLoadError(`${path}: ${reason(err)}`);
  }
}

let cached: WordGraph | undefined;

/**
 * The default English lexicon (memoized: later calls return the same graph).
 * Builds `wordlists/dist/english.wrg` first if it is missing or invalid.
 * Throws {@link LexiconLoadError} with a one-line message.
 */
export function loadDefaultLexicon(): WordGraph {
  if (cached) return cached;
  let bytes: Uint8Array | undefined;
  try {
    bytes = readFileSync(DEFAULT_LEXICON_PATH);
  } catch (err) {
    if (!isNotFound(err)) {
      throw new LexiconLoadError(`cannot read word list ${DEFAULT_LEXICON_PATH}: ${reason(err)}`);
    }
  }
  if (bytes) {
    try {
      cached = WordGraph.fromBytes(bytes);
      return cached;
    } catch (err) {
      if (!(err instanceof WordGraphFormatError)) throw err;
      // A stale or damaged build artefact: rebuild it below.
    }
  }
  try {
    buildEnglish({ outFile: DEFAULT_LEXICON_PATH });
  } catch (err) {
    throw new LexiconLoadError(
      `cannot build the word list ${DEFAULT_LEXICON_PATH}: ${reason(err)} ` +
        '(run `pnpm install`, then `pnpm --filter @wordrise/wordlists build`)',
    );
  }
  cached = loadLexiconFile(DEFAULT_LEXICON_PATH);
  return cached;
}

function isNotFound(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'ENOENT';
}

function reason(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.split('\n', 1)[0] ?? text;
}

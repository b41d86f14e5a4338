import fs from 'node:fs';
import path from 'node:path';
import { WordGraph } from '@wordrise/engine/wordgraph';
import { processWide } from '@wordrise/db';
import { readLexiconEnv } from './env';

// Loaded once per process (the web process has two copies of this module: see processWide).
const loaded = processWide('games.lexicons', () => new Map<string, WordGraph>());

// The `turbopackIgnore` comments keep Next.js from tracing the whole repository
// into the server bundle because of these run-time paths.

/** The folder holding pnpm-workspace.yaml, searched upwards from `from`. */
export function findWorkspaceRoot(from: string = process.cwd()): string | undefined {
  let dir = path.resolve(/*turbopackIgnore: true*/ from);
  for (;;) {
    if (fs.existsSync(/*turbopackIgnore: true*/ path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Where the packed graph of a word list lives: WORDGRAPH_PATH (english only), else wordlists/dist. */
export function wordGraphPath(wordList: string): string {
  const override = readLexiconEnv().WORDGRAPH_PATH;
  if (override && wordList === 'english') return path.resolve(override);
  const root = findWorkspaceRoot() ?? process.cwd();
  return path.join(root, 'wordlists', 'dist', `${wordList}.wrg`);
}

/**
 * The word list a ruleset names (R17), loaded once per process from its packed
 * word graph. Throws a one-line instruction when the graph has not been built.
 * It is a `Lexicon` for judging plays and the `WordGraph` the Oracle searches.
 */
export function serverLexicon(wordList = 'english'): WordGraph {
  const cached = loaded.get(wordList);
  if (cached) return cached;
  const file = wordGraphPath(wordList);
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(/*turbopackIgnore: true*/ file);
  } catch {
    throw new Error(
      `The word graph ${file} is missing: run \`pnpm --filter @wordrise/wordlists build\` (or set WORDGRAPH_PATH).`,
    );
  }
  const lexicon = WordGraph.fromBytes(bytes);
  loaded.set(wordList, lexicon);
  return lexicon;
}

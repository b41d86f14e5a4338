/**
 * Compile the default English word list (npm `word-list`) into the engine's packed
 * word graph: `dist/english.wrg` (and, with `--gaddag`, `dist/english-gaddag.wrg`).
 *
 *   pnpm --filter @wordrise/wordlists build            # the DAWG the engine loads
 *   pnpm --filter @wordrise/wordlists build -- --gaddag # also the optional GADDAG
 *
 * The mapping (R16, R17) and the graph builder live in the engine
 * (`@wordrise/engine/wordgraph`); this file only does the Node I/O.
 */
import { mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import wordListPath from 'word-list';
import {
  buildGaddag,
  buildWordGraph,
  tilesFromWordList,
  type WordListStats,
} from '@wordrise/engine/wordgraph';

export const ENGLISH_GRAPH_PATH = fileURLToPath(new URL('./dist/english.wrg', import.meta.url));
export const ENGLISH_GADDAG_PATH = fileURLToPath(
  new URL('./dist/english-gaddag.wrg', import.meta.url),
);

export interface BuildResult {
  /** Where the graph was written. */
  file: string;
  /** Its size in bytes. */
  bytes: number;
  /** What the R16/R17 mapping kept and dropped. */
  stats: WordListStats;
  /** Wall time of read + map + build + write, in milliseconds. */
  ms: number;
}

/** The raw English list (lowercase, one word a line) from the `word-list` package. */
export function readEnglishWordList(): string {
  return readFileSync(wordListPath, 'utf8');
}

/**
 * Build the English graph and write it atomically (temp file + rename, so concurrent
 * builders and readers never see half a file).
 */
export function buildEnglish(options: { outFile?: string; gaddag?: boolean } = {}): BuildResult {
  const gaddag = options.gaddag ?? false;
  const file = options.outFile ?? (gaddag ? ENGLISH_GADDAG_PATH : ENGLISH_GRAPH_PATH);
  const t0 = performance.now();
  const { tiles, stats } = tilesFromWordList(readEnglishWordList());
  const bytes = gaddag ? buildGaddag(tiles) : buildWordGraph(tiles);
  writeAtomically(file, bytes);
  return { file, bytes: bytes.length, stats, ms: performance.now() - t0 };
}

function writeAtomically(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
  } finally {
    rmSync(tmp, { force: true });
  }
}

function describe(r: BuildResult): string {
  const s = r.stats;
  const dropped = [
    `${s.rejectedQ} with q not followed by u`,
    `${s.rejectedChars} with characters outside a–z`,
    `${s.rejectedShort} shorter than 2 tiles`,
  ].join(', ');
  return (
    `${r.file}: ${s.words.toLocaleString('en')} words (of ${s.lines.toLocaleString('en')} lines; ` +
    `dropped ${dropped}), ${r.bytes.toLocaleString('en')} bytes, built in ${(r.ms / 1000).toFixed(2)} s`
  );
}

function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  try {
    console.log(describe(buildEnglish()));
    if (process.argv.includes('--gaddag')) console.log(describe(buildEnglish({ gaddag: true })));
  } catch (err) {
    console.error(`wordlists build failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}

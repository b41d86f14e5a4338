/**
 * Word graph builder: tile words → minimized DAWG (or GADDAG) → `.wrg` bytes.
 *
 * Pure TypeScript (no Node APIs) so tests can build graphs from tiny lists and the
 * wordlists package can compile the full English list. The output depends only
 * on the *set* of words: input order and duplicates do not change a byte.
 *
 * Minimization is Daciuk et al.'s incremental algorithm for sorted input: nodes
 * are registered (deduplicated by their exact edge list) as soon as no later word
 * can add to them, so memory stays near the size of the final graph.
 */
import {
  CHILD_SHIFT,
  END_BIT,
  FORMAT_VERSION,
  HEADER_BYTES,
  H_CHECKSUM,
  H_EDGES,
  H_KIND,
  H_MAGIC,
  H_MAXLEN,
  H_NODES,
  H_ROOT,
  H_VERSION,
  H_WORDS,
  KIND_DAWG,
  KIND_GADDAG,
  LAST_BIT,
  MAGIC,
  MAX_EDGES,
  SEPARATOR,
  checksum,
} from './format';

/** The Qu tile's letter index (R2, R16). */
export const QU = 16;

/**
 * R16/R17: a word-list entry → its tile string, or `null` when it is not playable.
 * Entries are lowercase a–z only; every `q` must be followed by `u` and `qu` becomes
 * the one tile `Q`; the result must be at least 2 tiles long.
 * `quit` → `QIT`, `squeeze` → `SQEEZE`, `qat`/`qi`/`faqir` → null, `a` → null.
 */
export function toTiles(word: string): string | null {
  let out = '';
  const n = word.length;
  for (let i = 0; i < n; i++) {
    const c = word.charCodeAt(i);
    if (c < 97 || c > 122) return null; // not lowercase a–z
    if (c === 113) {
      // q
      if (word.charCodeAt(i + 1) !== 117) return null; // q not followed by u
      out += 'Q';
      i++;
    } else {
      out += String.fromCharCode(c - 32);
    }
  }
  return out.length >= 2 ? out : null;
}

/** The inverse of {@link toTiles} for display: `QIT` → `quit`. */
export function fromTiles(tiles: string): string {
  return tiles.toLowerCase().replaceAll('q', 'qu');
}

export interface WordListStats {
  /** Non-empty lines read. */
  lines: number;
  /** Distinct tile words kept. */
  words: number;
  /** Lines dropped because a `q` is not followed by `u` (R16). */
  rejectedQ: number;
  /** Lines dropped for characters outside lowercase a–z (R17). */
  rejectedChars: number;
  /** Lines dropped for being shorter than 2 tiles (R17). */
  rejectedShort: number;
  /** Lines that mapped to a tile word already kept. */
  duplicates: number;
}

/**
 * Map a newline-separated word list (one entry a line, `\n` or `\r\n`; blank lines and
 * surrounding spaces ignored) to sorted, distinct tile words (R16, R17).
 */
export function tilesFromWordList(text: string): { tiles: string[]; stats: WordListStats } {
  const stats: WordListStats = {
    lines: 0,
    words: 0,
    rejectedQ: 0,
    rejectedChars: 0,
    rejectedShort: 0,
    duplicates: 0,
  };
  const kept: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    stats.lines++;
    const tiles = toTiles(line);
    if (tiles !== null) {
      kept.push(tiles);
    } else if (/[^a-z]/.test(line)) {
      stats.rejectedChars++;
    } else if (/q(?!u)/.test(line)) {
      stats.rejectedQ++;
    } else {
      stats.rejectedShort++;
    }
  }
  const keptCount = kept.length;
  const tiles = sortedUnique(kept); // sorts and truncates `kept` in place
  stats.duplicates = keptCount - tiles.length;
  stats.words = tiles.length;
  return { tiles, stats };
}

/**
 * Build a DAWG of tile words (uppercase `A`–`Z`, `Q` = Qu; at least one tile each).
 * Throws on any other character. Returns the `.wrg` file bytes.
 */
export function buildWordGraph(words: Iterable<string>): Uint8Array {
  const list = sortedUnique(Array.from(words));
  return encode(list, KIND_DAWG, 25, maxLength(list));
}

/**
 * Build a GADDAG (Gordon 1994) of tile words: for a word w = x·y with x non-empty
 * it holds reverse(x) + SEPARATOR + y, and reverse(w) alone for y empty. So a search
 * can start at any letter of a word, walk left, cross the separator, walk right.
 * `has(word)` on a GADDAG walks reverse(word).
 */
export function buildGaddag(words: Iterable<string>): Uint8Array {
  const list = sortedUnique(Array.from(words));
  const sep = String.fromCharCode(65 + SEPARATOR); // '['
  const entries: string[] = [];
  for (const w of list) {
    checkTiles(w, 25);
    let rev = '';
    for (let i = 0; i < w.length; i++) {
      rev = w[i] + rev;
      entries.push(i === w.length - 1 ? rev : rev + sep + w.slice(i + 1));
    }
  }
  const sorted = sortedUnique(entries);
  return encode(sorted, KIND_GADDAG, SEPARATOR, maxLength(list));
}

function sortedUnique(words: string[]): string[] {
  // Default sort compares UTF-16 code units: for A–Z and '[' that is letter order.
  words.sort();
  let n = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (n === 0 || words[n - 1] !== w) words[n++] = w;
  }
  words.length = n;
  return words;
}

function maxLength(words: readonly string[]): number {
  let m = 0;
  for (const w of words) if (w.length > m) m = w.length;
  return m;
}

function checkTiles(w: string, maxLetter: number): void {
  if (w.length === 0) throw new Error('word graph: empty word');
  for (let i = 0; i < w.length; i++) {
    const l = w.charCodeAt(i) - 65;
    if (l < 0 || l > maxLetter) {
      throw new Error(`word graph: ${JSON.stringify(w)} is not a tile word (uppercase A–Z)`);
    }
  }
}

/**
 * Minimize the sorted, distinct strings into registered nodes and lay them out as
 * edge words. The header's path count is `sorted.length` (GADDAG: entries, not words).
 */
function encode(
  sorted: readonly string[],
  kind: number,
  maxLetter: number,
  maxLen: number,
): Uint8Array {
  // Registered node k (k ≥ 1) owns regEdges[regStart[k] .. regStart[k+1]); each entry
  // is letter + END + child id × 64 (a plain number: ids may exceed 2^25 before the
  // layout check). Id 0 is the empty leaf.
  const regEdges: number[] = [];
  const regStart: number[] = [0, 0];
  const registry = new Map<string, number>();
  registry.set('', 0);

  // open[d] is the edge list of the unregistered node reached by the first d
  // letters of the previous word; the child of its last edge is open[d + 1].
  const open: number[][] = [[]];
  let prev = '';

  const register = (d: number): number => {
    const edgesOfNode = open[d] as number[];
    const key = edgesOfNode.join(',');
    let id = registry.get(key);
    if (id === undefined) {
      id = regStart.length - 1;
      registry.set(key, id);
      for (const e of edgesOfNode) regEdges.push(e);
      regStart.push(regEdges.length);
    }
    edgesOfNode.length = 0;
    return id;
  };
  // Register open[d] for d = from … to+1 (deepest first), linking each into its parent.
  const closeDownTo = (from: number, to: number): void => {
    for (let d = from; d > to; d--) {
      const id = register(d);
      const parent = open[d - 1] as number[];
      parent[parent.length - 1] = (parent[parent.length - 1] as number) + id * 64;
    }
  };

  for (const w of sorted) {
    checkTiles(w, maxLetter);
    let c = 0;
    const m = Math.min(w.length, prev.length);
    while (c < m && w.charCodeAt(c) === prev.charCodeAt(c)) c++;
    closeDownTo(prev.length, c);
    for (let i = c; i < w.length; i++) {
      const letter = w.charCodeAt(i) - 65;
      (open[i] as number[]).push(letter + (i === w.length - 1 ? END_BIT : 0));
      if (open.length <= i + 1) open.push([]);
    }
    prev = w;
  }
  closeDownTo(prev.length, 0);
  const root = register(0);

  // Layout: edge 0 is the sentinel, then nodes in id order (children before parents).
  const nodeCount = regStart.length - 2;
  const edgeCount = 1 + regEdges.length;
  if (edgeCount > MAX_EDGES) {
    throw new Error(`word graph: ${edgeCount} edges exceed the format's ${MAX_EDGES}`);
  }
  const offset = new Uint32Array(nodeCount + 1);
  for (let k = 1; k <= nodeCount; k++) offset[k] = 1 + (regStart[k] as number);
  const edges = new Uint32Array(edgeCount);
  edges[0] = ((offset[root] as number) << CHILD_SHIFT) | LAST_BIT;
  for (let k = 1; k <= nodeCount; k++) {
    const start = regStart[k] as number;
    const end = regStart[k + 1] as number;
    for (let j = start; j < end; j++) {
      const e = regEdges[j] as number;
      const child = Math.floor(e / 64);
      edges[1 + j] =
        ((e & 0x3f) |
          (j === end - 1 ? LAST_BIT : 0) |
          ((offset[child] as number) << CHILD_SHIFT)) >>>
        0;
    }
  }

  const bytes = new Uint8Array(HEADER_BYTES + edgeCount * 4);
  const view = new DataView(bytes.buffer);
  view.setUint32(H_MAGIC, MAGIC, true);
  view.setUint16(H_VERSION, FORMAT_VERSION, true);
  view.setUint16(H_KIND, kind, true);
  view.setUint32(H_EDGES, edgeCount, true);
  view.setUint32(H_NODES, nodeCount, true);
  view.setUint32(H_WORDS, sorted.length, true);
  view.setUint32(H_ROOT, offset[root] as number, true);
  view.setUint32(H_MAXLEN, maxLen, true);
  const header = new Uint32Array(7);
  for (let i = 0; i < 7; i++) header[i] = view.getUint32(i * 4, true);
  view.setUint32(H_CHECKSUM, checksum(header, edges), true);
  for (let i = 0; i < edgeCount; i++)
    view.setUint32(HEADER_BYTES + i * 4, edges[i] as number, true);
  return bytes;
}

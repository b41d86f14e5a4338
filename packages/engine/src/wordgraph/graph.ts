/**
 * The packed word graph reader: `.wrg` bytes → a validated, read-only automaton.
 *
 * Node handles: every traversal method speaks in *node handles*, plain non-negative
 * integers `(firstEdgeIndex << 1) | wordEnd`. The low bit says whether the path that
 * reached the node spells a word, so `child` + `isWordEnd` need no second lookup and
 * nothing is allocated. `-1` means "no such node". Letters are indices 0–25 (A–Z,
 * 16 = `Q`, the Qu tile); 26 is the GADDAG separator.
 *
 *     let n = g.root;
 *     for (const l of [2, 0, 19]) { n = g.child(n, l); if (n < 0) break; } // C, A, T
 *     if (n >= 0 && g.isWordEnd(n)) …
 *
 *     for (let e = g.firstEdge(n); e >= 0; e = g.nextEdge(e)) {
 *       const letter = g.edgeLetter(e), next = g.edgeTarget(e); …
 *     }
 *
 * The hottest loops may read `edges` / `masks` directly (layout in format.ts).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { Lexicon } from '../lexicon';
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
  LETTER_MASK,
  MAGIC,
  MAX_EDGES,
  SEPARATOR,
  checksum,
} from './format';

/** A `.wrg` file that is not a valid word graph (wrong magic, version, size, checksum or structure). */
export class WordGraphFormatError extends Error {
  override name = 'WordGraphFormatError';
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Check the edge structure and fill `masks` and `paths` at node starts. Nodes are
 * runs ending in LAST; letters strictly increase within a node; a child is an
 * earlier node start (so the graph is acyclic) or 0, the leaf, which only a
 * word-ending edge may reach. Returns the node count, or what is wrong.
 */
function scanNodes(
  edges: Uint32Array,
  maxLetter: number,
  masks: Uint32Array,
  paths: Float64Array,
): number | string {
  const edgeCount = edges.length;
  let nodes = 0;
  let start = 1;
  let mask = 0;
  let count = 0;
  let prevLetter = -1;
  for (let i = 1; i < edgeCount; i++) {
    const w = edges[i] as number;
    const letter = w & LETTER_MASK;
    if (letter > maxLetter) return `edge ${i}: letter ${letter} out of range`;
    if (letter <= prevLetter) return `edge ${i}: letters not in increasing order`;
    const child = w >>> CHILD_SHIFT;
    if (child === 0) {
      if ((w & END_BIT) === 0) return `edge ${i}: leads to a leaf without ending a word`;
    } else if (child >= start || masks[child] === 0) {
      return `edge ${i}: child ${child} is not an earlier node`;
    }
    mask |= 1 << letter;
    count += ((w >>> 5) & 1) + (paths[child] as number);
    if ((w & LAST_BIT) !== 0) {
      masks[start] = mask;
      paths[start] = count;
      nodes++;
      start = i + 1;
      mask = 0;
      count = 0;
      prevLetter = -1;
    } else {
      prevLetter = letter;
    }
  }
  if (start !== edgeCount) return 'the last node has no LAST edge';
  return nodes;
}

export class WordGraph implements Lexicon {
  /** 'dawg': paths spell words. 'gaddag': paths spell Gordon's rev(x) ^ y entries. */
  readonly kind: 'dawg' | 'gaddag';
  /** The edge words (see format.ts). Read-only by contract. */
  readonly edges: Uint32Array;
  /**
   * `masks[i]` is the 26-bit (GADDAG: 27-bit) set of letters leaving the node whose
   * first edge is `i` (bit `l` = letter `l`); 0 at indices that are not node starts
   * and at 0 (the empty leaf).
   */
  readonly masks: Uint32Array;
  /** Handle of the root node (never a word end). */
  readonly root: number;
  readonly edgeCount: number;
  readonly nodeCount: number;
  /** Accepted paths: the number of words (GADDAG: of entries). */
  readonly wordCount: number;
  /** The longest word, in tiles. */
  readonly maxWordLength: number;
  /** Size of the `.wrg` file this graph was read from. */
  readonly byteLength: number;
  /** The file's header words (magic, version and kind, counts, root, max length, checksum). */
  private readonly header: Uint32Array;
  private digestHex: string | undefined;

  private constructor(
    kind: 'dawg' | 'gaddag',
    edges: Uint32Array,
    masks: Uint32Array,
    rootIndex: number,
    nodeCount: number,
    wordCount: number,
    maxWordLength: number,
    byteLength: number,
    header: Uint32Array,
  ) {
    this.kind = kind;
    this.edges = edges;
    this.masks = masks;
    this.root = rootIndex << 1;
    this.edgeCount = edges.length;
    this.nodeCount = nodeCount;
    this.wordCount = wordCount;
    this.maxWordLength = maxWordLength;
    this.byteLength = byteLength;
    this.header = header;
  }

  /**
   * SHA-256 of the `.wrg` bytes this graph was read from, in hex: names the word
   * list exactly (the analysis version is derived from it). Computed on first use
   * (10–25 ms for the English graph), then kept.
   */
  digest(): string {
    if (this.digestHex === undefined) {
      const bytes = new Uint8Array(this.byteLength);
      const view = new DataView(bytes.buffer);
      this.header.forEach((word, i) => view.setUint32(i * 4, word, true));
      this.edges.forEach((word, i) => view.setUint32(HEADER_BYTES + i * 4, word, true));
      this.digestHex = bytesToHex(sha256(bytes));
    }
    return this.digestHex;
  }

  /**
   * Read and fully validate a `.wrg` file (header, checksum, every edge). Copies the
   * edges, so the caller may reuse `bytes`. Throws {@link WordGraphFormatError}.
   */
  static fromBytes(bytes: Uint8Array): WordGraph {
    const fail = (why: string): never => {
      throw new WordGraphFormatError(`invalid word graph file: ${why}`);
    };
    if (!(bytes instanceof Uint8Array)) fail('expected a Uint8Array');
    if (bytes.length < HEADER_BYTES) fail(`${bytes.length} bytes is shorter than the header`);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (view.getUint32(H_MAGIC, true) !== MAGIC) fail('bad magic (not a WordRise word graph)');
    const version = view.getUint16(H_VERSION, true);
    if (version !== FORMAT_VERSION) {
      fail(`format version ${version}, this reader understands ${FORMAT_VERSION}`);
    }
    const kindCode = view.getUint16(H_KIND, true);
    if (kindCode !== KIND_DAWG && kindCode !== KIND_GADDAG) fail(`unknown graph kind ${kindCode}`);
    const edgeCount = view.getUint32(H_EDGES, true);
    const nodeCount = view.getUint32(H_NODES, true);
    const wordCount = view.getUint32(H_WORDS, true);
    const rootIndex = view.getUint32(H_ROOT, true);
    const maxLen = view.getUint32(H_MAXLEN, true);
    if (edgeCount < 1 || edgeCount > MAX_EDGES) fail(`edge count ${edgeCount} out of range`);
    if (bytes.length !== HEADER_BYTES + edgeCount * 4) {
      fail(
        `${bytes.length} bytes, expected ${HEADER_BYTES + edgeCount * 4} for ${edgeCount} edges`,
      );
    }

    const edges = new Uint32Array(edgeCount);
    const at = bytes.byteOffset + HEADER_BYTES;
    if (LITTLE_ENDIAN && at % 4 === 0) {
      edges.set(new Uint32Array(bytes.buffer, at, edgeCount));
    } else {
      for (let i = 0; i < edgeCount; i++) edges[i] = view.getUint32(HEADER_BYTES + i * 4, true);
    }
    const header = new Uint32Array(7);
    for (let i = 0; i < 7; i++) header[i] = view.getUint32(i * 4, true);
    if (checksum(header, edges) !== view.getUint32(H_CHECKSUM, true)) {
      fail('checksum mismatch (file is corrupt or truncated)');
    }

    const maxLetter = kindCode === KIND_GADDAG ? SEPARATOR : 25;
    const masks = new Uint32Array(edgeCount);
    const paths = new Float64Array(edgeCount);
    const scan = scanNodes(edges, maxLetter, masks, paths);
    if (typeof scan === 'string') fail(scan);
    const nodes = scan as number;
    if (nodes !== nodeCount) fail(`header says ${nodeCount} nodes, found ${nodes}`);
    if (rootIndex === 0 ? edgeCount !== 1 : rootIndex >= edgeCount || masks[rootIndex] === 0) {
      fail(`root ${rootIndex} is not a node`);
    }
    if (edges[0] !== ((rootIndex << CHILD_SHIFT) | LAST_BIT) >>> 0) fail('bad sentinel edge 0');
    if ((paths[rootIndex] ?? 0) !== wordCount) {
      fail(`header says ${wordCount} words, graph holds ${paths[rootIndex] ?? 0}`);
    }
    return new WordGraph(
      kindCode === KIND_GADDAG ? 'gaddag' : 'dawg',
      edges,
      masks,
      rootIndex,
      nodeCount,
      wordCount,
      maxLen,
      bytes.length,
      Uint32Array.from({ length: HEADER_BYTES / 4 }, (_, i) => view.getUint32(i * 4, true)),
    );
  }

  /**
   * Lexicon: is `word` (tile form, uppercase A–Z, `Q` = Qu) in the list?
   * Anything else (lowercase, empty, other characters) is simply not a word.
   */
  has(word: string): boolean {
    const n = word.length;
    if (n === 0) return false;
    let node = this.root;
    const gaddag = this.kind === 'gaddag';
    for (let i = 0; i < n; i++) {
      const l = word.charCodeAt(gaddag ? n - 1 - i : i) - 65;
      if (l < 0 || l > 25) return false;
      node = this.child(node, l);
      if (node < 0) return false;
    }
    return (node & 1) === 1;
  }

  /** The node reached from `node` by `letter`, or -1. */
  child(node: number, letter: number): number {
    const n = node >>> 1;
    const m = this.masks[n] as number;
    const bit = 1 << letter;
    if ((m & bit) === 0) return -1;
    // The edges are sorted by letter: the wanted one is preceded by one edge per
    // lower letter present, i.e. popcount(m & (bit - 1)).
    let x = m & (bit - 1);
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    x = (x + (x >>> 4)) & 0x0f0f0f0f;
    const w = this.edges[n + (Math.imul(x, 0x01010101) >>> 24)] as number;
    return ((w >>> 6) & ~1) | ((w >>> 5) & 1);
  }

  /** Does the path that reached `node` spell a word? */
  isWordEnd(node: number): boolean {
    return (node & 1) === 1;
  }

  /** The set of letters leaving `node` (bit `l` = letter `l`). */
  letterMask(node: number): number {
    return this.masks[node >>> 1] as number;
  }

  /** Index of the first edge leaving `node`, or -1 if it has none. */
  firstEdge(node: number): number {
    const n = node >>> 1;
    return n === 0 ? -1 : n;
  }

  /** The edge after `edge` in the same node, or -1. */
  nextEdge(edge: number): number {
    return ((this.edges[edge] as number) & LAST_BIT) !== 0 ? -1 : edge + 1;
  }

  edgeLetter(edge: number): number {
    return (this.edges[edge] as number) & LETTER_MASK;
  }

  /** The node handle an edge leads to (its low bit: the edge ends a word). */
  edgeTarget(edge: number): number {
    const w = this.edges[edge] as number;
    return ((w >>> 6) & ~1) | ((w >>> 5) & 1);
  }

  /** Follow a tile string (`A`–`Z`, and `[` = separator) from `node`; -1 if it leaves the graph. */
  walk(node: number, tiles: string): number {
    for (let i = 0; i < tiles.length && node >= 0; i++) {
      const l = tiles.charCodeAt(i) - 65;
      node = l < 0 || l > SEPARATOR ? -1 : this.child(node, l);
    }
    return node;
  }

  /**
   * Call `visit` with every accepted path in lexicographic order, as a tile string
   * (GADDAG entries use `[` for the separator). Allocates: for tests and tools.
   */
  forEachWord(visit: (word: string) => void): void {
    const rec = (node: number, prefix: string): void => {
      for (let e = this.firstEdge(node); e >= 0; e = this.nextEdge(e)) {
        const word = prefix + String.fromCharCode(65 + this.edgeLetter(e));
        const next = this.edgeTarget(e);
        if ((next & 1) === 1) visit(word);
        rec(next, word);
      }
    };
    rec(this.root, '');
  }
}

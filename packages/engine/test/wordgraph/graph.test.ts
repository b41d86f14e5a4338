import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  WordGraph,
  WordGraphFormatError,
  buildGaddag,
  buildWordGraph,
  tilesFromWordList,
} from '../../src/wordgraph';
import {
  CHILD_SHIFT,
  END_BIT,
  HEADER_BYTES,
  H_CHECKSUM,
  LAST_BIT,
  checksum,
} from '../../src/wordgraph/format';

const FIXTURE = readFileSync(new URL('./fixture-words.txt', import.meta.url), 'utf8');
const { tiles: WORDS } = tilesFromWordList(FIXTURE);
const L = (ch: string): number => ch.charCodeAt(0) - 65;

function wordsOf(g: WordGraph): string[] {
  const out: string[] = [];
  g.forEachWord((w) => out.push(w));
  return out;
}

/** Rewrite the checksum after tampering, so the structural checks are what is tested. */
function resealed(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = new Uint32Array(7);
  for (let i = 0; i < 7; i++) header[i] = view.getUint32(i * 4, true);
  const edges = new Uint32Array((bytes.length - HEADER_BYTES) / 4);
  for (let i = 0; i < edges.length; i++) edges[i] = view.getUint32(HEADER_BYTES + i * 4, true);
  view.setUint32(H_CHECKSUM, checksum(header, edges), true);
  return bytes;
}

function setEdge(bytes: Uint8Array, i: number, value: number): Uint8Array {
  const copy = bytes.slice();
  new DataView(copy.buffer).setUint32(HEADER_BYTES + i * 4, value >>> 0, true);
  return resealed(copy);
}

function edgeOf(bytes: Uint8Array, i: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset).getUint32(HEADER_BYTES + i * 4, true);
}

describe('word graph round trip (fixture list)', () => {
  const bytes = buildWordGraph(WORDS);
  const g = WordGraph.fromBytes(bytes);

  it('holds exactly the playable fixture words (R16, R17)', () => {
    expect(wordsOf(g)).toEqual(WORDS);
    expect(g.wordCount).toBe(WORDS.length);
    for (const w of ['CAT', 'CATS', 'QIT', 'QITE', 'SQAT', 'SQEEZE', 'EQIP', 'AT', 'ZOO']) {
      expect(g.has(w), w).toBe(true);
    }
  });

  it('rejects non-words, prefixes, unplayable q words and non-tile strings', () => {
    for (const w of [
      '',
      'C',
      'CA',
      'CATSS',
      'QI',
      'QAT',
      'FAQIR',
      'QWERTY',
      'A',
      'I',
      'cat',
      'Cat',
      'DONT',
      'CAT ',
      'ZO',
    ]) {
      expect(g.has(w), JSON.stringify(w)).toBe(false);
    }
  });

  it('reports its shape', () => {
    expect(g.kind).toBe('dawg');
    expect(g.maxWordLength).toBe(6); // SQEEZE, SQATS
    expect(g.byteLength).toBe(bytes.length);
    expect(g.edgeCount).toBe((bytes.length - HEADER_BYTES) / 4);
  });

  it('traversal API: child / isWordEnd / letterMask / edges agree', () => {
    let n = g.root;
    expect(g.isWordEnd(n)).toBe(false);
    n = g.child(n, L('C'));
    n = g.child(n, L('A'));
    expect(n).toBeGreaterThanOrEqual(0);
    expect(g.isWordEnd(n)).toBe(false);
    expect(g.letterMask(n)).toBe((1 << L('R')) | (1 << L('S')) | (1 << L('T')));
    const seen: string[] = [];
    for (let e = g.firstEdge(n); e >= 0; e = g.nextEdge(e)) {
      seen.push(String.fromCharCode(65 + g.edgeLetter(e)));
      expect(g.edgeTarget(e)).toBe(g.child(n, g.edgeLetter(e)));
    }
    expect(seen).toEqual(['R', 'S', 'T']);
    const cat = g.child(n, L('T'));
    expect(g.isWordEnd(cat)).toBe(true);
    expect(g.child(n, L('Z'))).toBe(-1);
    expect(g.walk(g.root, 'CATS')).toBe(g.child(cat, L('S')));
    expect(g.walk(g.root, 'CATX')).toBe(-1);
    // CATS is a word with nothing after it: the shared leaf.
    const cats = g.child(cat, L('S'));
    expect(g.isWordEnd(cats)).toBe(true);
    expect(g.firstEdge(cats)).toBe(-1);
    expect(g.letterMask(cats)).toBe(0);
    expect(g.child(cats, L('A'))).toBe(-1);
  });

  it('is minimized: no two nodes have the same edge list', () => {
    const lists = new Set<string>();
    let nodes = 0;
    let start = 1;
    for (let i = 1; i < g.edgeCount; i++) {
      if ((g.edges[i] as number) & LAST_BIT) {
        lists.add(Array.from(g.edges.subarray(start, i + 1), (w) => w & ~LAST_BIT).join());
        nodes++;
        start = i + 1;
      }
    }
    expect(nodes).toBe(g.nodeCount);
    expect(lists.size).toBe(nodes);
    // Shared suffixes: CAT·S, EAT·S, SEAT·S, TEA·S all end in the one "S → leaf" node.
    const sLeaf = (w: string): number => g.walk(g.root, w) >>> 1;
    expect(sLeaf('CAT')).toBe(sLeaf('EAT'));
    expect(sLeaf('EAT')).toBe(sLeaf('TEA'));
  });

  it('is deterministic: order and duplicates of the input do not change a byte', () => {
    const shuffled = [...WORDS].reverse().concat(WORDS.slice(0, 5));
    expect(buildWordGraph(shuffled)).toEqual(bytes);
    expect(buildWordGraph(WORDS)).toEqual(bytes);
  });

  it('reads from an unaligned view of a larger buffer', () => {
    const big = new Uint8Array(bytes.length + 3);
    big.set(bytes, 1);
    const h = WordGraph.fromBytes(big.subarray(1, 1 + bytes.length));
    expect(wordsOf(h)).toEqual(WORDS);
  });

  it('copies its input: later changes to the bytes do not affect it', () => {
    const copy = bytes.slice();
    const h = WordGraph.fromBytes(copy);
    copy.fill(0);
    expect(h.has('CAT')).toBe(true);
  });
});

describe('builder input', () => {
  it('builds an empty graph', () => {
    const g = WordGraph.fromBytes(buildWordGraph([]));
    expect(g.wordCount).toBe(0);
    expect(g.has('A')).toBe(false);
    expect(g.child(g.root, 0)).toBe(-1);
    expect(wordsOf(g)).toEqual([]);
  });

  it('refuses words that are not tile strings', () => {
    expect(() => buildWordGraph(['cat'])).toThrow(/not a tile word/);
    expect(() => buildWordGraph(['CA T'])).toThrow(/not a tile word/);
    expect(() => buildWordGraph(['CAT['])).toThrow(/not a tile word/);
    expect(() => buildWordGraph([''])).toThrow(/empty word/);
  });

  it('accepts one-tile words (the R17 length rule belongs to toTiles)', () => {
    const g = WordGraph.fromBytes(buildWordGraph(['A', 'AB']));
    expect(g.has('A')).toBe(true);
    expect(g.has('AB')).toBe(true);
  });
});

describe('corrupt files are rejected with a clear error', () => {
  const bytes = buildWordGraph(WORDS);
  const rejects = (b: Uint8Array, why: RegExp): void => {
    expect(() => WordGraph.fromBytes(b)).toThrow(WordGraphFormatError);
    expect(() => WordGraph.fromBytes(b)).toThrow(why);
  };

  it('wrong magic, version, kind, size', () => {
    rejects(new Uint8Array(0), /shorter than the header/);
    rejects(new TextEncoder().encode('not a word graph at all, really!'), /bad magic/);
    const v = bytes.slice();
    v[4] = 99;
    rejects(v, /format version 99/);
    const k = bytes.slice();
    k[6] = 7;
    rejects(k, /unknown graph kind 7/);
    rejects(bytes.subarray(0, bytes.length - 4), /bytes, expected/);
    const longer = new Uint8Array(bytes.length + 4);
    longer.set(bytes);
    rejects(longer, /bytes, expected/);
  });

  it('any single flipped byte after the magic/version/kind fields', () => {
    for (let i = 8; i < bytes.length; i++) {
      const b = bytes.slice();
      b[i] = (b[i] as number) ^ 0x10;
      expect(() => WordGraph.fromBytes(b), `byte ${i}`).toThrow(WordGraphFormatError);
    }
  });

  it('structural damage behind a valid checksum', () => {
    const g = WordGraph.fromBytes(bytes);
    const root = g.root >>> 1;
    const first = edgeOf(bytes, root);
    rejects(setEdge(bytes, root, (first & ~0x1f) | 27), /letter 27 out of range/);
    // Two edges of the root in decreasing letter order.
    const second = edgeOf(bytes, root + 1);
    const swapped = setEdge(
      setEdge(bytes, root, second & ~LAST_BIT),
      root + 1,
      first | (second & LAST_BIT),
    );
    rejects(swapped, /increasing order/);
    // A child pointing forward (at the root itself: a cycle).
    rejects(
      setEdge(bytes, 1, (edgeOf(bytes, 1) & 0x7f) | (root << CHILD_SHIFT)),
      /not an earlier node/,
    );
    // A non-word edge into the empty leaf.
    const leafEdge = Array.from({ length: g.edgeCount - 1 }, (_, i) => i + 1).find(
      (i) => edgeOf(bytes, i) >>> CHILD_SHIFT === 0,
    ) as number;
    rejects(
      setEdge(bytes, leafEdge, edgeOf(bytes, leafEdge) & ~END_BIT),
      /leaf without ending a word/,
    );
    // The last edge loses its LAST bit.
    rejects(
      setEdge(bytes, g.edgeCount - 1, edgeOf(bytes, g.edgeCount - 1) & ~LAST_BIT),
      /no LAST edge/,
    );
    // Header counts that disagree with the edges.
    const words = bytes.slice();
    new DataView(words.buffer).setUint32(16, WORDS.length + 1, true);
    rejects(resealed(words), /header says \d+ words/);
    const nodes = bytes.slice();
    new DataView(nodes.buffer).setUint32(12, g.nodeCount + 1, true);
    rejects(resealed(nodes), /header says \d+ nodes/);
  });
});

describe('GADDAG (optional)', () => {
  const g = WordGraph.fromBytes(buildGaddag(WORDS));

  it('answers has() like the DAWG', () => {
    expect(g.kind).toBe('gaddag');
    for (const w of WORDS) expect(g.has(w), w).toBe(true);
    for (const w of ['CA', 'QI', 'TAC', 'STAC', '']) expect(g.has(w), w).toBe(false);
  });

  it('holds rev(x) ^ y for every split of every word', () => {
    const entries: string[] = [];
    g.forEachWord((e) => entries.push(e));
    const expected = WORDS.flatMap((w) =>
      Array.from(w, (_, i) => {
        const rev = [...w.slice(0, i + 1)].reverse().join('');
        return i === w.length - 1 ? rev : `${rev}[${w.slice(i + 1)}`;
      }),
    ).sort();
    expect(entries).toEqual(expected);
    expect(g.wordCount).toBe(expected.length);
    // From the anchor A of CAT: left to C, separator, right to T.
    const n = g.walk(g.root, 'AC[T');
    expect(n).toBeGreaterThanOrEqual(0);
    expect(g.isWordEnd(n)).toBe(true);
  });
});

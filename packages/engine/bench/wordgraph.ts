/**
 * Word graph benchmark: size, build time, load time, lookup and traversal speed of
 * the default English graph.
 *
 *   pnpm exec tsx bench/wordgraph.ts            # DAWG
 *   pnpm exec tsx bench/wordgraph.ts --gaddag   # also build and measure the GADDAG
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_LEXICON_PATH, loadDefaultLexicon } from '../bin/lexicon';
import { WordGraph, buildGaddag, buildWordGraph, tilesFromWordList } from '../src/wordgraph';
import { readEnglishWordList } from '../../../wordlists/build';
import { median } from './stats';

function time<T>(fn: () => T): [T, number] {
  const t0 = performance.now();
  const r = fn();
  return [r, performance.now() - t0];
}

function timesMs(runs: number, fn: () => void): number[] {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) out.push(time(fn)[1]);
  return out;
}

/** Deterministic PRNG (mulberry32) so runs are comparable. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(xs: T[], rand: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [xs[i], xs[j]] = [xs[j] as T, xs[i] as T];
  }
  return xs;
}

const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const row = (label: string, value: string): void => console.log(`  ${label.padEnd(34)} ${value}`);

/** Throughput of has() over `words`, best-of-median over several passes. */
function lookupRate(g: WordGraph, words: string[]): number {
  let hits = 0;
  const ms = median(
    timesMs(7, () => {
      for (let i = 0; i < words.length; i++) if (g.has(words[i] as string)) hits++;
    }),
  );
  if (hits < 0) console.log(hits); // keep the loop observable
  return words.length / (ms / 1000);
}

/** Count every word by walking the whole graph with the zero-allocation API. */
function countPaths(g: WordGraph): number {
  const stack = new Int32Array(g.maxWordLength + 2);
  let depth = 0;
  let count = 0;
  stack[0] = g.firstEdge(g.root);
  while (depth >= 0) {
    const e = stack[depth] as number;
    if (e < 0) {
      depth--;
      if (depth >= 0) stack[depth] = g.nextEdge(stack[depth] as number);
      continue;
    }
    const next = g.edgeTarget(e);
    if (g.isWordEnd(next)) count++;
    stack[++depth] = g.firstEdge(next);
  }
  return count;
}

// Rack search: every word that the 7 rack tiles can spell on their own (anagrams of
// every subset): the DAWG inner loop of a move generator, with mask pruning.
const BAG = 'A7B3C4D5E8F3G3H3I7J1K2L5M5N5O7P3Q1R5S6T5U5V1W2X1Y2Z1';
const TILES: number[] = [];
for (const [, ch, n] of BAG.matchAll(/([A-Z])(\d+)/g)) {
  for (let i = 0; i < Number(n); i++) TILES.push((ch as string).charCodeAt(0) - 65);
}

function rackWords(g: WordGraph, counts: Int8Array, node: number, rackMask: number): number {
  let found = 0;
  let m = g.letterMask(node) & rackMask;
  while (m !== 0) {
    const bit = m & -m;
    m ^= bit;
    const l = 31 - Math.clz32(bit);
    const next = g.child(node, l);
    counts[l] = (counts[l] as number) - 1;
    if (g.isWordEnd(next)) found++;
    found += rackWords(g, counts, next, counts[l] === 0 ? rackMask & ~bit : rackMask);
    counts[l] = (counts[l] as number) + 1;
  }
  return found;
}

function rackSearch(g: WordGraph, racks: number[][]): { medianUs: number; avgWords: number } {
  const counts = new Int8Array(26);
  const us: number[] = [];
  let total = 0;
  for (let pass = 0; pass < 2; pass++) {
    us.length = 0;
    total = 0;
    for (const rack of racks) {
      let mask = 0;
      for (const l of rack) {
        counts[l] = (counts[l] as number) + 1;
        mask |= 1 << l;
      }
      const t0 = performance.now();
      total += rackWords(g, counts, g.root, mask);
      us.push((performance.now() - t0) * 1000);
      counts.fill(0);
    }
  }
  return { medianUs: median(us), avgWords: total / racks.length };
}

function main(): void {
  const withGaddag = process.argv.includes('--gaddag');
  loadDefaultLexicon(); // builds wordlists/dist/english.wrg if missing
  const bytes = readFileSync(DEFAULT_LEXICON_PATH);
  const raw = readEnglishWordList();

  const [mapped, mapMs] = time(() => tilesFromWordList(raw));
  const tiles = mapped.tiles;
  const buildMs = median(timesMs(5, () => buildWordGraph(tiles)));
  const loadMs = timesMs(30, () => WordGraph.fromBytes(bytes));
  const g = WordGraph.fromBytes(bytes);

  console.log(`word graph bench — ${DEFAULT_LEXICON_PATH}`);
  row('words (tile form)', fmt(g.wordCount));
  row('nodes / edges', `${fmt(g.nodeCount)} / ${fmt(g.edgeCount)}`);
  row('file size', `${fmt(g.byteLength)} bytes (${fmt(g.byteLength / 1024, 1)} KiB)`);
  row('longest word', `${g.maxWordLength} tiles`);
  row('map word list (R16/R17)', `${fmt(mapMs, 1)} ms`);
  row('build DAWG (median of 5)', `${fmt(buildMs, 1)} ms`);
  row(
    'fromBytes (median of 30)',
    `${fmt(median(loadMs), 2)} ms (first ${fmt(loadMs[0] as number, 2)} ms)`,
  );

  const rand = rng(42);
  const hits = shuffle([...tiles], rand);
  const misses = hits.map(
    (w) => w.slice(0, -1) + String.fromCharCode(65 + ((w.charCodeAt(w.length - 1) - 65 + 7) % 26)),
  );
  row('has() hits', `${fmt(lookupRate(g, hits) / 1e6, 2)} M lookups/s`);
  row('has() mostly misses', `${fmt(lookupRate(g, misses) / 1e6, 2)} M lookups/s`);
  const [paths, walkMs] = time(() => countPaths(g));
  row('full traversal (edge API)', `${fmt(walkMs, 1)} ms for ${fmt(paths)} words`);

  const racks: number[][] = [];
  for (let i = 0; i < 2000; i++) racks.push(shuffle([...TILES], rand).slice(0, 7));
  const rs = rackSearch(g, racks);
  row(
    'rack anagram search (2000 racks)',
    `median ${fmt(rs.medianUs, 1)} µs, ${fmt(rs.avgWords, 1)} words/rack`,
  );

  if (withGaddag) {
    const [gBytes, gBuildMs] = time(() => buildGaddag(tiles));
    const gLoad = timesMs(10, () => WordGraph.fromBytes(gBytes));
    const gg = WordGraph.fromBytes(gBytes);
    console.log('GADDAG (optional, not built by default)');
    row('entries', fmt(gg.wordCount));
    row('nodes / edges', `${fmt(gg.nodeCount)} / ${fmt(gg.edgeCount)}`);
    row('size', `${fmt(gBytes.length)} bytes (${fmt(gBytes.length / g.byteLength, 1)}× the DAWG)`);
    row('build', `${fmt(gBuildMs, 0)} ms`);
    row('fromBytes (median of 10)', `${fmt(median(gLoad), 2)} ms`);
    row('has() hits', `${fmt(lookupRate(gg, hits) / 1e6, 2)} M lookups/s`);
  }
}

main();

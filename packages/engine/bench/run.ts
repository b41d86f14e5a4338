/**
 * The Oracle benchmark (`pnpm bench`): solve times on a fixed seeded suite of
 * opening, mid-game and late-game positions (English word graph, full racks),
 * single thread, word graph already loaded.
 *
 *   pnpm bench                 # 30 positions per phase, 15 timed solves each
 *   pnpm bench --quick         # 10 positions per phase, 5 solves each
 *   pnpm bench --json          # one JSON object instead of the tables
 *
 * Every ruleset is measured on its own suite: WordRise (10 × 10, 100 tiles), then
 * upwords-8 (8 × 8, 64 tiles), then wefter (11 × 11, its 100 letters, plain racks),
 * then `wefter*`: the same Word Wefter positions with racks as its games deal them (one
 * rainbow tile on every rack, a wild on a third of them and a blank on another third
 * past the opening), searched by the special search (every play judged: modes all and
 * best only, fewer solves), then the Word Wefter Oracle panel (`findTopMarketPlays`: a
 * wild on every rack and five market tiles to buy, against `findPlaysWithMarket`, which
 * keeps every play). Memory figures are WordRise's.
 *
 * Modes, all the same generator with a different recorder:
 *   all      every play recorded (compact) and sorted in the contract order
 *   objects  as `all`, plus every play built as an object (what findAllPlays returns)
 *   count    every play counted, nothing recorded (the bare search)
 *   best     the highest-scoring play only (bounds skip what cannot beat it)
 *   top10    the ten best plays
 */
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEFAULT_LEXICON_PATH, loadDefaultLexicon } from '../bin/lexicon';
import {
  AllPlays,
  CountPlays,
  Oracle,
  TopN,
  bestByScore,
  findPlaysWithMarket,
  type Recorder,
} from '../src/oracle/index';
import { findTopMarketPlays } from '../src/oracle/market-top';
import type { Ruleset } from '../src/ruleset';
import { UPWORDS_8 } from '../src/rulesets/upwords-8';
import { WEFTER } from '../src/rulesets/wefter';
import { WORDRISE } from '../src/rulesets/wordrise';
import { BLANK, WILD, rainbowOf } from '../src/tiles';
import { withPlainTilesOnly } from '../src/wefter/pool';
import { WordGraph } from '../src/wordgraph';
import { median, percentile } from './stats';
import { benchSuite, type Phase, type SuitePosition } from './suite';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const asJson = args.includes('--json');
const PER_PHASE = quick ? 10 : 30;
const REPEATS = quick ? 5 : 15;

const MODES = ['all', 'objects', 'count', 'best', 'top10'] as const;
type Mode = (typeof MODES)[number];

function solve(oracle: Oracle, position: SuitePosition, mode: Mode): number {
  const at = { board: position.board, firstPlay: position.firstPlay };
  let recorder: Recorder;
  switch (mode) {
    case 'all':
    case 'objects': {
      const all = new AllPlays();
      oracle.generate(at, position.rack, all);
      if (mode === 'all') all.sortedIndices();
      else all.plays();
      return all.count;
    }
    case 'count': {
      const count = new CountPlays();
      oracle.generate(at, position.rack, count);
      return count.count;
    }
    case 'best':
      recorder = bestByScore();
      break;
    case 'top10':
      recorder = new TopN(10);
      break;
  }
  oracle.generate(at, position.rack, recorder);
  return 1;
}

// A forced GC (when the runtime allows it) so that retained memory can be measured.
const gc = ((): (() => void) | undefined => {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return undefined;
  }
})();
/** Heap in use plus ArrayBuffers (the word graph's typed arrays), after a GC. */
function retainedMB(): number {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / 2 ** 20;
}
const rssAtStartMB = process.memoryUsage().rss / 2 ** 20;
const retainedAtStart = retainedMB();
// Word graph load: read + validate + build the masks, as a server does at start.
// The first load in the process is the cold one; then the median of 7 more.
const tCold = performance.now();
loadDefaultLexicon(); // builds the file if missing
const coldLoadMs = performance.now() - tCold;
const loadTimes: number[] = [];
let lexicon: WordGraph | undefined;
for (let i = 0; i < 7; i++) {
  const t0 = performance.now();
  lexicon = WordGraph.fromBytes(readFileSync(DEFAULT_LEXICON_PATH));
  loadTimes.push(performance.now() - t0);
}
if (!lexicon) throw new Error('no lexicon');
const oracle = new Oracle(lexicon, WORDRISE);
const retainedWithGraph = retainedMB();

interface Row {
  ruleset: string;
  phase: Phase;
  mode: Mode;
  positions: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  meanPlays: number;
  /** Search nodes per solve (fewer in best/top10: skipped branches). */
  meanNodes: number;
  playsPerSecond: number;
}
const rows: Row[] = [];
const suiteMs: Record<string, number> = {};

/** Times every mode on every phase of the ruleset's own suite; returns the suite and play counts. */
function measure(
  ruleset: Ruleset,
  oracle: Oracle,
  options: {
    readonly label?: string;
    readonly modes?: readonly Mode[];
    readonly repeats?: number;
    readonly racks?: (position: SuitePosition, k: number) => string;
  } = {},
): { suite: SuitePosition[]; plays: Map<SuitePosition, number> } {
  const label = options.label ?? ruleset.key;
  const modes = options.modes ?? MODES;
  const repeats = options.repeats ?? REPEATS;
  const tSuite = performance.now();
  const built = benchSuite(lexicon as WordGraph, ruleset, PER_PHASE);
  const racks = options.racks;
  const suite = racks ? built.map((p, k) => ({ ...p, rack: racks(p, k) })) : built;
  suiteMs[label] = performance.now() - tSuite;
  // Warm up every mode on every position (JIT), then time.
  for (const mode of modes) for (const p of suite) solve(oracle, p, mode);
  const plays = new Map<SuitePosition, number>();
  for (const p of suite) plays.set(p, solve(oracle, p, 'count'));
  for (const phase of ['opening', 'mid-game', 'late-game'] as const) {
    const positions = suite.filter((p) => p.phase === phase);
    for (const mode of modes) {
      const perPosition: number[] = [];
      let nodes = 0;
      for (const p of positions) {
        const times: number[] = [];
        for (let k = 0; k < repeats; k++) {
          const t0 = performance.now();
          solve(oracle, p, mode);
          times.push(performance.now() - t0);
        }
        perPosition.push(median(times));
        nodes += oracle.nodes;
      }
      const totalPlays = positions.reduce((n, p) => n + (plays.get(p) ?? 0), 0);
      const totalMs = perPosition.reduce((a, b) => a + b, 0);
      rows.push({
        ruleset: label,
        phase,
        mode,
        positions: positions.length,
        medianMs: median(perPosition),
        p95Ms: percentile(perPosition, 95),
        maxMs: Math.max(...perPosition),
        meanPlays: totalPlays / positions.length,
        meanNodes: nodes / positions.length,
        playsPerSecond: (totalPlays / totalMs) * 1000,
      });
    }
  }
  return { suite, plays };
}

const { suite, plays } = measure(WORDRISE, oracle);
measure(UPWORDS_8, new Oracle(lexicon, UPWORDS_8));
// Word Wefter's board, values, bonuses and top-tile stack scoring, plain letters.
const wefterPlain = withPlainTilesOnly(WEFTER);
measure(wefterPlain, new Oracle(lexicon, wefterPlain));
// Word Wefter racks as dealt: every rack holds a rainbow tile (its first), a third of
// them a wild and, past the opening, another third a blank (in place of its last tile).
const { suite: dealt } = measure(wefterPlain, new Oracle(lexicon, WEFTER), {
  label: 'wefter*',
  modes: ['all', 'best'],
  repeats: quick ? 3 : 5,
  racks: (p, k) => {
    const rack = p.rack.slice(0, 7);
    const first = rainbowOf(rack.slice(0, 1));
    const last = k % 3 === 1 ? WILD : k % 3 === 2 && p.phase !== 'opening' ? BLANK : null;
    if (last === null || rack.length < 2) return first + rack.slice(1);
    return first + rack.slice(1, -1) + last;
  },
});

/**
 * The game page's Oracle panel in Word Wefter (`findTopMarketPlays`, the best 500 by
 * net, every play counted): the `wefter*` positions with a wild on every rack, and a
 * marketplace of five tiles (another position's rack) the seat can all afford (budget
 * 15), past the opening (the market is closed before a seat's first turn).
 */
interface PanelRow {
  phase: Phase;
  positions: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  meanPlays: number;
  meanPurchases: number;
  /** `findPlaysWithMarket` on the same positions: every play kept, a rack wild with purchases too (one run). */
  unboundedMedianMs: number;
  unboundedMeanPlays: number;
}
const panelRows: PanelRow[] = [];
{
  const panelPositions = dealt
    .filter((p) => p.phase !== 'opening' && p.rack.length >= 2)
    .map((p, k, all) => ({
      position: p,
      rack: p.rack.replace(BLANK, '').replace(WILD, '').slice(0, 6) + WILD,
      offer: {
        slots: [...(all[(k + 1) % all.length]?.rack ?? 'EAST').replace(/[^A-Z]/g, '')].slice(0, 5),
        budget: 15,
      },
    }));
  const solvePanel = (p: (typeof panelPositions)[number]) =>
    findTopMarketPlays(p.position, p.rack, p.offer, lexicon as WordGraph, WEFTER, 500);
  for (const p of panelPositions) solvePanel(p); // warm-up
  for (const phase of ['mid-game', 'late-game'] as const) {
    const positions = panelPositions.filter((p) => p.position.phase === phase);
    const perPosition: number[] = [];
    let plays = 0;
    let purchases = 0;
    for (const p of positions) {
      const times: number[] = [];
      for (let k = 0; k < (quick ? 3 : 5); k++) {
        const t0 = performance.now();
        const answer = solvePanel(p);
        times.push(performance.now() - t0);
        if (k === 0) {
          plays += answer.count;
          purchases += answer.plays.filter((play) => play.cost > 0).length;
        }
      }
      perPosition.push(median(times));
    }
    const unbounded = positions.map((p) => {
      const t0 = performance.now();
      const every = findPlaysWithMarket(p.position, p.rack, p.offer, lexicon as WordGraph, WEFTER);
      return { ms: performance.now() - t0, plays: every.length };
    });
    panelRows.push({
      phase,
      positions: positions.length,
      medianMs: median(perPosition),
      p95Ms: percentile(perPosition, 95),
      maxMs: Math.max(...perPosition),
      meanPlays: plays / positions.length,
      meanPurchases: purchases / positions.length,
      unboundedMedianMs: median(unbounded.map((u) => u.ms)),
      unboundedMeanPlays: unbounded.reduce((n, u) => n + u.plays, 0) / positions.length,
    });
  }
}

// The largest position of the suite, every play kept as an object.
const largest = [...suite].sort((a, b) => (plays.get(b) ?? 0) - (plays.get(a) ?? 0))[0];
const beforeLargest = retainedMB();
const kept = new AllPlays();
if (largest) oracle.generate(largest, largest.rack, kept);
const keptPlays = kept.plays();
const largestPlaysMB = retainedMB() - beforeLargest;
const memory = process.memoryUsage();
const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
};
const result = {
  machine,
  lexicon: {
    words: lexicon.wordCount,
    bytes: lexicon.byteLength,
    coldLoadMs,
    loadMedianMs: median(loadTimes),
  },
  suite: { perPhase: PER_PHASE, repeats: REPEATS, buildMs: suiteMs },
  memory: {
    gcAvailable: gc !== undefined,
    graphLoadedMB: retainedWithGraph - retainedAtStart,
    largestPosition: { plays: keptPlays.length, allPlaysAsObjectsMB: largestPlaysMB },
    rssAtStartMB,
    rssMB: memory.rss / 2 ** 20,
    peakRssMB: process.resourceUsage().maxRSS / 1024,
    graphArraysMB: (lexicon.edges.byteLength + lexicon.masks.byteLength) / 2 ** 20,
    heapUsedMB: memory.heapUsed / 2 ** 20,
    arrayBuffersMB: memory.arrayBuffers / 2 ** 20,
  },
  rows,
  wefterPanel: panelRows,
};

if (asJson) {
  console.log(JSON.stringify(result));
} else {
  const f = (n: number, d = 2) => n.toFixed(d);
  console.log(
    `Oracle benchmark — ${machine.cpu} (${machine.cores} cores), Node ${machine.node}, ${machine.platform}`,
  );
  console.log(
    `word graph: ${lexicon.wordCount} words, ${(lexicon.byteLength / 2 ** 20).toFixed(2)} MB file, ` +
      `load ${f(coldLoadMs)} ms cold, ${f(median(loadTimes))} ms warm (read + validate, median of 7)`,
  );
  console.log(
    `suite: ${PER_PHASE} positions per phase, 7-tile racks where the bag allows, ${REPEATS} timed solves each (per-position median)\n`,
  );
  console.log(
    'ruleset    phase      mode     median ms   p95 ms   max ms   plays/pos   plays/s   nodes/solve',
  );
  for (const r of rows) {
    console.log(
      `${r.ruleset.padEnd(10)} ${r.phase.padEnd(10)} ${r.mode.padEnd(8)} ${f(r.medianMs, 3).padStart(9)} ${f(r.p95Ms, 3).padStart(8)} ${f(r.maxMs, 3).padStart(8)} ${f(r.meanPlays, 0).padStart(11)} ${f(r.playsPerSecond / 1e6, 2).padStart(7)} M ${f(r.meanNodes, 0).padStart(13)}`,
    );
  }
  console.log(
    '\nwefter Oracle panel (findTopMarketPlays, best 500 by net; a wild on every rack, 5 market tiles, budget 15)',
  );
  console.log(
    'phase      positions  median ms   p95 ms   max ms   plays/pos   buying (of 500)   all plays kept: median ms, plays/pos',
  );
  for (const r of panelRows) {
    console.log(
      `${r.phase.padEnd(10)} ${String(r.positions).padStart(9)} ${f(r.medianMs, 1).padStart(10)} ${f(r.p95Ms, 1).padStart(8)} ${f(r.maxMs, 1).padStart(8)} ${f(r.meanPlays, 0).padStart(11)} ${f(r.meanPurchases, 0).padStart(17)} ${f(r.unboundedMedianMs, 1).padStart(26)} ${f(r.unboundedMeanPlays, 0).padStart(10)}`,
    );
  }
  const m = result.memory;
  console.log(
    `\nmemory (retained after GC${m.gcAvailable ? '' : ' — GC not available, rough'}): word graph + Oracle ` +
      `${f(m.graphLoadedMB)} MB; the largest position's ${m.largestPosition.plays} plays as objects ` +
      `${f(m.largestPosition.allPlaysAsObjectsMB)} MB`,
  );
  console.log(
    `word graph arrays ${f(m.graphArraysMB)} MB; process rss ${f(m.rssAtStartMB, 1)} MB at start ` +
      `(Node + tsx), ${f(m.rssMB, 1)} MB after the run, peak ${f(m.peakRssMB, 1)} MB; ` +
      `heap used ${f(m.heapUsedMB, 1)} MB; array buffers ${f(m.arrayBuffersMB, 1)} MB`,
  );
}

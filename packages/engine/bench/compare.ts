/**
 * WordRise's Oracle against the public TypeScript solver `upwords-solver` (npm 0.1.1,
 * `UpwordsWordFinder.findAllPossiblePlays`) on the benchmark suite of `bench/suite.ts`:
 * the same positions, racks and word list, single thread, word lists already loaded.
 *
 *   pnpm bench:compare                  # 30 positions per phase (as `pnpm bench`)
 *   pnpm bench:compare --quick          # 10 positions per phase, 5 solves each
 *   pnpm bench:compare --json           # one JSON object instead of the tables
 *   pnpm bench:compare --own-word-list  # feed upwords-solver through its own word-list
 *                                       # preparation (upwords-toolkit) instead
 *
 * How upwords-solver is fed (see "Compared with upwords-solver" in src/oracle/README.md):
 * - Word list: exactly the tile words of WordRise's English graph — `word-list` mapped by
 *   the wordlists build (`tilesFromWordList`: every `qu` → the Qu tile `Q`, entries with
 *   a `q` not followed by `u` dropped) — given to `UpwordsWordFinder.init`, whose trie
 *   takes uppercase words and whose `Q` is the Qu tile as well (upwords-toolkit).
 * - Board: upwords-toolkit's UBF, `board[row][col]` = height + top letter (`'0 '` empty);
 *   the same 10 × 10 board, centre start squares and height limit 5 as WordRise.
 * - Rack: an upwords-toolkit `TileRack` of the same letters (`Q` = Qu), made off the clock.
 *
 * Timed, per position: upwords-solver's call (it returns unscored, unsorted play objects)
 * against the Oracle listing every play compact and ranked (`all`, as in `pnpm bench`)
 * and with every play built as an object with its words and score (`objects`).
 * Untimed: both play lists compared as sets of placements; each play only one solver
 * lists is explained (upwords-solver's extras are judged by WordRise's `judgePlay`).
 */
import { cpus, totalmem } from 'node:os';
import { UpwordsWordFinder } from 'upwords-solver';
import {
  TileRack,
  defaultWordFilterOptions,
  prepareUpwordsWordList,
  type IUpwordsBoardFormat,
  type UpwordsPlay,
} from 'upwords-toolkit';
import { readEnglishWordList } from '../../../wordlists/build';
import { loadDefaultLexicon } from '../bin/lexicon';
import type { Board } from '../src/board';
import { judgePlay } from '../src/judge';
import { AllPlays, Oracle, type Play } from '../src/oracle/index';
import type { Placement } from '../src/placement';
import { WORDRISE } from '../src/rulesets/wordrise';
import { tilesFromWordList } from '../src/wordgraph';
import { median, percentile } from './stats';
import { benchSuite, type Phase, type SuitePosition } from './suite';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const asJson = args.includes('--json');
const ownWordList = args.includes('--own-word-list');
const PER_PHASE = quick ? 10 : 30;
/** Timed solves per position and solver (the per-position median is kept). */
const REPEATS = quick ? 5 : 15;
const PHASES: readonly Phase[] = ['opening', 'mid-game', 'late-game'];

// ---------------------------------------------------------------- adapters

/** WordRise board → upwords-toolkit's UBF (`'3E'`: a stack of 3 with E on top). */
function toUbf(board: Board): IUpwordsBoardFormat {
  const rows: string[][] = [];
  for (let r = 0; r < board.size; r++) {
    const row: string[] = [];
    for (let c = 0; c < board.size; c++) {
      const stack = board.cells[r * board.size + c] ?? '';
      row.push(stack.length === 0 ? '0 ' : `${stack.length}${stack.slice(-1)}`);
    }
    rows.push(row);
  }
  return rows;
}

function toTileRack(rack: string): TileRack {
  const tiles = new TileRack();
  tiles.addTiles(TileRack.tilesFromString(rack));
  return tiles;
}

/** An upwords-solver play → its placements (a space in `tiles` keeps the board's tile). */
function uwsPlacements(play: UpwordsPlay): Placement[] {
  const out: Placement[] = [];
  const [r0, c0] = play.start;
  const across = play.direction === 0; // PlayDirection.Horizontal (a const enum in its types)
  for (let i = 0; i < play.tiles.length; i++) {
    const letter = play.tiles[i] as string;
    if (letter === ' ') continue;
    out.push({ r: across ? r0 : r0 + i, c: across ? c0 + i : c0, letter });
  }
  return out;
}

/** A play's identity when comparing the two lists: its set of placements. */
function placementKey(placements: readonly Placement[]): string {
  return [...placements]
    .sort((a, b) => a.r - b.r || a.c - b.c)
    .map((p) => `${p.r},${p.c}${p.letter}`)
    .join(' ');
}

// ---------------------------------------------------------------- set-up

const lexicon = loadDefaultLexicon();
const oracle = new Oracle(lexicon, WORDRISE);
const rawList = readEnglishWordList();
const words = ownWordList
  ? prepareUpwordsWordList(rawList.split('\n').filter(Boolean), defaultWordFilterOptions).keptWords
  : tilesFromWordList(rawList).tiles;
if (!ownWordList && words.length !== lexicon.wordCount) {
  throw new Error(`word list has ${words.length} tile words, the graph ${lexicon.wordCount}`);
}
const tInit = performance.now();
UpwordsWordFinder.init(words);
const uwsInitMs = performance.now() - tInit;

const suite = benchSuite(lexicon, WORDRISE, PER_PHASE);
const ubfs = new Map<SuitePosition, IUpwordsBoardFormat>(suite.map((p) => [p, toUbf(p.board)]));

function solveUws(p: SuitePosition, rack: TileRack): UpwordsPlay[] {
  return UpwordsWordFinder.findAllPossiblePlays(ubfs.get(p) as IUpwordsBoardFormat, rack);
}

type OracleMode = 'all' | 'objects';
function solveOracle(p: SuitePosition, mode: OracleMode): AllPlays {
  const all = new AllPlays();
  oracle.generate({ board: p.board, firstPlay: p.firstPlay }, p.rack, all);
  if (mode === 'all') all.sortedIndices();
  else all.plays();
  return all;
}

// ---------------------------------------------------------------- play lists (untimed)

type Reason = string;
interface Diff {
  oraclePlays: number;
  /** As returned, and without repeats. */
  uwsPlays: number;
  uwsDistinct: number;
  /** Repeats that are one-tile plays (listed once per direction). */
  uwsRepeatsOneTile: number;
  /** Plays in both lists. */
  common: number;
  /** Plays in both lists that place the Qu tile. */
  commonWithQu: number;
  onlyOracle: Map<Reason, number>;
  onlyUws: Map<Reason, number>;
  examplesOnlyOracle: string[];
  examplesOnlyUws: string[];
}

function bump(m: Map<Reason, number>, reason: Reason): void {
  m.set(reason, (m.get(reason) ?? 0) + 1);
}

function describePlay(p: SuitePosition, placements: readonly Placement[]): string {
  const judged = judgePlay(p.board, placements, WORDRISE, lexicon, {
    firstPlay: p.firstPlay,
    rack: p.rack,
  });
  const what = placements.map((x) => `${x.letter}@${x.r},${x.c}`).join(' ');
  return judged.ok ? `${what} → ${judged.words.map((w) => w.word).join(' + ')}` : what;
}

/** upwords-solver's plays that WordRise refuses, grouped by the ruling they break. */
function whyOracleRefuses(rule: string, reason: string): Reason {
  switch (rule) {
    case 'R14':
      return 'R14 (full cover): covers every letter of a word already on the board';
    case 'R15':
      return 'R15 (bare plural): a lone S at the end of an old word, making no other word';
    default:
      return `${rule}: ${reason}`;
  }
}

/** A label for a legal play upwords-solver does not list. */
function whyUwsMisses(board: Board, play: Play): Reason {
  const n = play.placements.length;
  const stacked = play.placements.filter((x) => (board.cells[x.r * board.size + x.c] ?? '') !== '');
  return `${n} tile${n > 1 ? 's' : ''}, ${stacked.length} of them stacked`;
}

function comparePlays(p: SuitePosition): Diff {
  const all = new AllPlays();
  oracle.generate({ board: p.board, firstPlay: p.firstPlay }, p.rack, all);
  const oraclePlays = all.plays();
  const uws = UpwordsWordFinder.findAllPossiblePlays(toUbf(p.board), toTileRack(p.rack));
  const oracleKeys = new Map<string, Play>();
  for (const play of oraclePlays) oracleKeys.set(placementKey(play.placements), play);
  const uwsKeys = new Map<string, Placement[]>();
  let repeatsOneTile = 0;
  for (const play of uws) {
    const placements = uwsPlacements(play);
    const key = placementKey(placements);
    if (uwsKeys.has(key) && placements.length === 1) repeatsOneTile++;
    uwsKeys.set(key, placements);
  }
  const diff: Diff = {
    oraclePlays: oraclePlays.length,
    uwsPlays: uws.length,
    uwsDistinct: uwsKeys.size,
    uwsRepeatsOneTile: repeatsOneTile,
    common: 0,
    commonWithQu: 0,
    onlyOracle: new Map(),
    onlyUws: new Map(),
    examplesOnlyOracle: [],
    examplesOnlyUws: [],
  };
  for (const [key, placements] of uwsKeys) {
    if (oracleKeys.has(key)) {
      diff.common++;
      if (placements.some((x) => x.letter === 'Q')) diff.commonWithQu++;
      continue;
    }
    const judged = judgePlay(p.board, placements, WORDRISE, lexicon, {
      firstPlay: p.firstPlay,
      rack: p.rack,
    });
    bump(
      diff.onlyUws,
      judged.ok
        ? 'legal, but missing from the Oracle (a WordRise bug)'
        : whyOracleRefuses(judged.error.rule, judged.error.reason),
    );
    if (diff.examplesOnlyUws.length < 1) {
      const why = judged.ok ? 'legal' : `${judged.error.rule}: ${judged.error.reason}`;
      diff.examplesOnlyUws.push(`${p.name}: ${describePlay(p, placements)} (${why})`);
    }
  }
  for (const [key, play] of oracleKeys) {
    if (uwsKeys.has(key)) continue;
    bump(diff.onlyOracle, whyUwsMisses(p.board, play));
    if (diff.examplesOnlyOracle.length < 1) {
      diff.examplesOnlyOracle.push(`${p.name}: ${describePlay(p, play.placements)}`);
    }
  }
  return diff;
}

// Warm-up (JIT) and the play lists.
const diffs = new Map<SuitePosition, Diff>();
for (const p of suite) {
  solveOracle(p, 'all');
  solveOracle(p, 'objects');
  diffs.set(p, comparePlays(p));
  solveUws(p, toTileRack(p.rack));
}
// Few suite racks hold the one Qu tile, so the lists are also compared (untimed) with a
// Qu swapped in for each rack's last tile, where the Qu is not already on the board or rack.
const quDiffs: Diff[] = suite
  .filter((p) => !p.rack.includes('Q') && !p.board.cells.some((stack) => stack.includes('Q')))
  .map((p) => comparePlays({ ...p, name: `${p.name} with Qu`, rack: `${p.rack.slice(0, -1)}Q` }));

// ---------------------------------------------------------------- timing

interface Timing {
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Per position, in suite order (not in the JSON output). */
  perPosition: number[];
}

/** Per-position median of `REPEATS` solves, then median / p95 / max over the positions. */
function time(
  positions: readonly SuitePosition[],
  solve: (p: SuitePosition) => () => void,
): Timing {
  const perPosition = positions.map((p) => {
    const times: number[] = [];
    for (let k = 0; k < REPEATS; k++) {
      const run = solve(p); // set-up off the clock
      const t0 = performance.now();
      run();
      times.push(performance.now() - t0);
    }
    return median(times);
  });
  return {
    medianMs: median(perPosition),
    p95Ms: percentile(perPosition, 95),
    maxMs: Math.max(...perPosition),
    perPosition,
  };
}

/** The smallest per-position ratio of upwords-solver's time to the Oracle's. */
function minRatio(uws: Timing, oracleTiming: Timing): number {
  return Math.min(...uws.perPosition.map((t, i) => t / (oracleTiming.perPosition[i] as number)));
}

interface Row {
  phase: Phase;
  positions: number;
  oracleAll: Timing;
  oracleObjects: Timing;
  uws: Timing;
  uwsEmptyRack: Timing;
  /** upwords-solver's median over the Oracle's. */
  ratioAll: number;
  ratioObjects: number;
  /** The smallest ratio on any one position (Oracle as objects). */
  minRatioObjects: number;
  /** Mean plays per position. */
  oraclePlays: number;
  uwsPlays: number;
  uwsDistinct: number;
  common: number;
}

const rows: Row[] = [];
const tTiming = performance.now();
for (const phase of PHASES) {
  const positions = suite.filter((p) => p.phase === phase);
  const oracleAll = time(positions, (p) => () => solveOracle(p, 'all'));
  const oracleObjects = time(positions, (p) => () => solveOracle(p, 'objects'));
  // A fresh rack per solve (the solver takes tiles out and puts them back).
  const uws = time(positions, (p) => {
    const rack = toTileRack(p.rack);
    return () => solveUws(p, rack);
  });
  // The same call with an empty rack: what it spends before trying any tile (anchors,
  // cross-checks) — a cost per call, not per play.
  const uwsEmptyRack = time(positions, (p) => {
    const rack = new TileRack();
    return () => solveUws(p, rack);
  });
  const mean = (f: (d: Diff) => number) =>
    positions.reduce((n, p) => n + f(diffs.get(p) as Diff), 0) / positions.length;
  rows.push({
    phase,
    positions: positions.length,
    oracleAll,
    oracleObjects,
    uws,
    uwsEmptyRack,
    ratioAll: uws.medianMs / oracleAll.medianMs,
    ratioObjects: uws.medianMs / oracleObjects.medianMs,
    minRatioObjects: minRatio(uws, oracleObjects),
    oraclePlays: mean((d) => d.oraclePlays),
    uwsPlays: mean((d) => d.uwsPlays),
    uwsDistinct: mean((d) => d.uwsDistinct),
    common: mean((d) => d.common),
  });
}
const timingMs = performance.now() - tTiming;

function mergeCounts(
  pick: (d: Diff) => Map<Reason, number>,
  from: Iterable<Diff> = diffs.values(),
): [Reason, number][] {
  const total = new Map<Reason, number>();
  for (const d of from) {
    for (const [k, n] of pick(d)) total.set(k, (total.get(k) ?? 0) + n);
  }
  return [...total].sort((a, b) => b[1] - a[1]);
}
const totals = { oraclePlays: 0, uwsPlays: 0, uwsDistinct: 0, uwsRepeatsOneTile: 0, common: 0 };
for (const d of diffs.values()) {
  totals.oraclePlays += d.oraclePlays;
  totals.uwsPlays += d.uwsPlays;
  totals.uwsDistinct += d.uwsDistinct;
  totals.uwsRepeatsOneTile += d.uwsRepeatsOneTile;
  totals.common += d.common;
}
const onlyUws = mergeCounts((d) => d.onlyUws);
const onlyOracle = mergeCounts((d) => d.onlyOracle);
const quCheck = {
  positions: quDiffs.length,
  oraclePlays: quDiffs.reduce((n, d) => n + d.oraclePlays, 0),
  uwsDistinct: quDiffs.reduce((n, d) => n + d.uwsDistinct, 0),
  common: quDiffs.reduce((n, d) => n + d.common, 0),
  commonWithQu: quDiffs.reduce((n, d) => n + d.commonWithQu, 0),
  onlyUws: mergeCounts((d) => d.onlyUws, quDiffs),
  onlyOracle: mergeCounts((d) => d.onlyOracle, quDiffs),
  examples: quDiffs.flatMap((d) => [...d.examplesOnlyOracle, ...d.examplesOnlyUws]).slice(0, 4),
};
const examples = {
  onlyUws: [...diffs.values()].flatMap((d) => d.examplesOnlyUws).slice(0, 4),
  onlyOracle: [...diffs.values()].flatMap((d) => d.examplesOnlyOracle).slice(0, 4),
};
const racksWithQu = suite.filter((p) => p.rack.includes('Q')).length;

const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
};
const result = {
  machine,
  date: new Date().toISOString().slice(0, 10),
  wordList: ownWordList
    ? 'upwords-toolkit prepareUpwordsWordList (defaults)'
    : 'WordRise tile words',
  words: words.length,
  uwsInitMs,
  suite: { perPhase: PER_PHASE, repeats: REPEATS, racksWithQu },
  timingMs,
  rows,
  totals,
  onlyUws,
  onlyOracle,
  examples,
  quCheck,
};

if (asJson) {
  console.log(
    JSON.stringify(result, (key, value: unknown) => (key === 'perPosition' ? undefined : value)),
  );
} else {
  const f = (n: number, d = 2) => n.toFixed(d);
  const n0 = (n: number) => Math.round(n).toLocaleString('en');
  console.log(
    `Oracle vs upwords-solver 0.1.1 — ${machine.cpu} (${machine.cores} cores), Node ${machine.node}, ${machine.platform}`,
  );
  console.log(
    `word list for upwords-solver: ${result.wordList}, ${n0(words.length)} words; UpwordsWordFinder.init ${f(uwsInitMs, 0)} ms`,
  );
  console.log(
    `suite: ${PER_PHASE} positions per phase (bench/suite.ts; ${racksWithQu} racks with Qu), per-position median of ${REPEATS} timed solves\n`,
  );
  console.log(
    'phase      solver                median ms    p95 ms    max ms   plays/pos   upwords-solver / Oracle',
  );
  for (const r of rows) {
    const line = (who: string, t: Timing, plays: number, note: string) =>
      console.log(
        `${r.phase.padEnd(10)} ${who.padEnd(21)} ${f(t.medianMs, 3).padStart(9)} ${f(t.p95Ms, 3).padStart(9)} ${f(t.maxMs, 3).padStart(9)} ${n0(plays).padStart(11)}   ${note}`,
      );
    line('Oracle all (ranked)', r.oracleAll, r.oraclePlays, `${f(r.ratioAll, 0)}× (median)`);
    line(
      'Oracle as objects',
      r.oracleObjects,
      r.oraclePlays,
      `${f(r.ratioObjects, 0)}× (median), ≥ ${f(r.minRatioObjects, 0)}× on every position`,
    );
    line(
      'upwords-solver',
      r.uws,
      r.uwsPlays,
      `${n0(r.uwsDistinct)} distinct, ${n0(r.common)} in both lists`,
    );
    line('  same, empty rack', r.uwsEmptyRack, 0, 'its fixed cost per call');
  }
  console.log(
    `\nplay lists, all ${suite.length} positions: Oracle ${n0(totals.oraclePlays)}; upwords-solver ${n0(totals.uwsPlays)} ` +
      `(${n0(totals.uwsDistinct)} distinct — ${n0(totals.uwsRepeatsOneTile)} of the ${n0(totals.uwsPlays - totals.uwsDistinct)} repeats are one-tile plays ` +
      `listed on both lines); in both lists ${n0(totals.common)}`,
  );
  console.log(
    `\nonly upwords-solver (${n0(totals.uwsDistinct - totals.common)} distinct), judged by WordRise's rules:`,
  );
  for (const [reason, n] of onlyUws) console.log(`  ${String(n).padStart(7)}  ${reason}`);
  for (const e of examples.onlyUws) console.log(`           e.g. ${e}`);
  console.log(`\nonly the Oracle (${n0(totals.oraclePlays - totals.common)}):`);
  for (const [reason, n] of onlyOracle) console.log(`  ${String(n).padStart(7)}  ${reason}`);
  for (const e of examples.onlyOracle) console.log(`           e.g. ${e}`);
  console.log(
    `\nQu check (untimed): ${quCheck.positions} positions with a Qu swapped into the rack: ` +
      `Oracle ${n0(quCheck.oraclePlays)} plays, upwords-solver ${n0(quCheck.uwsDistinct)} distinct, in both ${n0(quCheck.common)} ` +
      `(${n0(quCheck.commonWithQu)} of them place the Qu)`,
  );
  for (const [reason, n] of quCheck.onlyUws)
    console.log(`  ${String(n).padStart(7)}  only upwords-solver: ${reason}`);
  for (const [reason, n] of quCheck.onlyOracle)
    console.log(`  ${String(n).padStart(7)}  only the Oracle: ${reason}`);
  for (const e of quCheck.examples) console.log(`           e.g. ${e}`);
  console.log(`\ntimed part: ${f(timingMs / 1000, 1)} s`);
}

/**
 * The Oracle's move generator: every legal play (R7–R21) for a rack on a board,
 * fed one by one to a recorder. See README.md in this folder for the algorithm.
 *
 * Data layout: the board is snapshotted into typed arrays per *line* (the N rows,
 * then the N columns; line `l`, position `i` is at `l * N + i`), with, per square
 * and line direction, the letters that may be placed there (cross-checks,
 * R10) and the score of the cross word each letter would make. The search itself
 * is an Appel–Jacobson left-part / extend-right walk of the DAWG with a
 * rack of letter counts; an occupied square on the line is a branch (keep its
 * letter, or stack a rack letter on it). Nothing is allocated per node.
 */
import type { Board, Direction } from '../board';
import { judgePlay, type JudgedPlay } from '../judge';
import type { Placement } from '../placement';
import type { Ruleset } from '../ruleset';
import { BLANK, WILD, isBlank, isRainbow, letterOf, rainbowOf } from '../tiles';
import { tileCountBonus } from '../scoring';
import type { WordGraph } from '../wordgraph';
import { compileScoring, keptStackValue, type CompiledScoring } from './compiled-scoring';
import { PlayStore } from './store';
import type { FoundPlay, OraclePosition, Play, Recorder } from './types';

const ALL_LETTERS = (1 << 26) - 1;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIRECTION_NAMES: readonly Direction[] = ['across', 'down'];
/** The largest word-multiplier product the bound tables hold. */
const MAX_TIMES = 1 << 30;
/** Main-word flags carried down the search. */
const F_STACKED = 1;
const F_START = 2;
/**
 * Tile codes of the special search (Word Wefter racks and boards): 0–25 a plain
 * letter, 26–51 a wild played as that letter, 52–77 a rainbow letter, 78 a blank.
 * `lTop` holds BLANK_TOP for a square topped by a blank.
 */
const WILD_CODE = 26;
const RAINBOW_CODE = 52;
const BLANK_CODE = 78;
const BLANK_TOP = 26;

/** The tile a code stands for, as it lies in a placement (store.ts's codeOfTile reverses it). */
function tileOfCode(code: number): string {
  if (code < WILD_CODE) return LETTERS[code] as string;
  if (code < RAINBOW_CODE) return (LETTERS[code - WILD_CODE] as string).toLowerCase();
  if (code < BLANK_CODE) return rainbowOf(LETTERS[code - RAINBOW_CODE] as string);
  return BLANK;
}

interface NodeFacts {
  /** The most letters that can still follow the node in a word. */
  readonly depth: Uint8Array;
  /** The letters on any path below the node (bit l = letter l). */
  readonly below: Uint32Array;
}

const nodeFacts = new WeakMap<WordGraph, NodeFacts>();

/**
 * Per node (indexed like `masks`): how many more letters a word can have after
 * it, and which letters occur below it. A play continuing the node places at
 * most `depth` more tiles, and can use up the rack only if every rack letter
 * occurs below. Nodes are stored children first, so one forward pass suffices.
 * Computed once per graph (~5 ms for English) and shared.
 */
function factsOf(graph: WordGraph): NodeFacts {
  const cached = nodeFacts.get(graph);
  if (cached) return cached;
  const { edges } = graph;
  const depth = new Uint8Array(edges.length);
  const below = new Uint32Array(edges.length);
  let start = 1;
  let deepest = 0;
  let letters = 0;
  for (let i = 1; i < edges.length; i++) {
    const w = edges[i] as number;
    const child = w >>> 7;
    const d = child === 0 ? 1 : 1 + (depth[child] as number);
    if (d > deepest) deepest = d;
    letters |= (1 << (w & 0x1f)) | (child === 0 ? 0 : (below[child] as number));
    if ((w & 0x40) !== 0) {
      depth[start] = Math.min(deepest, 255);
      below[start] = letters;
      start = i + 1;
      deepest = 0;
      letters = 0;
    }
  }
  const facts = { depth, below };
  nodeFacts.set(graph, facts);
  return facts;
}

/** The generator was given something it cannot search (not a DAWG, a bad tile). */
export class OracleInputError extends Error {
  override name = 'OracleInputError';
}

function letterIndex(ch: string | null | undefined): number {
  if (ch === null || ch === undefined || ch.length !== 1) return -1;
  const l = ch.charCodeAt(0) - 65;
  return l >= 0 && l < 26 ? l : -1;
}

/**
 * A reusable generator for one word graph and ruleset. It keeps its scratch
 * buffers between searches; one instance must not run two searches at once
 * (JavaScript is single-threaded, so that only means: not from inside a recorder).
 */
export class Oracle {
  readonly lexicon: WordGraph;
  readonly ruleset: Ruleset;

  // Word graph, read directly in the hot loop.
  private readonly edges: Uint32Array;
  private readonly masks: Uint32Array;
  private readonly root: number;
  /** Per node: longest continuation, letters below (bounds only). */
  private readonly depth: Uint8Array;
  private readonly below: Uint32Array;

  // Ruleset, as numbers.
  private readonly maxHeight: number;
  private readonly pluralLetter: number;
  private readonly noSameLetter: boolean;
  private readonly noFullCover: boolean;
  /** Every play puts a tile on an empty square (Word Wefter). */
  private readonly needsEmptySquare: boolean;
  /** True when words score through the ruleset's scoreWord hook, not its model. */
  private readonly hookScoring: boolean;
  /**
   * This search scores through the rules checker: the ruleset's hook, or a board
   * holding wild or rainbow tiles (Word Wefter), whose scores the tables do not hold.
   */
  private exactScoring = false;
  /**
   * This search holds wild, blank or rainbow rack tiles or a board with blanks: it
   * walks the special search (searchAnchorSpecial) and judges every play it finds.
   */
  private special = false;
  /** The board holds a blank tile (a square may be occupied and show no letter). */
  private boardBlanks = false;
  /** Special rack tiles: wilds, blanks, and rainbow tiles per letter. */
  private wilds = 0;
  private blanks = 0;
  private readonly rainbow = new Uint8Array(26);
  private rainbowMask = 0;
  /** Per line square: a blank may be stacked here (occupied, not full, its cross halves words). */
  private lBlankOk = new Uint8Array(0);
  /** The judged play the cursor shows (special search only). */
  private judged: JudgedPlay | null = null;
  private readonly bonusByTiles: Int32Array;
  /** The scoring model compiled for the board size (see compiled-scoring.ts). */
  private scoring: CompiledScoring | null = null;
  private tileValue: Int32Array = new Int32Array(26);
  /** The compiled model's `countsCovered`: a covered stack still counts under its new tile. */
  private countsCovered = true;
  private wordBonusByLength: Int32Array = new Int32Array(1);

  // Board snapshot (per search), indexed by square.
  private size = 0;
  private top = new Int8Array(0);
  private height = new Uint8Array(0);
  private startSquare = new Uint8Array(0);
  /** Value of the square's old tiles in a flat word (its top) and in a stacked word (all). */
  private keptFlat = new Int32Array(0);
  private keptStack = new Int32Array(0);

  // Per line (2N lines of N positions), indexed by `line * N + position`.
  private lTop = new Int8Array(0);
  private lHeight = new Uint8Array(0);
  /** Letters that may be placed (cross-check, R10 same letter, full stack). */
  private lAllow = new Int32Array(0);
  /**
   * The cross word of a letter l placed here scores `lCrossBase + lCrossMul ×
   * tileValue[lCrossRow + l]`; lCrossBase is -1 when there is no cross word.
   */
  private lCrossBase = new Int32Array(0);
  private lCrossMul = new Int32Array(0);
  private lCrossRow = new Int32Array(0);
  /** The square's old tiles in the main word: flat value, stacked value. */
  private lKeptFlat = new Int32Array(0);
  private lKeptStack = new Int32Array(0);
  /** The square's letter and word multipliers (for a tile placed this turn). */
  private lLetterTimes = new Int32Array(0);
  private lWordTimes = new Int32Array(0);
  /** Per line: its largest letter multiplier (bounds). */
  private lineLetterTimes = new Int32Array(0);
  /** Per line: 1 when none of its squares has a multiplier. */
  private linePlain = new Uint8Array(0);
  /** Per line: 1 when it has an anchor (else it is never searched). */
  private lineAnchored = new Uint8Array(0);
  /** 1 on the first square of an old run along the line. */
  private lRunFirst = new Uint8Array(0);
  /** On the last square of an old run along the line: the run's length, else 0. */
  private lRunLast = new Uint8Array(0);
  private lAnchor = new Uint8Array(0);
  private lStart = new Uint8Array(0);

  // Bound tables (best-only searches), indexed by `(line * (N + 1) + position) * (T + 1) + tilesLeft`
  // (position N: past the edge).
  private bReach = new Int32Array(0);
  /** Stacked value of the squares in reach plus the best r placements' increments. */
  private bStack = new Int32Array(0);
  /** Flat value of the old tiles in reach plus the rack's best values on its empty squares. */
  private bFlat = new Int32Array(0);
  private bCross = new Int32Array(0);
  /** Product of the word multipliers of the placeable squares in reach. */
  private bWordTimes = new Int32Array(0);
  /** Per line row (`line * (N + 1) + i`): flat value of the old tiles in [0, i), empty squares in [0, i). */
  private bKeptFlat = new Int32Array(0);
  private bEmpty = new Int32Array(0);
  /** Max bonus for a final tile count in [n, n + r], at `n * (T + 1) + r`. */
  private bBonus = new Int32Array(0);
  /**
   * Per line position (`line * (N + 1) + i`): the squares from i on that can take a
   * rack letter, up to the first empty square that can take none (a main word
   * covering it would need a tile there); and the rack letters those squares take.
   */
  private bPlaceable = new Int32Array(0);
  private bPlaceLetters = new Int32Array(0);
  /** Scratch list for buildBounds (sorted descending). */
  private crossValues = new Int32Array(0);
  /** The largest letter multiplier of the line being searched. */
  private lineLt = 1;
  /** The line being searched has no multipliers. */
  private plainLine = true;
  /** The largest word bonus (compiled model). */
  private maxWordBonus = 0;
  /** No square multiplies a word and no word has a bonus (compiled model). */
  private plainWords = true;

  // Search state.
  private readonly rack = new Uint8Array(26);
  private rackMask = 0;
  /** Sums of the k best flat (level-0) / level-1 tile values of the rack, k = 0…rack size. */
  private readonly rackTopFlat = new Int32Array(33);
  private readonly rackTopStack = new Int32Array(33);
  private readonly rackScratch = new Int32Array(32);
  /** Per stack level: the best tile value of a rack letter. */
  private rackBest = new Int32Array(1);
  private maxTiles = 0;
  private rackLength = 0;
  private tilesPlus1 = 1;
  private firstPlay = false;
  private dir = 0;
  private line = 0;
  private lineBase = 0;
  /** `line * (N + 1)`: the line's first row in the bound tables. */
  private boundBase = 0;
  private anchor = 0;
  private start = 0;
  private pruning = false;
  private recorder: Recorder = NULL_RECORDER;
  private board: Board = { size: 0, cells: [] };
  private rackText = '';
  // The play being built: position on the line, letter, cross score (-1: none).
  private readonly pPos = new Int32Array(32);
  private readonly pLetter = new Int32Array(32);
  private readonly pCross = new Int32Array(32);
  private readonly prefix = new Int32Array(32);
  private readonly found: Cursor;
  /** Search nodes (squares tried) of the last search: a measure of work, for tests and benchmarks. */
  nodes = 0;

  constructor(lexicon: WordGraph, ruleset: Ruleset) {
    if (lexicon.kind !== 'dawg')
      throw new OracleInputError('the Oracle needs a DAWG word graph, not a GADDAG');
    this.lexicon = lexicon;
    this.ruleset = ruleset;
    this.edges = lexicon.edges;
    this.masks = lexicon.masks;
    this.root = lexicon.root;
    const facts = factsOf(lexicon);
    this.depth = facts.depth;
    this.below = facts.below;
    this.maxHeight = ruleset.maxStackHeight;
    this.pluralLetter = letterIndex(ruleset.placement.barePluralLetter);
    this.noSameLetter = ruleset.placement.noSameLetterStack;
    this.noFullCover = ruleset.placement.noFullCover;
    this.needsEmptySquare = ruleset.placement.needsEmptySquare === true;
    this.hookScoring = ruleset.hooks.scoreWord !== undefined;
    this.bonusByTiles = new Int32Array(ruleset.rackSize + 1);
    for (let t = 1; t <= ruleset.rackSize; t++) this.bonusByTiles[t] = tileCountBonus(t, ruleset);
    this.found = new Cursor(this);
  }

  /**
   * Find every legal play of `rack` on `position` and offer each to `recorder`
   * (one-tile plays once, though they lie on two lines). Throws
   * {@link OracleInputError} for a rack or board holding something that is not
   * an A–Z tile.
   */
  generate(position: OraclePosition, rack: string, recorder: Recorder): void {
    const { board } = position;
    this.board = board;
    this.rackText = rack;
    this.firstPlay = position.firstPlay;
    this.recorder = recorder;
    this.loadRack(rack);
    this.nodes = 0;
    recorder.begin({ board, rack });
    if (this.maxTiles === 0) return;
    this.exactScoring = this.hookScoring;
    this.snapshot(board);
    this.pruning = !this.exactScoring && recorder.usesThreshold;
    this.judged = null;
    if (this.special) {
      const N = this.size;
      for (let line = 0; line < 2 * N; line++) {
        for (let i = 0; i < N; i++)
          if (this.lAnchor[line * N + i] === 1) this.searchAnchorSpecial(line, i);
      }
      this.judged = null;
    } else if (this.pruning) {
      this.buildBounds();
      this.searchBestFirst();
    } else {
      const N = this.size;
      for (let line = 0; line < 2 * N; line++) {
        for (let i = 0; i < N; i++)
          if (this.lAnchor[line * N + i] === 1) this.searchAnchor(line, i);
      }
    }
    this.recorder = NULL_RECORDER;
  }

  private loadRack(rack: string): void {
    this.rack.fill(0);
    this.rackMask = 0;
    this.rainbow.fill(0);
    this.rainbowMask = 0;
    this.wilds = 0;
    this.blanks = 0;
    const kinds = this.ruleset.tiles.kinds;
    for (let k = 0; k < rack.length; k++) {
      const tile = rack[k] as string;
      const l = letterIndex(tile);
      if (l >= 0) {
        this.rack[l] = (this.rack[l] as number) + 1;
        this.rackMask |= 1 << l;
      } else if (tile === WILD && kinds?.wild) {
        this.wilds++;
      } else if (tile === BLANK && kinds?.blank) {
        this.blanks++;
      } else if (isRainbow(tile) && kinds?.rainbow) {
        const r = letterOf(tile).charCodeAt(0) - 65;
        this.rainbow[r] = (this.rainbow[r] as number) + 1;
        this.rainbowMask |= 1 << r;
      } else {
        throw new OracleInputError(`rack: ${JSON.stringify(tile)} is not a tile`);
      }
    }
    this.special = this.wilds + this.blanks + this.rainbowMask > 0;
    this.rackLength = rack.length;
    this.maxTiles = Math.min(rack.length, this.ruleset.rackSize, 31);
    this.tilesPlus1 = this.maxTiles + 1;
  }

  // ---------------------------------------------------------------- snapshot

  private ensureSize(N: number): void {
    if (this.size === N) return;
    this.size = N;
    const scoring = compileScoring(this.ruleset, N);
    this.scoring = scoring;
    this.tileValue = scoring.tileValue;
    this.wordBonusByLength = scoring.wordBonus;
    this.maxWordBonus = scoring.maxWordBonus;
    this.countsCovered = scoring.countsCovered;
    this.plainWords = scoring.maxWordBonus === 0 && scoring.wordTimes.every((t) => t === 1);
    this.rackBest = new Int32Array(scoring.levels + 1);
    const squares = N * N;
    const lineSquares = 2 * squares;
    this.top = new Int8Array(squares);
    this.height = new Uint8Array(squares);
    this.startSquare = new Uint8Array(squares);
    this.keptFlat = new Int32Array(squares);
    this.keptStack = new Int32Array(squares);
    this.lTop = new Int8Array(lineSquares);
    this.lHeight = new Uint8Array(lineSquares);
    this.lAllow = new Int32Array(lineSquares);
    this.lCrossBase = new Int32Array(lineSquares);
    this.lCrossMul = new Int32Array(lineSquares);
    this.lCrossRow = new Int32Array(lineSquares);
    this.lKeptFlat = new Int32Array(lineSquares);
    this.lKeptStack = new Int32Array(lineSquares);
    this.lLetterTimes = new Int32Array(lineSquares);
    this.lWordTimes = new Int32Array(lineSquares);
    this.lineLetterTimes = new Int32Array(2 * N).fill(1);
    this.linePlain = new Uint8Array(2 * N).fill(1);
    this.lineAnchored = new Uint8Array(2 * N);
    // The multipliers depend on the board size only: laid out per line once.
    for (let line = 0; line < 2 * N; line++) {
      for (let i = 0; i < N; i++) {
        const sq = line < N ? line * N + i : i * N + (line - N);
        const lt = scoring.letterTimes[sq] as number;
        const wt = scoring.wordTimes[sq] as number;
        this.lLetterTimes[line * N + i] = lt;
        this.lWordTimes[line * N + i] = wt;
        if (lt > (this.lineLetterTimes[line] as number)) this.lineLetterTimes[line] = lt;
        if (lt !== 1 || wt !== 1) this.linePlain[line] = 0;
      }
    }
    this.lRunFirst = new Uint8Array(lineSquares);
    this.lRunLast = new Uint8Array(lineSquares);
    this.lAnchor = new Uint8Array(lineSquares);
    this.lStart = new Uint8Array(lineSquares);
    this.lBlankOk = new Uint8Array(lineSquares);
  }

  private snapshot(board: Board): void {
    const N = board.size;
    this.ensureSize(N);
    const { top, height, startSquare, keptFlat, keptStack, tileValue } = this;
    const scoring = this.scoring as CompiledScoring;
    this.boardBlanks = false;
    for (let sq = 0; sq < N * N; sq++) {
      const stack = board.cells[sq] ?? '';
      const h = stack.length;
      height[sq] = h;
      if (h === 0) {
        top[sq] = -1;
        keptFlat[sq] = 0;
        keptStack[sq] = 0;
        continue;
      }
      // Wild and rainbow tiles read as their letters; their scores come from the checker.
      let letters = '';
      let blankIn = false;
      for (let k = 0; k < h; k++) {
        const tile = stack[k] as string;
        if (isBlank(tile)) {
          blankIn = true;
          letters += tile;
          continue;
        }
        const letter = letterOf(tile);
        const l = letter.charCodeAt(0) - 65;
        if (letter.length !== 1 || l < 0 || l > 25)
          throw new OracleInputError(
            `square ${sq}: ${JSON.stringify(stack)} is not a stack of tiles`,
          );
        if (letter !== tile) this.exactScoring = true;
        letters += letter;
      }
      if (blankIn) {
        // Scored by the rules checker (the special search): no table values.
        this.boardBlanks = true;
        this.special = true;
        this.exactScoring = true;
        const last = letters.charCodeAt(h - 1) - 65;
        top[sq] = isBlank(stack[h - 1] as string) ? BLANK_TOP : last;
        keptFlat[sq] = 0;
        keptStack[sq] = 0;
        continue;
      }
      const l = letters.charCodeAt(h - 1) - 65;
      top[sq] = l;
      keptFlat[sq] = tileValue[l] as number;
      keptStack[sq] = keptStackValue(scoring, this.ruleset, letters);
    }
    startSquare.fill(0);
    if (this.firstPlay) {
      for (const { r, c } of this.ruleset.board.startSquares) {
        if (r >= 0 && c >= 0 && r < N && c < N) startSquare[r * N + c] = 1;
      }
    }
    for (let dir = 0; dir < 2; dir++) {
      for (let line = 0; line < N; line++) this.snapshotLine(dir, line);
    }
  }

  /** Fill the per-line arrays of one row (dir 0) or column (dir 1). */
  private snapshotLine(dir: number, line: number): void {
    const N = this.size;
    const { top, height, keptFlat, keptStack } = this;
    const { wordBonus } = this.scoring as CompiledScoring;
    const base = (dir * N + line) * N;
    const sqStep = dir === 0 ? 1 : N;
    const sq0 = dir === 0 ? line * N : line;
    const crossStep = dir === 0 ? N : 1; // the perpendicular direction, in squares
    let anchored = 0;
    for (let i = 0; i < N; i++) {
      const sq = sq0 + i * sqStep;
      const at = base + i;
      const t = top[sq] as number;
      const h = height[sq] as number;
      this.lTop[at] = t;
      this.lHeight[at] = h;
      this.lStart[at] = this.startSquare[sq] as number;
      const occupied = t >= 0;
      // (Read only on occupied squares.)
      if (occupied) {
        this.lKeptFlat[at] = keptFlat[sq] as number;
        this.lKeptStack[at] = keptStack[sq] as number;
      }
      const prevOccupied = i > 0 && (top[sq - sqStep] as number) >= 0;
      const nextOccupied = i < N - 1 && (top[sq + sqStep] as number) >= 0;
      this.lRunFirst[at] = occupied && !prevOccupied ? 1 : 0;
      let runLast = 0;
      if (occupied && !nextOccupied) {
        runLast = 1;
        while (i - runLast >= 0 && (top[sq - runLast * sqStep] as number) >= 0) runLast++;
      }
      this.lRunLast[at] = runLast;

      // The cross word through this square: occupied squares before and after it.
      // Along the perpendicular line the square sits at position `line`.
      const crossPos = line;
      // (Squares topped by a blank show no letter: they end cross words.)
      let before = 0;
      while (
        crossPos - before - 1 >= 0 &&
        (top[sq - (before + 1) * crossStep] as number) >>> 0 < BLANK_TOP
      )
        before++;
      let after = 0;
      while (
        crossPos + after + 1 < N &&
        (top[sq + (after + 1) * crossStep] as number) >>> 0 < BLANK_TOP
      )
        after++;
      const hasCross = before + after > 0;

      let allow = ALL_LETTERS;
      let crossBase = -1;
      if (h >= this.maxHeight) {
        allow = 0;
      } else if (hasCross) {
        allow = this.crossCheck(sq, crossStep, before, after);
        // Cross-word score (R18/R19 by the model): the placed tile makes this square
        // h + 1 high; the other squares count as they are (no multipliers of theirs).
        let stacked = h + 1 >= 2;
        let flatSum = 0;
        let stackSum = (this.scoring as CompiledScoring).countsCovered
          ? (keptStack[sq] as number)
          : 0;
        for (let k = -before; k <= after; k++) {
          if (k === 0) continue;
          const s2 = sq + k * crossStep;
          if ((height[s2] as number) >= 2) stacked = true;
          flatSum += keptFlat[s2] as number;
          stackSum += keptStack[s2] as number;
        }
        const wt = this.lWordTimes[at] as number;
        // (lCrossMul and lCrossRow are read only when there is a cross word.)
        this.lCrossMul[at] = (this.lLetterTimes[at] as number) * wt;
        this.lCrossRow[at] = stacked ? (h + 1) * 26 : 0;
        crossBase = (stacked ? stackSum : flatSum) * wt + (wordBonus[before + after + 1] as number);
      }
      if (occupied && this.noSameLetter) allow &= ~(1 << t);
      this.lAllow[at] = allow;
      this.lCrossBase[at] = crossBase;
      // Anchors: occupied squares, empty squares with a cross neighbour, and the
      // start squares of a first play. Every other square is empty and unconstrained.
      let anchor = occupied || hasCross || this.lStart[at] === 1 ? 1 : 0;
      // A blank next to the square connects a play too (R13).
      if (anchor === 0 && this.boardBlanks) {
        const prev = crossPos > 0 && (top[sq - crossStep] as number) >= 0;
        const next = crossPos < N - 1 && (top[sq + crossStep] as number) >= 0;
        if (prev || next) anchor = 1;
      }
      this.lAnchor[at] = anchor;
      if (this.blanks > 0) {
        // A blank stacked here splits the cross word: both halves must be words.
        this.lBlankOk[at] =
          occupied &&
          h < this.maxHeight &&
          !(this.noSameLetter && t === BLANK_TOP) &&
          this.isWordOrShort(sq - before * crossStep, crossStep, before) &&
          this.isWordOrShort(sq + crossStep, crossStep, after)
            ? 1
            : 0;
      }
      anchored |= anchor;
    }
    this.lineAnchored[dir * N + line] = anchored;
  }

  /** The `count` letters from square `sq` on (step `step`) are a word, or fewer than 2. */
  private isWordOrShort(sq: number, step: number, count: number): boolean {
    if (count < 2) return true;
    let node = this.root;
    for (let k = 0; k < count && node >= 0; k++)
      node = childOf(this.masks, this.edges, node, this.top[sq + k * step] as number);
    return node >= 0 && (node & 1) === 1;
  }

  /** Letters L such that (letters before) L (letters after) is a word. */
  private crossCheck(sq: number, step: number, before: number, after: number): number {
    const { top, masks, edges } = this;
    let node = this.root;
    for (let k = before; k >= 1 && node >= 0; k--)
      node = childOf(masks, edges, node, top[sq - k * step] as number);
    if (node < 0) return 0;
    let candidates = masks[node >>> 1] as number;
    let allowed = 0;
    while (candidates !== 0) {
      const bit = candidates & -candidates;
      candidates ^= bit;
      const l = 31 - Math.clz32(bit);
      let n = childOf(masks, edges, node, l);
      for (let k = 1; k <= after && n >= 0; k++)
        n = childOf(masks, edges, n, top[sq + k * step] as number);
      if (n >= 0 && (n & 1) === 1) allowed |= bit;
    }
    return allowed;
  }

  // ---------------------------------------------------------------- search

  /** All plays whose leftmost anchor on `line` is at position `a`. */
  private searchAnchor(line: number, a: number): void {
    const limit = this.enterAnchor(line, a);
    if (limit < 0) return;
    this.boundBase = line * (this.size + 1);
    this.lineLt = this.lineLetterTimes[line] as number;
    this.plainLine = this.linePlain[line] === 1;
    this.leftPart(this.root, 0, limit, 0, 0);
  }

  /**
   * Points the search at the anchor `a` of `line` and returns how many tiles its left
   * part may hold (-1: none, the anchor has no play of its own). The left part lies on
   * the unconstrained empty squares just before the anchor; a word never starts right
   * after an occupied square; an empty anchor needs a tile of its own.
   */
  private enterAnchor(line: number, a: number): number {
    const N = this.size;
    const base = line * N;
    let stretch = 0;
    while (a - stretch - 1 >= 0 && this.lAnchor[base + a - stretch - 1] === 0) stretch++;
    const beforeStretch = a - stretch - 1;
    const limit =
      beforeStretch >= 0 && (this.lTop[base + beforeStretch] as number) >= 0
        ? stretch - 1
        : stretch;
    if (limit < 0) return -1;
    this.dir = line < N ? 0 : 1;
    this.line = line < N ? line : line - N;
    this.lineBase = base;
    this.anchor = a;
    const tilesForLeft = (this.lTop[base + a] as number) < 0 ? this.maxTiles - 1 : this.maxTiles;
    return Math.min(limit, tilesForLeft);
  }

  // ------------------------------------------------------- special search

  /**
   * The special search (Word Wefter): the same anchors and left parts, but a rack
   * of plain, wild, rainbow and blank tiles, and a line that blanks split into
   * segments. It walks a sound superset of the legal plays — every segment the
   * play changes spells a DAWG path, placed letters pass the cross-checks — each
   * placement set once, and the rules checker judges and scores each one.
   */
  private searchAnchorSpecial(line: number, a: number): void {
    const limit = this.enterAnchor(line, a);
    if (limit >= 0) this.leftPartSpecial(this.root, 0, limit);
  }

  /** Letters some rack tile can be placed as (plain, rainbow, or any letter with a wild). */
  private get specialMask(): number {
    return this.wilds > 0 ? ALL_LETTERS : this.rackMask | this.rainbowMask;
  }

  private leftPartSpecial(node: number, k: number, limit: number): void {
    const s = this.anchor - k;
    this.start = s;
    for (let j = 0; j < k; j++) {
      this.pPos[j] = s + j;
      this.pLetter[j] = this.prefix[j] as number;
    }
    this.extendSpecial(this.anchor, node, k, k, k > 0);
    if (k === limit || node < 0) return;
    // The first letter alone need not start a word (a blank may follow it).
    let m = (k === 0 ? ALL_LETTERS : (this.masks[node >>> 1] as number)) & this.specialMask;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const l = 31 - Math.clz32(bit);
      const child = childOf(this.masks, this.edges, node, l);
      for (let kind = 0; kind < 3; kind++) {
        const code = this.takeKind(kind, l);
        if (code < 0) continue;
        this.prefix[k] = code;
        this.leftPartSpecial(child, k + 1, limit);
        this.putCode(code);
      }
    }
  }

  /**
   * At line position `i`: `node` spells the current segment (the letters since the
   * last blank; -1: a segment that is no word prefix and must stay unchanged),
   * `segment` its length, `changed` whether the play changes it (a tile in it or a
   * blank placed next to it); `n` tiles placed.
   */
  private extendSpecial(
    i: number,
    node: number,
    n: number,
    segment: number,
    changed: boolean,
  ): void {
    this.nodes++;
    const N = this.size;
    const at = this.lineBase + i;
    const t = i < N ? (this.lTop[at] as number) : -1;
    // A changed segment of two or more letters must be a word where it ends.
    const segmentOk = !changed || segment < 2 || (node >= 0 && (node & 1) === 1);
    if (t < 0) {
      if (i > this.anchor && n > 0 && segmentOk) this.acceptSpecial(i, n);
      if (i === N || n === this.maxTiles || node < 0) return;
      this.placeLetters(i, at, node, n, segment);
      return;
    }
    if (t < BLANK_TOP) {
      // Keep the letter on top.
      const child = node < 0 ? -1 : childOf(this.masks, this.edges, node, t);
      if (child >= 0 || !changed) this.extendSpecial(i + 1, child, n, segment + 1, changed);
    } else if (segmentOk) {
      // Keep an old blank: the segment ends, an unchanged one begins.
      this.extendSpecial(i + 1, this.root, n, 0, false);
    }
    if (n === this.maxTiles) return;
    if (node >= 0) this.placeLetters(i, at, node, n, segment);
    // Stack a blank: the segment before it is changed and ends; a changed one begins.
    if (this.blanks > 0 && this.lBlankOk[at] === 1 && (segment < 2 || segmentOkIfChanged(node))) {
      this.pPos[n] = i;
      this.pLetter[n] = BLANK_CODE;
      this.blanks--;
      this.extendSpecial(i + 1, this.root, n + 1, 0, true);
      this.blanks++;
    }
  }

  /** Place each rack tile that fits at position `i` (an empty square or on a stack). */
  private placeLetters(i: number, at: number, node: number, n: number, segment: number): void {
    // A segment's first letter need not start a word: alone it is none (a blank or
    // an empty square next); a dead node (-1) then stops it from growing.
    const follows = segment === 0 ? ALL_LETTERS : (this.masks[node >>> 1] as number);
    let m = follows & (this.lAllow[at] as number) & this.specialMask;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const l = 31 - Math.clz32(bit);
      const child = childOf(this.masks, this.edges, node, l);
      for (let kind = 0; kind < 3; kind++) {
        const code = this.takeKind(kind, l);
        if (code < 0) continue;
        this.pPos[n] = i;
        this.pLetter[n] = code;
        this.extendSpecial(i + 1, child, n + 1, segment + 1, true);
        this.putCode(code);
      }
    }
  }

  /** Take a tile for letter l of kind 0 plain, 1 rainbow, 2 wild; its code, or -1 when the rack has none. */
  private takeKind(kind: number, l: number): number {
    if (kind === 0) {
      if ((this.rack[l] as number) === 0) return -1;
      this.take(l);
      return l;
    }
    if (kind === 1) {
      const c = this.rainbow[l] as number;
      if (c === 0) return -1;
      this.rainbow[l] = c - 1;
      if (c === 1) this.rainbowMask &= ~(1 << l);
      return RAINBOW_CODE + l;
    }
    if (this.wilds === 0) return -1;
    this.wilds--;
    return WILD_CODE + l;
  }

  private putCode(code: number): void {
    if (code < WILD_CODE) this.put(code);
    else if (code < RAINBOW_CODE) this.wilds++;
    else if (code < BLANK_CODE) {
      const l = code - RAINBOW_CODE;
      this.rainbow[l] = (this.rainbow[l] as number) + 1;
      this.rainbowMask |= 1 << l;
    } else this.blanks++;
  }

  /** A candidate of the special search: the rules checker judges and scores it. */
  private acceptSpecial(end: number, n: number): void {
    // One tile lies on both lines: offered from its row only.
    if (n === 1 && this.dir === 1) return;
    // R10 (Word Wefter), as in `accept`: the checker would refuse a play that only
    // stacks. The walk finds many (most, on some boards), and judging them was the
    // bulk of a slow search.
    if (this.needsEmptySquare && !this.placesOnEmpty(n)) return;
    const placements: Placement[] = [];
    for (let k = 0; k < n; k++) {
      const pos = this.pPos[k] as number;
      const letter = tileOfCode(this.pLetter[k] as number);
      placements.push(
        this.dir === 0 ? { r: this.line, c: pos, letter } : { r: pos, c: this.line, letter },
      );
    }
    const judged = judgePlay(this.board, placements, this.ruleset, this.lexicon, {
      firstPlay: this.firstPlay,
    });
    if (!judged.ok) return;
    const found = this.found;
    found.n = n;
    found.end = end;
    found.score = judged.score;
    found.mainScore = judged.words[0]?.score ?? 0;
    found.bonus = judged.bonus;
    found.hooked = false;
    found.leaveValid = false;
    this.judged = judged;
    this.recorder.record(found);
    this.judged = null;
  }

  /**
   * Extend right from the anchor with the current prefix, then try longer
   * prefixes. `flatSum`, `stackSum`: the prefix's values on a line without
   * multipliers (where a tile's value does not depend on its square).
   */
  private leftPart(
    node: number,
    k: number,
    limit: number,
    flatSum: number,
    stackSum: number,
  ): void {
    const s = this.anchor - k;
    this.start = s;
    const { tileValue } = this;
    let wordMul = 1;
    if (this.plainLine) {
      for (let j = 0; j < k; j++) {
        this.pPos[j] = s + j;
        this.pLetter[j] = this.prefix[j] as number;
        this.pCross[j] = -1;
      }
    } else {
      // The prefix shifts left as it grows: its squares' multipliers change.
      flatSum = 0;
      stackSum = 0;
      for (let j = 0; j < k; j++) {
        const l = this.prefix[j] as number;
        const at = this.lineBase + s + j;
        const lt = this.lLetterTimes[at] as number;
        this.pPos[j] = s + j;
        this.pLetter[j] = l;
        this.pCross[j] = -1;
        flatSum += (tileValue[l] as number) * lt;
        stackSum += (tileValue[26 + l] as number) * lt;
        wordMul *= this.lWordTimes[at] as number;
      }
    }
    this.extend(this.anchor, node, k, stackSum, 0, flatSum, wordMul, 0, 0);
    if (k === limit) return;
    let m = (this.masks[node >>> 1] as number) & this.rackMask;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const l = 31 - Math.clz32(bit);
      const child = childOf(this.masks, this.edges, node, l);
      this.take(l);
      this.prefix[k] = l;
      this.leftPart(
        child,
        k + 1,
        limit,
        flatSum + (tileValue[l] as number),
        stackSum + (tileValue[26 + l] as number),
      );
      this.put(l);
    }
  }

  /**
   * At position `i` of the line with the main word so far spelling `node`:
   * `n` tiles placed; the main word's squares so far are worth `stackSum` if
   * the word is stacked, `flatSum` if it stays flat, times `wordMul`; `flags`
   * (F_STACKED: a square ≥ 2 high; F_START: a start square covered); `cross`
   * the cross-word scores; `runStacked` how many squares of the current old run
   * got a tile.
   */
  private extend(
    i: number,
    node: number,
    n: number,
    stackSum: number,
    flags: number,
    flatSum: number,
    wordMul: number,
    cross: number,
    runStacked: number,
  ): void {
    this.nodes++;
    if (this.pruning) {
      const threshold = this.recorder.minScore;
      if (
        threshold !== -Infinity &&
        this.bound(i, node, n, stackSum, flags, flatSum, wordMul, cross) < threshold
      ) {
        return;
      }
    }
    const N = this.size;
    const at = this.lineBase + i;
    const masks = this.masks;
    const edges = this.edges;
    const tileValue = this.tileValue;
    const t = i < N ? (this.lTop[at] as number) : -1;
    if (t < 0) {
      // An empty square (or the edge): the word may end here, or continue with a tile.
      if (i > this.anchor && (node & 1) === 1 && n > 0 && i - this.start >= 2)
        this.accept(i, n, stackSum, flags, flatSum, wordMul, cross);
      if (i === N || n === this.maxTiles) return;
      let m = (masks[node >>> 1] as number) & (this.lAllow[at] as number) & this.rackMask;
      if (m === 0) return;
      const startFlag = this.lStart[at] === 1 ? F_START : 0;
      const lt = this.lLetterTimes[at] as number;
      const nextMul = wordMul * (this.lWordTimes[at] as number);
      const crossBase = this.lCrossBase[at] as number;
      const crossMul = this.lCrossMul[at] as number;
      const crossRow = this.lCrossRow[at] as number;
      while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        const l = 31 - Math.clz32(bit);
        const cs = crossBase < 0 ? -1 : crossBase + crossMul * (tileValue[crossRow + l] as number);
        this.pPos[n] = i;
        this.pLetter[n] = l;
        this.pCross[n] = cs;
        this.take(l);
        this.extend(
          i + 1,
          childOf(masks, edges, node, l),
          n + 1,
          stackSum + (tileValue[26 + l] as number) * lt,
          flags | startFlag,
          flatSum + (tileValue[l] as number) * lt,
          nextMul,
          cs >= 0 ? cross + cs : cross,
          0,
        );
        this.put(l);
      }
      return;
    }

    // An occupied square: keep its letter, or stack a rack letter on it.
    const h = this.lHeight[at] as number;
    const kept = this.lKeptStack[at] as number;
    const keptUnder = this.countsCovered ? kept : 0;
    const runSoFar = this.lRunFirst[at] === 1 ? 0 : runStacked;
    if (((masks[node >>> 1] as number) & (1 << t)) !== 0) {
      this.extend(
        i + 1,
        childOf(masks, edges, node, t),
        n,
        stackSum + kept,
        h >= 2 ? flags | F_STACKED : flags,
        flatSum + (this.lKeptFlat[at] as number),
        wordMul,
        cross,
        runSoFar,
      );
    }
    if (n === this.maxTiles) return;
    // R14: the last square of an old word may not get a tile when all the others did.
    const runLength = this.lRunLast[at] as number;
    if (this.noFullCover && runLength >= 2 && runSoFar + 1 === runLength) return;
    let m = (masks[node >>> 1] as number) & (this.lAllow[at] as number) & this.rackMask;
    if (m === 0) return;
    const startFlag = this.lStart[at] === 1 ? F_START : 0;
    const lt = this.lLetterTimes[at] as number;
    const nextMul = wordMul * (this.lWordTimes[at] as number);
    const row = (h + 1) * 26;
    const crossBase = this.lCrossBase[at] as number;
    const crossMul = this.lCrossMul[at] as number;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const l = 31 - Math.clz32(bit);
      const value = tileValue[row + l] as number;
      // A stacked square makes its cross word stacked too: the same tile value.
      const cs = crossBase < 0 ? -1 : crossBase + crossMul * value;
      this.pPos[n] = i;
      this.pLetter[n] = l;
      this.pCross[n] = cs;
      this.take(l);
      this.extend(
        i + 1,
        childOf(masks, edges, node, l),
        n + 1,
        stackSum + keptUnder + value * lt,
        flags | F_STACKED | startFlag,
        flatSum,
        nextMul,
        cs >= 0 ? cross + cs : cross,
        runSoFar + 1,
      );
      this.put(l);
    }
  }

  /** The main word [start, end) is a word with n ≥ 1 tiles placed: final rule checks, score, record. */
  private accept(
    end: number,
    n: number,
    stackSum: number,
    flags: number,
    flatSum: number,
    wordMul: number,
    cross: number,
  ): void {
    if (this.firstPlay && (flags & F_START) === 0) return; // R12
    if (this.needsEmptySquare && !this.placesOnEmpty(n)) return; // R10 (Word Wefter)
    if (n === 1) {
      const crossScore = this.pCross[0] as number;
      // A one-tile play lies on both lines: it is recorded from the across line
      // whenever it makes an across word, so the down line skips those.
      if (this.dir === 1 && crossScore >= 0) return;
      // R15: a lone plural letter on the empty square after a whole old word,
      // making no perpendicular word, is a bare plural.
      const pos = this.pPos[0] as number;
      if (
        this.pLetter[0] === this.pluralLetter &&
        pos === end - 1 &&
        end - this.start >= 3 &&
        crossScore < 0 &&
        (this.lTop[this.lineBase + pos] as number) < 0
      ) {
        return;
      }
    }
    const found = this.found;
    found.n = n;
    found.end = end;
    if (this.exactScoring) {
      this.scoreWithHook(found, n);
    } else {
      found.mainScore =
        ((flags & F_STACKED) !== 0 ? stackSum : flatSum) * wordMul +
        (this.wordBonusByLength[end - this.start] as number);
      found.bonus = this.bonusByTiles[n] as number;
      found.score = found.mainScore + cross + found.bonus;
      found.hooked = false;
    }
    found.leaveValid = false;
    this.recorder.record(found);
  }

  /** Some tile of the current play goes on an empty square. */
  private placesOnEmpty(n: number): boolean {
    for (let k = 0; k < n; k++) {
      if (this.lHeight[this.lineBase + (this.pPos[k] as number)] === 0) return true;
    }
    return false;
  }

  /** Score through the ruleset's scoreWord hook (rulesets that do not score by height). */
  private scoreWithHook(found: Cursor, n: number): void {
    const placements = this.placementsOfCurrent(n);
    const judged = judgePlay(
      this.board,
      placements,
      this.ruleset,
      { has: () => true },
      { firstPlay: this.firstPlay },
    );
    if (!judged.ok)
      throw new Error(
        `Oracle: a generated play was refused (${judged.error.rule} ${judged.error.reason})`,
      );
    const [main, ...crosses] = judged.words;
    found.mainScore = main?.score ?? 0;
    let c = 0;
    for (let k = 0; k < n; k++) {
      if ((this.pCross[k] as number) >= 0) found.hookCross[k] = crosses[c++]?.score ?? 0;
      else found.hookCross[k] = -1;
    }
    found.bonus = judged.bonus;
    found.score = judged.score;
    found.hooked = true;
  }

  private placementsOfCurrent(n: number): Placement[] {
    const placements: Placement[] = [];
    for (let k = 0; k < n; k++) {
      const pos = this.pPos[k] as number;
      const letter = LETTERS[this.pLetter[k] as number] as string;
      placements.push(
        this.dir === 0 ? { r: this.line, c: pos, letter } : { r: pos, c: this.line, letter },
      );
    }
    return placements;
  }

  /** Copy the current play into a store (the built-in recorders' path). */
  storeCurrent(store: PlayStore): number {
    const found = this.found;
    if (this.judged) return store.addJudged(this.judged);
    return store.add(
      found.score,
      found.n,
      this.dir,
      this.line,
      this.start,
      found.end,
      found.mainScore,
      found.bonus,
      this.pPos,
      this.pLetter,
      found.hooked ? found.hookCross : this.pCross,
    );
  }

  /** Scratch store for `FoundPlay.toPlay()`. */
  private readonly single = new PlayStore();

  currentPlay(): Play {
    this.single.reset(this.board);
    return this.single.play(this.storeCurrent(this.single));
  }

  /** The rack counts during a search already exclude the placed tiles. */
  fillLeave(out: Uint8Array): void {
    out.set(this.rack);
  }

  /** The tiles kept, A–Z, then rainbow tiles, wilds and blanks. */
  leaveText(): string {
    let text = '';
    for (let l = 0; l < 26; l++) text += (LETTERS[l] as string).repeat(this.rack[l] as number);
    for (let l = 0; l < 26; l++)
      text += rainbowOf(LETTERS[l] as string).repeat(this.rainbow[l] as number);
    return text + WILD.repeat(this.wilds) + BLANK.repeat(this.blanks);
  }

  get rackString(): string {
    return this.rackText;
  }

  get direction(): Direction {
    return this.judged ? this.judged.direction : (DIRECTION_NAMES[this.dir] as Direction);
  }

  private take(l: number): void {
    const c = (this.rack[l] as number) - 1;
    this.rack[l] = c;
    if (c === 0) this.rackMask &= ~(1 << l);
  }

  private put(l: number): void {
    this.rack[l] = (this.rack[l] as number) + 1;
    this.rackMask |= 1 << l;
  }

  // ---------------------------------------------------------------- bounds

  /**
   * An upper bound of the score of any play that continues the current branch
   * (every model value is ≥ 0 and every multiplier ≥ 1, so a word's value only
   * grows with its squares). The main word can reach at most `reach` (the end
   * reachable with the tiles left). Stacked, it is worth at most its value so far
   * plus the old stacks up to `reach` and the best increments of `r` placements
   * there; flat, at most its value so far plus the old tiles up to
   * min(reach, i + depth) and the best rack values on the empty squares among
   * them (× the line's largest letter multiplier); either times the word
   * multipliers so far and in reach, plus the largest word bonus. The cross
   * words add at most the best `r` cross scores in [i, reach); the bonus the best
   * for any final tile count.
   */
  private bound(
    i: number,
    node: number,
    n: number,
    stackSum: number,
    flags: number,
    flatSum: number,
    wordMul: number,
    cross: number,
  ): number {
    // At most `depth` more letters can follow `node`, so at most that many tiles.
    const depth = this.depth[node >>> 1] as number;
    const left = this.maxTiles - n;
    const r = depth < left ? depth : left;
    const at = (this.boundBase + i) * this.tilesPlus1 + r;
    let main = stackSum + (this.bStack[at] as number);
    if ((flags & F_STACKED) === 0) {
      const reach = this.bReach[at] as number;
      const flat =
        flatSum + (i + depth >= reach ? (this.bFlat[at] as number) : this.flatUpTo(i, i + depth));
      if (flat > main) main = flat;
    }
    // (Without word multipliers or word bonuses, the bound needs neither.)
    if (!this.plainWords)
      main = main * wordMul * (this.bWordTimes[at] as number) + this.maxWordBonus;
    let bonus = this.bBonus[n * this.tilesPlus1 + r] as number;
    // The bonus for `maxTiles` tiles (the 7-tile bonus) counts only while the branch
    // can still place that many; else the best bonus for at most maxTiles - 1.
    if (r > 0 && n + r === this.maxTiles && this.cannotPlaceAll(i, node, n)) {
      bonus = this.bBonus[n * this.tilesPlus1 + r - 1] as number;
    }
    return main + cross + (this.bCross[at] as number) + bonus;
  }

  /** The flat bound of the squares [i, end) when the word must end before its reach. */
  private flatUpTo(i: number, end: number): number {
    const row = this.boundBase;
    const empties = (this.bEmpty[row + end] as number) - (this.bEmpty[row + i] as number);
    return (
      (this.bKeptFlat[row + end] as number) -
      (this.bKeptFlat[row + i] as number) +
      (this.rackTopFlat[empties] as number) * this.lineLt
    );
  }

  /**
   * True when no play continuing the branch (at line position `i`, main word so
   * far spelling `node`, `n` tiles placed) can place `maxTiles` tiles in all. Each
   * test is a necessary condition of placing the `left` tiles still to go:
   * - the word can go on for at most `depth` more letters (kept old letters
   *   included), so depth ≥ left;
   * - when those tiles are the whole rack, every rack letter must occur on some
   *   path below the node, and on some square from `i` on that takes it;
   * - tiles go only on squares from `i` on that take a rack letter, and the word
   *   cannot run past an empty square that takes none (it would need a tile
   *   there), so at least `left` such squares before the first of those.
   * (The tables use the rack at the start of the search, a superset of the
   * letters left, so they never understate what is placeable.) This is the
   * bingo-feasibility half of the bound: without it the full-rack bonus keeps
   * every shallow branch's bound high.
   */
  private cannotPlaceAll(i: number, node: number, n: number): boolean {
    const left = this.maxTiles - n;
    const row = this.boundBase + i;
    if ((this.depth[node >>> 1] as number) < left || (this.bPlaceable[row] as number) < left)
      return true;
    if (left === 0 || this.maxTiles !== this.rackLength) return false;
    const letters = (this.below[node >>> 1] as number) & (this.bPlaceLetters[row] as number);
    return (this.rackMask & ~letters) !== 0;
  }

  /** The rack's best tile values, for the bounds (the rack at the start of the search). */
  private loadRackValues(): void {
    const { tileValue, rack, rackBest } = this;
    rackBest.fill(0);
    for (let m = this.rackMask; m !== 0; m &= m - 1) {
      const l = 31 - Math.clz32(m & -m);
      for (let level = 0, at = l; level < rackBest.length; level++, at += 26) {
        if ((tileValue[at] as number) > (rackBest[level] as number))
          rackBest[level] = tileValue[at] as number;
      }
    }
    topSums(rack, this.rackMask, tileValue, 0, this.rackScratch, this.rackTopFlat);
    topSums(rack, this.rackMask, tileValue, 26, this.rackScratch, this.rackTopStack);
  }

  /** Fill the bound tables for every line, position and number of tiles left. */
  private buildBounds(): void {
    const N = this.size;
    const T1 = this.tilesPlus1;
    const T = this.maxTiles;
    this.loadRackValues();
    const cells = 2 * N * (N + 1) * T1;
    // (Rows of the tables: line * (N + 1) + position.)
    if (this.bReach.length < cells) {
      this.bReach = new Int32Array(cells);
      this.bStack = new Int32Array(cells);
      this.bFlat = new Int32Array(cells);
      this.bCross = new Int32Array(cells);
      this.bWordTimes = new Int32Array(cells);
    }
    if (this.bBonus.length < T1 * T1) this.bBonus = new Int32Array(T1 * T1);
    const lineRows = 2 * N * (N + 1);
    if (this.bPlaceable.length < lineRows) {
      this.bPlaceable = new Int32Array(lineRows);
      this.bPlaceLetters = new Int32Array(lineRows);
      this.bKeptFlat = new Int32Array(lineRows);
      this.bEmpty = new Int32Array(lineRows);
    }
    const rackMask = this.rackMask;
    for (let line = 0; line < 2 * N; line++) {
      if (this.lineAnchored[line] === 0) continue; // never searched
      const base = line * N;
      const row0 = line * (N + 1);
      // Placeable squares and their letters, from the end of the line backwards.
      let count = 0;
      let letters = 0;
      this.bPlaceable[row0 + N] = 0;
      this.bPlaceLetters[row0 + N] = 0;
      for (let i = N - 1; i >= 0; i--) {
        const takes = (this.lAllow[base + i] as number) & rackMask;
        if (takes !== 0) {
          count++;
          letters |= takes;
        } else if ((this.lTop[base + i] as number) < 0) {
          count = 0;
          letters = 0;
        }
        this.bPlaceable[row0 + i] = count;
        this.bPlaceLetters[row0 + i] = letters;
      }
      // Flat value of the old tiles and count of empty squares before each position.
      let keptFlat = 0;
      let empty = 0;
      this.bKeptFlat[row0] = 0;
      this.bEmpty[row0] = 0;
      for (let i = 0; i < N; i++) {
        if ((this.lTop[base + i] as number) < 0) empty++;
        else keptFlat += this.lKeptFlat[base + i] as number;
        this.bKeptFlat[row0 + i + 1] = keptFlat;
        this.bEmpty[row0 + i + 1] = empty;
      }
    }
    for (let n = 0; n <= T; n++) {
      for (let r = 0; r + n <= T; r++) {
        let best = -Infinity;
        for (let t = Math.max(n, 1); t <= n + r; t++)
          best = Math.max(best, this.bonusByTiles[t] as number);
        this.bBonus[n * T1 + r] = best === -Infinity ? 0 : best;
      }
    }
    const crossValues = this.crossValues.length >= N ? this.crossValues : new Int32Array(N);
    this.crossValues = crossValues;
    const lineLt = this.lineLetterTimes;
    const { rackBest } = this;
    for (let line = 0; line < 2 * N; line++) {
      if (this.lineAnchored[line] === 0) continue; // never searched
      const base = line * N;
      const row0 = line * (N + 1);
      for (let i = 0; i <= N; i++) {
        let used = 0; // tiles consumed by empty squares
        let kept = 0; // stacked value of the old tiles
        let keptFlat = 0; // flat value of the old tiles
        let wordTimes = 1;
        let placeable = 0; // squares that take a rack letter
        let bestGain = 0; // the most a placed tile adds to a stacked main word
        let j = i;
        let count = 0; // cross values collected, sorted descending
        for (let r = 0; r <= T; r++) {
          // Advance j while the squares are reachable with r tiles.
          while (j < N) {
            const at = base + j;
            const empty = (this.lTop[at] as number) < 0;
            if (empty && used === r) break;
            if (empty) {
              used++;
            } else {
              keptFlat += this.lKeptFlat[at] as number;
              kept += this.lKeptStack[at] as number;
            }
            let crossBest = 0;
            if (((this.lAllow[at] as number) & rackMask) !== 0) {
              // A tile placed here: its value in a stacked main word, its cross word.
              const gain =
                (rackBest[(this.lHeight[at] as number) + 1] as number) *
                (this.lLetterTimes[at] as number);
              if (gain > bestGain) bestGain = gain;
              placeable++;
              const crossBase = this.lCrossBase[at] as number;
              if (crossBase >= 0) {
                crossBest =
                  crossBase +
                  (this.lCrossMul[at] as number) *
                    (rackBest[(this.lCrossRow[at] as number) / 26] as number);
              }
              // (Saturating: a score that large would not fit the play store anyway.)
              wordTimes = Math.min(wordTimes * (this.lWordTimes[at] as number), MAX_TIMES);
            }
            insertDescending(crossValues, count, crossBest);
            count++;
            j++;
          }
          let topCross = 0;
          for (let k = 0; k < r && k < count; k++) topCross += crossValues[k] as number;
          const at = (row0 + i) * T1 + r;
          this.bReach[at] = j;
          this.bStack[at] = kept + (r < placeable ? r : placeable) * bestGain;
          this.bFlat[at] = keptFlat + (this.rackTopFlat[used] as number) * (lineLt[line] as number);
          this.bCross[at] = topCross;
          this.bWordTimes[at] = wordTimes;
        }
      }
    }
  }

  /**
   * Best-only searches: take anchors in order of their bound, highest first, so a
   * good play is found early and the threshold skips the rest.
   */
  private searchBestFirst(): void {
    const N = this.size;
    const anchors: number[] = [];
    const bounds: number[] = [];
    for (let line = 0; line < 2 * N; line++) {
      for (let a = 0; a < N; a++) {
        if (this.lAnchor[line * N + a] !== 1) continue;
        anchors.push(line * N + a);
        bounds.push(this.anchorBound(line, a));
      }
    }
    const order = anchors
      .map((_, k) => k)
      .sort((x, y) => (bounds[y] as number) - (bounds[x] as number));
    for (const k of order) {
      if ((bounds[k] as number) < this.recorder.minScore) break;
      const id = anchors[k] as number;
      this.searchAnchor(Math.floor(id / N), id % N);
    }
  }

  private anchorBound(line: number, a: number): number {
    const N = this.size;
    const base = line * N;
    let stretch = 0;
    while (a - stretch - 1 >= 0 && this.lAnchor[base + a - stretch - 1] === 0) stretch++;
    const limit = Math.min(stretch, this.maxTiles);
    this.lineBase = base;
    this.boundBase = line * (N + 1);
    const lt = this.lineLetterTimes[line] as number;
    this.lineLt = lt;
    let best = -Infinity;
    const rackMask = this.rackMask;
    let wordMul = 1;
    for (let k = 0; k <= limit; k++) {
      this.start = a - k;
      // With k unknown left-part letters the rack left is unknown: no letter test in
      // cannotPlaceAll (a letter the squares from `a` on cannot take may be in the
      // left part), only the counts; their values are at most the rack's k best.
      if (k > 0) {
        this.rackMask = 0;
        wordMul *= this.lWordTimes[base + a - k] as number;
      }
      const stackSum = (this.rackTopStack[k] as number) * lt;
      const flatSum = (this.rackTopFlat[k] as number) * lt;
      best = Math.max(best, this.bound(a, this.root, k, stackSum, 0, flatSum, wordMul, 0));
    }
    this.rackMask = rackMask;
    return best;
  }
}

/** A segment's DAWG node ends a word. */
function segmentOkIfChanged(node: number): boolean {
  return node >= 0 && (node & 1) === 1;
}

/** Insert `value` into the descending list `list[0…count)`. */
function insertDescending(list: Int32Array, count: number, value: number): void {
  let k = count;
  while (k > 0 && (list[k - 1] as number) < value) {
    list[k] = list[k - 1] as number;
    k--;
  }
  list[k] = value;
}

/**
 * `out[k]` = the sum of the k largest values `tileValue[row + letter]` over the
 * rack's tiles (with repeats), for k = 0…out.length - 1 (beyond the rack: all).
 * `scratch` holds at least the rack's tile count.
 */
function topSums(
  rack: Uint8Array,
  rackMask: number,
  tileValue: Int32Array,
  row: number,
  scratch: Int32Array,
  out: Int32Array,
): void {
  let count = 0;
  for (let m = rackMask; m !== 0; m &= m - 1) {
    const l = 31 - Math.clz32(m & -m);
    const v = tileValue[row + l] as number;
    for (let c = rack[l] as number; c > 0 && count < scratch.length; c--)
      insertDescending(scratch, count++, v);
  }
  let sum = 0;
  out[0] = 0;
  for (let k = 1; k < out.length; k++) {
    if (k <= count) sum += scratch[k - 1] as number;
    out[k] = sum;
  }
}

/** The DAWG child of `node` by letter `l`, or -1 (see WordGraph.child). */
function childOf(masks: Uint32Array, edges: Uint32Array, node: number, l: number): number {
  const n = node >>> 1;
  const m = masks[n] as number;
  const bit = 1 << l;
  if ((m & bit) === 0) return -1;
  let x = m & (bit - 1);
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  const w = edges[n + (Math.imul(x, 0x01010101) >>> 24)] as number;
  return ((w >>> 6) & ~1) | ((w >>> 5) & 1);
}

/** The generator's view of the play it is recording (see FoundPlay). */
class Cursor implements FoundPlay {
  score = 0;
  n = 0;
  end = 0;
  mainScore = 0;
  bonus = 0;
  hooked = false;
  readonly hookCross = new Int32Array(32);
  leaveValid = false;
  private readonly leaveBuffer = new Uint8Array(26);

  constructor(private readonly oracle: Oracle) {}

  get tileCount(): number {
    return this.n;
  }

  get direction(): Direction {
    return this.oracle.direction;
  }

  get leaveCounts(): Uint8Array {
    if (!this.leaveValid) {
      this.oracle.fillLeave(this.leaveBuffer);
      this.leaveValid = true;
    }
    return this.leaveBuffer;
  }

  leave(): string {
    return this.oracle.leaveText();
  }

  toPlay(): Play {
    return this.oracle.currentPlay();
  }

  copyTo(store: PlayStore): number {
    return this.oracle.storeCurrent(store);
  }
}

const NULL_RECORDER: Recorder = {
  usesThreshold: false,
  minScore: -Infinity,
  begin: () => {},
  record: () => {},
};

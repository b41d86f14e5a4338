/**
 * Compact storage of found plays: one growable Int32Array, a few integers per
 * play, so that recording a play allocates nothing. Play objects are built only
 * for the plays a caller asks for (`play(i)`).
 *
 * Record layout at `offsets[i]`:
 *
 *     0 score   1 tiles   2 direction (0 across, 1 down)   3 line (row or column)
 *     4 start   5 end (exclusive) of the main word along the line
 *     6 main-word score   7 bonus
 *     then per tile, in line order: position on the line, letter index, cross-word
 *     score (-1 when the tile makes no cross word)
 */
import { BLANK, isRainbow, letterOf } from '../tiles';
import type { Board, Direction } from '../board';
import type { JudgedPlay, ScoredWord } from '../judge';
import { placedLetters, type Placement } from '../placement';
import type { Play } from './types';

const REC_SCORE = 0;
const REC_TILES = 1;
const REC_DIR = 2;
const REC_LINE = 3;
const REC_START = 4;
const REC_END = 5;
const REC_MAIN = 6;
const REC_BONUS = 7;
const REC_HEADER = 8;
const REC_PER_TILE = 3;

const DIRECTION_NAMES: readonly Direction[] = ['across', 'down'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A placed tile's code (as the generator's special search numbers them). */
function codeOfTile(tile: string): number {
  if (tile === BLANK) return 78;
  const l = letterOf(tile).charCodeAt(0) - 65;
  if (isRainbow(tile)) return 52 + l;
  return tile === letterOf(tile) ? l : 26 + l;
}

export class PlayStore {
  data = new Int32Array(4096);
  used = 0;
  offsets = new Int32Array(256);
  count = 0;
  private board: Board = { size: 0, cells: [] };
  /**
   * Plays of the special search (wild, blank, rainbow tiles) by record index: the
   * rules checker's result, from which their objects are built. Their records
   * carry tile codes (0–25 letters, 26–51 wilds, 52–77 rainbow, 78 blank) for the order.
   */
  private judged: Map<number, JudgedPlay> | null = null;

  /** Empty the store for a search on `board` (keeps the buffers). */
  reset(board: Board): void {
    this.board = board;
    this.used = 0;
    this.count = 0;
    this.judged = null;
  }

  /** Append a play judged by the rules checker (the special search); returns its index. */
  addJudged(play: JudgedPlay): number {
    const { placements } = play;
    const dir = play.direction === 'across' ? 0 : 1;
    const first = placements[0] as Placement;
    const at = this.alloc(placements.length);
    const d = this.data;
    d[at + REC_SCORE] = play.score;
    d[at + REC_TILES] = placements.length;
    d[at + REC_DIR] = dir;
    d[at + REC_LINE] = dir === 0 ? first.r : first.c;
    d[at + REC_START] = 0;
    d[at + REC_END] = 0;
    d[at + REC_MAIN] = play.words[0]?.score ?? 0;
    d[at + REC_BONUS] = play.bonus;
    for (let k = 0, o = at + REC_HEADER; k < placements.length; k++, o += REC_PER_TILE) {
      const p = placements[k] as Placement;
      d[o] = dir === 0 ? p.c : p.r;
      d[o + 1] = codeOfTile(p.letter);
      d[o + 2] = -1;
    }
    this.judged ??= new Map();
    this.judged.set(this.count - 1, play);
    return this.count - 1;
  }

  /** Reserve a record of `tiles` tiles; returns its offset in `data` (fill it in). */
  alloc(tiles: number): number {
    const length = REC_HEADER + REC_PER_TILE * tiles;
    if (this.used + length > this.data.length) {
      const grown = new Int32Array(Math.max(this.data.length * 2, this.used + length));
      grown.set(this.data.subarray(0, this.used));
      this.data = grown;
    }
    if (this.count === this.offsets.length) {
      const grown = new Int32Array(this.offsets.length * 2);
      grown.set(this.offsets);
      this.offsets = grown;
    }
    const at = this.used;
    this.offsets[this.count++] = at;
    this.used += length;
    return at;
  }

  /**
   * Append a play: its header and, per tile, position on the line, letter index
   * and cross-word score (-1: none) from the first `tiles` entries of the arrays.
   * Returns its index.
   */
  add(
    score: number,
    tiles: number,
    dir: number,
    line: number,
    start: number,
    end: number,
    mainScore: number,
    bonus: number,
    pos: Int32Array,
    letter: Int32Array,
    cross: Int32Array,
  ): number {
    const at = this.alloc(tiles);
    const d = this.data;
    d[at + REC_SCORE] = score;
    d[at + REC_TILES] = tiles;
    d[at + REC_DIR] = dir;
    d[at + REC_LINE] = line;
    d[at + REC_START] = start;
    d[at + REC_END] = end;
    d[at + REC_MAIN] = mainScore;
    d[at + REC_BONUS] = bonus;
    for (let k = 0, o = at + REC_HEADER; k < tiles; k++, o += REC_PER_TILE) {
      d[o] = pos[k] as number;
      d[o + 1] = letter[k] as number;
      d[o + 2] = cross[k] as number;
    }
    return this.count - 1;
  }

  /** Forget the most recent record (a recorder that decided not to keep it). */
  dropLast(): void {
    if (this.count === 0) return;
    this.count--;
    this.judged?.delete(this.count);
    this.used = this.offsets[this.count] as number;
  }

  score(i: number): number {
    return this.data[(this.offsets[i] as number) + REC_SCORE] as number;
  }

  tileCount(i: number): number {
    return this.data[(this.offsets[i] as number) + REC_TILES] as number;
  }

  /**
   * The contract order (the CLI contract in packages/engine/README.md): score descending, then more tiles first,
   * then the first placement's row and column, then direction (across first),
   * then the placed letters; finally the squares, so the order is total.
   */
  compare(i: number, j: number): number {
    const d = this.data;
    const a = this.offsets[i] as number;
    const b = this.offsets[j] as number;
    const byScore = (d[b + REC_SCORE] as number) - (d[a + REC_SCORE] as number);
    if (byScore !== 0) return byScore;
    const tiles = d[a + REC_TILES] as number;
    const byTiles = (d[b + REC_TILES] as number) - tiles;
    if (byTiles !== 0) return byTiles;
    const dirA = d[a + REC_DIR] as number;
    const dirB = d[b + REC_DIR] as number;
    const lineA = d[a + REC_LINE] as number;
    const lineB = d[b + REC_LINE] as number;
    const posA = d[a + REC_HEADER] as number;
    const posB = d[b + REC_HEADER] as number;
    const byRow = (dirA === 0 ? lineA : posA) - (dirB === 0 ? lineB : posB);
    if (byRow !== 0) return byRow;
    const byCol = (dirA === 0 ? posA : lineA) - (dirB === 0 ? posB : lineB);
    if (byCol !== 0) return byCol;
    if (dirA !== dirB) return dirA - dirB;
    for (let k = 0; k < tiles; k++) {
      const o = REC_HEADER + REC_PER_TILE * k + 1;
      const byLetter = (d[a + o] as number) - (d[b + o] as number);
      if (byLetter !== 0) return byLetter;
    }
    for (let k = 1; k < tiles; k++) {
      const o = REC_HEADER + REC_PER_TILE * k;
      const bySquare = (d[a + o] as number) - (d[b + o] as number);
      if (bySquare !== 0) return bySquare;
    }
    return 0;
  }

  /**
   * The indices of all records in contract order. A stable radix sort (three
   * passes of 9 bits) on a 27-bit key — score, tiles, row, column, direction —
   * does most of the work in linear time; runs with an equal key are then
   * ordered by `compare`.
   */
  sortedIndices(): Int32Array {
    const n = this.count;
    const size = this.board.size;
    const d = this.data;
    let keys = new Uint32Array(n);
    let order = new Int32Array(n);
    let packable = size <= 32;
    for (let i = 0; i < n && packable; i++) {
      const a = this.offsets[i] as number;
      const score = d[a + REC_SCORE] as number;
      const tiles = d[a + REC_TILES] as number;
      if (score < 0 || score > 4095 || tiles > 15) {
        packable = false;
        break;
      }
      const dir = d[a + REC_DIR] as number;
      const line = d[a + REC_LINE] as number;
      const pos = d[a + REC_HEADER] as number;
      const row = dir === 0 ? line : pos;
      const col = dir === 0 ? pos : line;
      keys[i] =
        (((((4095 - score) << 4) | (15 - tiles)) << 11) | (row << 6) | (col << 1) | dir) >>> 0;
      order[i] = i;
    }
    if (!packable) {
      const all = Array.from({ length: n }, (_, i) => i).sort((x, y) => this.compare(x, y));
      order.set(all);
      return order;
    }
    let keysOut = new Uint32Array(n);
    let orderOut = new Int32Array(n);
    const counts = new Int32Array(512);
    for (let shift = 0; shift < 27; shift += 9) {
      counts.fill(0);
      for (let i = 0; i < n; i++) {
        const b = ((keys[i] as number) >>> shift) & 511;
        counts[b] = (counts[b] as number) + 1;
      }
      let sum = 0;
      for (let b = 0; b < 512; b++) {
        const c = counts[b] as number;
        counts[b] = sum;
        sum += c;
      }
      for (let i = 0; i < n; i++) {
        const k = keys[i] as number;
        const b = (k >>> shift) & 511;
        const to = counts[b] as number;
        counts[b] = to + 1;
        keysOut[to] = k;
        orderOut[to] = order[i] as number;
      }
      [keys, keysOut] = [keysOut, keys];
      [order, orderOut] = [orderOut, order];
    }
    // Equal keys: finish with the full comparison.
    let runStart = 0;
    for (let i = 1; i <= n; i++) {
      if (i < n && keys[i] === keys[runStart]) continue;
      if (i - runStart > 1) this.sortRun(order, runStart, i);
      runStart = i;
    }
    return order;
  }

  /**
   * Order `order[from, to)`, records with equal score, tiles, first square and
   * direction: by their tile codes (a numeric key, exact for up to 8 tiles), then
   * by `compare`.
   */
  private sortRun(order: Int32Array, from: number, to: number): void {
    const d = this.data;
    const length = to - from;
    const letterKeys = new Float64Array(length);
    const local: number[] = [];
    for (let j = 0; j < length; j++) {
      const a = this.offsets[order[from + j] as number] as number;
      const tiles = Math.min(d[a + REC_TILES] as number, 8);
      let key = 0;
      for (let k = 0; k < tiles; k++)
        key = key * 80 + (d[a + REC_HEADER + REC_PER_TILE * k + 1] as number);
      letterKeys[j] = key;
      local.push(j);
    }
    local.sort(
      (x, y) =>
        (letterKeys[x] as number) - (letterKeys[y] as number) ||
        this.compare(order[from + x] as number, order[from + y] as number),
    );
    const sorted = local.map((j) => order[from + j] as number);
    order.set(sorted, from);
  }

  /** Build the play object of record `i`. */
  play(i: number): Play {
    const judged = this.judged?.get(i);
    if (judged) {
      const { placements, direction, words, bonus, score } = judged;
      return { placements, direction, words, bonus, score, tiles: placedLetters(placements) };
    }
    const d = this.data;
    const a = this.offsets[i] as number;
    const { size, cells } = this.board;
    const dir = d[a + REC_DIR] as number;
    const line = d[a + REC_LINE] as number;
    const start = d[a + REC_START] as number;
    const end = d[a + REC_END] as number;
    const tiles = d[a + REC_TILES] as number;
    const across = dir === 0;

    const placements: Placement[] = new Array<Placement>(tiles);
    let letters = '';
    for (let k = 0; k < tiles; k++) {
      const o = a + REC_HEADER + REC_PER_TILE * k;
      const pos = d[o] as number;
      const letter = LETTERS[d[o + 1] as number] as string;
      placements[k] = across ? { r: line, c: pos, letter } : { r: pos, c: line, letter };
      letters += letter;
    }

    // The main word: placed letters where placed, else the top tile.
    let main = '';
    let k = 0;
    for (let pos = start; pos < end; pos++) {
      const o = a + REC_HEADER + REC_PER_TILE * k;
      if (k < tiles && d[o] === pos) {
        main += LETTERS[d[o + 1] as number] as string;
        k++;
      } else {
        const stack = cells[across ? line * size + pos : pos * size + line] as string;
        main += letterOf(stack.charAt(stack.length - 1));
      }
    }
    const words: ScoredWord[] = [
      {
        word: main,
        score: d[a + REC_MAIN] as number,
        start: across ? { r: line, c: start } : { r: start, c: line },
        direction: DIRECTION_NAMES[dir] as Direction,
      },
    ];
    // Cross words: the perpendicular run through each placed tile that makes one.
    const step = across ? size : 1;
    for (let k = 0; k < tiles; k++) {
      const o = a + REC_HEADER + REC_PER_TILE * k;
      const crossScore = d[o + 2] as number;
      if (crossScore < 0) continue;
      const pos = d[o] as number;
      const sq = across ? line * size + pos : pos * size + line;
      // Along the cross line the tile sits at `line`.
      let from = line;
      while (from > 0 && (cells[sq - (line - from + 1) * step] as string) !== '') from--;
      let to = line;
      while (to < size - 1 && (cells[sq + (to - line + 1) * step] as string) !== '') to++;
      let word = '';
      for (let x = from; x <= to; x++) {
        if (x === line) {
          word += LETTERS[d[o + 1] as number] as string;
        } else {
          const stack = cells[sq + (x - line) * step] as string;
          word += letterOf(stack.charAt(stack.length - 1));
        }
      }
      words.push({
        word,
        score: crossScore,
        start: across ? { r: from, c: pos } : { r: pos, c: from },
        direction: DIRECTION_NAMES[1 - dir] as Direction,
      });
    }
    return {
      placements,
      direction: DIRECTION_NAMES[dir] as Direction,
      words,
      bonus: d[a + REC_BONUS] as number,
      score: d[a + REC_SCORE] as number,
      tiles: letters,
    };
  }
}

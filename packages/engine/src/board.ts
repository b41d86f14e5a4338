/**
 * The board (R1): `size` × `size` squares, each holding a stack of tiles. A stack is
 * a string of tile letters from bottom to top ("" = empty square), so its last
 * letter is the visible one and its length is the height. Cells are row-major.
 * Strings keep the board immutable, compact and JSON-ready. Tiles of other kinds
 * (wild, blank, rainbow: see tiles.ts) have their own characters.
 */
import { isBlank, letterOf } from './tiles';

export const DIRECTIONS = ['across', 'down'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface Square {
  readonly r: number;
  readonly c: number;
}

export interface Board {
  readonly size: number;
  readonly cells: readonly string[];
}

/** A line of consecutive squares: a word on the board, or a candidate one. */
export interface Run {
  readonly start: Square;
  readonly direction: Direction;
  readonly length: number;
}

export function emptyBoard(size: number): Board {
  return { size, cells: Array.from({ length: size * size }, () => '') };
}

/** A board from rows of stack strings (no validation: see `parsePosition`). */
export function boardFromRows(rows: readonly (readonly string[])[]): Board {
  return { size: rows.length, cells: rows.flat() };
}

export function boardToRows(board: Board): string[][] {
  const rows: string[][] = [];
  for (let r = 0; r < board.size; r++) {
    rows.push(board.cells.slice(r * board.size, (r + 1) * board.size));
  }
  return rows;
}

export function isOnBoard(board: Board, r: number, c: number): boolean {
  return r >= 0 && c >= 0 && r < board.size && c < board.size;
}

export function cellIndex(board: Board, r: number, c: number): number {
  return r * board.size + c;
}

/** The stack on a square, bottom to top; "" off the board or when empty. */
export function stackAt(board: Board, r: number, c: number): string {
  return isOnBoard(board, r, c) ? (board.cells[r * board.size + c] ?? '') : '';
}

/** The visible letter on a square; "" when empty. */
export function topAt(board: Board, r: number, c: number): string {
  const stack = stackAt(board, r, c);
  return stack.slice(-1);
}

export function heightAt(board: Board, r: number, c: number): number {
  return stackAt(board, r, c).length;
}

export function isOccupied(board: Board, r: number, c: number): boolean {
  return stackAt(board, r, c).length > 0;
}

/**
 * The square shows a letter: occupied, and its top is not a blank (space) tile.
 * Words are runs of these; a blank only fills its square (connection, gaps).
 */
export function hasLetter(board: Board, r: number, c: number): boolean {
  const top = topAt(board, r, c);
  return top.length > 0 && !isBlank(top);
}

export function isBoardEmpty(board: Board): boolean {
  return board.cells.every((stack) => stack.length === 0);
}

/** All tiles on the board, counting those buried in stacks. */
export function tilesOnBoard(board: Board): string {
  return board.cells.join('');
}

/** Row and column steps of a direction. */
export function stepOf(direction: Direction): readonly [dr: number, dc: number] {
  return direction === 'across' ? [0, 1] : [1, 0];
}

export function otherDirection(direction: Direction): Direction {
  return direction === 'across' ? 'down' : 'across';
}

/**
 * The maximal run of squares showing a letter through `square` in `direction`
 * (length 0 when the square itself shows none: empty, or topped by a blank).
 */
export function runThrough(board: Board, square: Square, direction: Direction): Run {
  const [dr, dc] = stepOf(direction);
  if (!hasLetter(board, square.r, square.c)) return { start: square, direction, length: 0 };
  let r = square.r;
  let c = square.c;
  while (hasLetter(board, r - dr, c - dc)) {
    r -= dr;
    c -= dc;
  }
  let length = 1;
  while (hasLetter(board, r + dr * length, c + dc * length)) length++;
  return { start: { r, c }, direction, length };
}

/** The squares of a run, in reading order. */
export function runSquares(run: Run): Square[] {
  const [dr, dc] = stepOf(run.direction);
  const squares: Square[] = [];
  for (let i = 0; i < run.length; i++) {
    squares.push({ r: run.start.r + dr * i, c: run.start.c + dc * i });
  }
  return squares;
}

/** The visible letters of a run: the word it spells, in tiles (wild and rainbow tiles as their letters). */
export function runLetters(board: Board, run: Run): string {
  const [dr, dc] = stepOf(run.direction);
  let word = '';
  for (let i = 0; i < run.length; i++) {
    word += letterOf(topAt(board, run.start.r + dr * i, run.start.c + dc * i));
  }
  return word;
}

/** Every word on the board: maximal runs of two or more tiles, across then down. */
export function wordsOnBoard(board: Board): Run[] {
  const runs: Run[] = [];
  for (const direction of DIRECTIONS) {
    const [dr, dc] = stepOf(direction);
    for (let r = 0; r < board.size; r++) {
      for (let c = 0; c < board.size; c++) {
        if (!hasLetter(board, r, c) || hasLetter(board, r - dr, c - dc)) continue;
        const run = runThrough(board, { r, c }, direction);
        if (run.length >= 2) runs.push(run);
      }
    }
  }
  return runs;
}

/** A new board with one more tile on each given square. */
export function withTiles(
  board: Board,
  tiles: readonly { readonly r: number; readonly c: number; readonly letter: string }[],
): Board {
  const cells = board.cells.slice();
  for (const { r, c, letter } of tiles) cells[r * board.size + c] += letter;
  return { size: board.size, cells };
}

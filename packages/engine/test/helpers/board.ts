import { emptyBoard, stepOf, withTiles, type Board, type Direction } from '../../src/board';
import type { Placement } from '../../src/placement';

/**
 * Placements along a line from (r, c); `.` skips a square (an existing tile the
 * play keeps). `line(4, 3, 'across', 'H..E')` → H at (4,3) and E at (4,6).
 */
export function line(r: number, c: number, direction: Direction, letters: string): Placement[] {
  const [dr, dc] = stepOf(direction);
  const placements: Placement[] = [];
  [...letters].forEach((letter, i) => {
    if (letter !== '.') placements.push({ r: r + dr * i, c: c + dc * i, letter });
  });
  return placements;
}

/** A board built by laying down lines of tiles (no rules checked): `lay(board, 4, 2, 'across', 'MOOD')`. */
export function lay(
  board: Board,
  r: number,
  c: number,
  direction: Direction,
  letters: string,
): Board {
  return withTiles(board, line(r, c, direction, letters));
}

/** A 10×10 board with the given lines laid one after another. */
export function boardOf(
  ...lines: readonly [r: number, c: number, direction: Direction, letters: string][]
): Board {
  return lines.reduce(
    (board, [r, c, direction, letters]) => lay(board, r, c, direction, letters),
    emptyBoard(10),
  );
}

import { isOnBoard, type Board, type Direction, type Square } from './board';
import { inputError, type RuleError } from './errors';
import { isTile, type Ruleset } from './ruleset';
import { rackTileOf, WILD } from './tiles';

/**
 * One tile put down in a play: on an empty square or on top of a stack. `letter` is
 * the tile as it will lie on the board (tiles.ts: a wild played as E is `e`).
 */
export interface Placement extends Square {
  readonly letter: string;
}

/** Structural checks before any rule: integer squares on the board, known tiles. */
export function checkPlacementShape(
  board: Board,
  placements: readonly Placement[],
  ruleset: Ruleset,
): RuleError | undefined {
  for (const [i, p] of placements.entries()) {
    if (!Number.isInteger(p.r) || !Number.isInteger(p.c) || !isOnBoard(board, p.r, p.c)) {
      return inputError(
        `placement ${i} (r=${p.r}, c=${p.c}) is off the ${board.size}×${board.size} board`,
      );
    }
    if (typeof p.letter !== 'string' || !isTile(ruleset, p.letter)) {
      return inputError(`placement ${i} has ${JSON.stringify(p.letter)}, which is not a tile`);
    }
    if (p.letter === WILD) {
      return inputError(`placement ${i} is a wild tile without a letter (write it in lower case)`);
    }
  }
  return undefined;
}

/** Placements in reading order (row, then column): the canonical order of a play. */
export function sortPlacements(placements: readonly Placement[]): Placement[] {
  return placements.slice().sort((a, b) => a.r - b.r || a.c - b.c);
}

/**
 * The line all placements share, or undefined when they do not share one.
 * One tile lies on both lines: its direction is decided by the words it makes.
 */
export function lineOf(placements: readonly Placement[]): Direction | 'both' | undefined {
  const first = placements[0];
  if (!first) return undefined;
  const sameRow = placements.every((p) => p.r === first.r);
  const sameColumn = placements.every((p) => p.c === first.c);
  if (sameRow && sameColumn) return 'both';
  if (sameRow) return 'across';
  if (sameColumn) return 'down';
  return undefined;
}

/** The rack tiles of the placements as one string (what leaves the rack; wilds as `?`). */
export function placedLetters(placements: readonly Placement[]): string {
  let letters = '';
  for (const p of placements) letters += rackTileOf(p.letter);
  return letters;
}

/** A square as a player names it: rows and columns counted from 1 ("row 5, column 3"). */
export function squareName({ r, c }: Square): string {
  return `row ${r + 1}, column ${c + 1}`;
}

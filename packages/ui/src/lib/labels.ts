import type { Square } from '@wordrise/engine';
import { letterLabel, type TileSpelling } from './spelling';

export interface SquareLabelInput {
  readonly r: number;
  readonly c: number;
  /** The stack shown on the square, bottom to top ("" = empty), overlays included. */
  readonly stack: string;
  readonly centre?: boolean;
  /** The top tile is one of this turn's tiles (gold). */
  readonly tentative?: boolean;
  /** The top tile is an Oracle preview (purple ghost). */
  readonly ghost?: boolean;
  /** The square is part of the last word played (green). */
  readonly lastWord?: boolean;
  /** Its bonus mark ("3W" word × 3, "2L" letter × 2), if it has one. */
  readonly bonus?: string | null;
}

/** A bonus mark in words: "3W 2L" → "word × 3, letter × 2 square". */
function bonusWords(mark: string): string {
  const words = mark
    .split(' ')
    .map((m) => `${m.endsWith('W') ? 'word' : 'letter'} × ${m.slice(0, -1)}`);
  return `${words.join(', ')} square`;
}

/**
 * The accessible name of a board square, rows and columns counted from 1:
 * "Row 5, column 6: E, stack of 2" or "Row 5, column 6: empty, centre square".
 * The top tile is named as the ruleset spells it ("Qu").
 */
export function squareLabel(square: SquareLabelInput, spelling: TileSpelling): string {
  const { r, c, stack } = square;
  const parts = [
    stack.length === 0
      ? 'empty'
      : `${letterLabel(stack.slice(-1), spelling)}, stack of ${stack.length}`,
  ];
  if (square.centre) parts.push('centre square');
  if (square.bonus) parts.push(bonusWords(square.bonus));
  if (square.ghost) parts.push('Oracle preview');
  else if (square.tentative) parts.push('your new tile');
  if (square.lastWord) parts.push('last word played');
  return `Row ${r + 1}, column ${c + 1}: ${parts.join(', ')}`;
}

/** The accessible name of a rack tile: "Rack tile 2 of 7: E" (", placed on the board" when used). */
export function rackTileLabel(
  letter: string,
  index: number,
  count: number,
  spelling: TileSpelling,
  options: { readonly used?: boolean; readonly exchange?: boolean } = {},
): string {
  const base = `Rack tile ${index + 1} of ${count}: ${letterLabel(letter, spelling)}`;
  if (options.used) return `${base}, placed on the board`;
  return options.exchange ? `${base}, exchange this tile` : base;
}

/** A key for a square, for sets and maps. */
export function squareKey({ r, c }: Square): string {
  return `${r},${c}`;
}

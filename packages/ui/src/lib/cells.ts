import {
  isBlank,
  isWildOnBoard,
  letterOf,
  WILD,
  type Board,
  type Placement,
  type PremiumSquare,
  type Square,
} from '@wordrise/engine';
import type { TileTone } from '../tile';
import { squareKey, squareLabel } from './labels';
import type { TileSpelling } from './spelling';

/** The colour of a square's top tile: the same tones as `Tile`. */
export type CellTone = TileTone;

/** Everything the board needs to draw one square. */
export interface CellView {
  readonly r: number;
  readonly c: number;
  /** The stack as shown, bottom to top, with this turn's tiles and any ghost tile on top. */
  readonly stack: string;
  /** The visible letter ("" when empty). */
  readonly top: string;
  readonly height: number;
  readonly centre: boolean;
  /** The top tile is one of this turn's tiles. */
  readonly tentative: boolean;
  /** The top tile is an Oracle ghost tile. */
  readonly ghost: boolean;
  readonly lastWord: boolean;
  /** The colour of the top tile. */
  readonly tone: CellTone;
  readonly label: string;
  /** The square's bonus as its short mark ("3W", "2L"), or null. */
  readonly bonus: string | null;
  /** The top tile's letter value (rulesets with letter values), or null. */
  readonly value: number | null;
  /** The stack's multiplier (the n-th tile scores n times), or null. */
  readonly multiplier: number | null;
}

/** What the board shows of a ruleset's scoring (all absent: WordRise's plain board). */
export interface BoardScoring {
  /** Bonus squares: letter and word multipliers. */
  readonly premiumSquares?: readonly PremiumSquare[];
  /** Letter values by letter; a wild or blank tile is worth 0. */
  readonly letterValues?: Readonly<Record<string, number>>;
  /** The n-th tile of a stack scores n times: show the multiplier on stacks of 2 and more. */
  readonly stackMultiplies?: boolean;
}

/** A bonus square's mark: "3W" (word × 3), "2L" (letter × 2); both when a square has both. */
export function bonusMark(p: Pick<PremiumSquare, 'letterTimes' | 'wordTimes'>): string | null {
  const marks = [
    p.wordTimes > 1 ? `${p.wordTimes}W` : null,
    p.letterTimes > 1 ? `${p.letterTimes}L` : null,
  ].filter(Boolean);
  return marks.length ? marks.join(' ') : null;
}

/** A tile's value: its letter's (a rainbow tile's too); a wild or blank tile scores nothing. */
export function tileValue(tile: string, values: Readonly<Record<string, number>>): number {
  if (tile === WILD || isWildOnBoard(tile) || isBlank(tile)) return 0;
  return values[letterOf(tile)] ?? 0;
}

export interface BoardOverlays {
  readonly centre?: readonly Square[];
  /** This turn's tiles, not yet submitted: drawn on top of the board's stacks. */
  readonly tentative?: readonly Placement[];
  readonly lastWord?: readonly Square[];
  /** Oracle preview tiles: drawn on top of everything else. */
  readonly ghost?: readonly Placement[];
}

/**
 * The squares of a board in reading order, with this turn's tiles and the
 * Oracle's ghost tiles laid on top. `board` holds only the submitted tiles; the
 * labels name tiles as the ruleset's `spelling` writes them.
 */
export function boardCells(
  board: Board,
  spelling: TileSpelling,
  overlays: BoardOverlays = {},
  scoring: BoardScoring = {},
): CellView[] {
  const bonuses = new Map(
    (scoring.premiumSquares ?? []).map((p) => [squareKey(p.square), bonusMark(p)]),
  );
  const centre = new Set((overlays.centre ?? []).map(squareKey));
  const lastWord = new Set((overlays.lastWord ?? []).map(squareKey));
  const tentative = new Map((overlays.tentative ?? []).map((p) => [squareKey(p), p.letter]));
  const ghost = new Map((overlays.ghost ?? []).map((p) => [squareKey(p), p.letter]));
  const cells: CellView[] = [];
  for (let r = 0; r < board.size; r++) {
    for (let c = 0; c < board.size; c++) {
      const key = `${r},${c}`;
      let stack = board.cells[r * board.size + c] ?? '';
      const placed = tentative.get(key);
      const ghostLetter = ghost.get(key);
      if (placed) stack += placed;
      if (ghostLetter) stack += ghostLetter;
      const isLastWord = lastWord.has(key);
      const isGhost = ghostLetter !== undefined && ghostLetter !== '';
      const isTentative = !isGhost && placed !== undefined && placed !== '';
      const tone: CellTone = isGhost
        ? 'ghost'
        : isTentative
          ? 'placed'
          : isLastWord
            ? 'lastWord'
            : 'plain';
      const cell = {
        r,
        c,
        stack,
        top: stack.slice(-1),
        height: stack.length,
        centre: centre.has(key),
        tentative: isTentative,
        ghost: isGhost,
        lastWord: isLastWord && stack.length > 0,
        tone,
        bonus: bonuses.get(key) ?? null,
      };
      const top = cell.top;
      const value = scoring.letterValues && top ? tileValue(top, scoring.letterValues) : null;
      const multiplier = scoring.stackMultiplies && stack.length > 1 ? stack.length : null;
      const scored = [
        value !== null ? `${value} ${value === 1 ? 'point' : 'points'}` : null,
        multiplier !== null ? `scores × ${multiplier}` : null,
      ].filter(Boolean);
      const label = [squareLabel(cell, spelling), ...scored].join(', ');
      cells.push({ ...cell, value, multiplier, label });
    }
  }
  return cells;
}

/** Which way typed letters advance: down when this turn's tiles share a column, else across. */
export function typingDirection(
  tentative: readonly Square[],
  fallback: 'across' | 'down' = 'across',
): 'across' | 'down' {
  if (tentative.length < 2) return fallback;
  const [first] = tentative;
  if (tentative.every((p) => p.c === first!.c)) return 'down';
  if (tentative.every((p) => p.r === first!.r)) return 'across';
  return fallback;
}

/** How soon (ms) a second tap on the same target makes a double tap. */
export const DOUBLE_TAP_MS = 400;

/** The last tap, for double-tap detection. */
export interface TapState {
  readonly key: string;
  readonly at: number;
}

/**
 * Double-tap detection from click events (works for mouse and touch alike): the
 * second tap on the same target within `windowMs` of the first is a double.
 * Returns the state to keep for the next tap and whether this tap was a double.
 */
export function registerTap(
  previous: TapState | null,
  key: string,
  at: number,
  windowMs = DOUBLE_TAP_MS,
): { state: TapState | null; double: boolean } {
  if (previous && previous.key === key && at - previous.at <= windowMs) {
    return { state: null, double: true };
  }
  return { state: { key, at }, double: false };
}

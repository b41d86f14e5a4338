/**
 * Dragging tiles between the rack and the board: what a press on a rack tile has become,
 * and how the board's squares and the rack are found under the pointer (the board is real
 * DOM, so `document.elementFromPoint` hits its squares even when turned and tilted).
 */
import type { Square } from '@wordrise/engine';

/** How far (px) a press moves before it is a drag rather than a tap. */
export const DRAG_THRESHOLD_PX = 8;
/** How far (px) the pointer may stray above or below the rack's row and still rearrange it. */
export const RACK_MARGIN_PX = 8;

/**
 * On a touch screen, how far (px) above the finger a carried tile lands: the square just
 * clear of the fingertip, which would hide the square under it.
 */
export const TOUCH_DROP_LIFT_PX = 30;
/**
 * …and how far above that square the tile is drawn: about its own height (48 px,
 * carried-tile.tsx), so the tile does not cover the lit square either.
 */
export const TOUCH_TILE_LIFT_PX = 50;

/** A press not yet moved far; a drag along the rack (rearranging it); a tile carried off it. */
export type RackGesture = 'press' | 'reorder' | 'carry';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * What a press on a rack tile has become with the pointer at `at`: still a press near where
 * it started; out of the rack's row of tiles (`row`, give or take the margin) a carried tile
 * when carrying is allowed; otherwise a rearrangement. Asked afresh at every move, so a tile
 * carried back over the rack rearranges it again.
 */
export function rackGesture(start: Point, at: Point, row: Box, canCarry: boolean): RackGesture {
  if (Math.hypot(at.x - start.x, at.y - start.y) < DRAG_THRESHOLD_PX) return 'press';
  if (!canCarry) return 'reorder';
  const off =
    at.y < row.top - RACK_MARGIN_PX ||
    at.y > row.bottom + RACK_MARGIN_PX ||
    at.x < row.left - RACK_MARGIN_PX ||
    at.x > row.right + RACK_MARGIN_PX;
  return off ? 'carry' : 'reorder';
}

/** Where a carried tile lands (`drop`) and where it is drawn (`tile`, its centre). */
export interface CarryPoints {
  drop: Point;
  tile: Point;
}

/**
 * Where a tile carried by a pointer at `at` lands and is drawn: a mouse's or a pen's at the
 * pointer; a finger's lands on the square just above the fingertip, and is drawn above that
 * square, so the finger hides neither the tile nor the lit square.
 */
export function carryPoints(at: Point, pointerType: string): CarryPoints {
  if (pointerType !== 'touch') return { drop: at, tile: at };
  const drop = { x: at.x, y: at.y - TOUCH_DROP_LIFT_PX };
  return { drop, tile: { x: at.x, y: drop.y - TOUCH_TILE_LIFT_PX } };
}

/** The attribute a board square's button carries with its place ("r,c") (board-square.tsx). */
export const SQUARE_ATTR = 'data-square';
/** The rack's attribute (rack.tsx): a tile carried from the board and let go over it goes back. */
export const RACK_ATTR = 'data-rack';
/** Set on the square (or the rack) a carried tile would land on, to highlight it. */
export const DROP_TARGET_ATTR = 'data-drop-target';

export function squareAttr(square: Square): string {
  return `${square.r},${square.c}`;
}

/** The square an attribute value names ("3,7"), or null. */
export function parseSquareAttr(value: string | null | undefined): Square | null {
  const match = /^(\d+),(\d+)$/.exec(value ?? '');
  return match ? { r: Number(match[1]), c: Number(match[2]) } : null;
}

/** The element with `attr` under a viewport point (the carried tile itself lets the pointer through). */
export function targetAt(point: Point, attr: string): Element | null {
  if (typeof document === 'undefined') return null;
  return document.elementFromPoint(point.x, point.y)?.closest(`[${attr}]`) ?? null;
}

/** The board square under a viewport point, or null. */
export function squareAt(point: Point): Square | null {
  return parseSquareAttr(targetAt(point, SQUARE_ATTR)?.getAttribute(SQUARE_ATTR));
}

/**
 * Marks one element at a time as where the carried tile would land: `show` moves the mark
 * (null takes it away). The attribute is set outside React on purpose: the squares are
 * memoised, and a carry must not re-render the board at every move of the pointer.
 */
export function dropHighlighter(): { show(el: Element | null): void } {
  let current: Element | null = null;
  return {
    show(el) {
      if (el === current) return;
      current?.removeAttribute(DROP_TARGET_ATTR);
      el?.setAttribute(DROP_TARGET_ATTR, '');
      current = el;
    },
  };
}

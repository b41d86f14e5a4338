import { describe, expect, it } from 'vitest';
import {
  carryPoints,
  DRAG_THRESHOLD_PX,
  parseSquareAttr,
  RACK_MARGIN_PX,
  rackGesture,
  squareAttr,
  TOUCH_DROP_LIFT_PX,
  TOUCH_TILE_LIFT_PX,
} from '../src/lib/tile-drag';

// A rack row of tiles 48 px high, from x 100 to 460; a press on a tile's centre.
const row = { left: 100, top: 500, right: 460, bottom: 548 };
const start = { x: 124, y: 524 };

describe('rackGesture', () => {
  it('is a press until the pointer has moved past the threshold', () => {
    expect(rackGesture(start, start, row, true)).toBe('press');
    expect(rackGesture(start, { x: 124 + DRAG_THRESHOLD_PX - 1, y: 524 }, row, true)).toBe('press');
  });

  it('rearranges along the rack, wobbles up and down included', () => {
    expect(rackGesture(start, { x: 300, y: 524 }, row, true)).toBe('reorder');
    expect(rackGesture(start, { x: 300, y: row.top - RACK_MARGIN_PX }, row, true)).toBe('reorder');
  });

  it('carries the tile once the pointer leaves the row, upward to the board or to a side', () => {
    expect(rackGesture(start, { x: 124, y: row.top - RACK_MARGIN_PX - 1 }, row, true)).toBe(
      'carry',
    );
    expect(rackGesture(start, { x: 124, y: 200 }, row, true)).toBe('carry');
    expect(rackGesture(start, { x: row.left - RACK_MARGIN_PX - 1, y: 524 }, row, true)).toBe(
      'carry',
    );
    expect(rackGesture(start, { x: 124, y: row.bottom + RACK_MARGIN_PX + 1 }, row, true)).toBe(
      'carry',
    );
  });

  it('only rearranges when carrying is not allowed (an exchange, another player’s turn)', () => {
    expect(rackGesture(start, { x: 124, y: 200 }, row, false)).toBe('reorder');
  });
});

describe('carryPoints', () => {
  const at = { x: 200, y: 300 };

  it('lands and draws the tile at the pointer itself for a mouse or a pen', () => {
    expect(carryPoints(at, 'mouse')).toEqual({ drop: at, tile: at });
    expect(carryPoints(at, 'pen')).toEqual({ drop: at, tile: at });
  });

  it('lands a finger’s tile just above the fingertip, and draws it above that', () => {
    const { drop, tile } = carryPoints(at, 'touch');
    expect(drop).toEqual({ x: 200, y: 300 - TOUCH_DROP_LIFT_PX });
    expect(tile).toEqual({ x: 200, y: drop.y - TOUCH_TILE_LIFT_PX });
    // About a tile's height (48 px) apart: the drawn tile leaves the lit square in view.
    expect(TOUCH_TILE_LIFT_PX).toBeGreaterThanOrEqual(48);
  });
});

describe('square attributes', () => {
  it('names a square and reads it back', () => {
    expect(squareAttr({ r: 3, c: 7 })).toBe('3,7');
    expect(parseSquareAttr('3,7')).toEqual({ r: 3, c: 7 });
    expect(parseSquareAttr(squareAttr({ r: 10, c: 0 }))).toEqual({ r: 10, c: 0 });
  });

  it('reads nothing from a missing or malformed value', () => {
    expect(parseSquareAttr(null)).toBeNull();
    expect(parseSquareAttr(undefined)).toBeNull();
    expect(parseSquareAttr('')).toBeNull();
    expect(parseSquareAttr('3')).toBeNull();
    expect(parseSquareAttr('a,b')).toBeNull();
  });
});

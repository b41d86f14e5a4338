import { describe, expect, it } from 'vitest';
import {
  DRAG_THRESHOLD_PX,
  parseSquareAttr,
  RACK_MARGIN_PX,
  rackGesture,
  squareAttr,
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

import { describe, expect, it } from 'vitest';
import {
  applyOrder,
  dropSlot,
  indexAfterMove,
  isPermutation,
  moveTile,
  shuffleOrder,
  swapTiles,
} from '../src/lib/rack';

describe('rack order', () => {
  it('moves one tile and closes up the others', () => {
    expect(moveTile(5, 0, 3)).toEqual([1, 2, 3, 0, 4]);
    expect(moveTile(5, 4, 1)).toEqual([0, 4, 1, 2, 3]);
    expect(moveTile(3, 1, 1)).toEqual([0, 1, 2]);
    expect(moveTile(3, 1, 99)).toEqual([0, 2, 1]);
    expect(moveTile(3, 7, 0)).toEqual([0, 1, 2]);
  });

  it('swaps two tiles and leaves the others where they are', () => {
    expect(swapTiles(5, 1, 3)).toEqual([0, 3, 2, 1, 4]);
    expect(applyOrder([...'CRATE'], swapTiles(5, 0, 4)).join('')).toBe('ERATC');
    expect(swapTiles(3, 2, 2)).toEqual([0, 1, 2]);
    expect(swapTiles(3, 0, 9)).toEqual([0, 1, 2]);
  });

  it('applies an order to the tiles', () => {
    expect(applyOrder([...'CAT'], moveTile(3, 0, 2)).join('')).toBe('ATC');
  });

  it('follows a tile to its new place', () => {
    const order = moveTile(7, 2, 5);
    expect(indexAfterMove(2, order)).toBe(5);
    expect(indexAfterMove(3, order)).toBe(2);
  });

  it('shuffles into a permutation', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const order = shuffleOrder(7, random);
    expect(isPermutation(order, 7)).toBe(true);
    expect(isPermutation([0, 0, 1], 3)).toBe(false);
    expect(isPermutation([0, 1], 3)).toBe(false);
    expect(shuffleOrder(0)).toEqual([]);
  });

  it('drops a dragged tile on the nearest slot', () => {
    const centres = [20, 70, 120, 170];
    expect(dropSlot(centres, 0)).toBe(0);
    expect(dropSlot(centres, 100)).toBe(2);
    expect(dropSlot(centres, 1000)).toBe(3);
  });
});

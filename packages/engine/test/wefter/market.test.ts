import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/rng';
import {
  buyFromMarket,
  closeMarket,
  endTurnInMarket,
  marketPrice,
  type MarketState,
} from '../../src/wefter/market';

const market = (slots: string[], open = [true, true]): MarketState => ({
  slots,
  closed: false,
  open,
});
const rng = () => Rng.fromSeed('market', 2);

describe('Word Wefter: marketplace turnover', () => {
  it('prices are 1, 2, 3… left to right, and bought slots stay empty (prices hold) until the turn ends', () => {
    expect([0, 1, 2, 3, 4].map(marketPrice)).toEqual([1, 2, 3, 4, 5]);
    const bought = buyFromMarket(market(['A', 'B', 'C', 'D', 'E']), 0, [2], 10);
    expect(bought.ok && bought.market.slots).toEqual(['A', 'B', '', 'D', 'E']);
    expect(bought.ok && bought.purchase).toEqual({ slots: [2], tiles: 'C', cost: 3 });
    const again = bought.ok ? buyFromMarket(bought.market, 0, [3], 7) : undefined;
    expect(again?.ok && again.purchase.cost).toBe(4);
  });

  it('never below zero: a purchase costing more than the score is refused', () => {
    expect(buyFromMarket(market(['A', 'B']), 0, [0, 1], 2)).toMatchObject({ ok: false });
    expect(buyFromMarket(market(['A', 'B']), 0, [0, 1], 3)).toMatchObject({ ok: true });
  });

  it('the returned tile cannot come straight back: with an empty pool it is the only tile in it', () => {
    const turned = endTurnInMarket(market(['A', 'B', 'C', 'D', 'E']), '', 0, rng());
    expect(turned.market.slots).toEqual(['B', 'C', 'D', 'E']);
    expect(turned.bag).toBe('A');
  });

  it('no duplicate letters unless the pool has no others; a wild never enters', () => {
    const noDup = endTurnInMarket(market(['A', 'B', 'C', 'D', 'E']), '?BBF', 0, rng());
    expect(noDup.market.slots).toEqual(['B', 'C', 'D', 'E', 'F']);
    const onlyDup = endTurnInMarket(market(['A', 'B', 'C', 'D', 'E']), '?B', 0, rng());
    expect(onlyDup.market.slots).toEqual(['B', 'C', 'D', 'E', 'B']);
    expect(onlyDup.bag.split('').sort().join('')).toBe('?A');
  });

  it('R30: the refill takes a tile at random among the allowed ones; the others keep their places', () => {
    const added = new Set<string>();
    for (let n = 0; n < 30; n++) {
      const rng = Rng.fromSeed(`refill-${n}`, 2);
      const turned = endTurnInMarket(market(['A', 'B', 'C', 'D', 'E']), 'BBFGH', 0, rng);
      const tile = turned.market.slots[4]!;
      expect(['F', 'G', 'H']).toContain(tile);
      added.add(tile);
      // The bag is as it was without that tile, with the returned A mixed in somewhere.
      expect(turned.bag.replace('A', '')).toBe('BBFGH'.replace(tile, ''));
    }
    // Not always the first allowed tile from the front: which one tells nothing of the front.
    expect([...added].sort()).toEqual(['F', 'G', 'H']);
  });

  it('R30: games of rules versions 1 and 2 refill with the first allowed tile from the front', () => {
    for (let n = 0; n < 5; n++) {
      const rng = Rng.fromSeed(`refill-${n}`, 2);
      const turned = endTurnInMarket(market(['A', 'B', 'C', 'D', 'E']), 'BBFGH', 0, rng, false);
      expect(turned.market.slots[4]).toBe('F');
    }
  });

  it('closing puts the market tiles back into the pool and shows CLOSED (no more purchases)', () => {
    const closed = closeMarket(market(['A', 'B']), 'Z', rng());
    expect(closed.market).toMatchObject({ slots: [], closed: true });
    expect(closed.bag.split('').sort().join('')).toBe('ABZ');
    expect(buyFromMarket(closed.market, 0, [0], 10)).toMatchObject({ ok: false });
  });
});

/**
 * The panel's Oracle of a Word Wefter turn: the best plays by net of the rack and of
 * the rack plus affordable marketplace tiles, within the bots' bounds (one wild, no
 * rack wild with purchases), counted in full but never all kept.
 */
import { describe, expect, it } from 'vitest';
import { findTopMarketPlays } from '../../src/index';
import { byNet, findAllPlays, findPlaysWithMarket, type MarketPlay } from '../../src/oracle/index';
import { Rng } from '../../src/rng';
import { WEFTER } from '../../src/rulesets/wefter';
import { WORDRISE } from '../../src/rulesets/wordrise';
import { WILD, isWildOnBoard } from '../../src/tiles';
import { withPlainTilesOnly } from '../../src/wefter/pool';
import { FIXTURE_GRAPH } from './helpers/lexicons';
import { randomGameBoard, randomRack } from './helpers/positions';

const PLAIN = withPlainTilesOnly(WEFTER);
const brief = (plays: readonly MarketPlay[]) =>
  plays.map((p) => ({
    placements: p.placements,
    score: p.score,
    buy: p.buy,
    cost: p.cost,
    net: p.net,
  }));

describe('the best plays by net, with marketplace purchases', () => {
  it('are the first of every play ranked by net, and the count is every play', () => {
    const rng = Rng.fromSeed('market-top', 1);
    let purchases = 0;
    for (let k = 0; k < 8; k++) {
      const position = randomGameBoard(rng, FIXTURE_GRAPH, PLAIN, { moves: 1 + k });
      const wild = k % 2 === 1;
      const rack = randomRack(rng, PLAIN, 4) + (wild ? WILD : '');
      const slots = [...randomRack(rng, PLAIN, 5)];
      if (k % 3 === 0) slots[2] = '';
      const offer = { slots, budget: 2 + k };
      // Within the bounds: a wild on the rack is not combined with purchases.
      const every = byNet(findPlaysWithMarket(position, rack, offer, FIXTURE_GRAPH, WEFTER)).filter(
        (p) => p.cost === 0 || !p.placements.some((t) => isWildOnBoard(t.letter)),
      );
      for (const limit of [1, 7, 1000]) {
        const top = findTopMarketPlays(position, rack, offer, FIXTURE_GRAPH, WEFTER, limit);
        expect(top.count).toBe(every.length);
        expect(brief(top.plays)).toEqual(brief(every.slice(0, limit)));
      }
      purchases += every.filter((p) => p.cost > 0).length;
    }
    expect(purchases).toBeGreaterThan(20);
  });

  it('without a marketplace are the plain Oracle’s best plays', () => {
    const rng = Rng.fromSeed('market-top', 2);
    const position = randomGameBoard(rng, FIXTURE_GRAPH, WORDRISE, { moves: 4 });
    const rack = randomRack(rng, WORDRISE, 7);
    const plain = findAllPlays(position, rack, FIXTURE_GRAPH, WORDRISE, 20);
    const top = findTopMarketPlays(position, rack, null, FIXTURE_GRAPH, WORDRISE, 20);
    expect(top.count).toBe(plain.count);
    expect(top.plays.map((p) => p.placements)).toEqual(plain.plays.map((p) => p.placements));
    expect(top.plays.every((p) => p.cost === 0 && p.buy.length === 0)).toBe(true);
  });
});

/**
 * Plays that need a marketplace purchase (Word Wefter): every play of the rack plus
 * affordable slots, marked with the cheapest slots that supply what the rack lacks
 * (slot k costs k + 1, total within the seat's score), ranked by points then cost.
 */
import { describe, expect, it } from 'vitest';
import { emptyBoard, withTiles, type Board } from '../../src/board';
import { judgePlay } from '../../src/judge';
import {
  AllPlays,
  Oracle,
  byNet,
  cheapestPurchase,
  findPlaysWithMarket,
  findStatePlays,
  marketOfferFor,
  type MarketOffer,
} from '../../src/oracle/index';
import { Rng } from '../../src/rng';
import { WEFTER } from '../../src/rulesets/wefter';
import { withPlainTilesOnly } from '../../src/wefter/pool';
import { mustNewGame } from '../helpers/game';
import { playKey } from './helpers/brute-force';
import { FIXTURE_GRAPH, graphOf } from './helpers/lexicons';
import { randomGameBoard, randomRack } from './helpers/positions';

const PLAIN = withPlainTilesOnly(WEFTER);

describe('plays that need a marketplace purchase', () => {
  it('buys the cheapest slots holding what the rack lacks, within the budget', () => {
    const offer: MarketOffer = { slots: ['E', 'X', 'E', '', 'S'], budget: 5 };
    expect(cheapestPurchase('AB', 'AB', offer)).toEqual({ buy: [], cost: 0 });
    expect(cheapestPurchase('AB', 'ABE', offer)).toEqual({ buy: [0], cost: 1 });
    expect(cheapestPurchase('AB', 'EAEB', offer)).toEqual({ buy: [0, 2], cost: 4 });
    expect(cheapestPurchase('AB', 'ABS', offer)).toEqual({ buy: [4], cost: 5 });
    expect(cheapestPurchase('AB', 'ABES', offer)).toBeNull(); // 1 + 5 > 5
    expect(cheapestPurchase('AB', 'ABZ', offer)).toBeNull(); // not on offer
    expect(cheapestPurchase('AB', 'ABE', null)).toBeNull();
  });

  it('lists CATS with the S bought when the score affords it, and ranks by points then cost', () => {
    const words = graphOf(['CAT', 'CATS', 'AT', 'AS']);
    const board: Board = withTiles(emptyBoard(11), [
      { r: 5, c: 5, letter: 'A' },
      { r: 5, c: 6, letter: 'T' },
    ]);
    const position = { board, firstPlay: false };
    const offer = { slots: ['X', 'S', 'Q', '', 'E'], budget: 2 };
    const plays = findPlaysWithMarket(position, 'C', offer, words, WEFTER);
    const cats = plays.find((p) => p.words[0]?.word === 'CATS');
    expect(cats).toMatchObject({ buy: [1], cost: 2, tiles: 'CS' });
    expect(cats?.net).toBe((cats?.score ?? 0) - 2);
    expect(plays.find((p) => p.words[0]?.word === 'CAT')).toMatchObject({ buy: [], cost: 0 });
    for (let k = 1; k < plays.length; k++) {
      const [a, b] = [plays[k - 1]!, plays[k]!];
      expect(a.score > b.score || (a.score === b.score && a.cost <= b.cost)).toBe(true);
    }
    expect(byNet(plays).map((p) => p.net)).toEqual(plays.map((p) => p.net).sort((x, y) => y - x));
    // One point short: no CATS.
    const poorer = findPlaysWithMarket(position, 'C', { ...offer, budget: 1 }, words, WEFTER);
    expect(poorer.some((p) => p.words[0]?.word === 'CATS')).toBe(false);
  });

  it('equals, play by play, the cheapest of the searches over every affordable set of slots', () => {
    const rng = Rng.fromSeed('market-plays', 1);
    const oracle = new Oracle(FIXTURE_GRAPH, WEFTER);
    let purchases = 0;
    for (let k = 0; k < 8; k++) {
      const position = randomGameBoard(rng, FIXTURE_GRAPH, PLAIN, { moves: 1 + k });
      const rack = randomRack(rng, PLAIN, 3) + (k % 2 ? '?' : '');
      const slots = [...randomRack(rng, PLAIN, 5)];
      if (k % 3 === 0) slots[2] = '';
      const offer = { slots, budget: 2 + k };
      const expected = new Map<string, number>();
      for (let mask = 0; mask < 32; mask++) {
        const chosen = slots.flatMap((t, s) => ((mask >> s) & 1 && t !== '' ? [s] : []));
        if (chosen.length !== [...Array(5).keys()].filter((s) => (mask >> s) & 1).length) continue;
        const cost = chosen.reduce((n, s) => n + s + 1, 0);
        if (cost > offer.budget) continue;
        const all = new AllPlays();
        oracle.generate(position, rack + chosen.map((s) => slots[s]).join(''), all);
        for (const play of all.plays()) {
          const key = playKey(play.placements);
          if ((expected.get(key) ?? Infinity) > cost) expected.set(key, cost);
        }
      }
      const plays = findPlaysWithMarket(position, rack, offer, FIXTURE_GRAPH, WEFTER);
      expect(new Map(plays.map((p) => [playKey(p.placements), p.cost]))).toEqual(expected);
      expect(plays.length).toBe(expected.size);
      for (const play of plays) {
        const bought = play.buy.map((s) => slots[s]).join('');
        expect(play.cost).toBe(play.buy.reduce((n, s) => n + s + 1, 0));
        expect(
          judgePlay(position.board, play.placements, WEFTER, FIXTURE_GRAPH, {
            firstPlay: position.firstPlay,
            rack: rack + bought,
          }),
        ).toMatchObject({ ok: true, score: play.score });
        if (play.cost > 0) purchases++;
      }
    }
    expect(purchases).toBeGreaterThan(20);
  });

  it('from a game state: the seat to move, its score and its market (Opening soon, closed)', () => {
    const state = mustNewGame({ ruleset: 'wefter', seed: 'market-state', players: 2 });
    expect(marketOfferFor(state)).toBeNull(); // Opening soon, and no points yet
    const market = state.market!;
    const open = {
      ...state,
      market: { ...market, open: [true, true] },
      players: state.players.map((p) => ({ ...p, score: 6 })),
    };
    expect(marketOfferFor(open)).toEqual({ slots: market.slots, budget: 6 });
    expect(marketOfferFor({ ...open, market: { ...open.market, closed: true } })).toBeNull();
    const lexicon = graphOf(['AT', 'TA', 'ATE', 'EAT', 'TEA']);
    const plays = findStatePlays(open, lexicon, WEFTER);
    const rack = open.players[open.toMove]!.rack;
    const without = new AllPlays();
    new Oracle(lexicon, WEFTER).generate(open, rack, without);
    expect(plays.filter((p) => p.cost === 0).length).toBe(without.count);
    expect(plays.every((p) => p.cost <= 6)).toBe(true);
  });
});

/**
 * Word Wefter: the plays a seat can make with its rack plus tiles it could buy from
 * the marketplace this turn. One Oracle search over the rack and every slot the
 * seat can afford; each play that needs tiles beyond the rack is marked with the
 * cheapest slots that supply them (slot k costs k + 1) and kept only when their
 * total cost is within the seat's score. Pure, like the Oracle.
 */
import type { Ruleset } from '../ruleset';
import type { GameState } from '../state';
import { marketPrice } from '../wefter/market';
import type { WordGraph } from '../wordgraph';
import { oracleFor } from './index';
import { AllPlays } from './recorders';
import type { OraclePosition, Play } from './types';

/** What a seat may buy this turn: the slots (`""` = bought already) and its budget. */
export interface MarketOffer {
  readonly slots: readonly string[];
  /** The seat's finalised score: purchases may cost at most this. */
  readonly budget: number;
}

/** A play with the purchase it needs (`buy: []`, `cost: 0` when the rack suffices). */
export interface MarketPlay extends Play {
  /** Marketplace slots to buy first (the `buy` of the play action), ascending. */
  readonly buy: readonly number[];
  /** Their total price. */
  readonly cost: number;
  /** Points after paying: `score - cost`. */
  readonly net: number;
}

/**
 * The offer open to `seat` (default: the seat to move) in a game state: null when the
 * game has no market, it is closed, it has not opened for the seat yet ("Opening
 * soon") or the seat has no points to spend.
 */
export function marketOfferFor(state: GameState, seat = state.toMove): MarketOffer | null {
  const market = state.market;
  const budget = state.players[seat]?.score ?? 0;
  if (!market || market.closed || !market.open[seat] || budget < 1) return null;
  return { slots: market.slots, budget };
}

/**
 * The cheapest slots that supply the tiles of `tiles` the rack lacks, or null when
 * the offer cannot (a tile not on offer, or more than the budget). The cheapest
 * per tile kind is the cheapest overall, as prices add up.
 */
export function cheapestPurchase(
  rack: string,
  tiles: string,
  offer: MarketOffer | null,
): { readonly buy: number[]; readonly cost: number } | null {
  const left = [...rack];
  const missing: string[] = [];
  for (const tile of tiles) {
    const at = left.indexOf(tile);
    if (at >= 0) left.splice(at, 1);
    else missing.push(tile);
  }
  if (missing.length === 0) return { buy: [], cost: 0 };
  if (!offer) return null;
  const taken = new Set<number>();
  let cost = 0;
  for (const tile of missing) {
    const slot = offer.slots.findIndex((t, k) => t === tile && !taken.has(k));
    if (slot < 0) return null;
    taken.add(slot);
    cost += marketPrice(slot);
  }
  if (cost > offer.budget) return null;
  return { buy: [...taken].sort((a, b) => a - b), cost };
}

/**
 * Every legal play of `rack`, and of `rack` plus tiles the seat can afford from
 * `offer` (null: the rack alone), each with its purchase. Ranked by points
 * (`score`, descending), then the cheaper purchase, then the Oracle's contract
 * order; `net` (points after the cost) is on every play for callers that rank by it
 * (`byNet`).
 */
export function findPlaysWithMarket(
  position: OraclePosition,
  rack: string,
  offer: MarketOffer | null,
  lexicon: WordGraph,
  ruleset: Ruleset,
): MarketPlay[] {
  let extra = '';
  if (offer) {
    for (const [k, tile] of offer.slots.entries()) {
      if (tile !== '' && marketPrice(k) <= offer.budget) extra += tile;
    }
  }
  const all = new AllPlays();
  oracleFor(lexicon, ruleset).generate(position, rack + extra, all);
  const plays: MarketPlay[] = [];
  for (const play of all.plays()) {
    const purchase = cheapestPurchase(rack, play.tiles, offer);
    if (!purchase) continue;
    plays.push({
      ...play,
      buy: purchase.buy,
      cost: purchase.cost,
      net: play.score - purchase.cost,
    });
  }
  // Stable: equal score and cost keep the contract order.
  return plays.sort((a, b) => b.score - a.score || a.cost - b.cost);
}

/** The same plays ranked by points after paying (`net`), then by points. */
export function byNet(plays: readonly MarketPlay[]): MarketPlay[] {
  return [...plays].sort((a, b) => b.net - a.net || b.score - a.score);
}

/**
 * The state-level entry: every play of the seat to move, with the purchases its
 * score allows (its market open and not closed), ranked as `findPlaysWithMarket`.
 */
export function findStatePlays(
  state: GameState,
  lexicon: WordGraph,
  ruleset: Ruleset,
): MarketPlay[] {
  const player = state.players[state.toMove];
  if (!player || state.status !== 'playing') return [];
  return findPlaysWithMarket(state, player.rack, marketOfferFor(state), lexicon, ruleset);
}

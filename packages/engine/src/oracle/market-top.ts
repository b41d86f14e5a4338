/**
 * The Oracle of a turn as a player's panel shows it: the best `limit` plays of the
 * rack and of the rack plus the tiles the seat can afford from the marketplace,
 * ranked by points after paying (`net`), and the number of plays found. It covers
 * the bots' searches (`wefterSearches`: one wild and one blank of the rack at most,
 * no rack wild with purchases) and never holds every play: a rack with a wild and a
 * few purchasable tiles has far too many to keep (`findPlaysWithMarket` keeps them all).
 * With no marketplace and plain tiles it is the plain Oracle's top `limit`.
 */
import { removeTiles, wefterSearches, type WefterSearch } from '../bots/wefter';
import type { Ruleset } from '../ruleset';
import type { WordGraph } from '../wordgraph';
import { oracleFor } from './index';
import { cheapestPurchase, type MarketOffer, type MarketPlay } from './market-plays';
import { PlayStore } from './store';
import type { FoundPlay, OraclePosition, Recorder, SearchContext } from './types';

export interface TopMarketPlays {
  /** The plays found (a play the rack alone makes counted once). */
  readonly count: number;
  /** The best `limit`: net, then points, then the Oracle's contract order. */
  readonly plays: MarketPlay[];
}

export function findTopMarketPlays(
  position: OraclePosition,
  rack: string,
  offer: MarketOffer | null,
  lexicon: WordGraph,
  ruleset: Ruleset,
  limit: number,
): TopMarketPlays {
  const oracle = oracleFor(lexicon, ruleset);
  const top = new TopByNet(rack, limit);
  for (const search of wefterSearches(rack, offer)) {
    top.searching(search);
    oracle.generate(position, search.tiles, top);
  }
  return { count: top.count, plays: top.plays() };
}

interface Kept {
  readonly index: number;
  readonly net: number;
  readonly buy: readonly number[];
  readonly cost: number;
}

/**
 * Counts the plays of one or more searches of the same position and keeps the `n`
 * best by net in one store (so plays of different searches compare in the contract
 * order). Every play is counted, so no branch is skipped.
 */
class TopByNet implements Recorder {
  readonly usesThreshold = false;
  readonly minScore = -Infinity;
  count = 0;
  private readonly store = new PlayStore();
  private kept: Kept[] = [];
  private started = false;
  private search: WefterSearch = { tiles: '', offer: null };

  constructor(
    private readonly rack: string,
    private readonly n: number,
  ) {
    if (!Number.isInteger(n) || n < 1)
      throw new RangeError(`the Oracle keeps a positive whole number of plays, not ${n}`);
  }

  /** The next search's tiles and offer (its plays are priced against the rack). */
  searching(search: WefterSearch): void {
    this.search = search;
  }

  begin(context: SearchContext): void {
    // The same board every search: the store (and the plays kept) carry over.
    if (this.started) return;
    this.started = true;
    this.store.reset(context.board);
  }

  record(play: FoundPlay): void {
    const { tiles, offer } = this.search;
    const placed = removeTiles(tiles, play.leave());
    const purchase = cheapestPurchase(this.rack, placed, offer);
    if (!purchase) return;
    // A purchase search meets the rack's own plays again: they came with the first.
    if (offer && purchase.cost === 0) return;
    this.count++;
    const net = play.score - purchase.cost;
    const kept = this.kept;
    const worst = kept[kept.length - 1];
    if (kept.length === this.n && worst && net < worst.net) return;
    const entry = { index: play.copyTo(this.store), net, ...purchase };
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(kept[mid] as Kept, entry) <= 0) lo = mid + 1;
      else hi = mid;
    }
    if (lo >= this.n) {
      this.store.dropLast();
      return;
    }
    kept.splice(lo, 0, entry);
    if (kept.length > this.n) kept.pop();
  }

  private compare(a: Kept, b: Kept): number {
    const store = this.store;
    return (
      b.net - a.net ||
      store.score(b.index) - store.score(a.index) ||
      store.compare(a.index, b.index)
    );
  }

  plays(): MarketPlay[] {
    return this.kept.map(({ index, net, buy, cost }) => ({
      ...this.store.play(index),
      buy,
      cost,
      net,
    }));
  }
}

/**
 * The analysis of a turn in a game with a marketplace (Word Wefter): every play of the
 * mover's rack, and of the rack plus the tiles the seat could afford, valued by its
 * points after paying (`net`). It covers the same searches as the bots
 * (`wefterSearches`: one wild and one blank of the rack at most), and keeps counts and
 * the best play only, never the whole list: a rack with a wild and a few purchasable
 * tiles has far too many plays to hold.
 */
import { removeTiles, wefterSearches } from '../bots/wefter';
import { cheapestPurchase, oracleFor, type MarketOffer, type Play } from '../oracle/index';
import { BestByEquity } from '../oracle/recorders';
import type { FoundPlay, OraclePosition, Recorder, SearchContext } from '../oracle/types';
import type { Ruleset } from '../ruleset';
import type { WordGraph } from '../wordgraph/index';

/** What an analysis needs of the plays of a rack (without a marketplace too: analyse.ts). */
export interface RackTally {
  /** The plays found (a play the rack alone makes counted once). */
  readonly count: number;
  /** How many of them are worth more than `playedNet`. */
  readonly better: number;
  /** The best by net, its `score` the net; null when there is no play. */
  readonly best: Play | null;
  /** One of the plays is the played move (`isPlayed`). */
  readonly found: boolean;
}

/** What the mover did: its net worth, and for a play its points and the test that finds it. */
export interface PlayedMove {
  readonly net: number;
  /** A play's points before paying (null: not a play). */
  readonly score: number | null;
  readonly isPlayed: (play: Play) => boolean;
}

export function tallyMarketPlays(
  position: OraclePosition,
  rack: string,
  offer: MarketOffer | null,
  lexicon: WordGraph,
  ruleset: Ruleset,
  played: PlayedMove,
): RackTally {
  const oracle = oracleFor(lexicon, ruleset);
  let count = 0;
  let better = 0;
  let found = false;
  let best: { play: Play; net: number } | null = null;
  for (const search of wefterSearches(rack, offer)) {
    const tally = new NetTally(rack, search.tiles, search.offer, played);
    oracle.generate(position, search.tiles, tally);
    count += tally.count;
    better += tally.better;
    found ||= tally.found;
    const top = tally.best();
    if (top && (!best || top.net > best.net)) best = top;
  }
  return { count, better, best: best && { ...best.play, score: best.net }, found };
}

/** Counts the plays of one search by net value and keeps the best (ties: contract order). */
class NetTally implements Recorder {
  readonly usesThreshold = false;
  readonly minScore = -Infinity;
  count = 0;
  better = 0;
  found = false;
  private net = 0;
  private readonly top = new BestByEquity(() => this.net);

  constructor(
    private readonly rack: string,
    private readonly tiles: string,
    private readonly offer: MarketOffer | null,
    private readonly played: PlayedMove,
  ) {}

  begin(context: SearchContext): void {
    this.top.begin(context);
  }

  record(play: FoundPlay): void {
    const placed = removeTiles(this.tiles, play.leave());
    const purchase = cheapestPurchase(this.rack, placed, this.offer);
    if (!purchase) return;
    // A purchase search meets the rack's own plays again: they were counted in the first.
    if (this.offer && purchase.cost === 0) return;
    this.count++;
    this.net = play.score - purchase.cost;
    if (this.net > this.played.net) this.better++;
    // Only a play of the played move's points can be it (building it allocates). Not its net:
    // the player may have paid more than the cheapest purchase of the same tiles.
    if (!this.found && play.score === this.played.score)
      this.found = this.played.isPlayed(play.toPlay());
    this.top.record(play);
  }

  best(): { play: Play; net: number } | null {
    const play = this.top.best();
    return play ? { play, net: this.top.value } : null;
  }
}

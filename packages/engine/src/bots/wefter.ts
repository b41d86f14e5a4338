/**
 * Bots in Word Wefter (a ruleset with a marketplace). `greedy` and `champion` value
 * each play by points − cost (+ the leave's value for `champion`, which then weighs
 * the opponent's best reply: `wefter-champion.ts`), over the plays of the rack and of
 * the rack plus the tiles they can afford from the marketplace, so they buy exactly
 * when it pays; every level plays wild, blank and rainbow tiles, which the Oracle
 * lists like any other.
 *
 * Bounded work: a search of wild tiles is exact and unpruned, and the plays grow
 * about 26-fold per wild, so a bot searches with at most one wild and one blank of
 * its rack (the rest wait for a later turn), and looks at purchases with the rack's
 * other tiles only (no wild in the same search).
 */
import type { Action } from '../actions';
import { cheapestPurchase, type MarketOffer } from '../oracle/market-plays';
import { oracleFor } from '../oracle/index';
import { BestByEquity } from '../oracle/recorders';
import type { FoundPlay, Play } from '../oracle/types';
import { BLANK, WILD, letterOf } from '../tiles';
import type { WordGraph } from '../wordgraph';
import type { BotInput } from './input';
import { leaveValue, type LeaveModel } from './leave';
import { leavesFor } from './leave-tables';

/**
 * What a kept wild and a kept blank are worth (points): a wild scores nothing
 * itself but fits any word; a blank only splits words. Rainbow tiles count as
 * their letter (doubling a word is already in the play's score).
 */
const WILD_LEAVE = 3;
const BLANK_LEAVE = 0;

/** The value of the tiles kept (WordRise's learned letter values; see above for the rest). */
export function wefterLeaveValue(model: LeaveModel, kept: string): number {
  const counts = new Uint8Array(26);
  let extra = 0;
  for (const tile of kept) {
    if (tile === WILD) extra += WILD_LEAVE;
    else if (tile === BLANK) extra += BLANK_LEAVE;
    else {
      const i = letterOf(tile).charCodeAt(0) - 65;
      if (i >= 0 && i < 26) counts[i] = (counts[i] ?? 0) + 1;
    }
  }
  return leaveValue(model, counts) + extra;
}

/** `rack` without `tiles` (each removed once; tiles it lacks are ignored). */
export function removeTiles(rack: string, tiles: string): string {
  let left = rack;
  for (const t of tiles) {
    const at = left.indexOf(t);
    if (at >= 0) left = left.slice(0, at) + left.slice(at + 1);
  }
  return left;
}

/** The rack a bot searches: at most one wild and one blank (see above). */
export function searchRack(rack: string): string {
  let out = '';
  for (const tile of rack) {
    if ((tile === WILD || tile === BLANK) && out.includes(tile)) continue;
    out += tile;
  }
  return out;
}

/**
 * How a bot values a play found searching `searched` (the rack, or the rack with market
 * tiles): points − the cheapest purchase it needs + `leaveWeight` × the kept tiles' value;
 * −Infinity when it needs tiles the seat cannot buy.
 */
export function wefterValueOf(search: {
  rack: string;
  searched: string;
  offer: MarketOffer | null;
  model: LeaveModel;
  leaveWeight: number;
}): (play: FoundPlay) => number {
  const { rack, searched, offer, model, leaveWeight } = search;
  return (play) => {
    // The tiles placed: what the search's rack lost.
    const placed = removeTiles(searched, play.leave());
    const purchase = cheapestPurchase(rack, placed, offer);
    if (!purchase) return -Infinity;
    const kept = removeTiles(rack, placed);
    const leave = leaveWeight === 0 ? 0 : leaveWeight * wefterLeaveValue(model, kept);
    return play.score - purchase.cost + leave;
  };
}

/** A play with the purchase it needs. */
export interface BotPlay {
  readonly play: Play;
  readonly buy: readonly number[];
  readonly cost: number;
  /** Its value: points − cost + weight × leave. */
  readonly value: number;
}

/**
 * The best play by points − cost + `leaveWeight` × the leave's value (0: greedy), or
 * null when there is none: one search of the bot's rack, and, when it may buy, one of
 * its rack without wilds plus every slot it can afford.
 */
export function bestWefterPlay(
  input: BotInput,
  lexicon: WordGraph,
  leaveWeight: number,
): BotPlay | null {
  const model = leavesFor(input.ruleset.key);
  const oracle = oracleFor(lexicon, input.ruleset);
  const rack = input.rack;
  const search = (tiles: string, offer: MarketOffer | null): BotPlay | null => {
    const recorder = new BestByEquity(
      wefterValueOf({ rack, searched: tiles, offer, model, leaveWeight }),
    );
    oracle.generate(input, tiles, recorder);
    const play = recorder.best();
    if (!play || recorder.value === -Infinity) return null;
    const purchase = cheapestPurchase(rack, play.tiles, offer);
    if (!purchase) return null;
    return { play, buy: purchase.buy, cost: purchase.cost, value: recorder.value };
  };
  let best: BotPlay | null = null;
  for (const { tiles, offer } of wefterSearches(rack, input.market)) {
    const found = search(tiles, offer);
    if (found && (!best || found.value > best.value)) best = found;
  }
  return best;
}

/** One search of a Word Wefter turn: the tiles searched and the offer purchases come from. */
export interface WefterSearch {
  readonly tiles: string;
  /** null: the rack alone, nothing bought. */
  readonly offer: MarketOffer | null;
}

/**
 * The searches that cover a Word Wefter turn within the bounds above (bots and the
 * analysis share them): the rack (one wild, one blank at most), then, when the seat
 * can buy, the rack without its wilds plus every tile it can afford.
 */
export function wefterSearches(rack: string, offer: MarketOffer | null): WefterSearch[] {
  const searched = searchRack(rack);
  const searches: WefterSearch[] = [{ tiles: searched, offer: null }];
  if (!offer) return searches;
  let extra = '';
  for (const [k, tile] of offer.slots.entries())
    if (tile !== '' && k + 1 <= offer.budget) extra += tile;
  if (extra !== '') searches.push({ tiles: searched.replaceAll(WILD, '') + extra, offer });
  return searches;
}

/** The action of a play with its purchase. */
export function wefterPlayAction(input: BotInput, best: BotPlay): Action {
  return best.buy.length > 0
    ? { type: 'play', seat: input.seat, placements: best.play.placements, buy: best.buy }
    : { type: 'play', seat: input.seat, placements: best.play.placements };
}

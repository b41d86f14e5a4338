/**
 * The Oracle: every legal play for a rack on a board, with full scores, ranked.
 * One generator (`Oracle.generate`) and pluggable recorders (all plays, top N,
 * best by equity). Pure: no I/O; see README.md for the algorithm and figures.
 */
import type { Ruleset } from '../ruleset';
import type { WordGraph } from '../wordgraph';
import { Oracle } from './generator';
import {
  AllPlays,
  BestByEquity,
  TopN,
  bestByScore,
  type EquityFn,
  type EquityOptions,
} from './recorders';
import type { OraclePosition, Play, Recorder } from './types';

export { Oracle, OracleInputError } from './generator';
export {
  AllPlays,
  BestByEquity,
  CountPlays,
  TopN,
  bestByScore,
  type EquityFn,
  type EquityOptions,
} from './recorders';
export { PlayStore } from './store';
export { nobodyCanPlay } from './nobody-can-play';
export {
  byNet,
  cheapestPurchase,
  findPlaysWithMarket,
  findStatePlays,
  marketOfferFor,
  type MarketOffer,
  type MarketPlay,
} from './market-plays';
export type { FoundPlay, OraclePosition, Play, Recorder, SearchContext } from './types';

const oracles = new WeakMap<WordGraph, WeakMap<Ruleset, Oracle>>();

/** The cached generator for this word graph and ruleset (its scratch buffers are reused). */
export function oracleFor(lexicon: WordGraph, ruleset: Ruleset): Oracle {
  let byRuleset = oracles.get(lexicon);
  if (!byRuleset) {
    byRuleset = new WeakMap();
    oracles.set(lexicon, byRuleset);
  }
  let oracle = byRuleset.get(ruleset);
  if (!oracle) {
    oracle = new Oracle(lexicon, ruleset);
    byRuleset.set(ruleset, oracle);
  }
  return oracle;
}

/** Offer every legal play of `rack` on `position` to `recorder`. */
export function generatePlays(
  position: OraclePosition,
  rack: string,
  lexicon: WordGraph,
  ruleset: Ruleset,
  recorder: Recorder,
): void {
  oracleFor(lexicon, ruleset).generate(position, rack, recorder);
}

/** Every legal play, best first, and their number (`limit` keeps the first plays only). */
export function findAllPlays(
  position: OraclePosition,
  rack: string,
  lexicon: WordGraph,
  ruleset: Ruleset,
  limit = Infinity,
): { count: number; plays: Play[] } {
  const recorder = new AllPlays();
  generatePlays(position, rack, lexicon, ruleset, recorder);
  return { count: recorder.count, plays: recorder.plays(limit) };
}

/** The `n` best plays, best first. */
export function findTopPlays(
  position: OraclePosition,
  rack: string,
  lexicon: WordGraph,
  ruleset: Ruleset,
  n: number,
): Play[] {
  const recorder = new TopN(n);
  generatePlays(position, rack, lexicon, ruleset, recorder);
  return recorder.plays();
}

/** The best play by score, or by `equity` when given; null when there is none. */
export function findBestPlay(
  position: OraclePosition,
  rack: string,
  lexicon: WordGraph,
  ruleset: Ruleset,
  equity?: EquityFn,
  options?: EquityOptions,
): Play | null {
  const recorder = equity ? new BestByEquity(equity, options) : bestByScore();
  generatePlays(position, rack, lexicon, ruleset, recorder);
  return recorder.best();
}

/**
 * One Oracle search, as a worker thread runs it (see pool.ts). The word graph is
 * loaded once per thread, on the thread's first search.
 */
import { threadId } from 'node:worker_threads';
import {
  DEFAULT_RULESET_KEY,
  emptyBoard,
  findTopMarketPlays,
  getRuleset,
  type MarketOffer,
  type OraclePosition,
} from '@wordrise/engine';
import { serverLexicon } from '@wordrise/games';

export interface OracleTask {
  readonly position: OraclePosition;
  readonly rack: string;
  readonly ruleset: string;
  /** Word Wefter: what the seat may buy this turn (public); null or absent when it may not. */
  readonly offer?: MarketOffer | null;
  /** How many of the best plays to keep (the count stays the full number). */
  readonly limit: number;
}

/** What the game page shows of a play. */
export interface OraclePlay {
  /** A wild tile is placed as the lower-case letter it stands for. */
  placements: { r: number; c: number; letter: string }[];
  score: number;
  /** Marketplace slots (0-based) to buy with the play: the move's `buy`; [] for none. */
  buy: number[];
  /** Their total price; `score - cost` is what the play is worth (the ranking). */
  cost: number;
  bonus: number;
  /** Main word first; `start` is its first square (0-based), read `direction`. */
  words: {
    word: string;
    score: number;
    start: { r: number; c: number };
    direction: 'across' | 'down';
  }[];
}

export interface OracleAnswer {
  /** Every legal play's number. */
  count: number;
  /** The best `limit` by points after paying, best first. */
  plays: OraclePlay[];
  /** The thread that searched (for tests: never the request thread). */
  threadId: number;
}

export function search(task: OracleTask): OracleAnswer {
  const ruleset = getRuleset(task.ruleset);
  if (!ruleset) throw new Error(`unknown ruleset ${task.ruleset}`);
  // The bots' bounded searches (one wild, one blank, no wild with purchases), best
  // `limit` kept: a wild and a few purchasable tiles make far too many plays to hold.
  const { count, plays } = findTopMarketPlays(
    task.position,
    task.rack,
    task.offer ?? null,
    serverLexicon(ruleset.wordList),
    ruleset,
    task.limit,
  );
  return {
    count,
    plays: plays.map(({ placements, score, words, bonus, buy, cost }) => ({
      placements: placements.map(({ r, c, letter }) => ({ r, c, letter })),
      score,
      buy: [...buy],
      cost,
      bonus,
      words: words.map(({ word, score: points, start, direction }) => ({
        word,
        score: points,
        start: { r: start.r, c: start.c },
        direction,
      })),
    })),
    threadId,
  };
}

/**
 * Readies a thread before anyone asks (pool.ts `warm`): the thread has loaded its code,
 * and this loads the default ruleset's word graph and runs one search, so the first
 * player to open the Oracle waits for the search alone (~1.8 s cold, here).
 */
export function warm(): number {
  const ruleset = getRuleset(DEFAULT_RULESET_KEY);
  if (!ruleset) throw new Error(`unknown ruleset ${DEFAULT_RULESET_KEY}`);
  const position = { board: emptyBoard(ruleset.board.size), firstPlay: true };
  return search({ position, rack: 'AEINRST', ruleset: ruleset.key, limit: 1 }).count;
}

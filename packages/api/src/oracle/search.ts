/**
 * One Oracle search, as a worker thread runs it (see pool.ts). The word graph is
 * loaded once per thread, on the thread's first search.
 */
import { threadId } from 'node:worker_threads';
import { findAllPlays, getRuleset, type OraclePosition } from '@wordrise/engine';
import { serverLexicon } from '@wordrise/games';

export interface OracleTask {
  readonly position: OraclePosition;
  readonly rack: string;
  readonly ruleset: string;
  /** How many of the best plays to keep (the count stays the full number). */
  readonly limit: number;
}

/** What the game page shows of a play. */
export interface OraclePlay {
  placements: { r: number; c: number; letter: string }[];
  score: number;
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
  /** The best `limit`, best first. */
  plays: OraclePlay[];
  /** The thread that searched (for tests: never the request thread). */
  threadId: number;
}

export function search(task: OracleTask): OracleAnswer {
  const ruleset = getRuleset(task.ruleset);
  if (!ruleset) throw new Error(`unknown ruleset ${task.ruleset}`);
  const { count, plays } = findAllPlays(
    task.position,
    task.rack,
    serverLexicon(ruleset.wordList),
    ruleset,
    task.limit,
  );
  return {
    count,
    plays: plays.map(({ placements, score, words, bonus }) => ({
      placements: placements.map(({ r, c, letter }) => ({ r, c, letter })),
      score,
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

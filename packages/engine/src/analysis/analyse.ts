/**
 * The Oracle's analysis of a finished (or running) game, move by move: for each
 * turn, every legal play of the mover's rack on the board before the move, and
 * where the move stands among them. Pure: the API, the worker (which stores it)
 * and the command line (`wordrise analyse`) all use this code.
 */
import { inputError, type RuleError } from '../errors';
import type { GameEvent, PlayEvent } from '../events';
import { findAllPlays, marketOfferFor, type Play } from '../oracle/index';
import { tallyMarketPlays, type PlayedMove, type RackTally } from './market-search';
import type { Placement } from '../placement';
import { gameFromRecord, type GameRecord } from '../record';
import { replayStates } from '../replay';
import { err, ok, type Result } from '../result';
import { getRuleset } from '../rulesets/index';
import type { GameState } from '../state';
import type { WordGraph } from '../wordgraph/index';

/** A play, judged against every legal play of the rack. */
export interface PlayAnalysis {
  readonly move: number;
  readonly seat: number;
  readonly type: 'play';
  readonly playedScore: number;
  /** The highest-scoring legal play (ties: the Oracle's contract order). */
  readonly bestPlay: Play;
  readonly bestScore: number;
  /**
   * 1 + the number of legal plays scoring strictly more than the played move
   * ("1224" ranking: equal scores share a rank). Rank 1 ⇔ played score = best score.
   */
  readonly rank: number;
  /** Legal plays for the rack on that board. */
  readonly playCount: number;
  /** bestScore − playedScore (≥ 0). */
  readonly pointsLost: number;
  /**
   * The played move is one of the Oracle's plays. Always true unless the word list
   * changed since the game (a word then accepted is no longer known): the played
   * move then counts as one more play.
   */
  readonly found: boolean;
}

/** A pass or an exchange: a turn without a play. It has no rank. */
export interface TurnAnalysis {
  readonly move: number;
  readonly seat: number;
  readonly type: 'pass' | 'exchange';
  /** 0, or minus what a Word Wefter pass bought. */
  readonly playedScore: number;
  /** The best play the rack had; null when it had none (a forced pass or exchange). */
  readonly bestPlay: Play | null;
  readonly bestScore: number | null;
  readonly rank: null;
  readonly playCount: number;
  /** The best play's score (0 when there was none or it was worth less than nothing) − `playedScore`. */
  readonly pointsLost: number;
  readonly found: null;
}

/**
 * A resignation, a time-out, a word challenge or an accept: no choice about the board, nothing
 * analysed (a challenged play is analysed as its player's turn, in its own entry).
 */
export interface LeaveAnalysis {
  readonly move: number;
  readonly seat: number;
  readonly type: 'resign' | 'timeout' | 'challenge' | 'accept';
  /** 0, or minus the points a timeout deducted. */
  readonly playedScore: number;
  readonly bestPlay: null;
  readonly bestScore: null;
  readonly rank: null;
  readonly playCount: null;
  readonly pointsLost: null;
  readonly found: null;
}

/** One entry per event of the game, in move order. */
export type MoveAnalysis = PlayAnalysis | TurnAnalysis | LeaveAnalysis;

/**
 * Analyses every move of a game: replays the log from `initial` (the words are not
 * judged again: the list may have changed since) and, for each play, pass and
 * exchange, lists every legal play of the mover's rack before the move (the
 * event's `rack`) on the board before the move, with the Oracle the players and
 * bots use. `lexicon` is the game's word list (its ruleset's `wordList`).
 */
export function analyseGame(
  initial: GameState,
  events: readonly GameEvent[],
  lexicon: WordGraph,
): Result<{ moves: MoveAnalysis[] }, RuleError> {
  const moves: MoveAnalysis[] = [];
  for (const analysed of analysedMoves(initial, events, lexicon)) {
    if (!analysed.ok) return analysed;
    moves.push(analysed.analysis);
  }
  return ok({ moves });
}

/**
 * `analyseGame` one move at a time, in move order, so a caller can pause between moves (a
 * server gives its event loop back during a long log). The first error ends it.
 */
export function* analysedMoves(
  initial: GameState,
  events: readonly GameEvent[],
  lexicon: WordGraph,
): Generator<Result<{ analysis: MoveAnalysis }, RuleError>> {
  const replayed = replayStates(initial, events);
  if (!replayed.ok) {
    yield replayed;
    return;
  }
  let before = initial;
  for (const [index, event] of events.entries()) {
    const analysed = analyseMove(before, event, lexicon);
    yield analysed;
    if (!analysed.ok) return;
    before = replayed.states[index] ?? before;
  }
}

/** The analysis of a finished game's record (which carries the seed). */
export function analyseRecord(
  record: GameRecord,
  lexicon: WordGraph,
): Result<{ moves: MoveAnalysis[] }, RuleError> {
  const rebuilt = gameFromRecord(record);
  if (!rebuilt.ok) return rebuilt;
  return analyseGame(rebuilt.initial, record.events, lexicon);
}

/** One move, from the state before it. */
export function analyseMove(
  before: GameState,
  event: GameEvent,
  lexicon: WordGraph,
): Result<{ analysis: MoveAnalysis }, RuleError> {
  const base = { move: event.move, seat: event.seat };
  if (
    event.type === 'resign' ||
    event.type === 'timeout' ||
    event.type === 'challenge' ||
    event.type === 'accept'
  ) {
    const playedScore = event.type === 'timeout' ? 0 - event.penalty : 0;
    return ok({ analysis: { ...base, type: event.type, playedScore, ...NOTHING_ANALYSED } });
  }
  const ruleset = getRuleset(before.ruleset);
  if (!ruleset) return err(inputError(`unknown ruleset ${JSON.stringify(before.ruleset)}`));
  // A Word Wefter pass may buy tiles: it is worth minus what it paid.
  const played =
    event.type === 'play'
      ? netScore(event)
      : event.type === 'pass'
        ? 0 - (event.bought?.cost ?? 0)
        : 0;
  const move = {
    net: played,
    score: event.type === 'play' ? event.score : null,
    isPlayed: (play: Play) =>
      event.type === 'play' && samePlacements(play.placements, event.placements),
  };
  const tally = ruleset.market
    ? tallyMarketPlays(
        before,
        event.rack,
        marketOfferFor(before, event.seat),
        lexicon,
        ruleset,
        move,
      )
    : tallyPlays(findAllPlays(before, event.rack, lexicon, ruleset), move);
  if (event.type === 'play') {
    const bestPlay = tally.best && tally.best.score >= played ? tally.best : playOfEvent(event);
    const analysis: PlayAnalysis = {
      ...base,
      type: 'play',
      playedScore: played,
      bestPlay,
      bestScore: bestPlay.score,
      rank: tally.better + 1,
      playCount: tally.count + (tally.found ? 0 : 1),
      pointsLost: bestPlay.score - played,
      found: tally.found,
    };
    return ok({ analysis });
  }
  const turn: TurnAnalysis = {
    ...base,
    type: event.type,
    playedScore: played,
    bestPlay: tally.best,
    bestScore: tally.best?.score ?? null,
    rank: null,
    playCount: tally.count,
    // Passing (worth 0 before any purchase) beats a play worth less than nothing.
    pointsLost: Math.max(0, tally.best?.score ?? 0) - played,
    found: null,
  };
  return ok({ analysis: turn });
}

const NOTHING_ANALYSED = {
  bestPlay: null,
  bestScore: null,
  rank: null,
  playCount: null,
  pointsLost: null,
  found: null,
} as const;

/** The same facts `tallyMarketPlays` gives, from the Oracle's full list (best first). */
function tallyPlays(
  { count, plays }: { count: number; plays: readonly Play[] },
  played: PlayedMove,
): RackTally {
  // Plays come best first (score descending), so the better ones are a prefix.
  let better = 0;
  while (better < plays.length && (plays[better]?.score ?? 0) > played.net) better++;
  return { count, better, best: plays[0] ?? null, found: plays.some(played.isPlayed) };
}

/**
 * A play's worth: its score, less what it bought from a marketplace (Word Wefter, where the
 * analysis values every play by its points after paying: market-search.ts).
 */
function netScore(event: PlayEvent): number {
  return event.score - (event.bought?.cost ?? 0);
}

function samePlacements(a: readonly Placement[], b: readonly Placement[]): boolean {
  if (a.length !== b.length) return false;
  const key = (p: Placement) => `${p.r},${p.c},${p.letter}`;
  const keys = new Set(a.map(key));
  return b.every((p) => keys.has(key(p)));
}

/** A logged play in the Oracle's `Play` shape. */
function playOfEvent(event: PlayEvent): Play {
  return {
    placements: event.placements,
    direction: event.words[0]?.direction ?? 'across',
    words: event.words,
    bonus: event.bonus,
    score: netScore(event),
    tiles: event.placements.map((p) => p.letter).join(''),
  };
}

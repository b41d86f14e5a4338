import type { Action } from './actions';
import type { GameEnd } from './end';
import type { ScoredWord } from './judge';
import type { Placement } from './placement';
import { assertNever } from './result';
import type { Purchase } from './wefter/market';

/**
 * What happened on one accepted action: a plain JSON value holding everything a
 * replay or a game record needs. Events are the truth of a game; states are
 * rebuilt from them (see `replay`).
 */
interface EventBase {
  /** 0 for the game's first event, then 1, 2, … */
  readonly move: number;
  readonly seat: number;
  /** The seat's rack before the event. */
  readonly rack: string;
  /** The seat's score after the event (before any end-of-game penalty). */
  readonly total: number;
  /** Set on the event that ended the game. */
  readonly end: GameEnd | null;
}

export interface PlayEvent extends EventBase {
  readonly type: 'play';
  /** In reading order. */
  readonly placements: readonly Placement[];
  /** Main word first. */
  readonly words: readonly ScoredWord[];
  readonly bonus: number;
  readonly score: number;
  /** Tiles drawn to refill the rack (R3). */
  readonly drawn: string;
  /** Word Wefter: what was bought from the marketplace before the play. */
  readonly bought?: Purchase;
  /**
   * Challenges games only, when some words are not in the word list (tiles, in `words`
   * order); absent otherwise. Views leave it out while the game runs.
   */
  readonly unlisted?: readonly string[];
}

export interface ExchangeEvent extends EventBase {
  readonly type: 'exchange';
  /** The tiles returned to the bag. */
  readonly tiles: string;
  readonly drawn: string;
}

export interface PassEvent extends EventBase {
  readonly type: 'pass';
  /** Word Wefter: what was bought from the marketplace before passing. */
  readonly bought?: Purchase;
}

export interface ResignEvent extends EventBase {
  readonly type: 'resign';
}

export interface TimeoutEvent extends EventBase {
  readonly type: 'timeout';
  /** Points deducted (R25 "deduct" rulesets); 0 when the seat forfeits instead. */
  readonly penalty: number;
}

/**
 * A challenge of the last play (`seat` is the challenger; `rack` and `total` are theirs).
 * Upheld: the play of `challenged` is taken back — its `unlisted` words, its
 * `score` taken off (`challengedTotal` is that seat's total after), the tiles it drew
 * (`returned`) back in the bag (shuffled in from rules version 3; at its front before).
 * Failed: `unlisted` is empty and the challenger
 * loses their next turn.
 */
export interface ChallengeEvent extends EventBase {
  readonly type: 'challenge';
  readonly challenged: number;
  readonly upheld: boolean;
  readonly unlisted: readonly string[];
  readonly score: number;
  readonly challengedTotal: number;
  readonly returned: string;
}

/**
 * An opponent let the last play stand (`seat` accepts; `rack` and `total` are theirs):
 * the challenge window closes, and a play that went out ends the game here (`end`).
 */
export interface AcceptEvent extends EventBase {
  readonly type: 'accept';
  /** The seat whose play was accepted. */
  readonly accepted: number;
}

export type GameEvent =
  PlayEvent | ExchangeEvent | PassEvent | ResignEvent | TimeoutEvent | ChallengeEvent | AcceptEvent;

/** The action that produced an event. */
export function actionOfEvent(event: GameEvent): Action {
  const { seat } = event;
  switch (event.type) {
    case 'play':
      return event.bought
        ? { type: 'play', seat, placements: event.placements, buy: event.bought.slots }
        : { type: 'play', seat, placements: event.placements };
    case 'exchange':
      return { type: 'exchange', seat, tiles: event.tiles };
    case 'pass':
      return event.bought
        ? { type: 'pass', seat, buy: event.bought.slots }
        : { type: 'pass', seat };
    case 'resign':
    case 'timeout':
    case 'challenge':
    case 'accept':
      return { type: event.type, seat };
    default:
      return assertNever(event);
  }
}

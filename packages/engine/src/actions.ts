import type { Placement } from './placement';

/** What a seat can do (R7, R22–R25). Every action names the seat acting. */
export const ACTION_TYPES = [
  'play',
  'exchange',
  'pass',
  'resign',
  'timeout',
  'challenge',
  'accept',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export interface PlayAction {
  readonly type: 'play';
  readonly seat: number;
  readonly placements: readonly Placement[];
  /**
   * Word Wefter: marketplace slots bought first (their tiles join the rack and may
   * be placed at once). Absent or empty = nothing bought.
   */
  readonly buy?: readonly number[];
}

/** R22: return tiles (WordRise: exactly one) to the bag and draw as many. */
export interface ExchangeAction {
  readonly type: 'exchange';
  readonly seat: number;
  readonly tiles: string;
}

export interface PassAction {
  readonly type: 'pass';
  readonly seat: number;
  /** Word Wefter: marketplace slots bought before passing (the tiles go to the rack). */
  readonly buy?: readonly number[];
}

/** R24: any seat, at any time. */
export interface ResignAction {
  readonly type: 'resign';
  readonly seat: number;
}

/** R25: the clock of the seat to move ran out (the server's clock decides when). */
export interface TimeoutAction {
  readonly type: 'timeout';
  readonly seat: number;
}

/**
 * Word challenges: an opponent of the last play's player disputes its words, out of
 * turn, before any later action (`challenges.ts`).
 */
export interface ChallengeAction {
  readonly type: 'challenge';
  readonly seat: number;
}

/**
 * Word challenges: an opponent of the last play's player lets it stand, out of turn,
 * closing the challenge window; a play that ends the game (going out) ends it then.
 */
export interface AcceptAction {
  readonly type: 'accept';
  readonly seat: number;
}

export type Action =
  | PlayAction
  | ExchangeAction
  | PassAction
  | ResignAction
  | TimeoutAction
  | ChallengeAction
  | AcceptAction;

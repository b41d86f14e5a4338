import type { ErrorId, RuleError } from '@wordrise/engine';

/**
 * Why the game domain said no, as a value: what kind of refusal it is and a
 * sentence for the player. Transports decide what a kind means to them (the
 * tRPC layer maps kinds to its error codes in one place; the worker reads kinds
 * to tell an out-of-date job from a bug).
 */
export type Refusal =
  /** No such game (or player, when `field` names the input). */
  | { readonly kind: 'not-found'; readonly message: string; readonly field?: string }
  /** Not yours to do: not your seat, not your game, not allowed here. */
  | { readonly kind: 'forbidden'; readonly message: string }
  /** Who is asking no longer exists: they must sign in again. */
  | { readonly kind: 'unauthorized'; readonly message: string }
  /** The game moved on since the caller looked: refresh and try again. */
  | { readonly kind: 'stale'; readonly message: string }
  /** The game is over: nothing more can be played in it. */
  | { readonly kind: 'over'; readonly message: string }
  /** The request clashes with the game's or the player's state (full, started, too many waiting). */
  | { readonly kind: 'conflict'; readonly message: string }
  /** Too many requests in too short a time. */
  | { readonly kind: 'rate-limited'; readonly message: string }
  /** Not a request that can be granted as asked; `field` names the input at fault. */
  | { readonly kind: 'bad-request'; readonly message: string; readonly field?: string }
  /** The rules say no: the ruling id, the short reason and the player's sentence. */
  | {
      readonly kind: 'rule';
      readonly rule: ErrorId;
      readonly reason: string;
      readonly message: string;
    };

export type RefusalKind = Refusal['kind'];

/** The one error the game domain throws for a refusal; nothing is written when it is thrown. */
export class GameRefusal extends Error {
  readonly refusal: Refusal;

  constructor(refusal: Refusal) {
    super(refusal.message);
    this.name = 'GameRefusal';
    this.refusal = refusal;
  }

  get kind(): RefusalKind {
    return this.refusal.kind;
  }
}

export const isRefusal = (error: unknown): error is GameRefusal => error instanceof GameRefusal;

export const STALE_MOVE_MESSAGE = 'The game has moved on — refresh to see the latest move.';
export const GAME_OVER_MESSAGE = 'The game is over.';
export const TIME_RAN_OUT_MESSAGE = 'Your time ran out: the clock ended your game.';

const refuse = (refusal: Refusal) => new GameRefusal(refusal);

/** The engine said no: its player-facing sentence, with the ruling id. */
export const ruleRefusal = (error: RuleError) =>
  refuse({ kind: 'rule', rule: error.rule, reason: error.reason, message: error.message });

/** R25's refusal to the seat whose time ran out, before or after the clock recorded it. */
export const timeRanOut = () =>
  refuse({ kind: 'rule', rule: 'R25', reason: 'time ran out', message: TIME_RAN_OUT_MESSAGE });

export const notFound = (message = 'There is no such game.', field?: string) =>
  refuse({ kind: 'not-found', message, ...(field ? { field } : {}) });
export const forbidden = (message = 'You are not playing in this game.') =>
  refuse({ kind: 'forbidden', message });
export const unauthorized = (message: string) => refuse({ kind: 'unauthorized', message });
export const stale = (message = STALE_MOVE_MESSAGE) => refuse({ kind: 'stale', message });
export const over = (message = GAME_OVER_MESSAGE) => refuse({ kind: 'over', message });
export const conflict = (message: string) => refuse({ kind: 'conflict', message });
export const badRequest = (message: string, field?: string) =>
  refuse({ kind: 'bad-request', message, ...(field ? { field } : {}) });

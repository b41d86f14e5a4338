import { TRPCError } from '@trpc/server';
import type { ErrorId, RuleError } from '@wordrise/engine';

type Code = TRPCError['code'];

/**
 * A refusal the player should read: a tRPC error whose message is a sentence for
 * people, plus (when the engine refused) the ruling id and (when one input field
 * is at fault) the field's name. The error formatter copies both into `data`.
 */
export class AppError extends TRPCError {
  readonly rule: ErrorId | null;
  readonly field: string | null;

  constructor(code: Code, message: string, extra: { rule?: ErrorId; field?: string } = {}) {
    super({ code, message });
    this.rule = extra.rule ?? null;
    this.field = extra.field ?? null;
  }
}

export const STALE_MOVE_MESSAGE = 'The game has moved on — refresh to see the latest move.';

/** The engine said no: its player-facing sentence, with the ruling id. */
export function ruleRefusal(error: RuleError): AppError {
  return new AppError('BAD_REQUEST', error.message, { rule: error.rule });
}

export const notFound = (message = 'There is no such game.') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not playing in this game.') =>
  new AppError('FORBIDDEN', message);
export const conflict = (message = STALE_MOVE_MESSAGE) => new AppError('CONFLICT', message);
export const badRequest = (message: string, field?: string) =>
  new AppError('BAD_REQUEST', message, field ? { field } : {});

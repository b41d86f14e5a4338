import { TRPCError } from '@trpc/server';
import type { ErrorId } from '@wordrise/engine';
import type { Refusal } from '@wordrise/games';

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

/**
 * The one translation of the game domain's refusals into tRPC errors (HTTP
 * statuses): what a kind means to a client of the API.
 */
export function refusalToTRPC(refusal: Refusal): AppError {
  switch (refusal.kind) {
    case 'not-found':
      return new AppError('NOT_FOUND', refusal.message, field(refusal.field));
    case 'forbidden':
      return new AppError('FORBIDDEN', refusal.message);
    case 'unauthorized':
      return new AppError('UNAUTHORIZED', refusal.message);
    case 'stale':
    case 'conflict':
      return new AppError('CONFLICT', refusal.message);
    case 'over':
      return new AppError('BAD_REQUEST', refusal.message, { rule: 'OVER' });
    case 'rate-limited':
      return new AppError('TOO_MANY_REQUESTS', refusal.message);
    case 'bad-request':
      return new AppError('BAD_REQUEST', refusal.message, field(refusal.field));
    case 'rule':
      return new AppError('BAD_REQUEST', refusal.message, { rule: refusal.rule });
  }
}

const field = (name: string | undefined) => (name ? { field: name } : {});

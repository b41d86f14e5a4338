import { initTRPC, TRPCError } from '@trpc/server';
import type { Database } from '@wordrise/db';
import type { Lexicon } from '@wordrise/engine';
import { isRefusal, serverLexicon } from '@wordrise/games';
import { ZodError, z } from 'zod';
import { AppError, refusalToTRPC } from './errors';
import { BATCH_TOO_LARGE_MESSAGE, TRPC_BATCH_REFUSAL } from './limits/batch';
import { sharedLimits, type Limits } from './limits/index';
import { sharedChatReadsFor, type SharedChatReads } from './live/chat-reads';
import { liveGameViewsFor, type LiveGameViews } from './live/game-views';
import { liveHubFor, type LiveHub } from './live/hub';
import { endingAtSignOut } from './live/session-watch';
import { sharedOracle, type OracleAnswers } from './oracle/cache';
import { MALFORMED_INPUT_MESSAGE, transformer } from './transformer';

/**
 * Who is asking; filled from the Auth.js session by the app. No display name: the player
 * may change it, so whatever shows one reads it from the `users` row (`user.account`).
 */
export interface SessionUser {
  id: string;
  username: string;
}

export interface TRPCContextInput {
  db: Database;
  user: SessionUser | null;
  /**
   * Hashes a new account's password. The app passes `hashPassword` from
   * `@wordrise/auth` (this package may import only its types).
   */
  hashPassword: (password: string) => Promise<string>;
  /**
   * Checks a password against its stored hash (`verifyPassword` from `@wordrise/auth`),
   * for a password change. Without it, changing a password is refused.
   */
  verifyPassword?: (passwordHash: string, password: string) => Promise<boolean>;
  /**
   * The client's address as the app stores it (keyed; see `requestAddressKey` in
   * `@wordrise/auth`), or null when the app cannot know it. Sign-ups are limited by it.
   */
  clientAddress?: string | null;
  /** A ruleset's word list by name (R17); default: the packed graphs in wordlists/dist. */
  lexicon?: (wordList: string) => Lexicon;
  /** The process's live-update hub; default: the one of `db`'s pool. */
  hub?: LiveHub;
  /**
   * The client's address: the connection's, or as the app's trusted proxies report it
   * (TRUSTED_PROXY_HOPS); null when unknown. Live connections are capped per address.
   */
  address?: string | null;
  /** Rate limits and live-connection caps; default: this process's, from the environment. */
  limits?: Limits;
  /** The Oracle's threads and answers; default: this process's. */
  oracle?: OracleAnswers;
  /** Live game views; default: the hub's. */
  liveViews?: LiveGameViews;
  /** New chat messages read once for all live readers; default: this process's for `db`. */
  chatReads?: SharedChatReads;
  /**
   * Whether the session this request came with is still signed in, read from the database
   * now. A signed-in player's live streams ask it when told that the player's sessions
   * changed and end once it says no (`live/session-watch.ts`). Absent: never asked.
   */
  sessionStillLive?: () => Promise<boolean>;
}

/**
 * The app builds the context (it owns the request and the session), so this
 * package stays independent of Next.js.
 */
export function createTRPCContext(input: TRPCContextInput) {
  const hub = input.hub ?? liveHubFor(input.db);
  return {
    db: input.db,
    user: input.user,
    hashPassword: input.hashPassword,
    verifyPassword: input.verifyPassword ?? (async () => false),
    clientAddress: input.clientAddress ?? null,
    lexicon: input.lexicon ?? serverLexicon,
    hub,
    address: input.address ?? null,
    get limits() {
      return input.limits ?? sharedLimits();
    },
    get oracle() {
      return input.oracle ?? sharedOracle();
    },
    liveViews: input.liveViews ?? liveGameViewsFor(hub, input.db),
    chatReads: input.chatReads ?? sharedChatReadsFor(input.db),
    sessionStillLive: input.sessionStillLive,
  };
}

export type TRPCContext = ReturnType<typeof createTRPCContext>;

/** What a client is told about a server fault. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The sentence a client reads. Ours (AppError, input validation) go out as they are;
 * a server fault, or tRPC's wrapping of an exception while reading the request (a
 * JSON or superjson failure, a stack overflow), never shows the exception's text.
 */
function publicMessage(error: TRPCError): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return INTERNAL_ERROR_MESSAGE;
  if (error instanceof AppError) return error.message;
  if (error.message === TRPC_BATCH_REFUSAL) return BATCH_TOO_LARGE_MESSAGE;
  const { cause } = error;
  if (cause instanceof ZodError) return validationSentence(cause);
  if (cause instanceof Error && !(cause instanceof TRPCError))
    return error.code === 'BAD_REQUEST' ? MALFORMED_INPUT_MESSAGE : INTERNAL_ERROR_MESSAGE;
  return error.message;
}

/**
 * Input that fails validation, in one sentence a person can read: the first problem and
 * the field it is in ("Not a game id (gameId)."), never the validator's JSON. The
 * structured field errors still travel in `data.zodError`.
 */
export function validationSentence(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MALFORMED_INPUT_MESSAGE;
  const text = issue.message.trim().replace(/\.$/, '');
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  const path = issue.path.map(String).join('.');
  // "Give a reason" names its field already: "(reason)" after it would only repeat it.
  const field = String(issue.path.at(-1) ?? '').toLowerCase();
  const named =
    field !== '' &&
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .includes(field);
  return path && !named ? `${sentence} (${path}).` : `${sentence}.`;
}

const t = initTRPC.context<TRPCContext>().create({
  // superjson, with malformed type tags refused before superjson walks them.
  transformer,
  // Never send stack traces: they quote failed queries and their parameters.
  isDev: false,
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    // An unexpected failure's message can hold a failed query and its parameters (a game's
    // hidden state, a password hash): it is logged on the server, never sent (R30).
    message: publicMessage(error),
    data: {
      ...shape.data,
      /** The ruling behind a refusal by the engine (R1–R30, TURN, OVER…), else null. */
      rule: error instanceof AppError ? error.rule : null,
      /** The input field at fault, when there is one. */
      field: error instanceof AppError ? error.field : null,
      zodError: error.cause instanceof ZodError ? z.flattenError(error.cause) : null,
    },
  }),
});

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** A domain refusal as the client sees it; any other error unchanged. */
const translated = (error: unknown) => (isRefusal(error) ? refusalToTRPC(error.refusal) : error);

/** A stream whose domain refusals, thrown while it runs, reach the client translated too. */
async function* translating<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* source;
  } catch (error) {
    throw translated(error);
  }
}

/**
 * Every procedure's first step: the game domain (@wordrise/games) refuses with
 * `GameRefusal` values; here, and only here, they become tRPC errors.
 */
const domainRefusals = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    if (isRefusal(result.error.cause)) throw refusalToTRPC(result.error.cause.refusal);
    return result;
  }
  return isAsyncIterable(result.data) ? { ...result, data: translating(result.data) } : result;
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
const procedure = t.procedure.use(domainRefusals);
export const publicProcedure = procedure;

/** Anything a player does: refused with UNAUTHORIZED when nobody is signed in. */
export const protectedProcedure = procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** An expensive call (an Oracle search): counted against the caller's and its address's budgets. */
export const oracleProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  await ctx.limits.oracleCalls.take(ctx.user.id, ctx.clientAddress);
  return next();
});

/** Opening a game or a challenge: counted against the caller's and its address's budgets. */
export const gameCreationProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  await ctx.limits.gamesCreated.take(ctx.user.id, ctx.clientAddress);
  return next();
});

/**
 * A move or another act in a game (each locks the game's row): counted against the caller's
 * and its address's budgets, so no loop of them holds a game or the database.
 */
export const gameActionProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  await ctx.limits.gameActions.take(ctx.user.id, ctx.clientAddress);
  return next();
});

/** Runs `finish` (the connection slot given back, the source stopped) when the stream ends, however it ends. */
async function* releasing<T>(source: AsyncIterable<T>, finish: () => void): AsyncGenerator<T> {
  try {
    yield* source;
  } finally {
    finish();
  }
}

/**
 * A subscription (server-sent events): holds one of the process's live-connection
 * slots (per user, per address, in all) while it streams; refused with
 * TOO_MANY_REQUESTS when a cap is reached. A signed-in viewer's stream ends with
 * UNAUTHORIZED once its session is signed out.
 */
export const liveProcedure = procedure.use(async ({ ctx, signal, next }) => {
  const release = ctx.limits.live.open({ userId: ctx.user?.id ?? null, address: ctx.address });
  // Aborted when the stream ends however it ends: a stream ended here (its session signed
  // out) must stop its source too, whose wait on the request's signal alone would outlive it.
  const ended = new AbortController();
  const streamSignal = signal ? AbortSignal.any([signal, ended.signal]) : ended.signal;
  const finish = () => {
    ended.abort();
    release();
  };
  const result = await next({ ctx: { streamSignal } }).catch((error: unknown) => {
    finish();
    throw error;
  });
  if (!result.ok || !isAsyncIterable(result.data)) {
    finish();
    return result;
  }
  const { user, sessionStillLive } = ctx;
  const stream =
    user && sessionStillLive
      ? endingAtSignOut(result.data, {
          hub: ctx.hub,
          userId: user.id,
          stillSignedIn: sessionStillLive,
        })
      : result.data;
  return { ...result, data: releasing(stream, finish) };
});

/** A live stream for signed-in players only. */
export const protectedLiveProcedure = liveProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

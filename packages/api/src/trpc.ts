import { initTRPC, TRPCError } from '@trpc/server';
import type { Database } from '@wordrise/db';
import type { Lexicon } from '@wordrise/engine';
import superjson from 'superjson';
import { ZodError, z } from 'zod';
import { AppError } from './errors';
import { serverLexicon } from './lexicon';
import { liveHubFor, type LiveHub } from './live/hub';

/** Who is asking; filled from the Auth.js session by the app. */
export interface SessionUser {
  id: string;
  username: string;
  name: string;
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
   * The client's address as the app stores it (keyed; see `requestAddressKey` in
   * `@wordrise/auth`), or null when the app cannot know it. Sign-ups are limited by it.
   */
  clientAddress?: string | null;
  /** A ruleset's word list by name (R17); default: the packed graphs in wordlists/dist. */
  lexicon?: (wordList: string) => Lexicon;
  /** The process's live-update hub; default: the one of `db`'s pool. */
  hub?: LiveHub;
}

/**
 * The app builds the context (it owns the request and the session), so this
 * package stays independent of Next.js.
 */
export function createTRPCContext(input: TRPCContextInput) {
  return {
    db: input.db,
    user: input.user,
    hashPassword: input.hashPassword,
    clientAddress: input.clientAddress ?? null,
    lexicon: input.lexicon ?? serverLexicon,
    hub: input.hub ?? liveHubFor(input.db),
  };
}

export type TRPCContext = ReturnType<typeof createTRPCContext>;

/** What a client is told about a server fault. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

const t = initTRPC.context<TRPCContext>().create({
  transformer: superjson,
  // Never send stack traces: they quote failed queries and their parameters.
  isDev: false,
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    // An unexpected failure's message can hold a failed query and its parameters (a game's
    // hidden state, a password hash): it is logged on the server, never sent (R30).
    message: error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_ERROR_MESSAGE : shape.message,
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

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** Anything a player does: refused with UNAUTHORIZED when nobody is signed in. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

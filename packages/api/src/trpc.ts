import { initTRPC, TRPCError } from '@trpc/server';
import type { Database } from '@wordrise/db';
import superjson from 'superjson';
import { ZodError, z } from 'zod';

/** Who is asking; filled from the Auth.js session by the app. */
export interface SessionUser {
  id: string;
  username: string;
  name: string;
}

export interface TRPCContextInput {
  db: Database;
  user: SessionUser | null;
}

/**
 * The app builds the context (it owns the request and the session), so this
 * package stays independent of Next.js.
 */
export function createTRPCContext(input: TRPCContextInput) {
  return { db: input.db, user: input.user };
}

export type TRPCContext = ReturnType<typeof createTRPCContext>;

const t = initTRPC.context<TRPCContext>().create({
  transformer: superjson,
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    data: {
      ...shape.data,
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

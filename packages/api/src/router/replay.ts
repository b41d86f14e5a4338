import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import {
  addNote,
  analysisTopic,
  deleteNote,
  editNote,
  IMPORT_MAX_LENGTH,
  importRecord,
  readImport,
  NOTE_MAX_LENGTH,
  readReplay,
  requestReanalysis,
} from '@wordrise/games';
import { liveProcedure, protectedProcedure, publicProcedure } from '../trpc';
import { gameIdSchema } from './game';

// A bound on what is read before the domain's own check (which counts characters
// after trimming and says what is wrong in a sentence).
const noteText = z.string().max(NOTE_MAX_LENGTH * 4);

export const replayRouter = {
  /**
   * A game's whole replay in one answer, the same for everyone who asks: the
   * start and the log, from which the client rebuilds every position with the
   * engine. While the game runs, only what a spectator may see (no racks, bag,
   * seed, analysis); once it is over, the initial state and the stored analysis.
   */
  get: publicProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .query(({ ctx, input }) => readReplay(ctx.db, input.gameId)),

  /**
   * Live (SSE) for a replay page while it says "analysing…": `ready` once
   * listening, then `analysed` each time the worker stores the analysis of this
   * game or imported record (`resync` after a lost connection). Notices carry
   * no data: the page re-reads `replay.get` / `replay.getImport`, also on `ready`
   * (an analysis stored between its first read and the subscription).
   */
  analysisLive: liveProcedure
    .input(z.strictObject({ id: z.uuid() }))
    .subscription(async function* ({ ctx, input }) {
      const notices = ctx.hub.subscribe([analysisTopic(input.id)], ctx.streamSignal);
      try {
        await ctx.hub.ready();
        yield { kind: 'ready' as const };
        for await (const notice of notices)
          yield { kind: notice.kind === 'resync' ? ('resync' as const) : ('analysed' as const) };
      } finally {
        await notices.return?.();
      }
    }),

  /**
   * Asks the worker to analyse a finished game again (anyone signed in), within
   * `REANALYSIS_LIMITS` per user, per client address and per game
   * (TOO_MANY_REQUESTS beyond them). The work runs in the worker, off this request.
   */
  reanalyse: protectedProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .mutation(({ ctx, input }) =>
      requestReanalysis(ctx.db, input.gameId, ctx.user.id, ctx.clientAddress ?? ctx.address),
    ),

  /**
   * A player of a finished game adds a note to one of its moves (CONFLICT before
   * the end, FORBIDDEN for anyone else); plain text, `NOTE_MAX_LENGTH` characters,
   * within `NOTE_LIMITS` writes per user. Notes come with `replay.get`.
   */
  addNote: protectedProcedure
    .input(
      z.strictObject({
        gameId: gameIdSchema,
        moveNumber: z.number().int().min(0).max(10_000),
        text: noteText,
      }),
    )
    .mutation(({ ctx, input }) => addNote(ctx.db, input, ctx.user.id)),

  /** The author rewrites their note (FORBIDDEN for anyone else). */
  editNote: protectedProcedure
    .input(z.strictObject({ noteId: z.uuid(), text: noteText }))
    .mutation(({ ctx, input }) => editNote(ctx.db, input, ctx.user.id)),

  /** The author removes their note (FORBIDDEN for anyone else). */
  deleteNote: protectedProcedure
    .input(z.strictObject({ noteId: z.uuid() }))
    .mutation(({ ctx, input }) => deleteNote(ctx.db, input, ctx.user.id)),

  /**
   * Stores a pasted or uploaded record (the engine's text notation) as an unrated
   * analysis board, within `IMPORT_LIMITS` per user and per client address; a
   * malformed record is a BAD_REQUEST whose message names the line and what is wrong.
   */
  importRecord: protectedProcedure
    .input(z.strictObject({ record: z.string().max(IMPORT_MAX_LENGTH * 2) }))
    .mutation(({ ctx, input }) =>
      importRecord(ctx.db, input, ctx.user.id, ctx.clientAddress ?? ctx.address),
    ),

  /** An imported record's replay, for anyone with its link. */
  getImport: publicProcedure
    .input(z.strictObject({ id: z.uuid({ message: 'Not an imported game id.' }) }))
    .query(({ ctx, input }) => readImport(ctx.db, input.id)),
} satisfies TRPCRouterRecord;

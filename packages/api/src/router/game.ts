import type { TRPCRouterRecord } from '@trpc/server';
import { marketOfferFor, viewEvent } from '@wordrise/engine';
import { z } from 'zod';
import {
  absentOpponents,
  claimAgainstAbsent,
  detailOfSnapshot,
  GameRefusal,
  leaveRunningGame,
  markPresent,
  noteArrival,
  PRESENCE_BEAT_MS,
  oracleRequest,
  readGameDetail,
  readHistory,
  submitForView,
  type GameSnapshot,
  type SubmitInput,
} from '@wordrise/games';
import type { LiveGameViews } from '../live/game-views';
import { ORACLE_MAX_PLAYS } from '../oracle/cache';
import {
  gameActionProcedure,
  liveProcedure,
  oracleProcedure,
  protectedProcedure,
  publicProcedure,
} from '../trpc';

export const ORACLE_OTHER_POSITION = 'The game is not at that move now: read it again.';

export const gameIdSchema = z.uuid({ message: 'Not a game id.' });

const square = z.number().int().min(0).max(31);

/**
 * A tile as it will lie on the board: a letter, a wild played as a letter (lower
 * case), a blank (`_`) or a rainbow letter (Ⓐ–Ⓩ). Whether the game has such tiles,
 * and the player such a rack tile, is the engine's judgement (never the client's).
 */
const placedTile = /^(?:[A-Za-z_]|[\u24B6-\u24CF])$/u;
/** Rack tiles: letters, wild `?`, blank `_`, rainbow letters. */
const rackTiles = /^(?:[A-Z?_]|[\u24B6-\u24CF]){1,16}$/u;

const placementSchema = z.strictObject({
  r: square,
  c: square,
  letter: z.string().regex(placedTile),
});

/**
 * Word Wefter: marketplace slots bought with the turn (slot k costs k + 1). The engine
 * refuses a purchase the seat cannot afford, a closed or not-yet-open market, an empty slot.
 */
const buySchema = z.array(z.number().int().min(0).max(15)).max(16).optional();

/**
 * What a player may submit. Strict objects: the seat is never part of the input
 * (the server takes it from the session), so `{ seat: … }` is refused as malformed.
 */
export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('play'),
    placements: z.array(placementSchema).min(1).max(16),
    buy: buySchema,
  }),
  z.strictObject({ type: z.literal('exchange'), tiles: z.string().regex(rackTiles) }),
  z.strictObject({ type: z.literal('pass'), buy: buySchema }),
  z.strictObject({ type: z.literal('resign') }),
]);

const byId = z.strictObject({ gameId: gameIdSchema });

/**
 * A move made in this process: its watchers here get the game as the move left it (the
 * snapshot `move` returns), and its change notice then costs them no read.
 */
async function madeHere<T extends { snapshot: GameSnapshot }>(
  liveViews: LiveGameViews,
  gameId: string,
  move: () => Promise<T>,
): Promise<T> {
  const done = liveViews.moving(gameId);
  let made: T | undefined;
  try {
    made = await move();
    return made;
  } finally {
    done(made?.snapshot);
  }
}

/**
 * Word challenges: a challenge or an accept of the last play, out of turn. Returns the
 * event as the caller may see it (a challenge's words only when upheld) and their view.
 */
async function windowAction(
  ctx: {
    db: Parameters<typeof submitForView>[0];
    user: { id: string };
    lexicon: SubmitInput['lexicon'];
  },
  input: { gameId: string; expectedMove: number; heldSeat?: number },
  type: 'challenge' | 'accept',
) {
  const result = await submitForView(ctx.db, {
    gameId: input.gameId,
    actor: { kind: 'player', userId: ctx.user.id, heldSeat: input.heldSeat },
    action: { type },
    expectedMove: input.expectedMove,
    lexicon: ctx.lexicon,
  });
  const view = detailOfSnapshot(result.snapshot, ctx.user.id);
  // Pass and play: the device shows only the next mover's rack, whoever challenged.
  const viewer = view.passAndPlay ? 'spectator' : result.seat;
  return {
    moveNumber: result.event.move,
    event: viewEvent(result.event, viewer, view.game?.status ?? 'playing'),
    view,
  };
}

export const gameRouter = {
  /**
   * The game as the caller may see it (R30): their own rack only while it runs
   * (a visitor or a non-player sees no rack), everything once it is over; every
   * seat's time left.
   */
  view: publicProcedure
    .input(byId)
    .query(({ ctx, input }) => readGameDetail(ctx.db, input.gameId, ctx.user?.id ?? null)),

  /** The move log, with others' racks and draws hidden while the game runs. */
  history: publicProcedure
    .input(byId)
    .query(({ ctx, input }) => readHistory(ctx.db, input.gameId, ctx.user?.id ?? null)),

  /**
   * Play, exchange, pass or resign in the caller's own seat. `expectedMove` is
   * the move number the client shows; if another move came first: CONFLICT.
   * Returns the accepted event's number and the caller's new view.
   */
  submit: gameActionProcedure
    .input(
      z.strictObject({
        gameId: gameIdSchema,
        expectedMove: z.number().int().min(0),
        action: actionSchema,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      // The game as the move left it, with what was read with its lock: no re-read.
      const result = await madeHere(ctx.liveViews, input.gameId, () =>
        submitForView(ctx.db, {
          gameId: input.gameId,
          actor: { kind: 'player', userId: ctx.user.id },
          action: input.action,
          expectedMove: input.expectedMove,
          lexicon: ctx.lexicon,
        }),
      );
      const view = detailOfSnapshot(result.snapshot, ctx.user.id);
      return {
        moveNumber: result.event.move,
        score: result.event.type === 'play' ? result.event.score : 0,
        // Pass and play: the device goes to the next player, so the mover's rack and
        // draws are not sent back (the next mover's rack is, in the view).
        event: view.passAndPlay
          ? viewEvent(result.event, 'spectator', view.game?.status ?? 'playing')
          : result.event,
        view,
      };
    }),

  /**
   * Word challenges: disputes the last play's words (an opponent of its player, while
   * the window is open: 15 s in live games, until the next action in correspondence).
   * `expectedMove` is the move number the client shows. Returns the challenge's
   * outcome (the event: its words only when upheld) and the caller's new view.
   */
  challenge: gameActionProcedure
    .input(
      z.strictObject({
        gameId: gameIdSchema,
        expectedMove: z.number().int().min(0),
        /** Pass and play: the held seat that challenges (default: the next holder). */
        heldSeat: z.number().int().min(0).max(3).optional(),
      }),
    )
    .mutation(({ ctx, input }) => windowAction(ctx, input, 'challenge')),

  /**
   * Word challenges: lets the last play stand (an opponent of its player), closing its
   * window; a play that went out ends the game now. Returns the event and the caller's view.
   */
  accept: gameActionProcedure
    .input(z.strictObject({ gameId: gameIdSchema, expectedMove: z.number().int().min(0) }))
    .mutation(({ ctx, input }) => windowAction(ctx, input, 'accept')),

  /**
   * Leaves a running game: before the caller's first move (play, exchange, pass) the
   * game is aborted — cancelled, no result, no rating; after it, the caller forfeits
   * (a resignation: a loss). A tournament game is never aborted: leaving it forfeits.
   */
  leave: gameActionProcedure.input(byId).mutation(async ({ ctx, input }) => ({
    outcome: await leaveRunningGame(ctx.db, {
      gameId: input.gameId,
      userId: ctx.user.id,
      lexicon: ctx.lexicon,
    }),
  })),

  /**
   * For a player of a running real-time game: the seats they could claim a win against now
   * (no live connection for a minute), so the page offers the claim only then. Empty in any
   * other game. Cheap (the game and its presence rows); a player's page asks every 15 s.
   */
  absent: protectedProcedure
    .input(byId)
    .query(({ ctx, input }) =>
      absentOpponents(ctx.db, { gameId: input.gameId, userId: ctx.user.id }),
    ),

  /**
   * In a real-time game, claims against a player who has had no live connection to
   * it for a minute (presence is kept in the database by every web process's
   * streams): that player forfeits. CONFLICT while everyone has been here.
   */
  claimWin: gameActionProcedure.input(byId).mutation(({ ctx, input }) =>
    claimAgainstAbsent(ctx.db, {
      gameId: input.gameId,
      userId: ctx.user.id,
      lexicon: ctx.lexicon,
    }),
  ),

  /**
   * The Oracle for the caller's own rack: only in a running casual game that
   * allows it, whether or not it is the caller's turn. The search runs in a worker
   * thread; one answer per position and rack is kept and shared. Counted against
   * the caller's per-minute budget (TOO_MANY_REQUESTS beyond it). `moveNumber`: the
   * position the caller shows; if the game has moved on since, CONFLICT (re-read the
   * game) rather than plays for a board the caller does not show.
   */
  oracle: oracleProcedure
    .input(
      z.strictObject({
        gameId: gameIdSchema,
        limit: z.number().int().min(1).max(ORACLE_MAX_PLAYS).default(50),
        moveNumber: z.number().int().min(0).optional(),
      }),
    )
    .query(async ({ ctx, input }) => {
      const request = await oracleRequest(ctx.db, input.gameId, ctx.user.id);
      if (input.moveNumber !== undefined && input.moveNumber !== request.state.moveNumber)
        throw new GameRefusal({ kind: 'stale', message: ORACLE_OTHER_POSITION });
      const { count, plays } = await ctx.oracle.answer({
        gameId: input.gameId,
        revision: request.revision,
        seat: request.seat,
        task: {
          position: { board: request.state.board, firstPlay: request.state.firstPlay },
          rack: request.rack,
          ruleset: request.ruleset.key,
          offer: marketOfferFor(request.state, request.seat),
        },
      });
      // The move the answer belongs to: a page shows it only on that position's board.
      return {
        count,
        plays: plays.slice(0, input.limit),
        moveNumber: request.state.moveNumber,
      };
    }),

  /**
   * Live view of one game (SSE): the caller's view now, then again after every
   * change. Driven by LISTEN/NOTIFY, so changes made through any web process or
   * the worker arrive. Each change is read once per process and each audience's
   * view made once (players their own, spectators one together); connections are
   * capped per user and per address.
   */
  live: liveProcedure.input(byId).subscription(async function* ({ ctx, input }) {
    const userId = ctx.user?.id;
    // A paired game's clock waits for its player to open it: this is their arrival. Before the
    // first view, so that it shows their clock running. A failure only leaves the clock
    // waiting out its grace (or until they move): the stream goes on.
    if (userId)
      await noteArrival(ctx.db, input.gameId, userId).catch((error: unknown) =>
        console.error('Live view: recording an arrival failed:', error),
      );
    const views = ctx.liveViews.watch(input.gameId, ctx.user?.id ?? null, ctx.streamSignal);
    // Heartbeats while the stream is open: a real-time player's presence (claimWin).
    const beat = () => {
      if (userId) void markPresent(ctx.db, input.gameId, userId).catch(() => {});
    };
    beat();
    const timer = userId ? setInterval(beat, PRESENCE_BEAT_MS) : undefined;
    try {
      for await (const view of views) yield view;
    } finally {
      clearInterval(timer);
      await views.return?.();
    }
  }),
} satisfies TRPCRouterRecord;

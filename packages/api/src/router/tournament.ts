import type { TRPCRouterRecord } from '@trpc/server';
import { BOT_LEVELS } from '@wordrise/db';
import { CORRECTION_KINDS, DEFAULT_RULESET_KEY, TOURNAMENT_FORMATS } from '@wordrise/engine';
import {
  createTournament,
  listTournaments,
  myTournaments,
  readTournament,
  requestTournament,
  gameTournament,
  timeControlSchema,
  tournamentRevision,
  type TournamentRequest,
  tournamentTopic,
} from '@wordrise/games';
import { z } from 'zod';
import { gameCreationProcedure, liveProcedure, protectedProcedure, publicProcedure } from '../trpc';
import { CONTROL_CHARACTER_MESSAGE, NO_CONTROL_CHARACTERS } from '../users/policy';
import { gameIdSchema } from './game';
import { usernameSchema } from './rating';

export const tournamentIdSchema = z.uuid({ message: 'Not a tournament id.' });
const byId = { tournamentId: tournamentIdSchema };
const entrantIdSchema = z.string().regex(/^e\d{1,4}$/, 'Not an entrant id.');
const text = (max: number) =>
  z.string().trim().max(max).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE);
const lines = (max: number) => z.string().trim().max(max);

/** Everything an organiser sets; times are Dates (superjson). No defaults here: see below. */
const settingsFields = {
  name: text(80).min(1),
  description: lines(2000),
  format: z.enum(TOURNAMENT_FORMATS),
  ruleset: z.string().min(1).max(40),
  timeControl: timeControlSchema,
  rated: z.boolean(),
  /** Swiss: rounds in all. */
  rounds: z.number().int().min(1).max(20),
  /** Games per match (odd). */
  bestOf: z
    .number()
    .int()
    .min(1)
    .max(7)
    .refine((n) => n % 2 === 1, 'Best of must be an odd number of games'),
  capacity: z.number().int().min(2).max(256),
  registrationOpensAt: z.date(),
  registrationClosesAt: z.date(),
  startsAt: z.date(),
  checkInOpensAt: z.date().nullable(),
  /** Forfeits before a player is removed; 0 = never. */
  forfeitLimit: z.number().int().min(0).max(20),
};
/** A new tournament: what is left out takes its default. */
const settingsSchema = z.strictObject({
  ...settingsFields,
  description: settingsFields.description.default(''),
  ruleset: settingsFields.ruleset.default(DEFAULT_RULESET_KEY),
  timeControl: settingsFields.timeControl.default({ kind: 'none' }),
  rated: settingsFields.rated.default(false),
  rounds: settingsFields.rounds.default(3),
  bestOf: settingsFields.bestOf.default(1),
  checkInOpensAt: settingsFields.checkInOpensAt.default(null),
  forfeitLimit: settingsFields.forfeitLimit.default(2),
});
/** An edit: only what is given changes (a default here would reset what the organiser set). */
const changesSchema = z.strictObject(settingsFields).partial();

const reasonSchema = text(300).min(1, 'Give a reason');

const iso = (d: Date) => d.toISOString();
const isoSettings = <T extends Partial<z.infer<typeof settingsSchema>>>(s: T) => ({
  ...s,
  ...(s.registrationOpensAt ? { registrationOpensAt: iso(s.registrationOpensAt) } : {}),
  ...(s.registrationClosesAt ? { registrationClosesAt: iso(s.registrationClosesAt) } : {}),
  ...(s.startsAt ? { startsAt: iso(s.startsAt) } : {}),
  ...(s.checkInOpensAt !== undefined
    ? { checkInOpensAt: s.checkInOpensAt ? iso(s.checkInOpensAt) : null }
    : {}),
});

/** A mutation on one tournament: the caller's request; answers the new revision. */
const action = <S extends z.ZodRawShape>(
  shape: S,
  toRequest: (input: z.infer<z.ZodObject<S>>) => TournamentRequest,
) =>
  protectedProcedure.input(z.strictObject({ ...byId, ...shape })).mutation(({ ctx, input }) => {
    const { tournamentId } = input as { tournamentId: string };
    return requestTournament(
      ctx.db,
      tournamentId,
      ctx.user.id,
      toRequest(input as z.infer<z.ZodObject<S>>),
    );
  });

export const tournamentRouter = {
  /** Upcoming (registration open or not yet), running (or paused), finished (or cancelled). */
  list: publicProcedure
    .input(
      z.strictObject({
        kind: z.enum(['upcoming', 'running', 'finished']),
        page: z.number().int().min(1).max(1000).default(1),
        limit: z.number().int().min(1).max(50).default(20),
      }),
    )
    .query(({ ctx, input }) => listTournaments(ctx.db, input)),

  /** Tournaments not over yet that the caller organises or plays in, soonest first. */
  mine: protectedProcedure.query(({ ctx }) => myTournaments(ctx.db, ctx.user.id)),

  /** Everything the tournament page shows, and what the viewer may do. */
  get: publicProcedure
    .input(z.strictObject(byId))
    .query(({ ctx, input }) => readTournament(ctx.db, input.tournamentId, ctx.user?.id ?? null)),

  /** The revision (bumped by every event) and status: poll it, re-read `get` when it moves. */
  live: publicProcedure
    .input(z.strictObject(byId))
    .query(({ ctx, input }) => tournamentRevision(ctx.db, input.tournamentId)),

  /**
   * Pushes `{ kind: 'ready' }` once listening, then `{ kind: 'changed', revision }` each
   * time the tournament's log grows (and `resync` after a lost LISTEN connection): the
   * page re-reads `get` instead of polling.
   */
  changes: liveProcedure.input(z.strictObject(byId)).subscription(async function* ({ ctx, input }) {
    const notices = ctx.hub.subscribe([tournamentTopic(input.tournamentId)], ctx.streamSignal);
    try {
      await ctx.hub.ready();
      yield { kind: 'ready' as const };
      for await (const notice of notices)
        yield notice.kind === 'tournament'
          ? { kind: 'changed' as const, revision: notice.revision }
          : { kind: 'resync' as const };
    } finally {
      await notices.return?.();
    }
  }),

  /**
   * The tournament a game belongs to ({ tournamentId, tournamentName, round, forfeitLimit,
   * yourForfeits: the caller's forfeits in it so far, null when they are not an entrant,
   * correction: how the organiser corrected the game's or its match's result, or null }),
   * or null.
   */
  ofGame: publicProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .query(({ ctx, input }) => gameTournament(ctx.db, input.gameId, ctx.user?.id ?? null)),

  /** A new tournament organised by the caller (counted with games created). */
  create: gameCreationProcedure
    .input(settingsSchema)
    .mutation(({ ctx, input }) => createTournament(ctx.db, ctx.user.id, isoSettings(input))),

  /** Organiser: changes settings until the start. */
  edit: action({ changes: changesSchema }, (i) => ({
    type: 'edit',
    changes: isoSettings(i.changes),
  })),
  register: action({}, () => ({ type: 'register' })),
  withdraw: action({}, () => ({ type: 'withdraw' })),
  checkIn: action({}, () => ({ type: 'check_in' })),
  /** Organiser: enters a player by username. */
  addPlayer: action({ username: usernameSchema }, (i) => ({
    type: 'add_player',
    username: i.username,
  })),
  /** Organiser: enters a bot. */
  addBot: action({ botLevel: z.enum(BOT_LEVELS) }, (i) => ({
    type: 'add_bot',
    botLevel: i.botLevel,
  })),
  /** Organiser: removes an entrant (mid-event: their unfinished game is forfeited). */
  removePlayer: action({ entrantId: entrantIdSchema, reason: reasonSchema }, (i) => ({
    type: 'remove_player',
    entrantId: i.entrantId,
    reason: i.reason,
  })),
  /** Organiser: the seeding, top seed first. */
  setSeeds: action({ order: z.array(entrantIdSchema).min(1).max(256) }, (i) => ({
    type: 'set_seeds',
    order: i.order,
  })),
  addForbiddenPair: action({ a: entrantIdSchema, b: entrantIdSchema }, (i) => ({
    type: 'add_forbidden_pair',
    a: i.a,
    b: i.b,
  })),
  removeForbiddenPair: action({ a: entrantIdSchema, b: entrantIdSchema }, (i) => ({
    type: 'remove_forbidden_pair',
    a: i.a,
    b: i.b,
  })),
  /** Organiser: starts now (check-in closes, round 1 is paired). */
  start: action({}, () => ({ type: 'start' })),
  /** Organiser: no new round is paired until `resume`. */
  pause: action({}, () => ({ type: 'pause' })),
  resume: action({}, () => ({ type: 'resume' })),
  /**
   * Organiser: a forfeit win or loss (for `entrantId`) or a void, on a game or a match; while
   * it runs, or for `CORRECTION_WINDOW_DAYS` after it finished (the final standings revised).
   */
  correctResult: action(
    {
      target: z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('game'), gameId: gameIdSchema }),
        z.strictObject({
          kind: z.literal('match'),
          matchId: z.string().regex(/^r\d{1,3}m\d{1,3}$/),
        }),
      ]),
      correction: z.enum(CORRECTION_KINDS),
      entrantId: entrantIdSchema.nullable().default(null),
      reason: reasonSchema,
    },
    (i) => ({
      type: 'correct_result',
      target: i.target,
      correction: i.correction,
      entrantId: i.entrantId,
      reason: i.reason,
    }),
  ),
  /** Organiser: calls the tournament off (before it finishes). */
  cancel: action({ reason: reasonSchema }, (i) => ({ type: 'cancel', reason: i.reason })),
} satisfies TRPCRouterRecord;

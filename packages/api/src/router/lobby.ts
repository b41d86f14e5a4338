import type { TRPCRouterRecord } from '@trpc/server';
import { BOT_LEVELS } from '@wordrise/db';
import {
  BOT_PROFILES,
  botStrength,
  DEFAULT_RULESET_KEY,
  GAME_LENGTHS,
  OFFERED_RULESET_KEYS,
  RULESETS,
} from '@wordrise/engine';
import { z } from 'zod';
import {
  cancelGame,
  challengePlayer,
  createOpenGame,
  createSoloGame,
  joinGame,
  leaveGame,
  listInvitations,
  listLiveGames,
  listOpenGames,
  listSentChallenges,
  LOBBY_LIMITS,
  LOBBY_TOPIC,
  myGames,
  playBot,
  respondToChallenge,
  rulesetSupport,
  timeControlSchema,
  userTopic,
  type LiveNotice,
} from '@wordrise/games';
import { CONTROL_CHARACTER_MESSAGE, NO_CONTROL_CHARACTERS } from '../users/policy';
import {
  gameCreationProcedure,
  protectedLiveProcedure,
  protectedProcedure,
  publicProcedure,
} from '../trpc';
import { gameIdSchema } from './game';

const rulesetSchema = z.string().min(1).max(40).default(DEFAULT_RULESET_KEY);
const byId = z.strictObject({ gameId: gameIdSchema });
export const lengthSchema = z.enum(GAME_LENGTHS).default('normal');

/** A page of a list: after `cursor` (a game id; none: the first page). */
const pageInput = z
  .strictObject({
    cursor: gameIdSchema.nullish(),
    limit: z.number().int().min(1).max(LOBBY_LIMITS.maxPageSize).default(LOBBY_LIMITS.pageSize),
    // Infinite queries (@trpc/tanstack-react-query) send it; pages only go forward.
    direction: z.enum(['forward', 'backward']).optional(),
  })
  .default({ limit: LOBBY_LIMITS.pageSize });

const commonOptions = {
  ruleset: rulesetSchema,
  timeControl: timeControlSchema.default({ kind: 'none' }),
  rated: z.boolean().default(false),
  oracleAllowed: z.boolean().default(false),
  /** Word challenges (not the lobby's challenges: invitations). */
  challenges: z.boolean().default(false),
  /** The game length (Word Wefter's Short/Normal/Long: the pool's size). */
  length: lengthSchema,
};

/**
 * What the lobby's stream tells a client of a notice: which game changed and how far, never
 * more (a move's notice also carries the game for the processes watching it, racks and bag
 * in it: `noticeOf` keeps that to games' topics, and this list keeps it off the wire anyway).
 */
function lobbyNotice(notice: LiveNotice) {
  if (notice.kind === 'resync') return { kind: 'resync' as const };
  if (notice.kind !== 'change') return undefined;
  const { topic, gameId, status, revision, moveNumber } = notice;
  return { kind: 'change' as const, topic, gameId, status, revision, moveNumber };
}

export const lobbyRouter = {
  /** What a new game may be: rulesets (with seat limits), bot levels. */
  options: publicProcedure.query(() => ({
    // Only the rulesets the platform offers; the board size names the choice ("8 × 8").
    rulesets: OFFERED_RULESET_KEYS.map((key) => RULESETS[key]).map((r) => ({
      key: r.key,
      name: r.name,
      boardSize: r.board.size,
      minSeats: Math.max(2, r.players.min),
      maxSeats: Math.min(4, r.players.max),
      // Bots and the Oracle search with the engine's Oracle, which not every ruleset has yet.
      ...rulesetSupport(r.key),
      // Word Wefter has game lengths (its pool's size); the form offers them for it.
      lengths: r.key === 'wefter' ? GAME_LENGTHS : [],
    })),
    defaultRuleset: DEFAULT_RULESET_KEY,
    botLevels: BOT_LEVELS,
    /**
     * Each level with its strength as players see it: its measured average score, in the
     * games of each offered ruleset (`averageScores`, by key: the rulesets score very
     * differently) and, as before, in WordRise's (`averageScore`, the default ruleset's);
     * and its share of games won against greedy in each (`winRates`, 0–1): a defensive bot
     * may win more while both sides score less, which an average alone would hide.
     */
    bots: BOT_LEVELS.map((level) => {
      const { name, description, averageScore } = BOT_PROFILES[level];
      const byRuleset = (figure: (key: (typeof OFFERED_RULESET_KEYS)[number]) => number) =>
        Object.fromEntries(OFFERED_RULESET_KEYS.map((key) => [key, figure(key)])) as Record<
          string,
          number
        >;
      const averageScores = byRuleset((key) => Math.round(botStrength(level, key).averageScore));
      const winRates = byRuleset((key) => botStrength(level, key).winRateVsGreedy);
      return {
        level,
        name,
        description,
        averageScore: Math.round(averageScore),
        averageScores,
        winRates,
      };
    }),
  })),

  /** Opens a game in the lobby, the creator in seat 0. The Oracle only in casual games. */
  create: gameCreationProcedure
    .input(z.strictObject({ ...commonOptions, seats: z.number().int() }))
    .mutation(({ ctx, input }) => createOpenGame(ctx.db, ctx.user.id, input)),

  /** Listed games waiting for players, newest first. */
  open: publicProcedure
    .input(
      z
        .strictObject({ limit: z.number().int().min(1).max(100).default(50) })
        .default({ limit: 50 }),
    )
    .query(({ ctx, input }) => listOpenGames(ctx.db, input.limit)),

  /** Running games anyone may watch, last changed first. */
  watchable: publicProcedure
    .input(
      z
        .strictObject({ limit: z.number().int().min(1).max(100).default(30) })
        .default({ limit: 30 }),
    )
    .query(({ ctx, input }) => listLiveGames(ctx.db, input.limit)),

  /** The caller's running games and listed games waiting to start (challenges are apart). */
  mine: protectedProcedure.query(({ ctx }) => myGames(ctx.db, ctx.user.id)),

  /** Challenges waiting for the caller's answer, newest first, a page at a time. */
  invitations: protectedProcedure
    .input(pageInput)
    .query(({ ctx, input }) => listInvitations(ctx.db, ctx.user.id, input)),

  /** Challenges the caller sent that are not answered yet, newest first, a page at a time. */
  sentChallenges: protectedProcedure
    .input(pageInput)
    .query(({ ctx, input }) => listSentChallenges(ctx.db, ctx.user.id, input)),

  /** Takes the next seat of an open game; it starts when the last seat fills. */
  join: protectedProcedure
    .input(byId)
    .mutation(({ ctx, input }) => joinGame(ctx.db, ctx.user.id, input.gameId)),

  /** Gives up a seat before the game starts. */
  leave: protectedProcedure.input(byId).mutation(async ({ ctx, input }) => {
    await leaveGame(ctx.db, ctx.user.id, input.gameId);
    return { left: true };
  }),

  /** The creator withdraws a game that has not started. */
  cancel: protectedProcedure.input(byId).mutation(async ({ ctx, input }) => {
    await cancelGame(ctx.db, ctx.user.id, input.gameId);
    return { cancelled: true };
  }),

  /** A two-player game with `username` invited; it starts when they accept. */
  challenge: gameCreationProcedure
    .input(
      z.strictObject({
        ...commonOptions,
        username: z
          .string()
          .trim()
          .min(1)
          .max(64)
          .regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE),
      }),
    )
    .mutation(({ ctx, input }) => {
      const { username, ...options } = input;
      return challengePlayer(ctx.db, ctx.user.id, username, options);
    }),

  /** Accepts (the game starts) or declines (it is cancelled) a challenge. */
  respond: protectedProcedure
    .input(z.strictObject({ gameId: gameIdSchema, accept: z.boolean() }))
    .mutation(({ ctx, input }) =>
      respondToChallenge(ctx.db, ctx.user.id, input.gameId, input.accept),
    ),

  /** A casual game against a bot, started at once. */
  playBot: gameCreationProcedure
    .input(
      z.strictObject({
        botLevel: z.enum(BOT_LEVELS),
        ruleset: rulesetSchema,
        timeControl: timeControlSchema.default({ kind: 'none' }),
        oracleAllowed: z.boolean().default(false),
        challenges: z.boolean().default(false),
        length: lengthSchema,
      }),
    )
    .mutation(({ ctx, input }) => playBot(ctx.db, ctx.user.id, input)),

  /** A solo game (one seat, casual, unlisted, no clock), started at once. */
  solo: gameCreationProcedure
    .input(
      z.strictObject({
        ruleset: rulesetSchema,
        oracleAllowed: z.boolean().default(false),
      }),
    )
    .mutation(({ ctx, input }) => createSoloGame(ctx.db, ctx.user.id, input)),

  /**
   * Live lobby (SSE): a notice whenever a listed open game changes or one of the
   * caller's games does (challenges, starts, moves). Notices carry ids only: the
   * client re-reads `open` / `mine`. `resync`: notices may have been missed.
   */
  live: protectedLiveProcedure.subscription(async function* ({ ctx }) {
    const notices = ctx.hub.subscribe([LOBBY_TOPIC, userTopic(ctx.user.id)], ctx.streamSignal);
    try {
      await ctx.hub.ready();
      yield { kind: 'ready' as const };
      for await (const notice of notices) {
        const told = lobbyNotice(notice);
        if (told) yield told;
      }
    } finally {
      await notices.return?.();
    }
  }),
} satisfies TRPCRouterRecord;

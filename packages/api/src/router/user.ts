import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import {
  bestSoloScoresOf,
  hidesRatingsInGames,
  playerTournaments,
  ratingsOfPlayer,
  recordOfPlayer,
  setHideRatingsInGames,
} from '@wordrise/games';
import { protectedProcedure, publicProcedure } from '../trpc';
import { usernameSchema } from './rating';
import { readProfile, signUp } from '../users/accounts';
import { deleteAccount } from '../users/delete-account';
import { changeDisplayName, readAccount } from '../users/display-name';
import { changePassword } from '../users/password-change';
import { CONTROL_CHARACTER_MESSAGE, NO_CONTROL_CHARACTERS } from '../users/policy';

export const userRouter = {
  /**
   * Creates an account; the client then signs in through Auth.js.
   * Refusals: CONFLICT "That username is taken." or a lookalike name, BAD_REQUEST
   * with the username's, display name's or password's problem (`data.field` names
   * the field), TOO_MANY_REQUESTS past the sign-up limits.
   */
  signUp: publicProcedure
    .input(
      z.strictObject({
        username: z.string().max(64).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE),
        // A display name's length and characters are signUp's to say (with `field`); this
        // bound only keeps a huge input out.
        displayName: z.string().trim().max(1000).optional(),
        password: z.string().max(1000),
      }),
    )
    .mutation(({ ctx, input }) =>
      signUp(ctx.db, input, ctx.hashPassword, { clientAddress: ctx.clientAddress }),
    ),

  /** A player's public page: names, join date, games played and the latest results. */
  profile: publicProcedure
    .input(
      z.strictObject({
        username: z
          .string()
          .trim()
          .min(1)
          .max(64)
          .regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE),
      }),
    )
    .query(({ ctx, input }) => readProfile(ctx.db, input.username)),

  /** A player's ratings per ruleset × speed: rating, RD, games, provisional (NOT_FOUND: no such player). */
  ratings: publicProcedure
    .input(z.strictObject({ username: usernameSchema }))
    .query(({ ctx, input }) => ratingsOfPlayer(ctx.db, input.username)),

  /**
   * A player's record over finished games: wins, losses, ties, average score (over
   * `averageOver` games: those in which the player made a play) and the best single
   * play (game, points, word). NOT_FOUND: no such player.
   */
  record: publicProcedure
    .input(z.strictObject({ username: usernameSchema }))
    .query(({ ctx, input }) => recordOfPlayer(ctx.db, input.username)),

  /** A player's best solo scores: per ruleset, the top 10 played-out solo games by final score. */
  soloScores: publicProcedure
    .input(z.strictObject({ username: usernameSchema }))
    .query(({ ctx, input }) => bestSoloScoresOf(ctx.db, input.username)),

  /**
   * The tournaments a player took part in (or is registered for), latest start first, a
   * page of PLAYER_TOURNAMENTS_PAGE at a time: name, format, when, and how far they got
   * (`placing`: registered, playing round r of n, placed rank of n, out in a round,
   * withdrawn, removed, cancelled). Entries left or dropped before the start are not
   * shown. NOT_FOUND: no such player.
   */
  tournaments: publicProcedure
    .input(
      z.strictObject({
        username: usernameSchema,
        page: z.number().int().min(1).max(1000).default(1),
      }),
    )
    .query(({ ctx, input }) => playerTournaments(ctx.db, input)),

  /**
   * The caller's settings. `hideRatingsInGames`: while a game they sit in is being
   * played, their own view of it (and their lobby list of running games) shows no
   * ratings; others' views are unchanged and the ratings come back when it ends.
   */
  settings: protectedProcedure.query(async ({ ctx }) => ({
    hideRatingsInGames: await hidesRatingsInGames(ctx.db, ctx.user.id),
  })),

  /** The caller's own names: username and display name as stored now (not the session's copy). */
  account: protectedProcedure.query(({ ctx }) => readAccount(ctx.db, ctx.user.id)),

  /**
   * Changes the caller's display name under sign-up's rules (empty: the username). Every seat
   * the caller holds is renamed. Refusals: BAD_REQUEST or CONFLICT (a lookalike) with
   * `data.field` "displayName"; TOO_MANY_REQUESTS past a few changes a day
   * (DISPLAY_NAME_CHANGES). `changed` is false when the name was already this one.
   */
  changeDisplayName: protectedProcedure
    .input(
      // Its length and characters are changeDisplayName's to say (with `field`); this bound
      // only keeps a huge input out.
      z.strictObject({ displayName: z.string().max(1000) }),
    )
    .mutation(({ ctx, input }) => changeDisplayName(ctx.db, ctx.user.id, input.displayName)),

  /**
   * Changes the caller's password: FORBIDDEN when `current` is wrong (tries limited per
   * user), BAD_REQUEST with the new password's problem (`data.field` = "next"). Every
   * session of the caller is revoked: they sign in again with the new password.
   */
  changePassword: protectedProcedure
    .input(z.strictObject({ current: z.string().max(500), next: z.string().max(500) }))
    .mutation(({ ctx, input }) =>
      changePassword(ctx.db, ctx.user.id, input, {
        hash: ctx.hashPassword,
        verify: ctx.verifyPassword,
      }),
    ),

  /**
   * Deletes the caller's account, confirmed with their password (FORBIDDEN when wrong).
   * Games are kept under "deleted player"; every session is revoked.
   */
  deleteAccount: protectedProcedure
    .input(z.strictObject({ password: z.string().max(500) }))
    .mutation(({ ctx, input }) =>
      deleteAccount(ctx.db, ctx.user.id, input.password, ctx.verifyPassword),
    ),

  /** Changes the caller's settings; answers with them as stored. */
  updateSettings: protectedProcedure
    .input(z.strictObject({ hideRatingsInGames: z.boolean() }))
    .mutation(async ({ ctx, input }) => ({
      hideRatingsInGames: await setHideRatingsInGames(
        ctx.db,
        ctx.user.id,
        input.hideRatingsInGames,
      ),
    })),
} satisfies TRPCRouterRecord;

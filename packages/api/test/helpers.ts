import type { TestDatabase } from '@wordrise/db/testing';
import { ANY_WORD } from '@wordrise/engine';
import { TRPCError } from '@trpc/server';
import { replayEveryGame } from '@wordrise/games/testing';
import { expect } from 'vitest';
import {
  createCaller,
  createLimits,
  createTRPCContext,
  type SessionUser,
  type TRPCContextInput,
} from '../src/index';

export { eventCount, makeUsers, openingPlay, stateOf } from '@wordrise/games/testing';

/** Tests do not need argon2: the auth package tests hashing. */
export const fakeHash = async (password: string) => `test-hash:${password}`;
export const fakeVerify = async (hash: string, password: string) =>
  hash === (await fakeHash(password));

export type Caller = ReturnType<typeof createCaller>;

/**
 * Per-minute budgets too large to matter: tests of other things may create many
 * games and ask the Oracle often. The tests of the limits pass their own.
 */
export const roomyLimits = () =>
  createLimits({
    oracleCallsPerMinute: 100_000,
    gamesCreatedPerMinute: 100_000,
    gameActionsPerMinute: 100_000,
  });
const roomy = roomyLimits();

/**
 * A caller as `user` (null: a visitor). Words are judged with ANY_WORD unless a
 * lexicon is given, so tests can play whatever their random racks hold.
 */
export function callerFor(
  t: TestDatabase,
  user: SessionUser | null,
  extra: Partial<TRPCContextInput> = {},
): Caller {
  return createCaller(
    createTRPCContext({
      db: t.db,
      user,
      hashPassword: fakeHash,
      verifyPassword: fakeVerify,
      lexicon: () => ANY_WORD,
      limits: roomy,
      ...extra,
    }),
  );
}

/** A 2-player game between `a` (creator, seat 0) and `b`, started. */
export async function startTwoPlayerGame(
  ca: Caller,
  cb: Caller,
  options: Partial<Parameters<Caller['lobby']['create']>[0]> = {},
): Promise<string> {
  const { gameId } = await ca.lobby.create({ seats: 2, ...options });
  const joined = await cb.lobby.join({ gameId });
  expect(joined.started).toBe(true);
  return gameId;
}

/** Rejects with a tRPC error of this code (and message, if given). */
export async function expectTRPCError(
  promise: Promise<unknown>,
  code: TRPCError['code'],
  message?: string | RegExp,
) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected ${code}`).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  if (message !== undefined) {
    if (typeof message === 'string') expect((error as TRPCError).message).toBe(message);
    else expect((error as TRPCError).message).toMatch(message);
  }
  return error as TRPCError & { rule?: string | null; field?: string | null };
}

/** Every started game in the database replays from its log to exactly its cached state. */
export async function expectEveryGameReplays(t: TestDatabase): Promise<number> {
  const { games, differing } = await replayEveryGame(t);
  expect(differing).toEqual([]);
  return games;
}

/** A Swiss tournament's settings, registration open for the next hour (`over` changes any). */
export function tournamentSettings(
  over: Partial<Parameters<Caller['tournament']['create']>[0]> = {},
): Parameters<Caller['tournament']['create']>[0] {
  const now = Date.now();
  const hour = 3_600_000;
  return {
    name: 'Winter open',
    format: 'swiss',
    rounds: 2,
    capacity: 8,
    registrationOpensAt: new Date(now - hour),
    registrationClosesAt: new Date(now + hour),
    startsAt: new Date(now + 2 * hour),
    forfeitLimit: 2,
    ...over,
  };
}

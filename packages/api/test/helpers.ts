import { gameEvents, games, users } from '@wordrise/db';
import type { TestDatabase } from '@wordrise/db/testing';
import { ANY_WORD, deepEqual, type GameState, type Placement } from '@wordrise/engine';
import { rebuildGameState } from '@wordrise/games';
import { TRPCError } from '@trpc/server';
import { count, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  createCaller,
  createLimits,
  createTRPCContext,
  type SessionUser,
  type TRPCContextInput,
} from '../src/index';

/** Tests do not need argon2: the auth package tests hashing. */
export const fakeHash = async (password: string) => `test-hash:${password}`;

export type Caller = ReturnType<typeof createCaller>;

/**
 * Per-minute budgets too large to matter: tests of other things may create many
 * games and ask the Oracle often. The tests of the limits pass their own.
 */
export const roomyLimits = () =>
  createLimits({ oracleCallsPerMinute: 100_000, gamesCreatedPerMinute: 100_000 });
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
      lexicon: () => ANY_WORD,
      limits: roomy,
      ...extra,
    }),
  );
}

/** Inserts players (without passwords) in one statement. */
export async function makeUsers(t: TestDatabase, ...names: string[]): Promise<SessionUser[]> {
  const rows = await t.db
    .insert(users)
    .values(
      names.map((username) => ({
        username,
        displayName: username[0]?.toUpperCase() + username.slice(1),
      })),
    )
    .returning();
  return rows.map((r) => ({ id: r.id, username: r.username, name: r.displayName }));
}

/** The server-side state (tests only: it holds every secret). */
export async function stateOf(t: TestDatabase, gameId: string): Promise<GameState> {
  const [row] = await t.db.select({ state: games.state }).from(games).where(eq(games.id, gameId));
  if (!row?.state) throw new Error('game has no state');
  return row.state;
}

export async function eventCount(t: TestDatabase, gameId?: string): Promise<number> {
  const query = t.db.select({ n: count() }).from(gameEvents);
  const [row] = gameId ? await query.where(eq(gameEvents.gameId, gameId)) : await query;
  return row?.n ?? 0;
}

/** A first play (R12) of the first two rack tiles on two centre squares; legal with ANY_WORD. */
export function openingPlay(rack: string): Placement[] {
  return [
    { r: 4, c: 4, letter: rack[0] ?? 'A' },
    { r: 4, c: 5, letter: rack[1] ?? 'B' },
  ];
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
  const rows = await t.db.select({ id: games.id }).from(games).where(isNotNull(games.state));
  for (const { id } of rows) {
    const rebuilt = await rebuildGameState(t.db, id);
    expect(rebuilt.difference, `game ${id} differs from its replay`).toBeUndefined();
    expect(deepEqual(rebuilt.state, await stateOf(t, id))).toBe(true);
  }
  return rows.length;
}

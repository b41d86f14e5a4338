import { and, eq, sql } from 'drizzle-orm';
import { gamePlayers, games, users, type BotLevel, type Database } from '@wordrise/db';
import { createStartedGameIn, insertGame } from './create';
import type { Queryable, Transaction } from './db-types';
import { checkGameOptions, type GameOptions } from './game-options';
import { afterGameChange } from './hooks';
import { loadGame, seatOf, type LoadedGame } from './load';
import { checkBotGameLimit, checkChallengeLimits, checkOpenGameLimit } from './lobby-limits';
import { badRequest, conflict, forbidden, notFound, unauthorized } from './refusal';
import { startGame } from './start';
import type { TimeControl } from './time-control';
import type { GameLength } from '@wordrise/engine';

const ACCOUNT_GONE_MESSAGE = 'Your account no longer exists: sign in again.';

async function displayNameOf(db: Queryable, userId: string): Promise<string> {
  const [row] = await db
    .select({ displayName: users.displayName })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw unauthorized(ACCOUNT_GONE_MESSAGE);
  return row.displayName;
}

/**
 * Locks the player's row until the transaction ends, so that their lobby limits
 * are counted one request at a time. `no key update` leaves foreign-key checks
 * (other players challenging them) free.
 */
export async function lockPlayer(tx: Transaction, userId: string): Promise<string> {
  const [row] = await tx
    .select({ displayName: users.displayName })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!row) throw unauthorized(ACCOUNT_GONE_MESSAGE);
  return row.displayName;
}

/** Re-reads a locked game after changing it, bumps its revision, and runs the change hooks. */
async function changed(tx: Transaction, gameId: string, lobby: boolean): Promise<LoadedGame> {
  await tx
    .update(games)
    .set({ revision: sql`${games.revision} + 1`, updatedAt: sql`clock_timestamp()` })
    .where(eq(games.id, gameId));
  const loaded = await loadGame(tx, gameId);
  await afterGameChange(tx, { game: loaded.game, seats: loaded.seats, lobby });
  return loaded;
}

/** Starts the game if every seat is taken and accepted. */
async function startIfFull(tx: Transaction, gameId: string): Promise<boolean> {
  const loaded = await loadGame(tx, gameId, { lock: true });
  const joined = loaded.seats.filter((s) => s.joinStatus === 'joined').length;
  if (loaded.game.status !== 'open' || joined < loaded.game.seats) return false;
  await startGame(tx, loaded);
  return true;
}

/** Loads a game for a lobby change: locked, and still open. */
async function openGameForUpdate(tx: Transaction, gameId: string): Promise<LoadedGame> {
  const loaded = await loadGame(tx, gameId, { lock: true });
  const { status } = loaded.game;
  if (status === 'playing') throw conflict('This game has already started.');
  if (status === 'finished') throw conflict('This game is over.');
  if (status === 'cancelled') throw conflict('This game was cancelled.');
  return loaded;
}

/** lobby.create: an open game with the creator in seat 0, listed in the lobby. */
export async function createOpenGame(
  db: Database,
  userId: string,
  options: GameOptions,
): Promise<{ gameId: string }> {
  checkGameOptions(options);
  return db.transaction(async (tx) => {
    const name = await lockPlayer(tx, userId);
    await checkOpenGameLimit(tx, userId);
    const gameId = await insertGame(tx, userId, options, true);
    await tx.insert(gamePlayers).values({ gameId, seat: 0, userId, name });
    await changed(tx, gameId, true);
    return { gameId };
  });
}

/** lobby.join: takes the next seat (R4: joining order); the game starts when the last seat fills. */
export async function joinGame(
  db: Database,
  userId: string,
  gameId: string,
): Promise<{ seat: number; started: boolean }> {
  return db.transaction(async (tx) => {
    const loaded = await openGameForUpdate(tx, gameId);
    const mine = seatOf(loaded, userId);
    if (mine?.joinStatus === 'invited')
      throw badRequest('You are invited to this game: accept the challenge instead.');
    if (mine) throw badRequest('You are already in this game.');
    if (!loaded.game.listed) throw forbidden('This game is by invitation only.');
    if (loaded.seats.length >= loaded.game.seats) throw conflict('This game is full.');
    const seat = loaded.seats.length;
    await tx
      .insert(gamePlayers)
      .values({ gameId, seat, userId, name: await displayNameOf(tx, userId) });
    const started = await startIfFull(tx, gameId);
    if (!started) await changed(tx, gameId, true);
    return { seat, started };
  });
}

/** lobby.leave: gives up a seat before the start; later seats move up (seats stay in joining order). */
export async function leaveGame(db: Database, userId: string, gameId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await openGameForUpdate(tx, gameId);
    const mine = seatOf(loaded, userId);
    if (!mine || mine.joinStatus !== 'joined') throw forbidden('You are not in this game.');
    if (loaded.game.createdBy === userId)
      throw badRequest('You created this game: cancel it instead.');
    await tx
      .delete(gamePlayers)
      .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.seat, mine.seat)));
    // One row at a time, lowest first, so (game, seat) stays unique at every step.
    for (const later of loaded.seats.filter((s) => s.seat > mine.seat)) {
      await tx
        .update(gamePlayers)
        .set({ seat: later.seat - 1 })
        .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.seat, later.seat)));
    }
    await changed(tx, gameId, true);
  });
}

/** lobby.cancel: the creator withdraws a game that has not started. */
export async function cancelGame(db: Database, userId: string, gameId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await openGameForUpdate(tx, gameId);
    if (loaded.game.createdBy !== userId) {
      throw forbidden('Only the player who created this game can cancel it.');
    }
    await tx.update(games).set({ status: 'cancelled' }).where(eq(games.id, gameId));
    await changed(tx, gameId, true);
  });
}

/** lobby.challenge: a two-player game, not listed, with `username` invited to seat 1. */
export async function challengePlayer(
  db: Database,
  userId: string,
  username: string,
  options: Omit<GameOptions, 'seats'>,
): Promise<{ gameId: string }> {
  const full = { ...options, seats: 2 };
  checkGameOptions(full);
  return db.transaction(async (tx) => {
    const [opponent] = await tx
      .select({ id: users.id, displayName: users.displayName })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    if (!opponent) throw notFound(`There is no player called “${username}”.`, 'username');
    if (opponent.id === userId) throw badRequest('You can’t challenge yourself.', 'username');
    const name = await lockPlayer(tx, userId);
    await checkChallengeLimits(tx, userId, opponent);
    const gameId = await insertGame(tx, userId, full, false);
    await tx.insert(gamePlayers).values([
      { gameId, seat: 0, userId, name },
      { gameId, seat: 1, userId: opponent.id, name: opponent.displayName, joinStatus: 'invited' },
    ]);
    await changed(tx, gameId, false);
    return { gameId };
  });
}

/** lobby.respond: the invited player accepts (the game starts) or declines (it is cancelled). */
export async function respondToChallenge(
  db: Database,
  userId: string,
  gameId: string,
  accept: boolean,
): Promise<{ started: boolean }> {
  return db.transaction(async (tx) => {
    const loaded = await openGameForUpdate(tx, gameId);
    const mine = seatOf(loaded, userId);
    if (mine?.joinStatus !== 'invited') throw forbidden('You have no invitation to this game.');
    const where = and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.seat, mine.seat));
    if (!accept) {
      await tx.update(gamePlayers).set({ joinStatus: 'declined' }).where(where);
      await tx.update(games).set({ status: 'cancelled' }).where(eq(games.id, gameId));
      await changed(tx, gameId, false);
      return { started: false };
    }
    await tx
      .update(gamePlayers)
      .set({ joinStatus: 'joined', joinedAt: sql`clock_timestamp()` })
      .where(where);
    const started = await startIfFull(tx, gameId);
    if (!started) await changed(tx, gameId, false);
    return { started };
  });
}

/** lobby.playBot: a casual game against a bot, started at once (the player is seat 0; R6 picks who begins). */
export async function playBot(
  db: Database,
  userId: string,
  options: {
    botLevel: BotLevel;
    ruleset: string;
    timeControl: TimeControl;
    oracleAllowed: boolean;
    challenges?: boolean;
    /** Word Wefter's Short/Normal/Long; absent = normal. */
    length?: GameLength;
  },
): Promise<{ gameId: string }> {
  const { botLevel, ...rest } = options;
  checkGameOptions({ ...rest, seats: 2, rated: false });
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    await checkBotGameLimit(tx, userId);
    return createStartedGameIn(tx, {
      createdBy: userId,
      options: { ...rest, rated: false },
      seats: [{ userId }, { botLevel }],
    });
  });
}

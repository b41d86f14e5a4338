import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { gamePlayers, games } from '@wordrise/db';
import {
  CURRENT_RNG_VERSION,
  CURRENT_RULES_VERSION,
  newGame,
  type GameState,
} from '@wordrise/engine';
import type { Transaction } from './db-types';
import { afterGameChange } from './hooks';
import type { LoadedGame } from './load';
import { deadlineOf } from './clock-start';
import { allowanceMs, ARRIVAL_GRACE_MS, fromColumns } from './time-control';

/** R5: a secret seed from the operating system's CSPRNG (128 bits). */
export function newSeed(): string {
  return crypto.randomBytes(16).toString('hex');
}

/**
 * The engine's starting state of a game: its seed, rules version and randomness
 * version (games from before version 2 of either keep version 1) and the seat
 * names in seat order.
 */
export function initialState(loaded: Pick<LoadedGame, 'game' | 'seats'>): GameState {
  const { game, seats } = loaded;
  const created = newGame({
    ruleset: game.ruleset,
    seed: game.seed,
    rulesVersion: game.rulesVersion,
    rngVersion: game.rngVersion,
    players: game.seats,
    mode: game.solo ? 'solo' : 'standard',
    challenges: game.wordChallenges,
    length: game.gameLength,
    names: seats.map((s) => s.name),
  });
  if (!created.ok) throw new Error(`game ${game.id} cannot start: ${created.error.reason}`);
  return created.state;
}

/**
 * Starts a game whose seats are all filled, inside the caller's transaction (the
 * game row locked): deals with the engine (R6 decides who goes first), starts
 * the clocks, tells the lobby and the players. A game is played under the rules and
 * the randomness of the day it starts: one opened before a version changed (nothing has
 * been dealt yet) starts under the current ones, never under a weaker generator or a
 * rule that gave tiles away.
 */
export async function startGame(
  tx: Transaction,
  loaded: LoadedGame,
  options: { waitForPlayers?: boolean } = {},
): Promise<void> {
  const { nowMs } = loaded;
  const tc = fromColumns(loaded.game);
  const allowance = allowanceMs(tc);
  const game = {
    ...loaded.game,
    rngVersion: CURRENT_RNG_VERSION,
    rulesVersion: CURRENT_RULES_VERSION,
    // Real-time clocks wait for players who did not start the game themselves.
    clockGraceUntil:
      options.waitForPlayers && tc.kind === 'realtime' ? new Date(nowMs + ARRIVAL_GRACE_MS) : null,
  };
  const seats = loaded.seats.map((s) => ({ ...s, timeLeftMs: allowance }));
  const state = initialState({ game, seats });
  const now = new Date(nowMs);
  const [started] = await tx
    .update(games)
    .set({
      status: 'playing',
      state,
      rngVersion: game.rngVersion,
      rulesVersion: game.rulesVersion,
      moveNumber: state.moveNumber,
      toMoveSeat: state.toMove,
      startedAt: now,
      turnStartedAt: now,
      clockDeadline: deadlineOf(game, seats, state.toMove, nowMs),
      clockGraceUntil: game.clockGraceUntil,
      revision: sql`${games.revision} + 1`,
      updatedAt: now,
    })
    .where(and(eq(games.id, game.id), eq(games.status, 'open')))
    .returning();
  if (!started) throw new Error(`game ${game.id} was not open`);
  if (allowance !== null) {
    await tx
      .update(gamePlayers)
      .set({ timeLeftMs: allowance })
      .where(eq(gamePlayers.gameId, game.id));
  }
  await afterGameChange(tx, { game: started, seats, lobby: true });
}

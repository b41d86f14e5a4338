/**
 * R5: games record their randomness version, new games use the
 * current (cryptographic) one, and games stored before it replay exactly.
 */
import { gameEvents, gamePlayers, games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { CURRENT_RNG_VERSION, newGame, replay, type GameState } from '@wordrise/engine';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildGameState } from '@wordrise/games';
import type { SessionUser } from '../src/index';
import { callerFor, makeUsers, startTwoPlayerGame, stateOf, type Caller } from './helpers';

const t = useTestDatabase();
let people: SessionUser[] = [];
let [ann, ben]: Caller[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben');
  [ann, ben] = people.map((p) => callerFor(t, p));
});

async function rowOf(gameId: string) {
  const [row] = await t.db.select().from(games).where(eq(games.id, gameId));
  if (!row) throw new Error('no game row');
  return row;
}

async function seatNames(gameId: string): Promise<string[]> {
  const seats = await t.db
    .select({ name: gamePlayers.name })
    .from(gamePlayers)
    .where(eq(gamePlayers.gameId, gameId))
    .orderBy(asc(gamePlayers.seat));
  return seats.map((s) => s.name);
}

function dealt(seed: string, names: string[], rngVersion: number): GameState {
  const created = newGame({ seed, players: 2, names, rngVersion });
  if (!created.ok) throw new Error(created.error.reason);
  return created.state;
}

/** The mover passes, then the other seat exchanges one tile (R22: a draw from the generator). */
async function passAndExchange(gameId: string): Promise<void> {
  const mover = (await stateOf(t, gameId)).toMove === 0 ? ann! : ben!;
  await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });
  const state = await stateOf(t, gameId);
  const next = state.toMove === 0 ? ann! : ben!;
  const tile = state.players[state.toMove]?.rack[0] ?? '';
  await next.game.submit({ gameId, expectedMove: 1, action: { type: 'exchange', tiles: tile } });
}

describe('R5: the randomness version of a game', () => {
  it('R5: a new game records the current version and is dealt with it', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const row = await rowOf(gameId);
    expect(CURRENT_RNG_VERSION).toBe(2);
    expect(row.rngVersion).toBe(2);
    const state = await stateOf(t, gameId);
    expect(state.rngVersion).toBe(2);
    expect(state).toEqual(dealt(row.seed, await seatNames(gameId), 2));
  });

  it('R5: a game stored with version 1 plays on with version 1 and rebuilds exactly', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const { seed } = await rowOf(gameId);
    const names = await seatNames(gameId);
    // What a game created before version 2 looks like: version 1 in the row and the state.
    const old = dealt(seed, names, 1);
    await t.db
      .update(games)
      .set({ rngVersion: 1, state: old, toMoveSeat: old.toMove })
      .where(eq(games.id, gameId));

    await passAndExchange(gameId);

    const stored = await stateOf(t, gameId);
    expect(stored.rngVersion).toBe(1);
    expect(Array.isArray(stored.rng)).toBe(true); // sfc32's four words, not a ChaCha20 key
    const rebuilt = await rebuildGameState(t.db, gameId);
    expect(rebuilt.difference).toBeUndefined();
    expect(rebuilt.state).toEqual(stored);
    const rows = await t.db
      .select({ event: gameEvents.event })
      .from(gameEvents)
      .where(eq(gameEvents.gameId, gameId))
      .orderBy(asc(gameEvents.moveNumber));
    const events = rows.map((r) => r.event);
    expect(events.map((e) => e.type)).toEqual(['pass', 'exchange']);
    const offline = replay(old, events);
    expect(offline.ok && offline.state).toEqual(stored);

    // The column is what the rebuild reads: under version 2 the same log is another game.
    await t.db.update(games).set({ rngVersion: 2 }).where(eq(games.id, gameId));
    await expect(rebuildGameState(t.db, gameId)).rejects.toThrow(/does not replay/);
  });
});

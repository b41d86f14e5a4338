/**
 * Rules versions: every game records the rules it started under, and a
 * stored game keeps being judged and replayed by them. R29 changed in version 2:
 * a resignation no longer charges the rack penalty.
 */
import { gamePlayers, games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { CURRENT_RULES_VERSION, newGame, type GameState } from '@wordrise/engine';
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

async function seatsOf(gameId: string) {
  return t.db
    .select({ name: gamePlayers.name, score: gamePlayers.score })
    .from(gamePlayers)
    .where(eq(gamePlayers.gameId, gameId))
    .orderBy(asc(gamePlayers.seat));
}

function dealt(seed: string, names: string[], rulesVersion: number): GameState {
  const created = newGame({ seed, players: 2, names, rulesVersion });
  if (!created.ok) throw new Error(created.error.reason);
  return created.state;
}

/** Ann resigns at once: both racks are full. */
async function annResigns(gameId: string) {
  await ann!.game.submit({ gameId, expectedMove: 0, action: { type: 'resign' } });
  return (await stateOf(t, gameId)).result;
}

describe('rules versions of stored games', () => {
  it('a new game records the current rules version in its row and state', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const row = await rowOf(gameId);
    expect(CURRENT_RULES_VERSION).toBe(3);
    expect(row.rulesVersion).toBe(3);
    const names = (await seatsOf(gameId)).map((s) => s.name);
    expect(await stateOf(t, gameId)).toEqual(dealt(row.seed, names, 3));
  });

  it('R29: a game of the current version decided by a resignation keeps the scores as they stood', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const result = await annResigns(gameId);
    expect(result).toMatchObject({ reason: 'resigned', penalties: [0, 0] });
    expect((await seatsOf(gameId)).map((s) => s.score)).toEqual([0, 0]);
    expect((await rebuildGameState(t.db, gameId)).difference).toBeUndefined();
  });

  it('R29: a game stored under version 1 is still charged the penalty and rebuilds exactly', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const { seed } = await rowOf(gameId);
    const names = (await seatsOf(gameId)).map((s) => s.name);
    // What a game created before version 2 looks like: version 1 in the row and the state.
    const old = dealt(seed, names, 1);
    await t.db
      .update(games)
      .set({ rulesVersion: 1, state: old, toMoveSeat: old.toMove })
      .where(eq(games.id, gameId));

    const result = await annResigns(gameId);
    expect(result).toMatchObject({ reason: 'resigned', penalties: [35, 35] });
    expect((await seatsOf(gameId)).map((s) => s.score)).toEqual([-35, -35]);
    const rebuilt = await rebuildGameState(t.db, gameId);
    expect(rebuilt.difference).toBeUndefined();
    expect(rebuilt.state).toEqual(await stateOf(t, gameId));

    // The column is what the rebuild reads: under version 2 the same log is another game.
    await t.db.update(games).set({ rulesVersion: 2 }).where(eq(games.id, gameId));
    await expect(rebuildGameState(t.db, gameId)).rejects.toThrow(/does not replay/);
  });
});

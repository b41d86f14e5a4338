/**
 * Test helpers the games and api test suites share (`@wordrise/games/testing`).
 * Tests only: `stateOf` reads every secret of a game.
 */
import { gameEvents, games, users } from '@wordrise/db';
import type { TestDatabase } from '@wordrise/db/testing';
import { deepEqual, type GameState, type Placement } from '@wordrise/engine';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { rebuildGameState } from './rebuild';

/** A player as the tests create them. */
export interface TestPlayer {
  id: string;
  username: string;
  name: string;
}

/** Inserts players (without passwords) in one statement. */
export async function makeUsers(t: TestDatabase, ...names: string[]): Promise<TestPlayer[]> {
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

/**
 * The game's bag emptied and `seat`'s rack made `word`, in its cached state, so that
 * seat's play of `word` goes out. The log no longer replays from the seed afterwards.
 */
export async function emptyBagAndRack(
  t: TestDatabase,
  gameId: string,
  seat: number,
  word: string,
): Promise<void> {
  const state = await stateOf(t, gameId);
  const doctored: GameState = {
    ...state,
    bag: '',
    players: state.players.map((p, i) => (i === seat ? { ...p, rack: word } : p)),
  };
  await t.db
    .update(games)
    .set({ state: doctored, revision: sql`${games.revision} + 1` })
    .where(eq(games.id, gameId));
}

/** A first play (R12) of the first two rack tiles on two centre squares; legal with ANY_WORD. */
export function openingPlay(rack: string): Placement[] {
  return [
    { r: 4, c: 4, letter: rack[0] ?? 'A' },
    { r: 4, c: 5, letter: rack[1] ?? 'B' },
  ];
}

/** What replaying every started game from its log found: how many, and which differ. */
export async function replayEveryGame(
  t: TestDatabase,
): Promise<{ games: number; differing: { gameId: string; why: string }[] }> {
  const rows = await t.db.select({ id: games.id }).from(games).where(isNotNull(games.state));
  const differing: { gameId: string; why: string }[] = [];
  for (const { id } of rows) {
    const rebuilt = await rebuildGameState(t.db, id);
    if (rebuilt.difference !== undefined) differing.push({ gameId: id, why: rebuilt.difference });
    else if (!deepEqual(rebuilt.state, await stateOf(t, id)))
      differing.push({ gameId: id, why: 'the rebuilt state differs from the stored one' });
  }
  return { games: rows.length, differing };
}

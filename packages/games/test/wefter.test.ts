import { games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { publicCountsOf, rackTileOf, WILD, type GameState, type Placement } from '@wordrise/engine';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createPassAndPlayGame,
  createSoloGame,
  createStartedGame,
  NO_SOLO_MESSAGE,
  readReplay,
  type SubmittedAction,
} from '../src/index';
import {
  expectEveryGameReplays,
  expectRefusal,
  makeUsers,
  playerFor,
  stateOf,
  type Player,
  type PlayerActions,
} from './helpers';

const t = useTestDatabase();
let host: Player;
let hostActs: PlayerActions;
let guest: PlayerActions;

beforeAll(async () => {
  const [h, g] = await makeUsers(t, 'wendy', 'walt');
  host = h!;
  hostActs = playerFor(t, host);
  guest = playerFor(t, g!);
});

const wefterAtTable = (length: 'short' | 'normal' | 'long' = 'short') =>
  createPassAndPlayGame(t.db, host.id, {
    ruleset: 'wefter',
    oracleAllowed: false,
    length,
    names: ['Ann', 'Ben'],
  });

/** Two plain (or rainbow) rack tiles across START (5, 5); a wild is played as E. */
function openingOf(rack: string): Placement[] {
  const tiles = [...rack].filter((tile) => tile !== '_').slice(0, 2);
  return tiles.map((tile, i) => ({ r: 5, c: 5 + i, letter: tile === WILD ? 'e' : tile }));
}

describe('Word Wefter on the platform', () => {
  it('stores the game length and deals a Short game from the smaller pool, replaying identically', async () => {
    const { gameId } = await wefterAtTable('short');
    const [row] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(row).toMatchObject({ ruleset: 'wefter', gameLength: 'short' });
    const state = await stateOf(t, gameId);
    expect(state.length).toBe('short');
    const tiles =
      state.bag.length +
      state.players.reduce((n, p) => n + [...p.rack].length, 0) +
      (state.market?.slots.filter((s) => s !== '').length ?? 0);
    expect(tiles).toBe(66);
    await expectEveryGameReplays(t);
  });

  it('keeps a lobby game’s length from creation to its start, and lists it with its length', async () => {
    const { gameId } = await hostActs.lobby.create({ seats: 2, ruleset: 'wefter', length: 'long' });
    const listed = (await guest.lobby.open()).find((g) => g.id === gameId);
    expect(listed).toMatchObject({ ruleset: 'wefter', gameLength: 'long' });
    await guest.lobby.join({ gameId });
    expect((await stateOf(t, gameId)).length).toBe('long');
  });

  it('shows the mover the marketplace as Opening soon until their first turn, and never another rack', async () => {
    const { gameId } = await wefterAtTable();
    const view = await hostActs.game.view({ gameId });
    expect(view.length).toBe('short');
    expect(view.game?.market).toEqual({ slots: null, closed: false });
    expect(view.game?.lastTurn).toBe(false);
    const state = await stateOf(t, gameId);
    const other = state.players[1 - state.toMove]!.rack;
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(other));
    expect(JSON.stringify(view)).not.toContain(state.bag);
  });

  it('buys marketplace tiles with the turn: refused before the market opens, then paid from the score', async () => {
    const { gameId } = await wefterAtTable();
    await expectRefusal(
      hostActs.game.submit({ gameId, expectedMove: 0, action: { type: 'pass', buy: [0] } }),
      'rule',
    );
    const opener = await stateOf(t, gameId);
    const placements = openingOf(opener.players[opener.toMove]!.rack);
    const played = await hostActs.game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'play', placements },
    });
    expect(played.score).toBeGreaterThan(0);
    await hostActs.game.submit({ gameId, expectedMove: 1, action: { type: 'pass' } });
    const before = await stateOf(t, gameId);
    const seat = before.toMove;
    const slot = before.market!.slots[0]!;
    const bought = await hostActs.game.submit({
      gameId,
      expectedMove: 2,
      action: { type: 'pass', buy: [0] },
    });
    expect(bought.event).toMatchObject({ type: 'pass', bought: { slots: [0], cost: 1 } });
    const after = await stateOf(t, gameId);
    expect(after.players[seat]!.score).toBe(before.players[seat]!.score - 1);
    expect([...after.players[seat]!.rack].map(rackTileOf)).toContain(slot);
    await expectEveryGameReplays(t);
  });

  it("gives a running game's replay the rack and bag counts with the tiles bought, and no rack or bag", async () => {
    const { gameId } = await wefterAtTable();
    const opener = await stateOf(t, gameId);
    const first = opener.toMove;
    const liveStates: GameState[] = [];
    const submit = async (expectedMove: number, action: SubmittedAction) => {
      await hostActs.game.submit({ gameId, expectedMove, action });
      liveStates.push(await stateOf(t, gameId));
    };
    await submit(0, { type: 'play', placements: openingOf(opener.players[first]!.rack) });
    await submit(1, { type: 'pass' });
    // The opener buys a letter and plays it at once: ZYGOMATA's case, with one tile. (Not a
    // blank, which goes only on a tile, nor a wild, which needs its letter named.)
    const slots = liveStates[1]!.market!.slots;
    const slot = slots.findIndex((tile) => /^[A-Z]$/.test(tile));
    expect(slot, `a plain letter on offer: ${slots.join(' ')}`).toBeGreaterThanOrEqual(0);
    await submit(2, {
      type: 'play',
      buy: [slot],
      placements: [{ r: 5, c: 7, letter: slots[slot]! }],
    });
    // An exchange (two passes in a row would end the game), then a purchase with a pass.
    await submit(3, { type: 'exchange', tiles: liveStates[2]!.players[1 - first]!.rack[0]! });
    await submit(4, { type: 'pass', buy: [0] });

    const replay = await readReplay(t.db, gameId);
    expect(replay.over).toBe(false);
    expect(replay.counts).toEqual(liveStates.map(publicCountsOf));
    expect(replay.counts![2]!.rackCounts[first]).toBe(7);
    expect(replay.counts![4]!.rackCounts[first]).toBe(8);
    // Only counts: no rack, no bag order, no seed while the game runs (R30).
    const live = liveStates.at(-1)!;
    const sent = JSON.stringify(replay);
    for (const p of live.players) expect(sent).not.toContain(JSON.stringify(p.rack));
    expect(sent).not.toContain(live.bag);
    expect(sent).not.toContain(live.seed);
    expect(replay.initial).toBeNull();
  });

  it('seats bots and allows the Oracle in Word Wefter, and refuses solo Word Wefter', async () => {
    const botGame = await createStartedGame(t.db, {
      createdBy: host.id,
      options: {
        ruleset: 'wefter',
        timeControl: { kind: 'none' },
        rated: false,
        oracleAllowed: true,
      },
      seats: [{ userId: host.id }, { botLevel: 'greedy' }],
    });
    const [row] = await t.db.select().from(games).where(eq(games.id, botGame.gameId));
    expect(row).toMatchObject({ ruleset: 'wefter', oracleAllowed: true, status: 'playing' });
    const { gameId } = await createPassAndPlayGame(t.db, host.id, {
      ruleset: 'wefter',
      oracleAllowed: true,
      names: ['Ann', 'Ben'],
    });
    expect((await stateOf(t, gameId)).ruleset).toBe('wefter');
    await expectRefusal(
      createSoloGame(t.db, host.id, { ruleset: 'wefter', oracleAllowed: false }),
      'bad-request',
      NO_SOLO_MESSAGE,
    );
  });
});

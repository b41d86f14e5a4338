import { gameEvents } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { HIDDEN_TILE, spellTiles, WORDRISE, type GameState } from '@wordrise/engine';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { oracleRequest, serverLexicon } from '../src/index';
import {
  playerFor,
  eventCount,
  expectEveryGameReplays,
  expectRefusal,
  makeUsers,
  openingPlay,
  startTwoPlayerGame,
  stateOf,
  type PlayerActions,
  type Player,
} from './helpers';

const t = useTestDatabase();
let people: Player[] = [];
let [ann, ben, cat, dan]: PlayerActions[] = [];
const NO_GAME = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat', 'dan');
  [ann, ben, cat, dan] = people.map((p) => playerFor(t, p));
});

/** The callers of seat 0 and seat 1 of a game between ann and ben, by whose turn it is. */
function turnOrder(state: GameState): {
  mover: PlayerActions;
  other: PlayerActions;
  moverSeat: number;
} {
  return state.toMove === 0
    ? { mover: ann!, other: ben!, moverSeat: 0 }
    : { mover: ben!, other: ann!, moverSeat: 1 };
}

describe('a game between two players', () => {
  let gameId = '';
  let initial: GameState;

  beforeAll(async () => {
    gameId = await startTwoPlayerGame(ann!, ben!, { oracleAllowed: true });
    initial = await stateOf(t, gameId);
  });

  it('shows each player only their own rack (R30)', async () => {
    for (const [seat, caller] of [ann!, ben!].entries()) {
      const view = await caller.game.view({ gameId });
      expect(view.yourSeat).toBe(seat);
      expect(view.game?.rack).toBe(initial.players[seat]?.rack);
      expect(view.game?.revealed).toBeNull();
      expect(view.game?.players.map((p) => p.rackCount)).toEqual([7, 7]);
      expect(view.game?.bagCount).toBe(initial.bag.length);
      const json = JSON.stringify(view);
      expect(json).not.toMatch(/"(seed|bag|rng|racks)"/);
      expect(json).not.toContain(initial.seed);
      expect(json).not.toContain(initial.bag);
      expect(json).not.toContain(`"${initial.players[1 - seat]?.rack}"`);
    }
  });

  it('shows a non-player or a visitor no rack at all', async () => {
    for (const caller of [cat!, playerFor(t, null)]) {
      const view = await caller.game.view({ gameId });
      expect(view.yourSeat).toBeNull();
      expect(view.game?.rack).toBeNull();
      expect(view.game?.viewer).toBe('spectator');
      expect(JSON.stringify(view)).not.toContain(initial.seed);
    }
    await expectRefusal(cat!.game.view({ gameId: NO_GAME }), 'not-found', 'There is no such game.');
  });

  it('refuses a move out of turn, in a game you are not in, or for someone else — writing nothing', async () => {
    const { other } = turnOrder(initial);
    const pass = { type: 'pass' } as const;
    const refused = await expectRefusal(
      other.game.submit({ gameId, expectedMove: 0, action: pass }),
      'rule',
      'It\u2019s not your turn.'.replace('\u2019', "'"),
    );
    expect(refused.rule).toBe('TURN');
    await expectRefusal(
      cat!.game.submit({ gameId, expectedMove: 0, action: pass }),
      'forbidden',
      'You are not playing in this game.',
    );
    await expectRefusal(
      cat!.game.submit({ gameId: NO_GAME, expectedMove: 0, action: pass }),
      'not-found',
    );
    expect(await eventCount(t, gameId)).toBe(0);
    expect(await stateOf(t, gameId)).toEqual(initial);
  });

  it('judges every play with the engine: off the board, tiles not on the rack, words not in the list', async () => {
    const { mover, moverSeat } = turnOrder(initial);
    // Off the board for this ruleset: well-formed, refused by the engine.
    const off = await expectRefusal(
      mover.game.submit({
        gameId,
        expectedMove: 0,
        action: { type: 'play', placements: [{ r: 10, c: 4, letter: 'A' }] },
      }),
      'rule',
    );
    expect(off.rule).toBe('INPUT');
    const rack = initial.players[moverSeat]!.rack;
    const missing = Object.keys(WORDRISE.tiles.distribution).find((tile) => !rack.includes(tile))!;
    const notOnRack = await expectRefusal(
      mover.game.submit({
        gameId,
        expectedMove: 0,
        action: {
          type: 'play',
          placements: [
            { r: 4, c: 4, letter: missing },
            { r: 4, c: 5, letter: rack[0]! },
          ],
        },
      }),
      'rule',
      `You have no ${spellTiles(WORDRISE, missing)} tile to place.`,
    );
    expect(notOnRack.rule).toBe('R7');

    // With the real word list, two rack tiles that make no word.
    const english = serverLexicon();
    const strict = playerFor(t, people[moverSeat]!, english);
    let pair: [string, string] | undefined;
    for (let i = 0; i < rack.length && !pair; i++) {
      for (let j = 0; j < rack.length && !pair; j++) {
        if (i !== j && !english.has(rack[i]! + rack[j]!)) pair = [rack[i]!, rack[j]!];
      }
    }
    if (!pair) throw new Error(`every pair of ${rack} is a word`);
    const nonWord = await expectRefusal(
      strict.game.submit({
        gameId,
        expectedMove: 0,
        action: {
          type: 'play',
          placements: [
            { r: 4, c: 4, letter: pair[0] },
            { r: 4, c: 5, letter: pair[1] },
          ],
        },
      }),
      'rule',
      `${spellTiles(WORDRISE, pair.join(''))} is not in the word list.`,
    );
    expect(nonWord.rule).toBe('R11');
    expect(await eventCount(t, gameId)).toBe(0);
  });

  it('accepts a legal play: appends the event and updates the cached state', async () => {
    const { mover, moverSeat } = turnOrder(initial);
    const placements = openingPlay(initial.players[moverSeat]!.rack);
    const result = await mover.game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'play', placements },
    });
    expect(result.moveNumber).toBe(0);
    expect(result.event).toMatchObject({ type: 'play', seat: moverSeat, move: 0 });
    expect(result.score).toBeGreaterThanOrEqual(4); // R18: two flat tiles
    expect(result.view.moveNumber).toBe(1);
    expect(result.view.game?.board.cells[44]).toBe(placements[0]!.letter);
    expect(result.view.game?.rack).toHaveLength(7);
    expect(result.view.players[moverSeat]?.score).toBe(result.score);

    const [row] = await t.db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId));
    expect(row).toMatchObject({
      moveNumber: 0,
      seat: moverSeat,
      actor: 'player',
      action: 'play',
      score: result.score,
    });
    expect(row?.actorUserId).toBe(people[moverSeat]!.id);
    const state = await stateOf(t, gameId);
    expect(state.moveNumber).toBe(1);
    expect(state.toMove).toBe(1 - moverSeat);
  });

  it('refuses a move based on an old position: the game has moved on', async () => {
    const state = await stateOf(t, gameId);
    const { mover } = turnOrder(state);
    await expectRefusal(
      mover.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } }),
      'stale',
      'The game has moved on — refresh to see the latest move.',
    );
    expect(await eventCount(t, gameId)).toBe(1);
  });

  it('exchanges one tile (R22) and passes (R23)', async () => {
    let state = await stateOf(t, gameId);
    const first = turnOrder(state);
    const rack = state.players[first.moverSeat]!.rack;
    const two = await expectRefusal(
      first.mover.game.submit({
        gameId,
        expectedMove: 1,
        action: { type: 'exchange', tiles: rack.slice(0, 2) },
      }),
      'rule',
    );
    expect(two.rule).toBe('R22');
    const exchanged = await first.mover.game.submit({
      gameId,
      expectedMove: 1,
      action: { type: 'exchange', tiles: rack[0]! },
    });
    expect(exchanged.event).toMatchObject({ type: 'exchange', tiles: rack[0] });

    state = await stateOf(t, gameId);
    const { mover } = turnOrder(state);
    expect(
      (await mover.game.submit({ gameId, expectedMove: 2, action: { type: 'pass' } })).event.type,
    ).toBe('pass');
  });

  it('hides others’ racks and draws in the history while the game runs', async () => {
    const annHistory = await ann!.game.history({ gameId });
    expect(annHistory.map((h) => h.moveNumber)).toEqual([0, 1, 2]);
    for (const entry of annHistory) {
      if (entry.seat === 0) expect(entry.event.rack).not.toContain(HIDDEN_TILE);
      else expect(entry.event.rack).toBe(HIDDEN_TILE.repeat(7));
    }
    const exchange = (await cat!.game.history({ gameId })).find((h) => h.event.type === 'exchange');
    expect(exchange?.event).toMatchObject({ tiles: HIDDEN_TILE, drawn: HIDDEN_TILE });
  });

  it('lets only players of a running casual game that allows it ask the Oracle, for their own rack', async () => {
    const [a, b, c] = people as [Player, Player, Player];
    await expectRefusal(
      oracleRequest(t.db, gameId, c.id),
      'forbidden',
      'You are not playing in this game.',
    );
    // Allowed here, and also when it is not the caller's turn: for the caller's own rack.
    for (const [seat, player] of [a, b].entries()) {
      const request = await oracleRequest(t.db, gameId, player.id);
      const state = await stateOf(t, gameId);
      expect(request).toMatchObject({ seat, rack: state.players[seat]!.rack });
    }

    const rated = await startTwoPlayerGame(ann!, ben!, { rated: true });
    await expectRefusal(
      oracleRequest(t.db, rated, a.id),
      'forbidden',
      'The Oracle is not allowed in this game.',
    );
    const casualNoOracle = await startTwoPlayerGame(ann!, ben!);
    await expectRefusal(
      oracleRequest(t.db, casualNoOracle, a.id),
      'forbidden',
      'The Oracle is not allowed in this game.',
    );
    const { gameId: open } = await ann!.lobby.create({ seats: 2, oracleAllowed: true });
    await expectRefusal(
      oracleRequest(t.db, open, a.id),
      'bad-request',
      'The game has not started yet.',
    );
    await expectRefusal(
      ann!.game.submit({ gameId: open, expectedMove: 0, action: { type: 'pass' } }),
      'bad-request',
      'The game has not started yet.',
    );
    for (const id of [rated, casualNoOracle])
      await ann!.game.submit({ gameId: id, expectedMove: 0, action: { type: 'resign' } });
  });

  it('lets a player resign at any time (R24); then everything is public and nothing more is accepted', async () => {
    const state = await stateOf(t, gameId);
    const { other, moverSeat } = turnOrder(state);
    const resigned = await other.game.submit({
      gameId,
      expectedMove: 3,
      action: { type: 'resign' },
    });
    expect(resigned.view.status).toBe('finished');
    expect(resigned.view.result).toMatchObject({
      reason: 'resigned',
      ranking: [[moverSeat], [1 - moverSeat]],
    });
    expect(resigned.view.players[moverSeat]).toMatchObject({ rank: 1, result: 'win' });
    expect(resigned.view.players[1 - moverSeat]).toMatchObject({ rank: 2, result: 'loss' });

    await expectRefusal(
      other.game.submit({ gameId, expectedMove: 4, action: { type: 'pass' } }),
      'over',
      'The game is over.',
    );
    await expectRefusal(
      oracleRequest(t.db, gameId, people[0]!.id),
      'bad-request',
      'The game is over.',
    );

    const final = await stateOf(t, gameId);
    const spectator = await cat!.game.view({ gameId });
    expect(spectator.game?.revealed).toEqual({
      seed: final.seed,
      rng: final.rng,
      bag: final.bag,
      racks: final.players.map((p) => p.rack),
    });
    const history = await cat!.game.history({ gameId });
    expect(history.every((h) => !h.event.rack.includes(HIDDEN_TILE))).toBe(true);
  });
});

describe('games that end on their own', () => {
  it('ends after three rounds without a word (R28) with rack penalties (R29): a draw', async () => {
    const gameId = await startTwoPlayerGame(cat!, dan!);
    for (let move = 0; move < 6; move++) {
      const state = await stateOf(t, gameId);
      const mover = state.toMove === 0 ? cat! : dan!;
      await mover.game.submit({ gameId, expectedMove: move, action: { type: 'pass' } });
    }
    const view = await cat!.game.view({ gameId });
    expect(view.status).toBe('finished');
    expect(view.result).toMatchObject({
      reason: 'no-words',
      penalties: [35, 35],
      ranking: [[0, 1]],
    });
    expect(view.players.map((p) => [p.score, p.rank, p.result])).toEqual([
      [-35, 1, 'draw'],
      [-35, 1, 'draw'],
    ]);
  });

  it('lets one of three players resign out of turn; the others play on', async () => {
    const { gameId } = await ann!.lobby.create({ seats: 3 });
    await ben!.lobby.join({ gameId });
    await cat!.lobby.join({ gameId });
    const state = await stateOf(t, gameId);
    const callers = [ann!, ben!, cat!];
    const bystander = (state.toMove + 1) % 3;
    await callers[bystander]!.game.submit({ gameId, expectedMove: 0, action: { type: 'resign' } });
    const view = await ann!.game.view({ gameId });
    expect(view.status).toBe('playing');
    expect(view.toMove).toBe(state.toMove);
    expect(view.game?.players[bystander]?.status).toBe('resigned');
    const left = await expectRefusal(
      callers[bystander]!.game.submit({ gameId, expectedMove: 1, action: { type: 'pass' } }),
      'rule',
      'You have left this game.',
    );
    expect(left.rule).toBe('SEAT');
    await callers[state.toMove]!.game.submit({
      gameId,
      expectedMove: 1,
      action: { type: 'resign' },
    });
    expect((await ann!.game.view({ gameId })).status).toBe('finished');
  });

  it('replays every started game to its cached state', async () => {
    expect(await expectEveryGameReplays(t)).toBeGreaterThanOrEqual(5);
  });
});

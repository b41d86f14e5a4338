import { useTestDatabase } from '@wordrise/db/testing';
import { moveAnnotations } from '@wordrise/db';
import {
  deepEqual,
  HIDDEN_TILE,
  replayStates,
  type GameEvent,
  type GameState,
  type PlayEvent,
} from '@wordrise/engine';
import { currentAnalysisVersion, initialState, loadGame, readEvents } from '@wordrise/games';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import {
  callerFor,
  expectTRPCError,
  makeUsers,
  openingPlay,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';

/**
 * `replay.get`: who may see what of a game's replay before and after its end (R30).
 * While a game runs, the replay is what a spectator sees, whoever asks (players
 * too): the checks serialise the whole answer and search it for every secret.
 */
const t = useTestDatabase();
let people: SessionUser[] = [];
let ann: Caller, ben: Caller, cat: Caller, visitor: Caller;
const NO_GAME = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat');
  [ann, ben, cat] = people.map((p) => callerFor(t, p)) as [Caller, Caller, Caller];
  visitor = callerFor(t, null);
});

/** Plays `turns` moves (an opening, then passes), each by the seat to move. */
async function playSomeMoves(gameId: string, turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) {
    const state = await stateOf(t, gameId);
    const mover = state.toMove === 0 ? ann : ben;
    const rack = state.players[state.toMove]!.rack;
    const action =
      i === 0
        ? { type: 'play' as const, placements: openingPlay(rack) }
        : { type: 'pass' as const };
    await mover.game.submit({ gameId, expectedMove: state.moveNumber, action });
  }
}

/** Every secret of a running game: racks, bag, seed, PRNG state and each event's rack and draw. */
async function secretsOf(gameId: string): Promise<string[]> {
  const state = await stateOf(t, gameId);
  const events = await readEvents(t.db, gameId);
  const initial = initialState(await loadGame(t.db, gameId));
  return [
    state.seed,
    state.bag,
    state.bag.slice(0, 12),
    JSON.stringify(state.rng),
    JSON.stringify(initial.rng),
    initial.bag.slice(0, 12),
    ...state.players.map((p) => p.rack),
    ...initial.players.map((p) => p.rack),
    ...events.map((e) => e.rack),
  ].filter((s) => s.length >= 5);
}

const everyone = () => ({ ann, ben, cat, visitor });

describe('replay.get while the game runs', () => {
  let gameId = '';
  beforeAll(async () => {
    gameId = await startTwoPlayerGame(ann, ben);
    await playSomeMoves(gameId, 3);
  });

  it('shows players, spectators and visitors the same spectator view, with no rack, bag, seed or analysis', async () => {
    const secrets = await secretsOf(gameId);
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    const answers = await Promise.all(
      Object.values(everyone()).map((c) => c.replay.get({ gameId })),
    );
    for (const replay of answers) {
      expect(deepEqual(replay, answers[0])).toBe(true);
      expect(replay.over).toBe(false);
      expect(replay.initial).toBeNull();
      expect(replay.analysis).toBeNull();
      expect(replay.start.revealed).toBeNull();
      expect(replay.start.rack).toBeNull();
      expect(replay.events).toHaveLength(3);
      for (const event of replay.events) {
        expect(event.rack).toMatch(new RegExp(`^\\${HIDDEN_TILE}+$`));
        if (event.type === 'play') expect(event.drawn).toMatch(/^\?*$/);
      }
      const serialised = JSON.stringify(replay);
      for (const secret of secrets) expect(serialised).not.toContain(secret);
    }
  });

  it('still shows the public facts: the board, scores and bag count of every step', async () => {
    const replay = await cat.replay.get({ gameId });
    const play = replay.events[0] as PlayEvent;
    expect(play.type).toBe('play');
    expect(play.placements).toHaveLength(2);
    expect(play.score).toBeGreaterThan(0);
    expect(replay.start.bagCount).toBe((await initialStateOf(gameId)).bag.length);
  });
});

describe('replay.get once the game is over', () => {
  let gameId = '';
  beforeAll(async () => {
    gameId = await startTwoPlayerGame(ann, ben);
    await playSomeMoves(gameId, 3);
    const state = await stateOf(t, gameId);
    const mover = state.toMove === 0 ? ann : ben;
    await mover.game.submit({ gameId, expectedMove: state.moveNumber, action: { type: 'resign' } });
  });

  it('gives everyone the initial state and full log, from which the engine rebuilds the final position', async () => {
    const final = await stateOf(t, gameId);
    const truth = await readEvents(t.db, gameId);
    for (const caller of Object.values(everyone())) {
      const replay = await caller.replay.get({ gameId });
      expect(replay.over).toBe(true);
      expect(replay.result?.reason).toBe('resigned');
      expect(deepEqual(replay.initial, await initialStateOf(gameId))).toBe(true);
      expect(deepEqual(replay.events, truth)).toBe(true);
      const rebuilt = replayStates(replay.initial as GameState, replay.events as GameEvent[]);
      expect(rebuilt.ok).toBe(true);
      if (rebuilt.ok) expect(deepEqual(rebuilt.states.at(-1), final)).toBe(true);
    }
  });

  it('says "missing" before the worker has analysed it, then "current", and "stale" for another version', async () => {
    const version = currentAnalysisVersion('english');
    const before = await visitor.replay.get({ gameId });
    expect(before.analysis).toEqual({
      status: 'missing',
      currentVersion: version,
      queued: false,
      analysedAt: null,
      annotations: [],
    });

    const play = (await readEvents(t.db, gameId)).find((e): e is PlayEvent => e.type === 'play')!;
    const row = {
      gameId,
      moveNumber: play.move,
      bestPlay: {
        placements: play.placements,
        direction: 'across' as const,
        words: play.words,
        bonus: play.bonus,
        score: play.score + 5,
        tiles: play.placements.map((p) => p.letter).join(''),
      },
      bestScore: play.score + 5,
      playedScore: play.score,
      rank: 3,
      playCount: 40,
      pointsLost: 5,
      oracleVersion: version,
    };
    await t.db.insert(moveAnnotations).values(row);
    const current = await ben.replay.get({ gameId });
    expect(current.analysis?.status).toBe('current');
    expect(current.analysis?.annotations).toEqual([
      {
        moveNumber: row.moveNumber,
        kind: 'play',
        bestPlay: row.bestPlay,
        bestScore: row.bestScore,
        playedScore: row.playedScore,
        rank: 3,
        playCount: 40,
        pointsLost: 5,
        oracleVersion: version,
      },
    ]);

    await t.db.update(moveAnnotations).set({ oracleVersion: 'rules-0+words-old' });
    expect((await cat.replay.get({ gameId })).analysis?.status).toBe('stale');
  });
});

describe('replay.get refusals', () => {
  it('is NOT_FOUND for no such game and for a game that has not started', async () => {
    await expectTRPCError(visitor.replay.get({ gameId: NO_GAME }), 'NOT_FOUND');
    const { gameId } = await ann.lobby.create({ seats: 2 });
    await expectTRPCError(
      ben.replay.get({ gameId }),
      'NOT_FOUND',
      'This game has not started: there is nothing to replay.',
    );
  });

  it('refuses a malformed game id as BAD_REQUEST', async () => {
    await expectTRPCError(visitor.replay.get({ gameId: 'nope' }), 'BAD_REQUEST');
  });
});

async function initialStateOf(gameId: string): Promise<GameState> {
  return initialState(await loadGame(t.db, gameId));
}

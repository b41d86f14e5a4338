import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullBag } from '../src/bag';
import { emptyBoard, tilesOnBoard } from '../src/board';
import { judgePlay } from '../src/judge';
import { gameFromRecord, recordOf, serializeRecord } from '../src/record';
import { parseRecord } from '../src/record-parse';
import { replayStates } from '../src/replay';
import { WORDRISE } from '../src/rulesets/wordrise';
import type { GameState } from '../src/state';
import { viewFor } from '../src/view';
import { byDepth } from './helpers/depth';
import { GAME_LEXICON, playRandomGame, type RandomGame } from './helpers/random-game';

/**
 * Properties of random legal games. Every property draws the same game
 * parameters (one fast-check seed per run of this file, printed on failure), so
 * each game is played once and checked by all of them.
 */
const FC_SEED = Math.floor(Math.random() * 0x7fffffff);
const RUNS = { seed: FC_SEED, numRuns: byDepth(12, 100) };
const gameParams = fc.record({
  seed: fc.string({ maxLength: 6 }),
  players: fc.integer({ min: 2, max: 4 }),
  choices: fc.string({ maxLength: 6 }),
  leaveChance: fc.constantFrom(0, 0.004, 0.02),
});

const games = new Map<string, RandomGame>();
function gameFor(params: {
  seed: string;
  players: number;
  choices: string;
  leaveChance: number;
}): RandomGame {
  const key = JSON.stringify(params);
  let game = games.get(key);
  if (!game) {
    game = playRandomGame(params);
    games.set(key, game);
  }
  return game;
}

const finalState = (game: RandomGame) => game.states[game.states.length - 1] as GameState;
const sorted = (tiles: string) => [...tiles].sort().join('');

describe('random legal games', () => {
  it('always end', () => {
    fc.assert(
      fc.property(gameParams, (params) => {
        const game = gameFor(params);
        expect(finalState(game).status).toBe('over');
        expect(game.events[game.events.length - 1]?.end).toEqual(finalState(game).result);
        expect(game.events.slice(0, -1).every((e) => e.end === null)).toBe(true);
      }),
      RUNS,
    );
  });

  it('conserve the tiles: bag + racks + board = the 100 tiles at every step', () => {
    const all = fullBag(WORDRISE);
    fc.assert(
      fc.property(gameParams, (params) => {
        const game = gameFor(params);
        for (const state of [game.initial, ...game.states]) {
          const tiles =
            state.bag + state.players.map((p) => p.rack).join('') + tilesOnBoard(state.board);
          expect(sorted(tiles)).toBe(all);
        }
      }),
      RUNS,
    );
  });

  it("score every play as the sum of its words' scores plus the bonus, and keep running totals", () => {
    fc.assert(
      fc.property(gameParams, (params) => {
        const game = gameFor(params);
        let previous = game.initial;
        game.events.forEach((event, i) => {
          const before = previous.players[event.seat]?.score ?? 0;
          if (event.type === 'play') {
            expect(event.score).toBe(event.words.reduce((sum, w) => sum + w.score, event.bonus));
            expect(event.bonus).toBe(event.placements.length === 7 ? 20 : 0);
            expect(event.total).toBe(before + event.score);
          }
          previous = game.states[i] as GameState;
        });
      }),
      RUNS,
    );
  });

  it('accept no action from a player not on turn', () => {
    fc.assert(
      fc.property(gameParams, (params) => {
        const game = gameFor(params);
        expect(game.offTurnAccepted).toBe(0);
        game.events.forEach((event, i) => {
          const before = i === 0 ? game.initial : (game.states[i - 1] as GameState);
          if (event.type !== 'resign') expect(event.seat).toBe(before.toMove);
        });
      }),
      RUNS,
    );
  });

  it('replay from the log to exactly the live states', () => {
    fc.assert(
      fc.property(gameParams, (params) => {
        const game = gameFor(params);
        const replayed = replayStates(game.initial, game.events, GAME_LEXICON);
        expect(replayed.ok).toBe(true);
        if (replayed.ok) expect(replayed.states).toEqual(game.states);
      }),
      RUNS,
    );
  });

  it('round-trip through the record format, and rebuild from it', () => {
    fc.assert(
      fc.property(gameParams, fc.string({ maxLength: 12 }), (params, date) => {
        const game = gameFor(params);
        const record = recordOf(finalState(game), game.events, { date });
        const parsed = parseRecord(serializeRecord(record));
        expect(parsed).toEqual({ ok: true, record });
        const partial = recordOf(finalState(game), game.events.slice(0, game.events.length >> 1));
        expect(parseRecord(serializeRecord(partial))).toEqual({ ok: true, record: partial });
        const rebuilt = gameFromRecord(record);
        expect(rebuilt.ok && rebuilt.states[rebuilt.states.length - 1]).toEqual(finalState(game));
      }),
      RUNS,
    );
  });

  it('show each viewer only their own rack while running (R30)', () => {
    fc.assert(
      fc.property(gameParams, (params) => {
        const game = gameFor(params);
        for (const state of game.states) {
          const running = state.status === 'playing';
          for (const viewer of [...state.players.keys(), 'spectator' as const]) {
            const view = viewFor(state, viewer);
            expect(view.rack).toBe(viewer === 'spectator' ? null : state.players[viewer]?.rack);
            expect(view.revealed === null).toBe(running);
            expect(view.players.map((p) => p.rackCount)).toEqual(
              state.players.map((p) => p.rack.length),
            );
          }
        }
      }),
      RUNS,
    );
  });
});

describe('judging arbitrary placements', () => {
  it('never throws, and a legal result places only tiles on the board', () => {
    const placement = fc.record({
      r: fc.integer({ min: -1, max: 10 }),
      c: fc.integer({ min: -1, max: 10 }),
      letter: fc.constantFrom(...'ACEIOSTQZa'),
    });
    const board = finalState(
      gameFor({ seed: 'fuzz', players: 2, choices: 'fuzz', leaveChance: 0 }),
    ).board;
    fc.assert(
      fc.property(fc.array(placement, { maxLength: 8 }), fc.boolean(), (placements, empty) => {
        const judged = judgePlay(
          empty ? emptyBoard(10) : board,
          placements,
          WORDRISE,
          GAME_LEXICON,
          {
            firstPlay: empty,
          },
        );
        if (judged.ok) {
          expect(judged.placements).toHaveLength(placements.length);
          expect(judged.score).toBe(judged.words.reduce((sum, w) => sum + w.score, judged.bonus));
        } else {
          expect(judged.error.reason).not.toBe('');
        }
      }),
      { seed: FC_SEED, numRuns: byDepth(300, 3000) },
    );
  });
});

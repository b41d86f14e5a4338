import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../src/actions';
import { apply } from '../src/apply';
import { fullBag } from '../src/bag';
import { tilesOnBoard } from '../src/board';
import type { GameEvent } from '../src/events';
import { replayStates } from '../src/replay';
import { Rng } from '../src/rng';
import { getRuleset } from '../src/rulesets/index';
import { rulesetOf } from '../src/solo';
import { newGame, type GameState } from '../src/state';
import { byDepth } from './helpers/depth';
import { mustApply, mustNewGame, withRacks } from './helpers/game';
import { findLegalPlays } from './helpers/legal-plays';
import { GAME_LEXICON } from './helpers/random-game';

interface SoloGame {
  readonly initial: GameState;
  readonly states: readonly GameState[];
  readonly events: readonly GameEvent[];
}

/** A random solo game to its end: mostly legal plays, exchanges of 1–5 tiles, rare passes. */
function playSoloGame(ruleset: string, seed: string, choices: string): SoloGame {
  const initial = mustNewGame({ ruleset, seed, players: 1, mode: 'solo' });
  const rules = rulesetOf(initial);
  if (!rules) throw new Error('no ruleset');
  const rng = Rng.fromSeed(choices, 1);
  const below = (n: number) => rng.below(n);
  const chance = (p: number) => rng.nextUint32() / 2 ** 32 < p;
  const states: GameState[] = [];
  const events: GameEvent[] = [];
  let state = initial;
  for (let guard = 0; state.status === 'playing'; guard++) {
    if (guard > 3000) throw new Error(`solo game ${seed} does not end`);
    const player = state.players[0];
    if (!player) throw new Error('no player');
    const plays = findLegalPlays(state.board, player.rack, rules, GAME_LEXICON, state.firstPlay);
    let action: Action;
    if (plays.length > 0 && chance(0.85)) {
      action = { type: 'play', seat: 0, placements: plays[below(plays.length)]!.placements };
    } else if (state.bag.length >= 5 && player.rack.length > 0 && !chance(0.1)) {
      const count = 1 + below(Math.min(5, player.rack.length));
      action = { type: 'exchange', seat: 0, tiles: player.rack.slice(0, count) };
    } else {
      action = { type: 'pass', seat: 0 };
    }
    const applied = mustApply(state, action, GAME_LEXICON);
    state = applied.state;
    states.push(state);
    events.push(applied.event);
  }
  return { initial, states, events };
}

const RUNS = { numRuns: byDepth(6, 40) };
const soloParams = fc.record({
  ruleset: fc.constantFrom('wordrise', 'upwords-8'),
  seed: fc.string({ maxLength: 6 }),
  choices: fc.string({ maxLength: 6 }),
});
const sorted = (tiles: string) => [...tiles].sort().join('');
const games = new Map<string, SoloGame>();
const gameFor = (p: { ruleset: string; seed: string; choices: string }) => {
  const key = JSON.stringify(p);
  let game = games.get(key);
  if (!game) games.set(key, (game = playSoloGame(p.ruleset, p.seed, p.choices)));
  return game;
};

describe('solo games (one seat, free exchanges of 1–5 tiles)', () => {
  it('conserve the tiles: bag + rack + board = the full set at every step', () => {
    fc.assert(
      fc.property(soloParams, (params) => {
        const game = gameFor(params);
        const all = fullBag(getRuleset(params.ruleset)!);
        for (const s of [game.initial, ...game.states]) {
          expect(sorted(s.bag + (s.players[0]?.rack ?? '') + tilesOnBoard(s.board))).toBe(all);
        }
      }),
      RUNS,
    );
  });

  it('end with a final score = the sum of the plays − the rack penalty', () => {
    fc.assert(
      fc.property(soloParams, (params) => {
        const game = gameFor(params);
        const last = game.states[game.states.length - 1]!;
        expect(last.status).toBe('over');
        const plays = game.events.reduce((sum, e) => sum + (e.type === 'play' ? e.score : 0), 0);
        const penalty = last.result?.penalties[0] ?? 0;
        expect(penalty).toBe(5 * (last.result?.racks[0]?.length ?? 0));
        expect(last.players[0]?.score).toBe(plays - penalty);
      }),
      RUNS,
    );
  });

  it('never change the score or the end counters with an exchange', () => {
    fc.assert(
      fc.property(soloParams, (params) => {
        const game = gameFor(params);
        game.events.forEach((event, i) => {
          if (event.type !== 'exchange') return;
          const before = i === 0 ? game.initial : game.states[i - 1]!;
          const after = game.states[i]!;
          expect(after.players[0]?.score).toBe(before.players[0]?.score);
          expect(after.turnsWithoutWord).toBe(before.turnsWithoutWord);
          expect(after.passesInRow).toBe(before.passesInRow);
          expect(after.status).toBe('playing');
        });
      }),
      RUNS,
    );
  });

  it('replay from the log to the same states, the end included', () => {
    fc.assert(
      fc.property(soloParams, (params) => {
        const game = gameFor(params);
        const replayed = replayStates(game.initial, game.events);
        expect(replayed.ok && replayed.states).toEqual(game.states);
      }),
      RUNS,
    );
  });
});

describe('solo setup and rules', () => {
  it('seats exactly one player, and a standard game still needs two (R4)', () => {
    expect(newGame({ seed: 1, players: 2, mode: 'solo' }).ok).toBe(false);
    expect(newGame({ seed: 1, players: 1 }).ok).toBe(false);
    const solo = mustNewGame({ seed: 1, players: 1, mode: 'solo' });
    expect(solo.mode).toBe('solo');
    expect(solo.players[0]?.rack).toHaveLength(7);
    expect(solo.toMove).toBe(0);
    expect(mustNewGame({ seed: 1, players: 2 }).mode).toBeUndefined();
  });

  it('exchanges 1 to 5 tiles, never 6, and a standard game still exactly one (R22)', () => {
    const solo = mustNewGame({ seed: 2, players: 1, mode: 'solo' });
    const rack = solo.players[0]!.rack;
    const five = mustApply(
      solo,
      { type: 'exchange', seat: 0, tiles: rack.slice(0, 5) },
      GAME_LEXICON,
    );
    expect(five.state.players[0]?.rack).toHaveLength(7);
    expect(five.state.toMove).toBe(0);
    const six = apply(solo, { type: 'exchange', seat: 0, tiles: rack.slice(0, 6) }, GAME_LEXICON);
    expect(six.ok || six.error.rule).toBe('R22');
    const duo = mustNewGame({ seed: 2, players: 2 });
    const two = apply(
      duo,
      { type: 'exchange', seat: duo.toMove, tiles: duo.players[duo.toMove]!.rack.slice(0, 2) },
      GAME_LEXICON,
    );
    expect(two.ok || two.error.rule).toBe('R22');
  });

  it('ends when the bag is empty and the rack is used (went-out, no penalty) (R26)', () => {
    const solo = withRacks(mustNewGame({ seed: 3, players: 1, mode: 'solo' }), ['CAT'], '');
    const done = mustApply(
      solo,
      {
        type: 'play',
        seat: 0,
        placements: [
          { r: 4, c: 4, letter: 'C' },
          { r: 4, c: 5, letter: 'A' },
          { r: 4, c: 6, letter: 'T' },
        ],
      },
      GAME_LEXICON,
    );
    expect(done.state.status).toBe('over');
    expect(done.event.end).toEqual({ reason: 'went-out', penalties: [0], racks: [''] });
    expect(done.state.players[0]?.score).toBe(6);
  });

  it('ends when no play is possible: with the bag empty one pass ends it, the rack penalty charged (R27, R29)', () => {
    const solo = withRacks(mustNewGame({ seed: 4, players: 1, mode: 'solo' }), ['QQ'], '');
    const done = mustApply(solo, { type: 'pass', seat: 0 }, GAME_LEXICON);
    expect(done.event.end).toEqual({ reason: 'all-passed', penalties: [10], racks: ['QQ'] });
    expect(done.state.players[0]?.score).toBe(-10);
  });

  it('ends by resigning with the score as it stood (R24, R29)', () => {
    const solo = mustNewGame({ seed: 5, players: 1, mode: 'solo' });
    const done = mustApply(solo, { type: 'resign', seat: 0 }, GAME_LEXICON);
    expect(done.event.end?.reason).toBe('resigned');
    expect(done.state.players[0]?.score).toBe(0);
  });
});

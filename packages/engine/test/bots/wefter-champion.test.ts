/**
 * Word Wefter's champion (`wefter-champion.ts`): the best plays by points − cost +
 * leave, re-ranked by the opponent's mean best reply over sampled racks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/apply';
import { botInputOf, chooseBotAction } from '../../src/bots/index';
import { bestWefterPlay } from '../../src/bots/wefter';
import {
  WEFTER_CHAMPION_CONFIG,
  topWefterPlays,
  wefterChampionPlay,
} from '../../src/bots/wefter-champion';
import { Rng } from '../../src/rng';
import { WEFTER_LAYOUT } from '../../src/rulesets/wefter';
import type { GameState } from '../../src/state';
import { mustNewGame, withRacks } from '../helpers/game';
import { graphOf } from '../oracle/helpers/lexicons';
import { ENGLISH } from './helpers';

/** The state after `moves` greedy moves of a two-player Word Wefter game with this seed. */
function wefterPosition(seed: string, moves: number): GameState {
  let state = mustNewGame({ seed, players: 2, ruleset: 'wefter' });
  for (let k = 0; k < moves && state.status === 'playing'; k++) {
    const applied = apply(state, chooseBotAction('greedy', state, state.toMove, ENGLISH), ENGLISH);
    if (!applied.ok) throw new Error(applied.error.reason);
    state = applied.state;
  }
  return state;
}

describe('Word Wefter champion', () => {
  it('gives the same action for the same state and seed, and apply accepts it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 10 }),
        fc.string({ maxLength: 6 }),
        (game, moves, seed) => {
          const state = wefterPosition(`wefter-champion/${game}`, moves);
          if (state.status !== 'playing') return;
          const first = chooseBotAction('champion', state, state.toMove, ENGLISH, { seed });
          const again = chooseBotAction('champion', state, state.toMove, ENGLISH, { seed });
          expect(again).toEqual(first);
          expect(apply(state, first, ENGLISH).ok).toBe(true);
        },
      ),
      { numRuns: 4 },
    );
  });

  it('ranks its candidates by points − cost + leave: the first is the static best play', () => {
    for (const moves of [0, 6]) {
      const state = wefterPosition('wefter-champion/top', moves);
      const input = botInputOf(state, state.toMove);
      if (!input) throw new Error('no input');
      const weight = Math.min(1, input.bagCount / input.ruleset.rackSize);
      const top = topWefterPlays(input, ENGLISH, weight, 8);
      const best = bestWefterPlay(input, ENGLISH, weight);
      expect(top.length).toBeGreaterThan(1);
      expect(top[0]?.value).toBe(best?.value);
      for (let k = 1; k < top.length; k++)
        expect(top[k - 1]?.value).toBeGreaterThanOrEqual(top[k]?.value as number);
      // Without the simulation (one candidate), it plays the static best play.
      const plain = wefterChampionPlay(input, ENGLISH, Rng.fromSeed('x', 1), {
        ...WEFTER_CHAMPION_CONFIG,
        candidates: 1,
      });
      expect(plain?.value).toBe(best?.value);
    }
  });
});

describe('Word Wefter champion: the reply it fears', () => {
  // ABCDZ, and ABCDZ plus any letter but K or V: a play of ABCDZ is answered by
  // a one-tile hook at its end, scoring the whole word again.
  const hooks = [...'ABCDEFGHIJLMNOPQRSTUWXYZ'].map((x) => `ABCDZ${x}`);
  const tiny = graphOf(['ABCDZ', ...hooks]);
  const N = 11;

  /** The opening with the seat to move holding ABCDZ and two tiles that make no word. */
  function opening(): GameState {
    const state = mustNewGame({ seed: 'wefter-champion/hook', players: 2, ruleset: 'wefter' });
    const racks = state.players.map((p, i) => (i === state.toMove ? 'ABCDKVZ' : p.rack));
    return withRacks(state, racks);
  }

  /** The square after the word's last tile (its hook square), in reading order. */
  function hookSquare(action: ReturnType<typeof chooseBotAction>): { r: number; c: number } {
    if (action.type !== 'play') throw new Error('no play');
    const last = action.placements[action.placements.length - 1] as { r: number; c: number };
    const across = action.placements.every((p) => p.r === last.r);
    return across ? { r: last.r, c: last.c + 1 } : { r: last.r + 1, c: last.c };
  }

  it('does not end its word next to a triple-word square, which the static best play does', () => {
    const state = opening();
    const seat = state.toMove;
    const tripleWord = (sq: { r: number; c: number }) =>
      sq.r >= 0 && sq.r < N && sq.c >= 0 && sq.c < N && WEFTER_LAYOUT[sq.r]?.[sq.c] === 'T';
    // Static (no simulation): Z on the triple letter, leaving the word-triple hook open.
    const staticBest = chooseBotAction('champion', state, seat, tiny, {
      wefterChampion: { ...WEFTER_CHAMPION_CONFIG, candidates: 1 },
    });
    expect(tripleWord(hookSquare(staticBest))).toBe(true);
    const action = chooseBotAction('champion', state, seat, tiny, { seed: 'hook' });
    expect(action.type).toBe('play');
    expect(tripleWord(hookSquare(action))).toBe(false);
    expect(apply(state, action, tiny).ok).toBe(true);
    // Greedy takes the points.
    expect(tripleWord(hookSquare(chooseBotAction('greedy', state, seat, tiny)))).toBe(true);
  });
});

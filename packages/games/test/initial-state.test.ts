import { newGame, type GameState } from '@wordrise/engine';
import { describe, expect, it } from 'vitest';
import { initialState, type GameRow, type SeatRow } from '../src/index';

function dealt(rngVersion: number): GameState {
  const created = newGame({ seed: 'seed', players: 2, names: ['Ann', 'Bo'], rngVersion });
  if (!created.ok) throw new Error(created.error.reason);
  return created.state;
}

describe('R5: a game is dealt again with its randomness version', () => {
  it.each([1, 2] as const)(
    'R5: a row of version %i is dealt again with that version',
    (version) => {
      const game = { id: 'g', ruleset: 'wordrise', seats: 2, seed: 'seed', rngVersion: version };
      const seats = [{ name: 'Ann' }, { name: 'Bo' }];
      const state = initialState({ game: game as GameRow, seats: seats as SeatRow[] });
      expect(state.rngVersion).toBe(version);
      expect(state).toEqual(dealt(version));
    },
  );
});

describe('a game is dealt again under its rules version', () => {
  it.each([1, 2] as const)('a row of rules version %i is dealt under that version', (version) => {
    const game = {
      id: 'g',
      ruleset: 'wordrise',
      seats: 2,
      seed: 'seed',
      rngVersion: 2,
      rulesVersion: version,
    };
    const seats = [{ name: 'Ann' }, { name: 'Bo' }];
    const state = initialState({ game: game as GameRow, seats: seats as SeatRow[] });
    expect(state.rulesVersion).toBe(version);
  });
});

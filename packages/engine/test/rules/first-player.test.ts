import { describe, expect, it } from 'vitest';
import { chooseFirstPlayer } from '../../src/first-player';
import { Rng } from '../../src/rng';
import { mustNewGame } from '../helpers/game';

const sorted = (tiles: string) => [...tiles].sort().join('');

describe('R6: who goes first', () => {
  it('R6: the letter nearest to A goes first', () => {
    const choice = chooseFirstPlayer('MBXRST', 3, Rng.fromSeed('r6', 1));
    expect(choice.rounds).toEqual([
      [
        { seat: 0, tile: 'M' },
        { seat: 1, tile: 'B' },
        { seat: 2, tile: 'X' },
      ],
    ]);
    expect(choice.firstSeat).toBe(1);
  });

  it('R6: tied players draw again among themselves only, until one is nearest', () => {
    // Round 1: A, Z, A → seats 0 and 2 tie. Round 2: D, D → tie again. Round 3: E, C → seat 2.
    const choice = chooseFirstPlayer('AZADDECKLM', 3, Rng.fromSeed('r6', 1));
    expect(choice.rounds.map((round) => round.map((d) => `${d.seat}${d.tile}`).join(' '))).toEqual([
      '0A 1Z 2A',
      '0D 2D',
      '0E 2C',
    ]);
    expect(choice.firstSeat).toBe(2);
  });

  it('R6: the Qu tile counts as Q', () => {
    expect(chooseFirstPlayer('RQ', 2, Rng.fromSeed('q', 1)).firstSeat).toBe(1);
    expect(chooseFirstPlayer('QP', 2, Rng.fromSeed('q', 1)).firstSeat).toBe(1);
  });

  it('R6: all drawn tiles go back and the bag is reshuffled', () => {
    const bag = 'AZADDECKLMNOPQRSTUVW';
    const choice = chooseFirstPlayer(bag, 3, Rng.fromSeed('back', 1));
    expect(sorted(choice.bag)).toBe(sorted(bag));
    expect(choice.bag).not.toBe(bag.slice(7) + bag.slice(0, 7));
  });

  it('R6: a new game records the draws, deals after them and starts at the winner', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const state = mustNewGame({ seed, players: 4 });
      const last = state.firstPlayerDraws[state.firstPlayerDraws.length - 1] ?? [];
      const nearest = last.reduce((min, d) => (d.tile < min ? d.tile : min), 'ZZ');
      expect(last.filter((d) => d.tile === nearest).map((d) => d.seat)).toEqual([state.toMove]);
      expect(state.players.every((p) => p.rack.length === 7)).toBe(true);
    }
  });
});

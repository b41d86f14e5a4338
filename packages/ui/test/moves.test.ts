import type { GameEvent } from '@wordrise/engine';
import { describe, expect, it } from 'vitest';
import { describeMove, moveDelta, type MoveListEntry } from '../src/lib/moves';

describe('describeMove', () => {
  it('lists the words of a play with their scores, spelled for people', () => {
    const play: MoveListEntry = {
      type: 'play',
      seat: 0,
      total: 40,
      score: 40,
      bonus: 20,
      words: [
        { word: 'QIT', score: 10 },
        { word: 'IT', score: 10 },
      ],
    };
    expect(describeMove(play)).toBe('QUIT 10, IT 10 (+20 bonus)');
    expect(moveDelta(play)).toBe('+40');
  });

  it('describes the other moves', () => {
    expect(describeMove({ type: 'exchange', seat: 1, total: 0, tiles: '?' })).toBe(
      'exchanged 1 tile',
    );
    expect(describeMove({ type: 'pass', seat: 1, total: 0 })).toBe('passed');
    expect(describeMove({ type: 'resign', seat: 1, total: 0 })).toBe('resigned');
    expect(describeMove({ type: 'timeout', seat: 1, total: 0 })).toBe('ran out of time');
    expect(describeMove({ type: 'timeout', seat: 1, total: -10, penalty: 10 })).toBe(
      'ran out of time (−10)',
    );
    expect(moveDelta({ type: 'timeout', seat: 1, total: -10, penalty: 10 })).toBe('−10');
    expect(moveDelta({ type: 'pass', seat: 1, total: 0 })).toBe('');
  });

  it("takes the engine's events as they are", () => {
    const events: readonly GameEvent[] = [];
    const entries: readonly MoveListEntry[] = events;
    expect(entries).toEqual([]);
  });
});

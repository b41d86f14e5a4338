import type { GameEvent } from '@wordrise/engine';
import { describe, expect, it } from 'vitest';
import { describeMove, moveDelta, type MoveListEntry } from '../src/lib/moves';
import { KS, QU } from './helpers';

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
    expect(describeMove(play, QU)).toBe('QUIT 10, IT 10 (+20 bonus)');
    expect(moveDelta(play)).toBe('+40');
  });

  it("spells a play's words as the game's ruleset spells its tiles", () => {
    const play: MoveListEntry = {
      type: 'play',
      seat: 0,
      total: 12,
      score: 12,
      words: [
        { word: 'QIT', score: 6 },
        { word: 'AX', score: 6 },
      ],
    };
    expect(describeMove(play, QU)).toBe('QUIT 6, AX 6');
    expect(describeMove(play, KS)).toBe('QIT 6, AKS 6');
  });

  it('describes the other moves', () => {
    expect(describeMove({ type: 'exchange', seat: 1, total: 0, tiles: '?' }, QU)).toBe(
      'exchanged 1 tile',
    );
    expect(describeMove({ type: 'pass', seat: 1, total: 0 }, QU)).toBe('passed');
    expect(describeMove({ type: 'resign', seat: 1, total: 0 }, QU)).toBe('resigned');
    expect(describeMove({ type: 'timeout', seat: 1, total: 0 }, QU)).toBe('ran out of time');
    expect(describeMove({ type: 'timeout', seat: 1, total: -10, penalty: 10 }, QU)).toBe(
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

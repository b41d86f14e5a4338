import type { GameEvent } from '@wordrise/engine';
import { describe, expect, it } from 'vitest';
import { describeMove, moveDelta, rackPenaltyLines, type MoveListEntry } from '../src/lib/moves';
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
    expect(describeMove({ type: 'resign', seat: 1, total: 0, claimed: true }, QU)).toBe(
      'left the game (win claimed)',
    );
    expect(describeMove({ type: 'resign', seat: 1, total: 0, byOrganiser: true }, QU)).toBe(
      'lost by forfeit (the organiser’s decision)',
    );
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

describe('R29: rack penalty lines', () => {
  const names = ['alice', 'bob', 'carol'];

  it('R29: a game played out shows each player its tiles left and points lost', () => {
    expect(
      rackPenaltyLines(
        { reason: 'went-out', penalties: [10, 0, 5], racks: ['AB', '', 'Q'] },
        names,
      ),
    ).toEqual(['alice: 2 tiles left (−10)', 'bob: no tiles left', 'carol: 1 tile left (−5)']);
    expect(
      rackPenaltyLines({ reason: 'all-passed', penalties: [15, 35], racks: ['ABC', 'ABCDEFG'] }, [
        'alice',
      ]),
    ).toEqual(['alice: 3 tiles left (−15)', 'Seat 2: 7 tiles left (−35)']);
  });

  it('R29: a game decided by a resignation or on time shows no penalty', () => {
    expect(
      rackPenaltyLines({ reason: 'resigned', penalties: [0, 0], racks: ['AB', 'CDE'] }, names),
    ).toEqual([]);
    expect(
      rackPenaltyLines({ reason: 'timed-out', penalties: [0, 0], racks: ['AB', 'CDE'] }, names),
    ).toEqual([]);
  });

  it('R29: a resigned game of rules version 1, which was charged, shows what it was charged', () => {
    expect(
      rackPenaltyLines({ reason: 'resigned', penalties: [10, 15], racks: ['AB', 'CDE'] }, names),
    ).toEqual(['alice: 2 tiles left (−10)', 'bob: 3 tiles left (−15)']);
  });

  it("takes the engine's GameEnd as it is", () => {
    const events: readonly GameEvent[] = [];
    const ends = events.flatMap((e) => (e.end ? [rackPenaltyLines(e.end, names)] : []));
    expect(ends).toEqual([]);
  });
});

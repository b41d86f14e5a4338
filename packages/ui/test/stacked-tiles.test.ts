import { describe, expect, it } from 'vitest';
import { stackedTileCounts, type BoardChange } from '../src/lib/stacked-tiles';

/** A play on the squares given as "r,c". */
const play = (...squares: string[]): BoardChange => ({
  type: 'play',
  placements: squares.map((s) => {
    const [r, c] = s.split(',').map(Number) as [number, number];
    return { r, c };
  }),
});

describe('stackedTileCounts', () => {
  it('counts the tiles of each play that went on top of a tile already there', () => {
    expect(
      stackedTileCounts([
        play('4,4', '4,5', '4,6'),
        play('3,5', '4,5', '5,5'),
        { type: 'pass' },
        play('4,4', '4,5', '4,6', '4,7'),
      ]),
    ).toEqual([0, 1, 0, 3]);
  });

  it('takes a play challenged off and upheld off the board again; a failed challenge leaves it', () => {
    expect(
      stackedTileCounts([
        play('4,4', '4,5'),
        play('4,5', '5,5'),
        { type: 'challenge', upheld: true },
        // (4,5) still holds the first play's tile; (5,5) is empty again.
        play('4,5', '5,5'),
        { type: 'challenge', upheld: false },
        play('5,5'),
      ]),
    ).toEqual([0, 1, 0, 1, 0, 1]);
  });

  it('counts nothing for moves other than plays', () => {
    expect(
      stackedTileCounts([{ type: 'exchange' }, { type: 'resign' }, { type: 'timeout' }]),
    ).toEqual([0, 0, 0]);
  });
});

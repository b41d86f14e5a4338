import { describe, expect, it } from 'vitest';
import { rackTileLabel, squareLabel } from '../src/lib/labels';
import { NO_SPELLING } from '../src/lib/spelling';
import { KS, QU } from './helpers';

describe('squareLabel', () => {
  it('names a stack by its top letter and height, counting from 1', () => {
    expect(squareLabel({ r: 4, c: 5, stack: 'AE' }, QU)).toBe('Row 5, column 6: E, stack of 2');
  });

  it('names an empty centre square', () => {
    expect(squareLabel({ r: 4, c: 5, stack: '', centre: true }, QU)).toBe(
      'Row 5, column 6: empty, centre square',
    );
  });

  it('says Qu for the Qu tile', () => {
    expect(squareLabel({ r: 0, c: 0, stack: 'Q' }, QU)).toBe('Row 1, column 1: Qu, stack of 1');
  });

  it("names the top tile as another ruleset's spelling writes it", () => {
    expect(squareLabel({ r: 0, c: 0, stack: 'AX' }, KS)).toBe('Row 1, column 1: Ks, stack of 2');
    expect(squareLabel({ r: 0, c: 0, stack: 'Q' }, KS)).toBe('Row 1, column 1: Q, stack of 1');
    expect(squareLabel({ r: 0, c: 0, stack: 'Q' }, NO_SPELLING)).toBe(
      'Row 1, column 1: Q, stack of 1',
    );
  });

  it("marks this turn's tiles, ghost tiles and the last word", () => {
    expect(squareLabel({ r: 0, c: 0, stack: 'AT', tentative: true }, QU)).toBe(
      'Row 1, column 1: T, stack of 2, your new tile',
    );
    expect(squareLabel({ r: 9, c: 9, stack: 'S', ghost: true, tentative: true }, QU)).toBe(
      'Row 10, column 10: S, stack of 1, Oracle preview',
    );
    expect(squareLabel({ r: 2, c: 3, stack: 'O', lastWord: true }, QU)).toBe(
      'Row 3, column 4: O, stack of 1, last word played',
    );
  });
});

describe('rackTileLabel', () => {
  it('labels rack tiles, spelled as the ruleset writes them', () => {
    expect(rackTileLabel('E', 1, 7, QU)).toBe('Rack tile 2 of 7: E');
    expect(rackTileLabel('Q', 0, 7, QU, { used: true })).toBe(
      'Rack tile 1 of 7: Qu, placed on the board',
    );
    expect(rackTileLabel('A', 6, 7, QU, { exchange: true })).toBe(
      'Rack tile 7 of 7: A, exchange this tile',
    );
    expect(rackTileLabel('Q', 0, 7, KS)).toBe('Rack tile 1 of 7: Q');
    expect(rackTileLabel('X', 2, 7, KS)).toBe('Rack tile 3 of 7: Ks');
  });
});

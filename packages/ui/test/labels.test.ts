import { describe, expect, it } from 'vitest';
import { letterLabel, rackTileLabel, spellWord, squareLabel } from '../src/lib/labels';

describe('squareLabel', () => {
  it('names a stack by its top letter and height, counting from 1', () => {
    expect(squareLabel({ r: 4, c: 5, stack: 'AE' })).toBe('Row 5, column 6: E, stack of 2');
  });

  it('names an empty centre square', () => {
    expect(squareLabel({ r: 4, c: 5, stack: '', centre: true })).toBe(
      'Row 5, column 6: empty, centre square',
    );
  });

  it('says Qu for the Qu tile', () => {
    expect(squareLabel({ r: 0, c: 0, stack: 'Q' })).toBe('Row 1, column 1: Qu, stack of 1');
  });

  it("marks this turn's tiles, ghost tiles and the last word", () => {
    expect(squareLabel({ r: 0, c: 0, stack: 'AT', tentative: true })).toBe(
      'Row 1, column 1: T, stack of 2, your new tile',
    );
    expect(squareLabel({ r: 9, c: 9, stack: 'S', ghost: true, tentative: true })).toBe(
      'Row 10, column 10: S, stack of 1, Oracle preview',
    );
    expect(squareLabel({ r: 2, c: 3, stack: 'O', lastWord: true })).toBe(
      'Row 3, column 4: O, stack of 1, last word played',
    );
  });
});

describe('letters and words', () => {
  it('writes Q as Qu and spells tile words', () => {
    expect(letterLabel('Q')).toBe('Qu');
    expect(letterLabel('E')).toBe('E');
    expect(spellWord('QIT')).toBe('QUIT');
    expect(spellWord('cat')).toBe('CAT');
  });

  it('labels rack tiles', () => {
    expect(rackTileLabel('E', 1, 7)).toBe('Rack tile 2 of 7: E');
    expect(rackTileLabel('Q', 0, 7, { used: true })).toBe(
      'Rack tile 1 of 7: Qu, placed on the board',
    );
    expect(rackTileLabel('A', 6, 7, { exchange: true })).toBe(
      'Rack tile 7 of 7: A, exchange this tile',
    );
  });
});

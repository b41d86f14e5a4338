import { describe, expect, it } from 'vitest';
import { boardToRows, emptyBoard } from '../src/board';
import { parsePlay, parsePosition } from '../src/position';
import { WORDRISE } from '../src/rulesets/wordrise';

const emptyCells = () => boardToRows(emptyBoard(10));

describe('position files', () => {
  it('reads a position: ruleset and size default, stacks bottom to top', () => {
    const cells = emptyCells();
    (cells[4] as string[])[3] = 'CH';
    const parsed = parsePosition({ cells, rack: 'AEIQRST' });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.position.ruleset).toBe(WORDRISE);
    expect(parsed.position.rack).toBe('AEIQRST');
    expect(parsed.position.board.cells[43]).toBe('CH');
  });

  const problems: [string, unknown, string][] = [
    ['not an object', [], 'expected a JSON object'],
    [
      'an unknown ruleset',
      { ruleset: 'scrabble', cells: emptyCells(), rack: '' },
      'unknown ruleset "scrabble"',
    ],
    [
      'a size that is not the board',
      { size: 8, cells: emptyCells(), rack: '' },
      'size 8 does not match the wordrise board (10)',
    ],
    ['no cells', { rack: '' }, '"cells" is missing'],
    ['too few rows', { cells: emptyCells().slice(1), rack: '' }, 'cells has 9 rows, expected 10'],
    [
      'a short row',
      { cells: emptyCells().map((row, r) => (r === 3 ? row.slice(1) : row)), rack: '' },
      'row 3 has 9 cells, expected 10',
    ],
    [
      'a bad letter',
      {
        cells: emptyCells().map((row, r) =>
          r === 2 ? row.map((_, c) => (c === 5 ? 'Ab' : '')) : row,
        ),
        rack: '',
      },
      'row 2, column 5: "b" is not a tile',
    ],
    [
      'a number in a cell',
      { cells: emptyCells().map((row, r) => (r === 0 ? [7, ...row.slice(1)] : row)), rack: '' },
      'row 0, column 0: a cell must be a string of tiles',
    ],
    [
      'a stack that is too tall',
      {
        cells: emptyCells().map((row, r) => (r === 1 ? ['ABABAB', ...row.slice(1)] : row)),
        rack: '',
      },
      'row 1, column 0: a stack of 6 tiles, more than 5',
    ],
    ['no rack', { cells: emptyCells() }, '"rack" is missing'],
    ['a bad rack', { cells: emptyCells(), rack: 'AB1' }, 'rack: "1" is not a tile'],
    ['a rack too big', { cells: emptyCells(), rack: 'ABCDEFGH' }, 'rack has 8 tiles, more than 7'],
  ];
  for (const [what, data, reason] of problems) {
    it(`names the problem: ${what}`, () => {
      expect(parsePosition(data)).toEqual({
        ok: false,
        error: expect.objectContaining({ rule: 'INPUT', reason }),
      });
    });
  }
});

describe('play files', () => {
  const board = emptyBoard(10);

  it('reads placements', () => {
    expect(parsePlay({ placements: [{ r: 4, c: 3, letter: 'H' }] }, board, WORDRISE)).toEqual({
      ok: true,
      placements: [{ r: 4, c: 3, letter: 'H' }],
    });
    expect(parsePlay({ placements: [] }, board, WORDRISE)).toEqual({ ok: true, placements: [] });
  });

  const problems: [string, unknown, string][] = [
    ['no placements', {}, '"placements" must be an array'],
    ['a placement that is not an object', { placements: [3] }, 'placement 0 is not an object'],
    [
      'a non-integer row',
      { placements: [{ r: '4', c: 3, letter: 'H' }] },
      'placement 0: "r" must be an integer',
    ],
    [
      'a missing letter',
      { placements: [{ r: 4, c: 3 }] },
      'placement 0: "letter" must be a string',
    ],
    [
      'a lowercase letter',
      { placements: [{ r: 4, c: 3, letter: 'h' }] },
      'placement 0 has "h", which is not a tile',
    ],
    [
      'two letters',
      { placements: [{ r: 4, c: 3, letter: 'HE' }] },
      'placement 0 has "HE", which is not a tile',
    ],
    [
      'a square off the board',
      {
        placements: [
          { r: 4, c: 3, letter: 'H' },
          { r: 4, c: 10, letter: 'E' },
        ],
      },
      'placement 1 (r=4, c=10) is off the 10×10 board',
    ],
  ];
  for (const [what, data, reason] of problems) {
    it(`names the problem: ${what}`, () => {
      expect(parsePlay(data, board, WORDRISE)).toEqual({
        ok: false,
        error: expect.objectContaining({ rule: 'INPUT', reason }),
      });
    });
  }
});

import { describe, expect, it } from 'vitest';
import { boardCells, registerTap, typingDirection } from '../src/lib/cells';
import { CENTRE, KS, makeBoard, QU } from './helpers';

describe('boardCells', () => {
  const board = makeBoard({ '4,4': 'C', '4,5': 'A', '4,6': 'TS' });
  const cells = boardCells(board, QU, {
    centre: CENTRE,
    tentative: [
      { r: 5, c: 4, letter: 'O' },
      { r: 4, c: 6, letter: 'E' },
    ],
    lastWord: [
      { r: 4, c: 4 },
      { r: 4, c: 5 },
      { r: 4, c: 6 },
    ],
    ghost: [{ r: 0, c: 0, letter: 'Q' }],
  });
  const at = (r: number, c: number) => cells[r * 10 + c]!;

  it('lists every square in reading order', () => {
    expect(cells).toHaveLength(100);
    expect(at(3, 7)).toMatchObject({ r: 3, c: 7, stack: '', height: 0, tone: 'plain' });
  });

  it("lays this turn's tiles on top of the stacks, in gold", () => {
    expect(at(4, 6)).toMatchObject({
      stack: 'TSE',
      top: 'E',
      height: 3,
      tentative: true,
      tone: 'placed',
    });
    expect(at(5, 4)).toMatchObject({ stack: 'O', tentative: true, centre: true, tone: 'placed' });
    expect(at(4, 6).label).toBe('Row 5, column 7: E, stack of 3, your new tile, last word played');
  });

  it('colours the last word green and ghosts purple', () => {
    expect(at(4, 4)).toMatchObject({ tone: 'lastWord', lastWord: true, centre: true });
    expect(at(0, 0)).toMatchObject({ stack: 'Q', ghost: true, tone: 'ghost' });
    expect(at(0, 0).label).toBe('Row 1, column 1: Qu, stack of 1, Oracle preview');
    expect(at(5, 5).label).toBe('Row 6, column 6: empty, centre square');
  });

  it("names tiles as the game's ruleset spells them", () => {
    const other = boardCells(makeBoard({ '0,0': 'Q', '0,1': 'AX' }), KS, {
      ghost: [{ r: 0, c: 2, letter: 'X' }],
    });
    expect(other[0]!.label).toBe('Row 1, column 1: Q, stack of 1');
    expect(other[1]!.label).toBe('Row 1, column 2: Ks, stack of 2');
    expect(other[2]!.label).toBe('Row 1, column 3: Ks, stack of 1, Oracle preview');
  });
});

describe('typingDirection', () => {
  it("goes down when this turn's tiles share a column", () => {
    expect(typingDirection([])).toBe('across');
    expect(typingDirection([{ r: 1, c: 1 }], 'down')).toBe('down');
    expect(
      typingDirection([
        { r: 1, c: 1 },
        { r: 2, c: 1 },
      ]),
    ).toBe('down');
    expect(
      typingDirection(
        [
          { r: 1, c: 1 },
          { r: 1, c: 2 },
        ],
        'down',
      ),
    ).toBe('across');
  });
});

describe('registerTap', () => {
  it('sees a second tap on the same target soon after as a double', () => {
    const first = registerTap(null, 'a', 1000);
    expect(first.double).toBe(false);
    expect(registerTap(first.state, 'a', 1300).double).toBe(true);
    expect(registerTap(first.state, 'a', 1500).double).toBe(false);
    expect(registerTap(first.state, 'b', 1100).double).toBe(false);
    // A triple tap is one double and a fresh first tap.
    const second = registerTap(first.state, 'a', 1200);
    expect(registerTap(second.state, 'a', 1300).double).toBe(false);
  });
});

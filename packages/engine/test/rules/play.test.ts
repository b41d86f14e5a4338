import { describe, expect, it } from 'vitest';
import { emptyBoard, type Board } from '../../src/board';
import { judgePlay } from '../../src/judge';
import type { Placement } from '../../src/placement';
import { WORDRISE } from '../../src/rulesets/wordrise';
import { boardOf, lay, line } from '../helpers/board';
import { RULES_LEXICON } from '../helpers/lexicon';

function judge(
  board: Board,
  placements: readonly Placement[],
  options: { firstPlay?: boolean; rack?: string } = {},
) {
  return judgePlay(board, placements, WORDRISE, RULES_LEXICON, { firstPlay: false, ...options });
}

// C(4,3) A(4,4) T(4,5)
const cat = boardOf([4, 3, 'across', 'CAT']);

describe('R7: a play places 1–7 tiles from the rack', () => {
  it('R7: refuses a play of no tiles', () => {
    expect(judge(cat, [])).toMatchObject({
      ok: false,
      error: { rule: 'R7', reason: 'places no tiles' },
    });
  });

  it('R7: refuses more than 7 tiles', () => {
    expect(judge(cat, line(0, 0, 'across', 'ABCDEFGH'))).toMatchObject({
      ok: false,
      error: { rule: 'R7', reason: 'places 8 tiles, more than 7' },
    });
  });

  it('R7: two E placed from a rack holding one E says how many there are', () => {
    expect(
      judge(emptyBoard(10), line(4, 4, 'across', 'EE'), { rack: 'EAT', firstPlay: true }),
    ).toMatchObject({
      ok: false,
      error: {
        rule: 'R7',
        reason: 'uses two E, the rack holds one',
        message: 'You have only one E.',
      },
    });
  });

  it('R7: refuses a tile that is not on the rack, counting repeated letters', () => {
    expect(judge(cat, [{ r: 4, c: 3, letter: 'H' }], { rack: 'ABC' })).toMatchObject({
      ok: false,
      error: {
        rule: 'R7',
        reason: 'uses H, which is not on the rack',
        message: 'You have no H tile to place.',
      },
    });
    const tat = line(4, 4, 'across', 'TAT');
    expect(judge(emptyBoard(10), tat, { rack: 'TA', firstPlay: true })).toMatchObject({
      ok: false,
      error: {
        rule: 'R7',
        reason: 'uses two T, the rack holds one',
        message: 'You have only one T.',
      },
    });
    expect(judge(emptyBoard(10), tat, { rack: 'TTA', firstPlay: true })).toMatchObject({
      ok: true,
    });
  });

  it('R7: a tile may go on an empty square or on top of an existing stack', () => {
    expect(judge(cat, [{ r: 3, c: 5, letter: 'A' }], { rack: 'A' })).toMatchObject({
      ok: true,
      score: 4,
    });
    expect(judge(cat, [{ r: 4, c: 3, letter: 'H' }], { rack: 'H' })).toMatchObject({
      ok: true,
      score: 4,
    });
  });

  it('refuses malformed placements before any ruling (INPUT)', () => {
    expect(judge(cat, [{ r: 10, c: 0, letter: 'A' }])).toMatchObject({
      ok: false,
      error: { rule: 'INPUT', reason: 'placement 0 (r=10, c=0) is off the 10×10 board' },
    });
    expect(judge(cat, [{ r: 0, c: 0, letter: 'a' }])).toMatchObject({
      ok: false,
      error: { rule: 'INPUT' },
    });
    expect(judge(cat, [{ r: 0.5, c: 0, letter: 'A' }])).toMatchObject({
      ok: false,
      error: { rule: 'INPUT' },
    });
  });
});

describe('R8: one row or column, no gaps', () => {
  it('R8: refuses tiles that are not in one row or column', () => {
    const bent = [
      { r: 3, c: 3, letter: 'A' },
      { r: 5, c: 4, letter: 'A' },
    ];
    expect(judge(cat, bent)).toMatchObject({
      ok: false,
      error: { rule: 'R8', reason: 'tiles are not in one row or column' },
    });
  });

  it('R8: refuses an empty square between the first and the last tile', () => {
    expect(judge(cat, line(5, 3, 'across', 'A.T'))).toMatchObject({
      ok: false,
      error: { rule: 'R8', reason: 'leaves a gap at row 6, column 5' },
    });
  });

  it('R8: existing tiles may fill the space between placed tiles', () => {
    expect(judge(cat, line(4, 3, 'across', 'H..E'))).toMatchObject({
      ok: true,
      words: [{ word: 'HATE' }],
    });
  });

  it('R8 comes before R11: a broken line is reported even when it spells nothing', () => {
    expect(judge(cat, line(0, 0, 'across', 'Z.Z'))).toMatchObject({
      ok: false,
      error: { rule: 'R8' },
    });
  });
});

describe('R9: one tile per square per turn', () => {
  it('R9: refuses two tiles on one square', () => {
    const twice = [
      { r: 4, c: 3, letter: 'H' },
      { r: 4, c: 3, letter: 'B' },
    ];
    expect(judge(cat, twice)).toMatchObject({
      ok: false,
      error: { rule: 'R9', reason: 'places two tiles on row 5, column 4' },
    });
  });
});

describe('R10: stacking limits', () => {
  it('R10: refuses a letter on the same letter (no A on A)', () => {
    expect(judge(cat, [{ r: 4, c: 4, letter: 'A' }])).toMatchObject({
      ok: false,
      error: {
        rule: 'R10',
        reason: 'stacks A on A at row 5, column 5',
        message: "You can't put A on top of the same letter.",
      },
    });
  });

  it('R10: allows a stack of exactly 5 and refuses a sixth tile', () => {
    const four = boardOf(
      [4, 3, 'across', 'CAT'],
      [4, 3, 'across', 'H'],
      [4, 3, 'across', 'B'],
      [4, 3, 'across', 'H'],
    );
    expect(judge(four, [{ r: 4, c: 3, letter: 'B' }])).toMatchObject({
      ok: true,
      words: [{ word: 'BAT', score: 7 }],
    });
    const five = lay(four, 4, 3, 'across', 'B');
    expect(judge(five, [{ r: 4, c: 3, letter: 'H' }])).toMatchObject({
      ok: false,
      error: { rule: 'R10', reason: 'makes a stack of 6 at row 5, column 4, more than 5' },
    });
  });
});

describe('R11: every word formed or changed is listed', () => {
  it('R11: refuses a play that forms no word of two or more tiles', () => {
    expect(judge(emptyBoard(10), [{ r: 4, c: 4, letter: 'A' }], { firstPlay: true })).toMatchObject(
      {
        ok: false,
        error: { rule: 'R11', reason: 'forms no word of two or more tiles' },
      },
    );
    // A lone tile stacked on a lone tile is no word either.
    const lone = boardOf([4, 4, 'across', 'A']);
    expect(judge(lone, [{ r: 4, c: 4, letter: 'B' }])).toMatchObject({
      ok: false,
      error: { rule: 'R11' },
    });
  });

  it('R11: a word is the whole maximal run, old tiles included', () => {
    expect(judge(cat, [{ r: 4, c: 2, letter: 'S' }])).toMatchObject({
      ok: false,
      error: { rule: 'R11', reason: 'SCAT is not in the word list' },
    });
  });

  it('R11: a cross word must be listed too and is named in the refusal', () => {
    // O under the T makes TO down, and ZO across with the Z beside it.
    const board = lay(cat, 5, 4, 'across', 'Z');
    expect(judge(board, [{ r: 5, c: 5, letter: 'O' }])).toMatchObject({
      ok: false,
      error: { rule: 'R11', reason: 'ZO is not in the word list' },
    });
  });

  it('R11: a stacked tile changes the words both ways through its square', () => {
    // Column 5 reads A over T (AT). S on the T: CAS across (not listed), AS down.
    const cross = lay(cat, 3, 5, 'down', 'A');
    expect(judge(cross, [{ r: 4, c: 5, letter: 'S' }])).toMatchObject({
      ok: false,
      error: { rule: 'R11', reason: 'CAS is not in the word list' },
    });
    // N on the T: CAN across and AN down, both changed, both scored.
    expect(judge(cross, [{ r: 4, c: 5, letter: 'N' }])).toMatchObject({
      ok: true,
      words: [
        { word: 'CAN', score: 4 },
        { word: 'AN', score: 3 },
      ],
      score: 7,
    });
  });

  it('R11: the main word comes first, then cross words in reading order', () => {
    // HAT over .TO: TO across; AT and TO down.
    const hat = boardOf([4, 3, 'across', 'HAT']);
    expect(judge(hat, line(5, 4, 'across', 'TO'))).toMatchObject({
      ok: true,
      words: [
        { word: 'TO', start: { r: 5, c: 4 }, direction: 'across' },
        { word: 'AT', start: { r: 4, c: 4 }, direction: 'down' },
        { word: 'TO', start: { r: 4, c: 5 }, direction: 'down' },
      ],
      score: 12,
    });
    // CAT over AN.: CA down is not a word.
    expect(judge(cat, line(5, 3, 'across', 'AN'))).toMatchObject({
      ok: false,
      error: { rule: 'R11', reason: 'CA is not in the word list' },
    });
  });

  it("R11: a single tile's main word is across when it makes one, else down", () => {
    const down = judge(cat, [{ r: 3, c: 5, letter: 'A' }]);
    expect(down).toMatchObject({
      ok: true,
      direction: 'down',
      words: [{ word: 'AT', direction: 'down' }],
    });
  });
});

describe('R12: the first play covers a centre square', () => {
  it('R12: refuses a first play that misses the four centre squares', () => {
    expect(judge(emptyBoard(10), line(0, 0, 'across', 'CAT'), { firstPlay: true })).toMatchObject({
      ok: false,
      error: { rule: 'R12', reason: 'does not cover a centre square' },
    });
    expect(judge(emptyBoard(10), line(3, 3, 'across', 'AT'), { firstPlay: true })).toMatchObject({
      ok: false,
      error: { rule: 'R12' },
    });
  });

  it('R12: covering any one of (4,4), (4,5), (5,4), (5,5) is enough', () => {
    for (const [r, c] of [
      [4, 2],
      [4, 5],
      [5, 2],
      [5, 5],
    ] as const) {
      expect(judge(emptyBoard(10), line(r, c, 'across', 'CAT'), { firstPlay: true }).ok).toBe(true);
    }
  });
});

describe('R13: later plays touch the tiles on the board', () => {
  it('R13: refuses a play that touches nothing', () => {
    expect(judge(cat, line(0, 0, 'across', 'AT'))).toMatchObject({
      ok: false,
      error: { rule: 'R13', reason: 'does not touch the tiles on the board' },
    });
  });

  it('R13: a diagonal neighbour does not connect', () => {
    expect(judge(cat, line(5, 6, 'across', 'AT'))).toMatchObject({
      ok: false,
      error: { rule: 'R13' },
    });
  });

  it('R13: an orthogonal neighbour connects', () => {
    expect(judge(cat, [{ r: 3, c: 5, letter: 'A' }])).toMatchObject({ ok: true });
    expect(judge(cat, line(4, 6, 'across', 'S'))).not.toMatchObject({ error: { rule: 'R13' } });
  });

  it('R13: a tile stacked on the board connects by itself', () => {
    expect(judge(cat, [{ r: 4, c: 3, letter: 'B' }])).toMatchObject({
      ok: true,
      words: [{ word: 'BAT' }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/board';
import { judgePlay } from '../../src/judge';
import type { Placement } from '../../src/placement';
import type { Ruleset } from '../../src/ruleset';
import { WORDRISE } from '../../src/rulesets/wordrise';
import { boardOf, lay, line } from '../helpers/board';
import { RULES_LEXICON } from '../helpers/lexicon';

function judge(board: Board, placements: readonly Placement[], ruleset: Ruleset = WORDRISE) {
  return judgePlay(board, placements, ruleset, RULES_LEXICON, { firstPlay: false });
}

// C(4,3) A(4,4) T(4,5)
const cat = boardOf([4, 3, 'across', 'CAT']);

describe('R14: no full cover', () => {
  it('R14: refuses covering every letter of CAT, even when extended with S', () => {
    expect(judge(cat, line(4, 3, 'across', 'DOG'))).toMatchObject({
      ok: false,
      error: {
        rule: 'R14',
        reason: 'covers every letter of CAT',
        message: "You can't cover every letter of CAT in one turn.",
      },
    });
    expect(judge(cat, line(4, 3, 'across', 'DOGS'))).toMatchObject({
      ok: false,
      error: { rule: 'R14' },
    });
  });

  it('R14: checks every old word, not only the old form of the main word', () => {
    // HA . AT → HATES: the T fills the gap, E and S cover all of AT while HA stays.
    const board = boardOf([4, 1, 'across', 'HA'], [4, 4, 'across', 'AT']);
    expect(judge(board, line(4, 3, 'across', 'TES'))).toMatchObject({
      ok: false,
      error: { rule: 'R14', reason: 'covers every letter of AT' },
    });
  });

  it('R14: checks old words down as well as across', () => {
    // CAT down; a play down the same column that covers C, A and T.
    const down = boardOf([3, 4, 'down', 'CAT']);
    expect(judge(down, line(3, 4, 'down', 'BAH'))).toMatchObject({
      ok: false,
      error: { rule: 'R10' },
    });
    expect(judge(down, line(3, 4, 'down', 'DOG'))).toMatchObject({
      ok: false,
      error: { rule: 'R14', reason: 'covers every letter of CAT' },
    });
  });

  it('R14: covering all but one letter is fine', () => {
    expect(judge(cat, line(4, 4, 'across', 'OG'))).toMatchObject({
      ok: true,
      words: [{ word: 'COG' }],
    });
  });

  it('R14: covering every square of a single tile (not a word) is fine', () => {
    const board = boardOf([4, 4, 'across', 'A'], [3, 4, 'across', 'T']);
    // T over A is the word TA down; O on the A makes TO, covering one of its two squares.
    expect(judge(board, [{ r: 4, c: 4, letter: 'O' }])).toMatchObject({
      ok: true,
      words: [{ word: 'TO' }],
    });
  });

  it('R14: a ruleset may switch the ruling off', () => {
    const lenient = { ...WORDRISE, placement: { ...WORDRISE.placement, noFullCover: false } };
    expect(judge(cat, line(4, 3, 'across', 'DOG'), lenient)).toMatchObject({ ok: true, score: 6 });
  });
});

describe('R15: bare plurals', () => {
  it('R15: refuses CAT + S as a bare plural', () => {
    expect(judge(cat, [{ r: 4, c: 6, letter: 'S' }])).toMatchObject({
      ok: false,
      error: {
        rule: 'R15',
        reason: 'makes CAT plural just by adding an S',
        message:
          "You can't make CAT plural just by adding an S, unless that S also makes another word.",
      },
    });
  });

  it('R15: looks at spelling only: DIS + S → DISS is a bare plural too', () => {
    const dis = boardOf([4, 3, 'across', 'DIS']);
    expect(judge(dis, [{ r: 4, c: 6, letter: 'S' }])).toMatchObject({
      ok: false,
      error: { rule: 'R15', reason: 'makes DIS plural just by adding an S' },
    });
  });

  it('R15: allowed when the same S makes a perpendicular word, and both words score', () => {
    // PLUS down ends on the square after NET: NETS across and PLUS down.
    const net = boardOf([4, 3, 'across', 'NET']);
    expect(judge(net, line(1, 6, 'down', 'PLUS'))).toMatchObject({
      ok: true,
      words: [
        { word: 'PLUS', score: 8 },
        { word: 'NETS', score: 8 },
      ],
      score: 16,
    });
  });

  it('R15: one S may make two bare plurals at once (CATS across and DOGS down)', () => {
    const board = boardOf([4, 3, 'across', 'CAT'], [1, 6, 'down', 'DOG']);
    expect(judge(board, [{ r: 4, c: 6, letter: 'S' }])).toMatchObject({
      ok: true,
      words: [{ word: 'CATS' }, { word: 'DOGS' }],
      score: 16,
    });
  });

  it('R15: an S on an occupied square is not a bare plural (HATE → HATS)', () => {
    const hate = boardOf([4, 3, 'across', 'HATE']);
    expect(judge(hate, [{ r: 4, c: 6, letter: 'S' }])).toMatchObject({
      ok: true,
      words: [{ word: 'HATS', score: 5 }],
    });
  });

  it('R15: not bare when another square of the word gets a tile too (CAT → BATS)', () => {
    expect(judge(cat, line(4, 3, 'across', 'B..S'))).toMatchObject({
      ok: true,
      words: [{ word: 'BATS' }],
    });
  });

  it('R15: not bare when what precedes the S is a single tile, not a word (A → AS)', () => {
    const a = boardOf([4, 4, 'across', 'A']);
    expect(judge(a, [{ r: 4, c: 5, letter: 'S' }])).toMatchObject({
      ok: true,
      words: [{ word: 'AS' }],
    });
  });

  it('R15: an S in front of a word is not a plural (AT → SAT)', () => {
    const at = boardOf([4, 4, 'across', 'AT']);
    expect(judge(at, [{ r: 4, c: 3, letter: 'S' }])).toMatchObject({
      ok: true,
      words: [{ word: 'SAT' }],
    });
  });

  it('R15: also applies to a bare plural formed down', () => {
    const down = boardOf([2, 4, 'down', 'CAT']);
    expect(judge(down, [{ r: 5, c: 4, letter: 'S' }])).toMatchObject({
      ok: false,
      error: { rule: 'R15' },
    });
  });

  it('R15: the classic hook — a word across whose S pluralises a word down', () => {
    // CAT down in column 4 rows 1–3; AS across on row 4 puts the S under the T.
    const down = boardOf([1, 4, 'down', 'CAT']);
    expect(judge(down, line(4, 3, 'across', 'AS'))).toMatchObject({
      ok: true,
      words: [{ word: 'AS' }, { word: 'CATS' }],
    });
  });

  it('R15: R14 is reported first when both are broken', () => {
    expect(judge(cat, line(4, 3, 'across', 'DOGS'))).toMatchObject({
      ok: false,
      error: { rule: 'R14' },
    });
  });

  it('R15: a ruleset may allow bare plurals', () => {
    const lenient = { ...WORDRISE, placement: { ...WORDRISE.placement, barePluralLetter: null } };
    expect(judge(cat, [{ r: 4, c: 6, letter: 'S' }], lenient)).toMatchObject({
      ok: true,
      score: 8,
    });
  });

  it('R15: a listed plural is still refused when bare, whatever the word list says', () => {
    const withO = lay(cat, 6, 6, 'across', 'O'); // not adjacent to the S square
    expect(judge(withO, [{ r: 4, c: 6, letter: 'S' }])).toMatchObject({
      ok: false,
      error: { rule: 'R15' },
    });
  });
});

/**
 * Word Wefter's placement and scoring rules on the rules checker, the seed
 * description's worked examples first (named after them).
 */
import { describe, expect, it } from 'vitest';
import { emptyBoard, withTiles, type Board } from '../../src/board';
import { judgePlay } from '../../src/judge';
import type { Placement } from '../../src/placement';
import { getRuleset } from '../../src/rulesets/index';
import { WEFTER, WEFTER_LAYOUT } from '../../src/rulesets/wefter';
import { rainbowOf } from '../../src/tiles';
import { line } from '../helpers/board';
import { setLexicon } from '../helpers/lexicon';

const LEXICON = setLexicon([
  'jump',
  'sum',
  'men',
  'ha',
  'he',
  'race',
  'are',
  'racecar',
  'ox',
  'at',
  'it',
  'sat',
  'sit',
  'tea',
  'ten',
  'hen',
  'hens',
  'hat',
  'pen',
]);

const empty = () => emptyBoard(WEFTER.board.size);
const judge = (board: Board, placements: Placement[], firstPlay = false, rack?: string) =>
  judgePlay(
    board,
    placements,
    WEFTER,
    LEXICON,
    rack === undefined ? { firstPlay } : { firstPlay, rack },
  );
/** Stacks put straight on the board (no rules): `[r, c, 'BTM']`. */
const stacked = (board: Board, ...stacks: [number, number, string][]) => {
  const cells = board.cells.slice();
  for (const [r, c, stack] of stacks) cells[r * board.size + c] = stack;
  return { size: board.size, cells };
};

describe('Word Wefter: the ruleset', () => {
  it('is registered as wefter: 11 × 11, one START square in the centre, rack of 7', () => {
    expect(getRuleset('wefter')).toBe(WEFTER);
    expect(WEFTER.board.size).toBe(11);
    expect(WEFTER.board.startSquares).toEqual([{ r: 5, c: 5 }]);
    expect(WEFTER.rackSize).toBe(7);
  });

  it('has the letter values the examples fix: J6 U2 M3 P3 S2 E1 N2', () => {
    expect(WEFTER.scoring.letterValues).toMatchObject({ J: 6, U: 2, M: 3, P: 3, S: 2, E: 1, N: 2 });
  });

  it('its bonus-square layout is symmetric in both axes and the diagonal', () => {
    const n = WEFTER_LAYOUT.length;
    const at = (r: number, c: number) => WEFTER_LAYOUT[r]?.[c];
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        expect(at(r, c)).toBe(at(c, r));
        expect(at(r, c)).toBe(at(n - 1 - r, c));
        expect(at(r, c)).toBe(at(r, n - 1 - c));
      }
    }
  });
});

describe('Word Wefter: the seed examples', () => {
  it('JUMP across SUM = 14: JUMP scores J6 + U2 + M3 + P3 and SUM is not rescored', () => {
    const sum = withTiles(empty(), line(4, 5, 'down', 'SUM'));
    const jump = judge(sum, [
      { r: 5, c: 4, letter: 'J' },
      { r: 5, c: 6, letter: 'M' },
      { r: 5, c: 7, letter: 'P' },
    ]);
    expect(jump).toMatchObject({ ok: true, score: 14, words: [{ word: 'JUMP', score: 14 }] });
    if (jump.ok) expect(jump.words).toHaveLength(1);
  });

  it('MEN with M third in its stack and N second = 14 (M3 × 3 + E1 + N2 × 2)', () => {
    // M goes on a stack of two, E on the empty square, N is already second in its stack.
    const board = stacked(empty(), [5, 4, 'OT'], [5, 6, 'AN']);
    const men = judge(board, [
      { r: 5, c: 4, letter: 'M' },
      { r: 5, c: 5, letter: 'E' },
    ]);
    expect(men).toMatchObject({ ok: true, score: 14, words: [{ word: 'MEN', score: 14 }] });
  });

  it('a 4-point tile on TL scores 12 before word bonuses: H on TL in HA = 12 + 1', () => {
    expect(WEFTER_LAYOUT[4]?.[4]).toBe('t');
    const board = withTiles(empty(), [{ r: 5, c: 4, letter: 'A' }]);
    const ha = judge(board, [{ r: 4, c: 4, letter: 'H' }]);
    expect(ha).toMatchObject({ ok: true, score: 13, words: [{ word: 'HA', score: 13 }] });
    // The same H on a plain square counts its 4 once.
    const plain = withTiles(empty(), [{ r: 5, c: 3, letter: 'A' }]);
    expect(judge(plain, [{ r: 4, c: 3, letter: 'H' }])).toMatchObject({ ok: true, score: 5 });
  });
});

describe('Word Wefter: placement and scoring rules', () => {
  it('word bonuses multiply the whole changed word, letter bonuses only the new tile', () => {
    // (2,2) is word × 2: HE down from it, E kept at (3,2).
    expect(WEFTER_LAYOUT[2]?.[2]).toBe('D');
    const board = withTiles(empty(), [{ r: 3, c: 2, letter: 'E' }]);
    expect(judge(board, [{ r: 2, c: 2, letter: 'H' }])).toMatchObject({ ok: true, score: 10 });
  });

  it('bonus squares count only for tiles placed on them this turn', () => {
    const board = withTiles(empty(), [{ r: 4, c: 4, letter: 'H' }]);
    expect(judge(board, [{ r: 5, c: 4, letter: 'A' }])).toMatchObject({ ok: true, score: 5 });
  });

  it('the first turn makes a word of two or more letters through START', () => {
    expect(judge(empty(), line(5, 3, 'across', 'AT'), true)).toMatchObject({
      ok: false,
      error: { rule: 'R12' },
    });
    expect(judge(empty(), line(5, 5, 'across', 'AT'), true)).toMatchObject({ ok: true, score: 2 });
    expect(judge(empty(), [{ r: 5, c: 5, letter: 'A' }], true)).toMatchObject({
      ok: false,
      error: { rule: 'R11' },
    });
  });

  it('a play must put at least one tile on an empty square (stacking alone is refused)', () => {
    const board = withTiles(empty(), line(5, 4, 'across', 'HAT'));
    const onlyStacked = judge(board, [{ r: 5, c: 4, letter: 'S' }]);
    expect(onlyStacked).toMatchObject({ ok: false, error: { rule: 'R10' } });
  });

  it('at least one tile of each stacked-on word stays visible', () => {
    const board = withTiles(empty(), line(5, 5, 'across', 'AT'));
    const covered = judge(board, line(5, 4, 'across', 'HEN'));
    expect(covered).toMatchObject({ ok: false, error: { rule: 'R14' } });
  });
});

describe('Word Wefter: wild, blank and rainbow tiles on the board', () => {
  it('a wild tile is played as a lower-case letter from a ? on the rack and scores 0', () => {
    const board = withTiles(empty(), [{ r: 5, c: 5, letter: 'A' }]);
    const play = judge(board, [{ r: 5, c: 6, letter: 't' }], false, '?');
    expect(play).toMatchObject({ ok: true, score: 1, words: [{ word: 'AT', score: 1 }] });
  });

  it('a wild tile must change the letter it covers: SAT may become SIT, not SAT again', () => {
    const sat = withTiles(empty(), line(5, 4, 'across', 'SAT'));
    // (A stacked-only play is refused anyway; add an empty-square tile through a cross word.)
    expect(judge(sat, [{ r: 5, c: 5, letter: 'a' }], false, '?')).toMatchObject({
      ok: false,
      error: { rule: 'R10' },
    });
  });

  it('a blank goes only on a tile', () => {
    const board = withTiles(empty(), [{ r: 5, c: 5, letter: 'A' }]);
    expect(judge(board, [{ r: 5, c: 6, letter: '_' }], false, '_')).toMatchObject({
      ok: false,
      error: { rule: 'R10' },
    });
  });

  it('a blank splits words: RACECAR becomes RACE ARE with a blank and an E', () => {
    const racecar = withTiles(empty(), line(5, 2, 'across', 'RACECAR'));
    const play = judge(
      racecar,
      [
        { r: 5, c: 6, letter: '_' },
        { r: 5, c: 9, letter: 'E' },
      ],
      false,
      '_E',
    );
    // RACE = 1+1+3+1; ARE = 1 + 1 + E on letter × 3 (3).
    expect(play).toMatchObject({
      ok: true,
      words: [
        { word: 'RACE', score: 6 },
        { word: 'ARE', score: 5 },
      ],
      score: 11,
    });
  });

  it('a rainbow tile doubles every changed word it shows in, and stops once covered', () => {
    const board = withTiles(empty(), [{ r: 5, c: 5, letter: 'A' }]);
    const t = rainbowOf('T');
    expect(judge(board, [{ r: 5, c: 6, letter: t }], false, t)).toMatchObject({
      ok: true,
      score: 4,
    });
    // Kept on the board, it doubles the words later plays change…
    const at = withTiles(board, [{ r: 5, c: 6, letter: t }]);
    expect(judge(at, [{ r: 5, c: 7, letter: 'E' }])).toMatchObject({ ok: false }); // ATE unknown
    expect(judge(at, [{ r: 5, c: 4, letter: 'S' }])).toMatchObject({ ok: true, score: 8 }); // SAT (2+1+1)×2
    // …until a tile covers it: HAⓉ + E, N (on the rainbow T), S → HENS, not doubled.
    const hat = withTiles(empty(), [
      { r: 5, c: 4, letter: 'H' },
      { r: 5, c: 5, letter: 'A' },
      { r: 5, c: 6, letter: t },
    ]);
    // H4 + E1 × 2 + N2 × 2 + S2 = 12.
    expect(judge(hat, line(5, 5, 'across', 'ENS'))).toMatchObject({ ok: true, score: 12 });
  });
});

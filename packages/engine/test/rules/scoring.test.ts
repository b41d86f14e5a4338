import { describe, expect, it } from 'vitest';
import { emptyBoard, type Board } from '../../src/board';
import { judgePlay } from '../../src/judge';
import type { Placement } from '../../src/placement';
import { WORDRISE } from '../../src/rulesets/wordrise';
import { boardOf, lay, line } from '../helpers/board';
import { RULES_LEXICON } from '../helpers/lexicon';

const judge = (board: Board, placements: readonly Placement[], firstPlay = false) =>
  judgePlay(board, placements, WORDRISE, RULES_LEXICON, { firstPlay });

describe('R18: flat words', () => {
  it('R18: 2 points per tile when no square is 2 or more high', () => {
    expect(judge(emptyBoard(10), line(4, 4, 'across', 'CAT'), true)).toMatchObject({
      ok: true,
      score: 6,
    });
  });

  it('R18: plus 2 for each Qu tile', () => {
    expect(judge(emptyBoard(10), line(4, 4, 'across', 'SQAT'), true)).toMatchObject({
      ok: true,
      score: 8 + 2,
    });
  });
});

describe('R19: stacked words', () => {
  it('R19: a word with any stack of 2+ scores the sum of its heights', () => {
    const board = boardOf([4, 3, 'across', 'CAT'], [4, 3, 'across', 'H'], [4, 3, 'across', 'B']);
    // B on H on C: a 3-high stack. AT down through the T is flat; HAT across is stacked.
    expect(judge(board, [{ r: 3, c: 5, letter: 'A' }])).toMatchObject({
      ok: true,
      words: [{ word: 'AT', score: 2 + 2 }],
    });
    expect(judge(board, [{ r: 4, c: 3, letter: 'H' }])).toMatchObject({
      ok: true,
      words: [{ word: 'HAT', score: 4 + 1 + 1 }],
    });
  });

  it('R19: an old stack in a word makes the whole word stacked, even if the new tile is flat', () => {
    const board = boardOf([4, 3, 'across', 'CAT'], [4, 3, 'across', 'H']); // HAT, H on C
    expect(judge(board, [{ r: 4, c: 6, letter: 'E' }])).toMatchObject({
      ok: true,
      words: [{ word: 'HATE', score: 5 }],
    });
  });

  it('R19: no Qu bonus in a stacked word', () => {
    const sit = boardOf([4, 3, 'across', 'SIT']);
    expect(judge(sit, [{ r: 4, c: 3, letter: 'Q' }])).toMatchObject({
      ok: true,
      words: [{ word: 'QIT', score: 4 }],
    });
  });
});

describe('R20: full rack bonus', () => {
  it('R20: placing 7 tiles adds 20', () => {
    expect(judge(emptyBoard(10), line(4, 2, 'across', 'CHEATED'), true)).toMatchObject({
      ok: true,
      bonus: 20,
      score: 7 * 2 + 20,
    });
  });

  it('R20: fewer than 7 tiles get no bonus', () => {
    expect(judge(emptyBoard(10), line(4, 2, 'across', 'PLUSES'), true)).toMatchObject({
      ok: true,
      bonus: 0,
      score: 12,
    });
  });

  it('R20: the 7 tiles count, not the word length', () => {
    // 6 tiles placed to make a 7-square word through one kept letter: no bonus.
    const board = boardOf([4, 4, 'across', 'A']);
    expect(judge(board, line(4, 1, 'across', 'CHE.TED'))).toMatchObject({
      ok: true,
      bonus: 0,
      score: 14,
    });
  });
});

describe('R21: a play scores every word formed or changed, plus the bonus', () => {
  const moodDear = lay(boardOf([4, 2, 'across', 'MOOD']), 5, 5, 'down', 'EAR');

  it('R21: words on the board that contain no placed square are not rescored', () => {
    expect(judge(moodDear, [{ r: 4, c: 2, letter: 'W' }])).toMatchObject({
      ok: true,
      score: 5,
      words: [{ word: 'WOOD' }],
    });
  });

  it('R21: main word and cross words alike score, and the total is their sum plus the bonus', () => {
    const hat = boardOf([4, 3, 'across', 'HAT']);
    const play = judge(hat, line(5, 4, 'across', 'TO'));
    expect(play.ok).toBe(true);
    if (!play.ok) return;
    expect(play.score).toBe(play.words.reduce((sum, w) => sum + w.score, play.bonus));
    expect(play.words.map((w) => w.score)).toEqual([4, 4, 4]);
  });
});

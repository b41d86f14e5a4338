import { describe, expect, it } from 'vitest';
import { emptyBoard, type Board } from '../../src/board';
import { judgePlay } from '../../src/judge';
import { Oracle } from '../../src/oracle/index';
import { ScoringModelError } from '../../src/oracle/compiled-scoring';
import type { Placement } from '../../src/placement';
import type { Ruleset } from '../../src/ruleset';
import { WORDRISE } from '../../src/rulesets/wordrise';
import type { ScoringModel } from '../../src/scoring-model';
import { scoringModelProblem, stackTimes, wordBonus } from '../../src/scoring-model';
import { FIXTURE_GRAPH } from '../oracle/helpers/lexicons';
import { boardOf, line } from '../helpers/board';
import { RULES_LEXICON } from '../helpers/lexicon';

function withModel(changes: Partial<ScoringModel>): Ruleset {
  return { ...WORDRISE, scoring: { ...WORDRISE.scoring, ...changes } };
}

const judge = (ruleset: Ruleset, board: Board, placements: Placement[], firstPlay = false) =>
  judgePlay(board, placements, ruleset, RULES_LEXICON, { firstPlay });

describe('the scoring model (worked examples)', () => {
  it('letter values add to every tile of a flat word; the Qu bonus stays', () => {
    const lettered = withModel({ letterValues: { C: 3, A: 1, T: 1, Q: 10 } });
    expect(judge(lettered, emptyBoard(10), line(4, 4, 'across', 'CAT'), true)).toMatchObject({
      ok: true,
      score: 5 + 3 + 3,
    });
    // QIT (quit): Q 2 + 10 + Qu bonus 2, I 2, T 2 + 1.
    expect(judge(lettered, emptyBoard(10), line(4, 4, 'across', 'QIT'), true)).toMatchObject({
      ok: true,
      score: 14 + 2 + 3,
    });
  });

  it('a letter multiplier counts for the tile placed on it this turn only', () => {
    const doubled = withModel({
      letterValues: { C: 3 },
      premiumSquares: [{ square: { r: 4, c: 4 }, letterTimes: 2, wordTimes: 1 }],
    });
    // C on the ×2 square: (2 + 3) × 2, then A 2, T 2.
    expect(judge(doubled, emptyBoard(10), line(4, 4, 'across', 'CAT'), true)).toMatchObject({
      ok: true,
      score: 10 + 4,
    });
    // Later, N on the T makes CAN (stacked) through the old C: no multiplier for
    // the C (not placed now): C 1 + 3, A 1, N on T 2.
    const board = boardOf([4, 4, 'across', 'CAT']);
    expect(judge(doubled, board, [{ r: 4, c: 6, letter: 'N' }])).toMatchObject({
      ok: true,
      score: 4 + 1 + 2,
    });
  });

  it('word multipliers of the squares placed this turn multiply each word through them', () => {
    const tripled = withModel({
      premiumSquares: [
        { square: { r: 4, c: 6 }, letterTimes: 1, wordTimes: 3 },
        { square: { r: 4, c: 5 }, letterTimes: 1, wordTimes: 2 },
      ],
    });
    expect(judge(tripled, emptyBoard(10), line(4, 4, 'across', 'CAT'), true)).toMatchObject({
      ok: true,
      score: 6 * 3 * 2,
    });
    // AT down from the old A (4,5) to a new T (5,5): the A's ×2 no longer counts.
    const board = boardOf([4, 4, 'across', 'CAT']);
    expect(judge(tripled, board, [{ r: 5, c: 5, letter: 'T' }])).toMatchObject({
      ok: true,
      words: [{ word: 'AT', score: 4 }],
    });
  });

  it('stack levels: the n-th tile of a stack counts n times, with its letter value', () => {
    const levels = withModel({ stackMultiplier: { kind: 'level' }, letterValues: { H: 4 } });
    const board = boardOf([4, 3, 'across', 'CAT']);
    // H on C: HAT is stacked. H square: C (1 × 1) + H ((1 + 4) × 2); A 1; T 1.
    expect(judge(levels, board, [{ r: 4, c: 3, letter: 'H' }])).toMatchObject({
      ok: true,
      words: [{ word: 'HAT', score: 1 + 10 + 1 + 1 }],
    });
  });

  it('a stack table: beyond the table the last entry counts', () => {
    const table = { kind: 'table', times: [1, 3] } as const;
    expect([1, 2, 3, 5].map((n) => stackTimes(table, n))).toEqual([1, 3, 3, 3]);
    expect(stackTimes({ kind: 'level' }, 4)).toBe(4);
    expect(stackTimes({ kind: 'none' }, 4)).toBe(1);
    const tabled = withModel({ stackMultiplier: table });
    const board = boardOf([4, 3, 'across', 'CAT'], [4, 3, 'across', 'H']); // HAT, H on C
    // B on H: C 1, H 3, B 3; A 1; T 1.
    expect(judge(tabled, board, [{ r: 4, c: 3, letter: 'B' }])).toMatchObject({
      ok: true,
      words: [{ word: 'BAT', score: 7 + 2 }],
    });
  });

  it('a letter multiplier on a stacked square multiplies only the tile placed this turn', () => {
    const ruleset = withModel({
      premiumSquares: [{ square: { r: 4, c: 3 }, letterTimes: 3, wordTimes: 1 }],
    });
    const board = boardOf([4, 3, 'across', 'CAT']);
    expect(judge(ruleset, board, [{ r: 4, c: 3, letter: 'H' }])).toMatchObject({
      ok: true,
      words: [{ word: 'HAT', score: 1 + 3 + 1 + 1 }],
    });
  });

  it('word bonuses: the longest reached minimum length counts', () => {
    const model = {
      ...WORDRISE.scoring,
      wordBonuses: [
        { minLength: 4, points: 5 },
        { minLength: 3, points: 1 },
      ],
    };
    expect([2, 3, 4, 9].map((n) => wordBonus(model, n))).toEqual([0, 1, 5, 5]);
    expect(
      judge(withModel(model), emptyBoard(10), line(4, 4, 'across', 'CAT'), true),
    ).toMatchObject({ ok: true, score: 6 + 1 });
  });

  it('WordRise states every part of the model and has no word-score hook', () => {
    expect(scoringModelProblem(WORDRISE.scoring)).toBeNull();
    expect(WORDRISE.hooks.scoreWord).toBeUndefined();
  });

  it('a model with a negative value or a multiplier below 1 is refused by the Oracle', () => {
    const negative = withModel({ letterValues: { A: -1 } });
    expect(scoringModelProblem(negative.scoring)).toMatch(/letterValues\.A/);
    const zero = withModel({
      premiumSquares: [{ square: { r: 0, c: 0 }, letterTimes: 0, wordTimes: 1 }],
    });
    expect(scoringModelProblem(zero.scoring)).toMatch(/premiumSquares\[0\]/);
    expect(
      scoringModelProblem(withModel({ stackMultiplier: { kind: 'table', times: [] } }).scoring),
    ).toMatch(/stackMultiplier/);
    const oracle = new Oracle(FIXTURE_GRAPH, negative);
    expect(() =>
      oracle.generate({ board: emptyBoard(10), firstPlay: true }, 'CAT', {
        usesThreshold: false,
        minScore: -Infinity,
        begin: () => {},
        record: () => {},
      }),
    ).toThrow(ScoringModelError);
  });
});

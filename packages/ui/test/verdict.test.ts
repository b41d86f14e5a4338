import { describe, expect, it } from 'vitest';
import type { MoveAnnotation } from '../src/replay/annotations';
import { oracleMark, oracleVerdict } from '../src/replay/verdict';
import { QU } from './helpers';

/** An annotation of a play that scored `played` where the best play (QIZ) scored 40. */
function annotation(played: number, extra: Partial<MoveAnnotation> = {}): MoveAnnotation {
  return {
    moveNumber: 4,
    kind: 'play',
    bestPlay: {
      placements: [],
      words: [
        { word: 'QIZ', score: 36 },
        { word: 'ZA', score: 4 },
      ],
      score: 40,
      tiles: 'QIZ',
    },
    bestScore: 40,
    playedScore: played,
    rank: played === 40 ? 1 : 3,
    playCount: 12,
    pointsLost: 40 - played,
    ...extra,
  };
}

describe('oracleVerdict', () => {
  it('says a best play is one', () => {
    expect(oracleVerdict(annotation(40), QU)).toBe('Oracle: best play');
  });

  it('says how many points below the best play (its main word, spelled) a move was', () => {
    expect(oracleVerdict(annotation(38), QU)).toBe('Oracle: 2 points below QUIZ for 40');
    expect(oracleVerdict(annotation(39), QU)).toBe('Oracle: 1 point below QUIZ for 40');
    expect(oracleVerdict(annotation(39), {})).toBe('Oracle: 1 point below QIZ for 40');
  });

  it("names the move's label where it has one; an exchange has none", () => {
    expect(oracleVerdict(annotation(28), QU)).toBe('Oracle: mistake, 12 points below QUIZ for 40');
    expect(oracleVerdict(annotation(0, { kind: 'pass', rank: null }), QU)).toBe(
      'Oracle: blunder, 40 points below QUIZ for 40',
    );
    expect(oracleVerdict(annotation(0, { kind: 'exchange', rank: null }), QU)).toBe(
      'Oracle: 40 points below QUIZ for 40',
    );
  });

  it('says a pass lost nothing when the plays it passed up scored nothing', () => {
    const nothing = annotation(0, { kind: 'pass', rank: null, bestScore: 0, pointsLost: 0 });
    expect(oracleVerdict(nothing, QU)).toBe('Oracle: no points lost');
  });
});

describe('oracleMark', () => {
  it("says a move list row's mark: the label, or a best play", () => {
    expect(oracleMark(annotation(40))).toBe('Oracle: best play');
    expect(oracleMark(annotation(28))).toBe('Oracle: mistake');
    expect(oracleMark(annotation(38))).toBeNull();
    expect(oracleMark(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { MoveListEntry } from '../src/lib/moves';
import { withTakeBacks } from '../src/lib/taken-back';

const phony: MoveListEntry = {
  type: 'play',
  seat: 1,
  total: 6,
  score: 6,
  words: [{ word: 'MCA', score: 6 }],
};
const upheld: MoveListEntry = {
  type: 'challenge',
  seat: 0,
  total: 18,
  challenged: 1,
  upheld: true,
  unlisted: ['MCA'],
  challengedTotal: 0,
};

describe('withTakeBacks', () => {
  it('marks the play an upheld challenge took back, with the total its player was left with', () => {
    const marked = withTakeBacks([phony, upheld]);
    expect(marked[0]).toEqual({ ...phony, takenBack: true, total: 0 });
    expect(marked[1]).toBe(upheld);
  });

  it('takes the points off the play when the challenge does not record the total after', () => {
    const { challengedTotal: _older, ...withoutTotal } = upheld;
    expect(withTakeBacks([{ ...phony, total: 10 }, withoutTotal])[0]).toMatchObject({
      takenBack: true,
      total: 4,
    });
  });

  it('leaves a play standing after a failed challenge, and the moves given untouched', () => {
    const failed: MoveListEntry = { ...upheld, upheld: false, unlisted: [] };
    const moves = [phony, failed];
    expect(withTakeBacks(moves)).toEqual(moves);
    withTakeBacks([phony, upheld]);
    expect(phony).not.toHaveProperty('takenBack');
  });

  it("marks the challenged seat's play, not a later one of another seat", () => {
    const other: MoveListEntry = { ...phony, seat: 0, total: 12 };
    const marked = withTakeBacks([phony, other, upheld]);
    expect(marked.map((m) => m.takenBack ?? false)).toEqual([true, false, false]);
  });
});

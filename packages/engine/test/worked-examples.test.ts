import { describe, expect, it } from 'vitest';
import { emptyBoard, withTiles } from '../src/board';
import { judgePlay } from '../src/judge';
import { WORDRISE } from '../src/rulesets/wordrise';
import { boardOf, lay, line } from './helpers/board';
import { RULES_LEXICON } from './helpers/lexicon';

const judge = (
  board = emptyBoard(10),
  placements = line(4, 4, 'across', 'AT'),
  firstPlay = false,
) => judgePlay(board, placements, WORDRISE, RULES_LEXICON, { firstPlay });

/** The worked examples at the end of the rules reference, one test each. */
describe('worked examples', () => {
  // MOOD across through the centre; DEAR down from its D at (4,5).
  const mood = boardOf([4, 2, 'across', 'MOOD']);
  const moodDear = lay(mood, 5, 5, 'down', 'EAR');

  it('R18: MOOD across, then DEAR down from its D → DEAR is flat, 4 × 2 = 8', () => {
    expect(judge(emptyBoard(10), line(4, 2, 'across', 'MOOD'), true)).toMatchObject({
      ok: true,
      score: 8,
    });
    const dear = judge(mood, line(5, 5, 'down', 'EAR'));
    expect(dear).toMatchObject({ ok: true, score: 8, words: [{ word: 'DEAR', score: 8 }] });
  });

  it('R19: W stacked on the M of MOOD → WOOD, stacked (heights 2,1,1,1) = 5', () => {
    const wood = judge(moodDear, [{ r: 4, c: 2, letter: 'W' }]);
    expect(wood).toMatchObject({ ok: true, score: 5, words: [{ word: 'WOOD', score: 5 }] });
  });

  it("R8, R19, R21: L on the D of WOOD and P on the R of DEAR are one play in DEAR's column: LEAP 6 + WOOL 6 = 12", () => {
    // Both squares are in column 6 with E and A between them: one line, no gap (R8).
    const wood = withTiles(moodDear, [{ r: 4, c: 2, letter: 'W' }]);
    const both = judge(wood, [
      { r: 4, c: 5, letter: 'L' },
      { r: 7, c: 5, letter: 'P' },
    ]);
    expect(both).toMatchObject({
      ok: true,
      words: [
        { word: 'LEAP', score: 6 },
        { word: 'WOOL', score: 6 },
      ],
      score: 12,
    });
    // Played as two turns it works too, through LEAR.
    expect(judge(wood, [{ r: 4, c: 5, letter: 'L' }])).toMatchObject({ ok: true, score: 6 + 5 });
  });

  it('R8: two stacked tiles that are not in one line are two turns, not one play', () => {
    const wood = withTiles(moodDear, [{ r: 4, c: 2, letter: 'W' }]);
    const twoLines = judge(wood, [
      { r: 4, c: 3, letter: 'A' }, // WOOD → WAOD? irrelevant: the line is broken first
      { r: 6, c: 5, letter: 'O' },
    ]);
    expect(twoLines).toMatchObject({ ok: false, error: { rule: 'R8' } });
  });

  const cat = boardOf([4, 3, 'across', 'CAT']);

  it('R19: CAT on the board, an H on the C → HAT, stacked = 4', () => {
    expect(judge(cat, [{ r: 4, c: 3, letter: 'H' }])).toMatchObject({ ok: true, score: 4 });
  });

  it('R19: CAT on the board, H on the C and E after the T → HATE, stacked = 2+1+1+1 = 5', () => {
    expect(judge(cat, line(4, 3, 'across', 'H..E'))).toMatchObject({
      ok: true,
      score: 5,
      words: [{ word: 'HATE', score: 5 }],
    });
  });

  it('R15: CAT on the board, S after the T alone → CATS is a bare plural: illegal', () => {
    expect(judge(cat, [{ r: 4, c: 6, letter: 'S' }])).toMatchObject({
      ok: false,
      error: { rule: 'R15', reason: 'makes CAT plural just by adding an S' },
    });
  });

  it('R15: … unless the S also makes a perpendicular word (CATS + SO)', () => {
    const withO = lay(cat, 5, 6, 'down', 'O');
    expect(judge(withO, [{ r: 4, c: 6, letter: 'S' }])).toMatchObject({
      ok: true,
      words: [
        { word: 'CATS', score: 8 },
        { word: 'SO', score: 4 },
      ],
      score: 12,
    });
  });

  it('R14: CAT on the board, D, O, G stacked on C, A, T → illegal, also with an S added after', () => {
    const dog = judge(cat, line(4, 3, 'across', 'DOG'));
    expect(dog).toMatchObject({
      ok: false,
      error: { rule: 'R14', reason: 'covers every letter of CAT' },
    });
    const dogs = judge(cat, line(4, 3, 'across', 'DOGS'));
    expect(dogs).toMatchObject({
      ok: false,
      error: { rule: 'R14', reason: 'covers every letter of CAT' },
    });
  });
});

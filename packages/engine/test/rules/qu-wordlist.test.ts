import { describe, expect, it } from 'vitest';
import { emptyBoard } from '../../src/board';
import { judgePlay } from '../../src/judge';
import { spellTiles } from '../../src/ruleset';
import { WORDRISE } from '../../src/rulesets/wordrise';
import { boardOf, line } from '../helpers/board';
import { RULES_LEXICON, setLexicon } from '../helpers/lexicon';

const first = (letters: string) =>
  judgePlay(emptyBoard(10), line(4, 4, 'across', letters), WORDRISE, RULES_LEXICON, {
    firstPlay: true,
  });

describe('R16: the Qu tile', () => {
  it('R16: the word list is in tiles: QUIT is stored as QIT', () => {
    const lexicon = setLexicon(['quit', 'squat', 'qua']);
    expect(lexicon.words).toEqual(['QA', 'QIT', 'SQAT']);
    expect(lexicon.has('QUIT')).toBe(false);
  });

  it('R16: words with a q not followed by u (QAT, QI, FAQIR) are not playable', () => {
    expect(setLexicon(['qat', 'qi', 'faqir', 'quq']).words).toEqual([]);
    // Played as tiles, Q-A-T spells QUAT, which the list does not have.
    expect(first('QAT')).toMatchObject({
      ok: false,
      error: {
        rule: 'R11',
        reason: 'QUAT is not in the word list',
        message: 'QUAT is not in the word list.',
      },
    });
  });

  it('R16: refusals spell the Qu tile as QU, in the reason and the sentence', () => {
    // Q-I spells QUI, which the list does not have.
    expect(first('QI')).toMatchObject({
      ok: false,
      error: {
        rule: 'R11',
        reason: 'QUI is not in the word list',
        message: 'QUI is not in the word list.',
      },
    });
  });

  it('R16: a flat word with the Qu tile scores per tile plus 2: QUIT = 3 × 2 + 2 = 8', () => {
    expect(first('QIT')).toMatchObject({ ok: true, score: 8, words: [{ word: 'QIT', score: 8 }] });
  });

  it('R16: word length counts tiles, not letters: QUA is a 2-tile word', () => {
    expect(first('QA')).toMatchObject({ ok: true, score: 2 * 2 + 2 });
  });

  it('R16: player-facing text spells the Qu tile as QU', () => {
    expect(spellTiles(WORDRISE, 'SQAT')).toBe('SQUAT');
  });
});

describe('R17: word list entries', () => {
  it('R17: entries are lowercase a–z of at least two tiles; others are dropped', () => {
    expect(setLexicon(['Cat', "don't", 'co-op', 'a', 'qu', 'at']).words).toEqual(['AT']);
  });

  it('R17: the ruleset names its word list', () => {
    expect(WORDRISE.wordList).toBe('english');
  });

  it('R17: judging asks the lexicon for tile words in uppercase', () => {
    const asked: string[] = [];
    const spy = { has: (word: string) => (asked.push(word), true) };
    judgePlay(boardOf([4, 3, 'across', 'CAT']), [{ r: 5, c: 3, letter: 'Q' }], WORDRISE, spy, {
      firstPlay: false,
    });
    expect(asked).toEqual(['CQ']);
  });
});

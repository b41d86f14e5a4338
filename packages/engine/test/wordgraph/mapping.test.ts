import { describe, expect, it } from 'vitest';
import { fromTiles, tilesFromWordList, toTiles } from '../../src/wordgraph';

describe('toTiles (R16, R17: word-list entry → tile word)', () => {
  it('R16: qu becomes the single Q tile (QUIT → QIT)', () => {
    expect(toTiles('quit')).toBe('QIT');
    expect(toTiles('squeeze')).toBe('SQEEZE');
    expect(toTiles('equip')).toBe('EQIP');
    expect(toTiles('quiz')).toBe('QIZ');
    expect(toTiles('queue')).toBe('QEUE');
  });

  it('R16: a q not followed by u makes the word unplayable (QAT, QI, FAQIR)', () => {
    expect(toTiles('qat')).toBeNull();
    expect(toTiles('qi')).toBeNull();
    expect(toTiles('faqir')).toBeNull();
    expect(toTiles('qwerty')).toBeNull();
    expect(toTiles('suq')).toBeNull(); // q at the end
    expect(toTiles('quq')).toBeNull(); // one good qu does not excuse another q
  });

  it('R16/R17: length counts tiles, not letters (≥ 2 tiles)', () => {
    expect(toTiles('qu')).toBeNull(); // 1 tile
    expect(toTiles('qua')).toBe('QA'); // 2 tiles
    expect(toTiles('a')).toBeNull();
    expect(toTiles('')).toBeNull();
    expect(toTiles('ab')).toBe('AB');
  });

  it('R17: only lowercase a–z entries are accepted', () => {
    for (const bad of ['Cat', 'CAT', "don't", 'café', 'co-op', 'two words', 'tab\t', 'x1', 'ﬁsh']) {
      expect(toTiles(bad), bad).toBeNull();
    }
  });

  it('fromTiles inverts toTiles for display', () => {
    for (const w of ['quit', 'squeeze', 'cat', 'quiz', 'queue']) {
      expect(fromTiles(toTiles(w) as string)).toBe(w);
    }
  });
});

describe('tilesFromWordList', () => {
  it('maps, sorts and de-duplicates a raw list and counts what it dropped', () => {
    const { tiles, stats } = tilesFromWordList('zoo\r\nquit\n\n  cat \nqat\nCat\na\ncat\n');
    expect(tiles).toEqual(['CAT', 'QIT', 'ZOO']);
    expect(stats).toEqual({
      lines: 7,
      words: 3,
      rejectedQ: 1,
      rejectedChars: 1,
      rejectedShort: 1,
      duplicates: 1,
    });
  });
});

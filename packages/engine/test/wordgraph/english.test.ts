import { describe, expect, it } from 'vitest';
import { DEFAULT_LEXICON_PATH, loadDefaultLexicon } from '../../bin/lexicon';
import { toTiles } from '../../src/wordgraph';

// The real compiled list (built on the fly, ~0.5 s, if wordlists/dist is missing).
describe('default English word graph (word-list package, R16, R17)', () => {
  const g = loadDefaultLexicon();

  it('loads from wordlists/dist and is memoized', () => {
    expect(DEFAULT_LEXICON_PATH).toMatch(/wordlists[\\/]dist[\\/]english\.wrg$/);
    expect(loadDefaultLexicon()).toBe(g);
    expect(g.kind).toBe('dawg');
    expect(g.wordCount).toBeGreaterThan(270_000);
  });

  it('R16: QUIT is the tile word QIT; q-without-u words are absent', () => {
    expect(g.has('QIT')).toBe(true); // quit
    expect(g.has('QIZ')).toBe(true); // quiz
    expect(g.has('SQEEZE')).toBe(true); // squeeze
    expect(toTiles('qat')).toBeNull(); // so QAT (the word) can never be spelled…
    expect(g.has('QAT')).toBe(true); // …and the tiles Q·A·T spell "quat", which is a word
    expect(g.has('QI')).toBe(false); // qi is unplayable; "qui" is not a word
    expect(g.has('QAID')).toBe(false); // qaid is unplayable; "quaid" is not a word
    expect(g.has('QIT'.toLowerCase())).toBe(false);
  });

  it('R17: two-letter words are in, one-letter words are not', () => {
    for (const w of ['AA', 'CH', 'EA', 'GU', 'ZO', 'CAT', 'HATE', 'WOOD', 'MOOD', 'DEAR']) {
      expect(g.has(w), w).toBe(true);
    }
    for (const w of ['A', 'I', 'O', 'XQ', 'ZZZZ', 'CATSS']) expect(g.has(w), w).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  foldSpelling,
  letterLabel,
  NO_SPELLING,
  spellWord,
  wordContains,
} from '../src/lib/spelling';
import { KS, QU } from './helpers';

describe('tile spelling', () => {
  it("writes WordRise's Q tile as Qu on its face and QU in words", () => {
    expect(letterLabel('Q', QU)).toBe('Qu');
    expect(letterLabel('E', QU)).toBe('E');
    expect(spellWord('QIT', QU)).toBe('QUIT');
    expect(spellWord('cat', QU)).toBe('CAT');
  });

  it("follows another ruleset's spellings, and none at all", () => {
    expect(letterLabel('X', KS)).toBe('Ks');
    expect(letterLabel('Q', KS)).toBe('Q');
    expect(spellWord('AX', KS)).toBe('AKS');
    expect(spellWord('QIT', KS)).toBe('QIT');
    expect(letterLabel('Q', NO_SPELLING)).toBe('Q');
    expect(spellWord('QIT', NO_SPELLING)).toBe('QIT');
  });

  it('folds typed spellings back to their tiles, longest first', () => {
    expect(foldSpelling('quit', QU)).toBe('QIT');
    expect(foldSpelling('QIT', QU)).toBe('QIT');
    expect(foldSpelling('AKS', KS)).toBe('AX');
    expect(foldSpelling('QUIT', KS)).toBe('QUIT');
    expect(foldSpelling('SHH', { A: 'SH', B: 'SHH' })).toBe('B');
  });

  it('finds a tile word by its spelling or its tiles', () => {
    expect(wordContains('QIT', 'QUI', QU)).toBe(true);
    expect(wordContains('QIT', 'qi', QU)).toBe(true);
    expect(wordContains('QIT', 'qu it', QU)).toBe(true);
    expect(wordContains('QIT', 'QUI', KS)).toBe(false);
    expect(wordContains('AX', 'AKS', KS)).toBe(true);
    // "KS" folds to X, yet a word of K and S tiles still reads KS.
    expect(wordContains('ASKS', 'KS', KS)).toBe(true);
    expect(wordContains('CAT', 'DOG', QU)).toBe(false);
    expect(wordContains('CAT', ' ', QU)).toBe(true);
  });
});

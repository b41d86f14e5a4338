import { describe, expect, it } from 'vitest';
import { counted, listInWords } from '../src/lib/phrases';

describe('listInWords', () => {
  it('joins none, one, two and more with commas and the last with "and"', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['QI'])).toBe('QI');
    expect(listInWords(['QI', 'ZA'])).toBe('QI and ZA');
    expect(listInWords(['QI', 'ZA', 'XU'])).toBe('QI, ZA and XU');
  });

  it('says "or" for a choice', () => {
    expect(listInWords(['Ben', 'Cat'], 'or')).toBe('Ben or Cat');
    expect(listInWords(['Ben', 'Cat', 'Dan'], 'or')).toBe('Ben, Cat or Dan');
  });
});

describe('counted', () => {
  it('is singular for exactly one, plural otherwise', () => {
    expect(counted(1, 'point', 'points')).toBe('1 point');
    expect(counted(0, 'point', 'points')).toBe('0 points');
    expect(counted(12, 'tile', 'tiles')).toBe('12 tiles');
    expect(counted(-1, 'point', 'points')).toBe('-1 points');
  });
});

/**
 * `wordrise check` and `wordrise oracle` take `"ruleset": "wefter"` positions (11 × 11
 * cells) the way they take upwords-8 ones.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runOracleCommand } from '../../bin/commands/oracle';
import { loadDefaultLexicon } from '../../bin/lexicon';
import { cliRunner } from '../helpers/cli';
import { setLexicon } from '../helpers/lexicon';

const dir = mkdtempSync(join(tmpdir(), 'wordrise-wefter-cli-'));
const write = (name: string, data: unknown) => {
  writeFileSync(join(dir, name), JSON.stringify(data));
  return name;
};
const rows = (fill: (r: number, c: number) => string = () => '') =>
  Array.from({ length: 11 }, (_, r) => Array.from({ length: 11 }, (_, c) => fill(r, c)));
// SUM down column 5 from row 4, its U on START.
const sumCells = rows((r, c) => (c === 5 ? (['', '', '', '', 'S', 'U', 'M'][r] ?? '') : ''));
write('sum.json', { ruleset: 'wefter', cells: sumCells, rack: 'JMPE?__' });
write('jump.json', {
  placements: [
    { r: 5, c: 4, letter: 'J' },
    { r: 5, c: 6, letter: 'M' },
    { r: 5, c: 7, letter: 'P' },
  ],
});
write('wild.json', { placements: [{ r: 7, c: 5, letter: 'e' }] });
write('sum-plain.json', { ruleset: 'wefter', cells: sumCells, rack: 'JMPE' });

const LEXICON = setLexicon(['jump', 'sum', 'sume', 'me']);
const check = cliRunner(dir, LEXICON);

describe('wordrise check with "ruleset": "wefter"', () => {
  it('scores JUMP across SUM = 14 on the Word Wefter board', () => {
    expect(check('check', 'sum.json', 'jump.json', '--json')).toEqual({
      code: 0,
      out: '{"legal":true,"score":14,"words":[{"word":"JUMP","score":14}]}',
      err: '',
    });
  });

  it('takes a wild tile from the rack (? on the rack, a lower-case letter placed)', () => {
    expect(JSON.parse(check('check', 'sum.json', 'wild.json', '--json').out)).toEqual({
      legal: true,
      // S2 + U2 + M3 + the wild E 0.
      score: 7,
      words: [{ word: 'SUME', score: 7 }],
    });
  });
});

describe('wordrise oracle with "ruleset": "wefter"', () => {
  it('lists the plays of a plain-letter Wefter position, best first', () => {
    const out: string[] = [];
    const code = runOracleCommand(['sum-plain.json', '--json', '--limit', '3'], {
      out: (t) => out.push(t),
      err: () => undefined,
      cwd: dir,
      loadLexicon: loadDefaultLexicon,
    });
    expect(code).toBe(0);
    const result = JSON.parse(out[0] ?? '{}') as { count: number; plays: { score: number }[] };
    expect(result.count).toBeGreaterThan(0);
    const scores = result.plays.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../bin/wordrise';
import { cliRunner } from './helpers/cli';
import { RULES_LEXICON } from './helpers/lexicon';

const dir = mkdtempSync(join(tmpdir(), 'wordrise-cli-'));
const write = (name: string, data: unknown) => {
  writeFileSync(join(dir, name), typeof data === 'string' ? data : JSON.stringify(data));
  return name;
};
const rows = (fill: (r: number, c: number) => string = () => '') =>
  Array.from({ length: 10 }, (_, r) => Array.from({ length: 10 }, (_, c) => fill(r, c)));

const catCells = rows((r, c) => (r === 4 ? (['', '', '', 'C', 'A', 'T'][c] ?? '') : ''));
write('cat.json', { ruleset: 'wordrise', size: 10, cells: catCells, rack: 'HEDOGSZ' });
write('empty.json', { cells: rows(), rack: 'CATQIT' });
write('hate.json', {
  placements: [
    { r: 4, c: 3, letter: 'H' },
    { r: 4, c: 6, letter: 'E' },
  ],
});
write('dog.json', {
  placements: [
    { r: 4, c: 3, letter: 'D' },
    { r: 4, c: 4, letter: 'O' },
    { r: 4, c: 5, letter: 'G' },
  ],
});
write('corner.json', {
  placements: [
    { r: 0, c: 0, letter: 'C' },
    { r: 0, c: 1, letter: 'A' },
    { r: 0, c: 2, letter: 'T' },
  ],
});
write('none.json', { placements: [] });
const rows8 = (fill: (r: number, c: number) => string = () => '') =>
  Array.from({ length: 8 }, (_, r) => Array.from({ length: 8 }, (_, c) => fill(r, c)));
write('cat8.json', {
  ruleset: 'upwords-8',
  size: 8,
  cells: rows8((r, c) => (r === 4 ? (['', '', '', 'C', 'A', 'T'][c] ?? '') : '')),
  rack: 'HEDOGSZ',
});
write('empty8.json', { ruleset: 'upwords-8', cells: rows8(), rack: 'CATQIT' });

const run = cliRunner(dir, RULES_LEXICON);

describe('wordrise check', () => {
  it('prints exactly the contract JSON for a legal play', () => {
    expect(run('check', 'cat.json', 'hate.json', '--json')).toEqual({
      code: 0,
      out: '{"legal":true,"score":5,"words":[{"word":"HATE","score":5}]}',
      err: '',
    });
  });

  it('judges "ruleset": "upwords-8" positions on their 8 × 8 board the same way', () => {
    expect(run('check', 'cat8.json', 'hate.json', '--json')).toEqual({
      code: 0,
      out: '{"legal":true,"score":5,"words":[{"word":"HATE","score":5}]}',
      err: '',
    });
    // The corner is not a centre square of the 8 × 8 board; (3, 3) is.
    expect(JSON.parse(run('check', 'empty8.json', 'corner.json', '--json').out)).toMatchObject({
      legal: false,
      rule: 'R12',
    });
    // The tiles come from the rack, as on a WordRise board.
    expect(run('check', 'empty8.json', 'dog.json', '--json')).toEqual(
      run('check', 'empty.json', 'dog.json', '--json'),
    );
    // A 10 × 10 board is not an upwords-8 position.
    write('cat8-wrong.json', { ruleset: 'upwords-8', cells: rows(), rack: 'A' });
    expect(run('check', 'cat8-wrong.json', 'hate.json', '--json')).toMatchObject({
      code: 1,
      out: '',
      err: expect.stringContaining('cells has 10 rows, expected 8') as string,
    });
  });

  it('prints the first broken rule and its reason for an illegal play', () => {
    expect(run('check', 'cat.json', 'dog.json', '--json')).toEqual({
      code: 0,
      out: '{"legal":false,"rule":"R14","reason":"covers every letter of CAT"}',
      err: '',
    });
    expect(JSON.parse(run('check', 'cat.json', 'none.json', '--json').out)).toEqual({
      legal: false,
      rule: 'R7',
      reason: 'places no tiles',
    });
  });

  it('treats an empty board as the first play (R12)', () => {
    expect(JSON.parse(run('check', 'empty.json', 'corner.json', '--json').out)).toMatchObject({
      rule: 'R12',
    });
  });

  it('checks the tiles against the rack (R7)', () => {
    write('norack.json', { cells: catCells, rack: 'E' });
    expect(JSON.parse(run('check', 'norack.json', 'hate.json', '--json').out)).toMatchObject({
      rule: 'R7',
    });
  });

  it('prints readable text without --json', () => {
    expect(run('check', 'cat.json', 'hate.json')).toEqual({
      code: 0,
      out: 'legal: 5 points\n  HATE    5',
      err: '',
    });
    expect(run('check', 'cat.json', 'dog.json').out).toBe(
      "illegal (R14): covers every letter of CAT\nYou can't cover every letter of CAT in one turn.",
    );
  });

  const bad: [string, string[], string][] = [
    ['a missing file', ['check', 'missing.json', 'hate.json'], 'missing.json: no such file'],
    [
      'bad JSON',
      ['check', write('broken.json', '{"cells": ['), 'hate.json'],
      'broken.json: not valid JSON',
    ],
    [
      'a short row',
      [
        'check',
        write('short.json', {
          cells: catCells.map((row, r) => (r === 3 ? row.slice(1) : row)),
          rack: 'A',
        }),
        'hate.json',
      ],
      'short.json: row 3 has 9 cells, expected 10',
    ],
    [
      'a bad letter in the play',
      ['check', 'cat.json', write('lower.json', { placements: [{ r: 4, c: 3, letter: 'h' }] })],
      'lower.json: placement 0 has "h", which is not a tile',
    ],
    [
      'a square off the board',
      ['check', 'cat.json', write('off.json', { placements: [{ r: 4, c: 10, letter: 'E' }] })],
      'off.json: placement 0 (r=4, c=10) is off the 10×10 board',
    ],
    [
      'a missing argument',
      ['check', 'cat.json'],
      'wordrise check: expected POSITION PLAY, got 1 file argument(s)',
    ],
    [
      'an unknown option',
      ['check', 'cat.json', 'hate.json', '--yaml'],
      'wordrise check: unknown option --yaml',
    ],
    ['an unknown command', ['solve'], 'wordrise: unknown command "solve" (try --help)'],
  ];
  for (const [what, args, message] of bad) {
    it(`refuses ${what} with one line on stderr and exit code 1`, () => {
      const result = run(...args);
      expect(result.code).toBe(1);
      expect(result.out).toBe('');
      expect(result.err.split('\n')).toHaveLength(1);
      expect(result.err.startsWith(message)).toBe(true);
    });
  }

  it('reports a word list that cannot be loaded in one line', () => {
    const code = runCli(['check', 'cat.json', 'hate.json'], {
      out: () => {},
      err: (t) => expect(t).toBe('wordrise: cannot read word list x.wrg: gone'),
      cwd: dir,
      loadLexicon: () => {
        throw Object.assign(new Error('cannot read word list x.wrg: gone\nmore'), {
          name: 'LexiconLoadError',
        });
      },
    });
    expect(code).toBe(1);
  });
});

describe('wordrise commands', () => {
  it('selfplay refuses unknown bots and a word list that is not a word graph, in one line', () => {
    expect(run('selfplay', '--games', '2', '--bots', 'champion,wizard')).toEqual({
      code: 1,
      out: '',
      err: 'wordrise selfplay: unknown bot "wizard" (levels: beginner, casual, greedy, champion)',
    });
    expect(run('selfplay', '--games', '2', '--bots', 'champion,greedy')).toEqual({
      code: 1,
      out: '',
      err: 'wordrise selfplay: the word list is not a packed word graph (DAWG)',
    });
  });

  it('prints usage: on stderr with exit 1 without a command, on stdout with --help', () => {
    expect(run()).toMatchObject({ code: 1, out: '' });
    expect(run('--help')).toMatchObject({ code: 0, err: '' });
    expect(run('--help').out).toMatch(/^usage: wordrise/);
  });
});

describe('the wordrise process', () => {
  const bin = fileURLToPath(new URL('../bin/wordrise.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
  const exec = (...args: string[]) =>
    spawnSync(tsx, [bin, ...args], { cwd: dir, encoding: 'utf8' });

  it('resolves files against the working directory and judges with the English word list', () => {
    const result = exec('check', 'cat.json', 'hate.json', '--json');
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({
      legal: true,
      score: 5,
      words: [{ word: 'HATE', score: 5 }],
    });
    expect(result.status).toBe(0);
  });

  it('exits 1 with one line and no stack trace on bad input', () => {
    const result = exec('check', 'missing.json', 'hate.json', '--json');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('missing.json: no such file\n');
  });
});

/**
 * `wordrise pair STATE.json --json`: exactly the contract's object on one line, and
 * bad input refused with one line on stderr and exit code 1 (through runCli and
 * through the real process).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../bin/wordrise';
import { RULES_LEXICON } from '../helpers/lexicon';

const dir = mkdtempSync(join(tmpdir(), 'wordrise-pair-'));
const write = (name: string, data: unknown) => {
  writeFileSync(join(dir, name), typeof data === 'string' ? data : JSON.stringify(data));
  return name;
};
const players = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id, i) => ({ id, rating: 1800 - 50 * i }));

function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(args, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    cwd: dir,
    loadLexicon: () => RULES_LEXICON,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

write('swiss.json', {
  format: 'swiss',
  rounds: 3,
  players,
  results: [
    [
      { a: 'p1', b: 'p4', score: 1, spread: 57 },
      { a: 'p2', b: 'p3', score: 0.5, spread: 0 },
      { a: 'p5', bye: true },
    ],
  ],
});

describe('wordrise pair', () => {
  it('prints one line with exactly the contract keys: round, done, pairings, standings', () => {
    const { code, out, err } = run('pair', 'swiss.json', '--json');
    expect({ code, err, lines: out.split('\n').length }).toEqual({ code: 0, err: '', lines: 1 });
    const result = JSON.parse(out) as Record<string, unknown>;
    expect(Object.keys(result)).toEqual(['round', 'done', 'pairings', 'standings']);
    expect(result).toMatchObject({ round: 2, done: false });
    expect(result.standings).toEqual([
      { id: 'p1', rank: 1, wins: 1, losses: 0, spread: 57, buchholz: 0 },
      { id: 'p5', rank: 2, wins: 1, losses: 0, spread: 50, buchholz: 0 },
      { id: 'p2', rank: 3, wins: 0.5, losses: 0.5, spread: 0, buchholz: 0.5 },
      { id: 'p3', rank: 4, wins: 0.5, losses: 0.5, spread: 0, buchholz: 0.5 },
      { id: 'p4', rank: 5, wins: 0, losses: 1, spread: -57, buchholz: 1 },
    ]);
    // p5 had the bye, p4 has the fewest wins of the rest; p2–p3 would be a rematch, so
    // p1 (1 win) meets p2 or p3 (½) and p5 (1) the other: total difference 1.
    const pairings = result.pairings as { a: string; b?: string; bye?: true }[];
    expect(pairings.at(-1)).toEqual({ a: 'p4', bye: true });
    expect(
      pairings
        .slice(0, 2)
        .map((p) => [p.a, p.b].sort().join('–'))
        .sort(),
    ).toSatisfy(
      (pairs: string[]) =>
        JSON.stringify(pairs) === '["p1–p2","p3–p5"]' ||
        JSON.stringify(pairs) === '["p1–p3","p2–p5"]',
    );
    expect(pairings).toHaveLength(3);
  });

  it('prints done with no pairings after the last round', () => {
    write('rr-done.json', {
      format: 'round-robin',
      players: players.slice(0, 2),
      results: [[{ a: 'p1', b: 'p2', score: 1, spread: 3 }]],
    });
    expect(JSON.parse(run('pair', 'rr-done.json', '--json').out)).toMatchObject({
      round: 1,
      done: true,
      pairings: [],
    });
  });

  const bad: [string, unknown, string][] = [
    [
      'an unknown format',
      { format: 'ladder', players },
      'unknown format "ladder" (expected swiss, round-robin, single-elimination, double-elimination)',
    ],
    [
      'an unknown id in the results',
      {
        format: 'swiss',
        rounds: 2,
        players,
        results: [[{ a: 'p1', b: 'p9', score: 1, spread: 1 }]],
      },
      'results round 1, entry 1 "b": unknown player "p9"',
    ],
    [
      'a player twice in a round',
      {
        format: 'swiss',
        rounds: 2,
        players,
        results: [
          [
            { a: 'p1', b: 'p2', score: 1, spread: 1 },
            { a: 'p2', bye: true },
          ],
        ],
      },
      'results round 1: p2 appears twice',
    ],
    [
      'a player listed twice',
      { format: 'round-robin', players: [...players, { id: 'p1' }] },
      'player "p1" appears twice',
    ],
    [
      'a score that is not 1, 0.5 or 0',
      { format: 'swiss', rounds: 2, players, results: [[{ a: 'p1', b: 'p2', score: 2 }]] },
      'results round 1, entry 1: score must be 1, 0.5 or 0, not 2',
    ],
    [
      'an unknown withdrawn id',
      { format: 'swiss', rounds: 2, players, withdrawn: ['p0'] },
      'withdrawn[0]: unknown player "p0"',
    ],
    [
      'a draw in an elimination bracket',
      {
        format: 'single-elimination',
        players: players.slice(0, 2),
        results: [[{ a: 'p1', b: 'p2', score: 0.5, spread: 0 }]],
      },
      'results round 1: p1 v p2 is a draw; an elimination game needs a winner',
    ],
  ];
  for (const [what, data, message] of bad) {
    it(`refuses ${what} with one line on stderr naming it and exit code 1`, () => {
      const file = write(`bad-${what.replaceAll(' ', '-')}.json`, data);
      expect(run('pair', file, '--json')).toEqual({ code: 1, out: '', err: `${file}: ${message}` });
    });
  }

  it('refuses a missing file, bad JSON, a missing argument and unknown options in one line', () => {
    expect(run('pair', 'missing.json', '--json')).toEqual({
      code: 1,
      out: '',
      err: 'missing.json: no such file',
    });
    expect(run('pair', write('broken.json', '{"format":'), '--json').err).toMatch(
      /^broken\.json: not valid JSON \(.*\)$/,
    );
    expect(run('pair', '--json')).toEqual({
      code: 1,
      out: '',
      err: 'wordrise pair: expected one STATE file, got 0',
    });
    expect(run('pair', 'swiss.json', '--yaml').err).toBe('wordrise pair: unknown option --yaml');
  });
});

describe('the wordrise pair process', () => {
  const bin = fileURLToPath(new URL('../../bin/wordrise.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
  const exec = (...args: string[]) =>
    spawnSync(tsx, [bin, ...args], { cwd: dir, encoding: 'utf8' });

  it('pairs round 1 of an 8-player knock-out in bracket order 1–8, 4–5, 2–7, 3–6', () => {
    write('ko.json', {
      format: 'single-elimination',
      players: ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'].map((id) => ({ id })),
      results: [],
    });
    const result = exec('pair', 'ko.json', '--json');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      round: 1,
      done: false,
      pairings: [
        { a: 's1', b: 's8' },
        { a: 's4', b: 's5' },
        { a: 's2', b: 's7' },
        { a: 's3', b: 's6' },
      ],
    });
  });

  it('exits 1 with one line and no stack trace on an unknown id in the results', () => {
    const file = write('unknown-id.json', {
      format: 'swiss',
      rounds: 2,
      players,
      results: [[{ a: 'p1', b: 'zz', score: 1, spread: 1 }]],
    });
    const result = exec('pair', file, '--json');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${file}: results round 1, entry 1 "b": unknown player "zz"\n`);
  });
});

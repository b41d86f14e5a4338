/**
 * `wordrise rate PERIOD [--json]`, run as the real command (the package's bin, in
 * its own process): the contract's JSON for one Glicko-2 period, and one line on
 * stderr with exit code 1 for bad input.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../bin/wordrise';
import { GLICKMAN_EXAMPLE } from './glickman-example';

const dir = mkdtempSync(join(tmpdir(), 'wordrise-rate-'));
const write = (name: string, data: unknown) => {
  writeFileSync(join(dir, name), typeof data === 'string' ? data : JSON.stringify(data));
  return name;
};
const bin = fileURLToPath(new URL('../../bin/cli.mjs', import.meta.url));
const wordrise = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8' });

const example = {
  ...GLICKMAN_EXAMPLE,
  players: [...GLICKMAN_EXAMPLE.players, { id: 'idle', rating: 1800, rd: 50, vol: 0.06 }],
};
write('period.json', example);

describe('wordrise rate (the process)', () => {
  it("prints Glickman's example as the contract's JSON, players in input order, unrounded", () => {
    const result = wordrise('rate', 'period.json', '--json');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout.endsWith('\n')).toBe(true);
    expect(result.stdout.trimEnd().split('\n')).toHaveLength(1);
    const out = JSON.parse(result.stdout) as {
      players: { id: string; rating: number; rd: number; vol: number }[];
    };
    expect(Object.keys(out)).toEqual(['players']);
    expect(out.players.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd', 'idle']);
    for (const p of out.players) expect(Object.keys(p)).toEqual(['id', 'rating', 'rd', 'vol']);
    const [a] = out.players;
    expect(a?.rating).toBeCloseTo(1464.0507, 4);
    expect(a?.rd).toBeCloseTo(151.5165, 4);
    expect(a?.vol).toBeCloseTo(0.059996, 6);
    // Unrounded: more digits than any rounding to the contract's shown places.
    expect(a?.rating).not.toBe(Number(a?.rating.toFixed(4)));
    // The player without games keeps rating and volatility; its RD widens.
    expect(out.players[4]).toMatchObject({ id: 'idle', rating: 1800, vol: 0.06 });
    expect(out.players[4]?.rd).toBeCloseTo(51.0749, 4);
  });

  const players = GLICKMAN_EXAMPLE.players;
  const bad: [string, string, string][] = [
    ['a missing file', 'missing.json', 'missing.json: no such file'],
    [
      'bad JSON',
      write('broken.json', '{"tau": 0.5, "players": ['),
      'broken.json: not valid JSON (',
    ],
    [
      'an unknown player id in a game',
      write('unknown.json', { ...GLICKMAN_EXAMPLE, games: [{ a: 'a', b: 'zed', score: 1 }] }),
      'unknown.json: games[0].b: unknown player "zed"',
    ],
    [
      'a score that is not 0, 0.5 or 1',
      write('score.json', { ...GLICKMAN_EXAMPLE, games: [{ a: 'a', b: 'b', score: 2 }] }),
      'score.json: games[0].score must be 0, 0.5 or 1 (got 2)',
    ],
    [
      'a score given as a string',
      write('text-score.json', { ...GLICKMAN_EXAMPLE, games: [{ a: 'a', b: 'b', score: '1' }] }),
      'text-score.json: games[0].score must be 0, 0.5 or 1 (got "1")',
    ],
    [
      'duplicate ids',
      write('dup.json', { ...GLICKMAN_EXAMPLE, players: [...players, players[1]] }),
      'dup.json: players[4]: duplicate id "b"',
    ],
  ];

  it.each(bad)('exits 1 with one line on stderr and no stack trace for %s', (_, file, line) => {
    const result = wordrise('rate', file, '--json');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.endsWith('\n')).toBe(true);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr.startsWith(line)).toBe(true);
  });
});

describe('wordrise rate (in process)', () => {
  function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = runCli(args, {
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      cwd: dir,
      loadLexicon: () => {
        throw new Error('rate needs no word list');
      },
    });
    return { code, out, err };
  }

  it('prints one readable line per player without --json', () => {
    const { code, out, err } = run('rate', 'period.json');
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out.join('\n').split('\n')[0]).toBe(
      'a: 1500.00 RD 200.00 σ 0.060000 → 1464.05 RD 151.52 σ 0.059996',
    );
  });

  it.each([
    [['rate'], 'wordrise rate: expected one PERIOD file, got 0'],
    [['rate', 'period.json', 'period.json'], 'wordrise rate: expected one PERIOD file, got 2'],
    [['rate', 'period.json', '--round'], 'wordrise rate: unknown option --round'],
    [['rate', write('array.json', [])], 'array.json: expected a JSON object'],
    [
      ['rate', write('notau.json', { players: [], games: [] })],
      'notau.json: "tau" must be a number',
    ],
    [
      [
        'rate',
        write('rd.json', {
          tau: 0.5,
          players: [{ id: 'a', rating: 1500, rd: -3, vol: 0.06 }],
          games: [],
        }),
      ],
      'rd.json: players[0].rd must be a positive number',
    ],
  ])('%j: %s', (args, line) => {
    expect(run(...args)).toEqual({ code: 1, out: [], err: [line] });
  });

  it('rates an empty period', () => {
    expect(
      run('rate', write('empty.json', { tau: 0.5, players: [], games: [] }), '--json'),
    ).toEqual({
      code: 0,
      out: ['{"players":[]}'],
      err: [],
    });
  });
});

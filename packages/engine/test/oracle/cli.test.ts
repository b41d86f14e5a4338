/**
 * `wordrise oracle` (the CLI contract in packages/engine/README.md): several positions per call, --json lines with
 * exactly {count, plays, solveMs}, --limit keeps the full count, --repeat, a table
 * without --json, and one-line errors with exit code 1 for bad input.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runOracleCommand } from '../../bin/commands/oracle';
import { loadDefaultLexicon } from '../../bin/lexicon';
import { boardFromRows } from '../../src/board';
import { findAllPlays } from '../../src/oracle/index';
import { UPWORDS_8 } from '../../src/rulesets/upwords-8';
import { WORDRISE } from '../../src/rulesets/wordrise';
import { setLexicon } from '../helpers/lexicon';

const dir = mkdtempSync(join(tmpdir(), 'wordrise-oracle-'));
const write = (name: string, data: unknown) => {
  writeFileSync(join(dir, name), typeof data === 'string' ? data : JSON.stringify(data));
  return name;
};
const rows = (fill: (r: number, c: number) => string = () => '') =>
  Array.from({ length: 10 }, (_, r) => Array.from({ length: 10 }, (_, c) => fill(r, c)));
const catCells = rows((r, c) => (r === 4 ? (['', '', '', 'C', 'A', 'T'][c] ?? '') : ''));
write('cat.json', { ruleset: 'wordrise', size: 10, cells: catCells, rack: 'HEDOGSZ' });
write('empty.json', { cells: rows(), rack: 'QIETRAS' });
write('nothing.json', { cells: rows(), rack: 'ZZ' });
write('bad-row.json', {
  cells: [...rows().slice(0, 3), Array(9).fill(''), ...rows().slice(4)],
  rack: 'A',
});
write('bad-json.json', '{"cells": [');
const cat8Cells = Array.from({ length: 8 }, (_, r) =>
  Array.from({ length: 8 }, (_, c) => (r === 3 ? (['', '', '', 'C', 'A', 'T'][c] ?? '') : '')),
);
write('cat8.json', { ruleset: 'upwords-8', size: 8, cells: cat8Cells, rack: 'HEDOGSZ' });
write('bad-tile.json', { cells: rows(), rack: 'A1' });

function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runOracleCommand(args, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    cwd: dir,
    loadLexicon: loadDefaultLexicon,
  });
  return { code, out, err };
}

describe('wordrise oracle', () => {
  it('prints one contract JSON object per position, best first, with the full count', () => {
    const { code, out, err } = run('cat.json', 'empty.json', '--json', '--limit', '3');
    expect({ code, err, lines: out.length }).toEqual({ code: 0, err: [], lines: 2 });
    const [cat, empty] = out.map((line) => JSON.parse(line) as Record<string, unknown>);
    const expected = findAllPlays(
      { board: boardFromRows(catCells), firstPlay: false },
      'HEDOGSZ',
      loadDefaultLexicon(),
      WORDRISE,
    );
    expect(Object.keys(cat ?? {})).toEqual(['count', 'plays', 'solveMs']);
    expect(cat?.count).toBe(expected.count);
    expect(cat?.plays).toEqual(
      expected.plays.slice(0, 3).map((p) => ({
        placements: p.placements,
        score: p.score,
        words: p.words.map(({ word, score }) => ({ word, score })),
      })),
    );
    expect(typeof cat?.solveMs).toBe('number');
    expect((empty?.plays as unknown[]).length).toBe(3);
    expect(empty?.count as number).toBeGreaterThan(100);
  });

  it('lists the plays of "ruleset": "upwords-8" positions in the same format', () => {
    const { code, out, err } = run('cat8.json', '--json', '--limit', '5');
    expect({ code, err, lines: out.length }).toEqual({ code: 0, err: [], lines: 1 });
    const result = JSON.parse(out[0] ?? '{}') as Record<string, unknown>;
    const expected = findAllPlays(
      { board: boardFromRows(cat8Cells), firstPlay: false },
      'HEDOGSZ',
      loadDefaultLexicon(),
      UPWORDS_8,
    );
    expect(Object.keys(result)).toEqual(['count', 'plays', 'solveMs']);
    expect(result.count).toBe(expected.count);
    expect(result.plays).toEqual(
      expected.plays.slice(0, 5).map((p) => ({
        placements: p.placements,
        score: p.score,
        words: p.words.map((w) => ({ word: w.word, score: w.score })),
      })),
    );
    // Every play stays on the 8 × 8 board.
    expect(expected.plays.every((p) => p.placements.every((q) => q.r < 8 && q.c < 8))).toBe(true);
  });

  it('keeps every play without --limit, and --limit 0 keeps none but the count', () => {
    const all = JSON.parse(run('cat.json', '--json').out[0] ?? '{}') as {
      count: number;
      plays: unknown[];
    };
    expect(all.plays.length).toBe(all.count);
    const none = JSON.parse(run('cat.json', '--json', '--limit=0').out[0] ?? '{}') as {
      count: number;
      plays: unknown[];
    };
    expect(none).toMatchObject({ count: all.count, plays: [] });
  });

  it('--repeat K solves K times and still lists the same plays', () => {
    const once = JSON.parse(run('empty.json', '--json', '--limit', '5').out[0] ?? '{}') as {
      plays: unknown;
    };
    const repeated = JSON.parse(
      run('empty.json', '--json', '--limit', '5', '--repeat', '5').out[0] ?? '{}',
    ) as {
      plays: unknown;
    };
    expect(repeated.plays).toEqual(once.plays);
  });

  it('prints a table without --json', () => {
    const { code, out } = run('cat.json', '--limit', '2', 'nothing.json');
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^cat\.json: \d+ plays, solved in [\d.]+ ms\n# {2}score {2}tiles/);
    expect(out[0]?.split('\n').length).toBe(5);
    expect(out[1]).toMatch(/^nothing\.json: 0 plays, solved in/);
  });

  it.each([
    [['missing.json'], 'missing.json: no such file'],
    [['bad-json.json'], 'bad-json.json: not valid JSON'],
    [['bad-row.json'], 'bad-row.json: row 3 has 9 cells, expected 10'],
    [['bad-tile.json'], 'bad-tile.json: rack: "1" is not a tile'],
    [['cat.json', '--fast'], 'wordrise oracle: unknown option --fast'],
    [['cat.json', '--limit', '-1'], 'wordrise oracle: --limit must be an integer'],
    [['cat.json', '--repeat', '0'], 'wordrise oracle: --repeat must be an integer'],
    [['cat.json', '--repeat'], 'wordrise oracle: --repeat needs a number'],
    [['--json'], 'wordrise oracle: expected at least one POSITION file'],
  ])('refuses %j with one line on stderr and exit code 1', (args, message) => {
    const { code, out, err } = run(...args);
    expect({ code, out }).toEqual({ code: 1, out: [] });
    expect(err.length).toBe(1);
    expect(err[0]).toContain(message);
    expect(err[0]).not.toContain('\n');
  });

  it('solves nothing when a later position is bad (all are read first)', () => {
    expect(run('cat.json', 'missing.json', '--json')).toMatchObject({ code: 1, out: [] });
  });

  it('needs a packed word graph', () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = runOracleCommand(['cat.json'], {
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      cwd: dir,
      loadLexicon: () => setLexicon(['cat']),
    });
    expect({ code, out, lines: err.length }).toEqual({ code: 1, out: [], lines: 1 });
  });
});

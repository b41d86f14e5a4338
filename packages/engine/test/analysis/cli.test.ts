/**
 * `wordrise analyse RECORD [--json]`: the analysis of a finished game's record, one
 * line per move (JSON with --json), and one-line errors with exit code 1.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadDefaultLexicon } from '../../bin/lexicon';
import { runCli } from '../../bin/wordrise';
import { analyseGame } from '../../src/analysis/index';
import type { GameEvent } from '../../src/events';
import { recordOf, serializeRecord } from '../../src/record';
import { mustNewGame } from '../helpers/game';
import golden from './golden/worker-annotations.json';

const dir = mkdtempSync(join(tmpdir(), 'wordrise-analyse-'));
const initial = mustNewGame({ seed: golden.seed, players: golden.players, names: ['Ann', 'Bo'] });
const events = golden.events as unknown as GameEvent[];
writeFileSync(join(dir, 'game.txt'), serializeRecord(recordOf(initial, events)));
writeFileSync(join(dir, 'running.txt'), serializeRecord(recordOf(initial, events.slice(0, 4))));

function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(args, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    cwd: dir,
    loadLexicon: loadDefaultLexicon,
  });
  return { code, out, err };
}

describe('wordrise analyse', () => {
  it('prints one JSON line per move with exactly the contract keys, as analyseGame computes', () => {
    const { code, out, err } = run('analyse', 'game.txt', '--json');
    expect({ code, err, lines: out.length }).toEqual({ code: 0, err: [], lines: events.length });
    const analysed = analyseGame(initial, events, loadDefaultLexicon());
    if (!analysed.ok) throw new Error(analysed.error.reason);
    const lines = out.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(lines[0] ?? {})).toEqual([
      'move',
      'seat',
      'type',
      'playedScore',
      'bestScore',
      'rank',
      'playCount',
      'pointsLost',
      'bestPlay',
    ]);
    lines.forEach((line, i) => {
      const m = analysed.moves[i];
      expect(line).toMatchObject({
        move: m?.move,
        type: m?.type,
        rank: m?.rank,
        pointsLost: m?.pointsLost,
        playCount: m?.playCount,
      });
      expect((line.bestPlay as { placements: unknown }).placements).toEqual(
        m?.bestPlay?.placements,
      );
    });
  });

  it('prints readable lines without --json', () => {
    const { code, out } = run('analyse', 'game.txt');
    expect(code).toBe(0);
    expect(out.length).toBe(events.length);
    expect(out[0]).toMatch(/^1\. (Ann|Bo): play \d+, rank \d+ of \d+, best \d+ \(.+\), lost \d+$/);
  });

  it('refuses an unfinished game, a missing file and unknown options: one line, exit 1', () => {
    expect(run('analyse', 'running.txt', '--json')).toEqual({
      code: 1,
      out: [],
      err: ['running.txt: the record has no seed (the game is not over)'],
    });
    expect(run('analyse', 'missing.txt')).toEqual({
      code: 1,
      out: [],
      err: ['missing.txt: no such file'],
    });
    expect(run('analyse', 'game.txt', '--fast')).toMatchObject({
      code: 1,
      err: ['wordrise analyse: unknown option --fast'],
    });
  });

  it('runs as the wordrise process', () => {
    const bin = fileURLToPath(new URL('../../bin/wordrise.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const result = spawnSync(tsx, [bin, 'analyse', 'game.txt', '--json'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(events.length);
  });
});

import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The engine's command line (its stable contract), run from the repository. */
const CLI = fileURLToPath(new URL('../../../packages/engine/bin/cli.mjs', import.meta.url));

export interface CliPlay {
  placements: { r: number; c: number; letter: string }[];
  score: number;
  words: { word: string; score: number }[];
}

/**
 * The best first play for `rack` on an empty 10×10 board, as `wordrise oracle`
 * finds it (null: the rack makes no word). For games where the Oracle panel is
 * not offered (rated games), so a browser test can still play a real word.
 */
export async function bestOpening(rack: string): Promise<CliPlay | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordrise-e2e-'));
  try {
    const file = path.join(dir, 'position.json');
    const cells = Array.from({ length: 10 }, () => Array.from({ length: 10 }, () => ''));
    await fs.writeFile(file, JSON.stringify({ cells, rack }));
    const { stdout } = await promisify(execFile)(process.execPath, [
      CLI,
      'oracle',
      file,
      '--json',
      '--limit',
      '1',
    ]);
    const answer = JSON.parse(stdout) as { plays: CliPlay[] };
    return answer.plays[0] ?? null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Word challenges: two tiles of `rack` that make no word on an empty 8 × 8 board's centre
 * (as `wordrise check` judges them), ordered as placed at (3, 3) and (3, 4); null if every
 * pair is a word.
 */
export async function phonyOpening8(rack: string): Promise<[string, string] | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordrise-e2e-'));
  try {
    const position = path.join(dir, 'position.json');
    const play = path.join(dir, 'play.json');
    const cells = Array.from({ length: 8 }, () => Array.from({ length: 8 }, () => ''));
    await fs.writeFile(position, JSON.stringify({ ruleset: 'upwords-8', cells, rack }));
    const letters = [...rack];
    for (const [i, a] of letters.entries()) {
      for (const [j, b] of letters.entries()) {
        if (i === j || a === b) continue;
        const placements = [
          { r: 3, c: 3, letter: a },
          { r: 3, c: 4, letter: b },
        ];
        await fs.writeFile(play, JSON.stringify({ placements }));
        const { stdout } = await promisify(execFile)(process.execPath, [
          CLI,
          'check',
          position,
          play,
          '--json',
        ]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
        const answer = JSON.parse(stdout) as { legal: boolean; rule?: string };
        if (!answer.legal && answer.rule === 'R11') return [a, b];
      }
    }
    return null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

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

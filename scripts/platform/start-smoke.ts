// A check of `npm start` itself, run last by `npm test`: start the platform on free ports
// with a fresh data folder, read /status at the printed URL, press Ctrl-C, and expect a
// clean stop. (The README's promise, tested the way a person would use it.)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@wordrise/db/embedded';
import { ROOT } from '../lib/database';

export async function startSmokeTest(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordrise-start-'));
  fs.chmodSync(dataDir, 0o755);
  // The embedded database, whatever DATABASE_URL the test run was given.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(await freePort()),
    WORDRISE_PG_PORT: String(await freePort()),
    WORDRISE_DATA_DIR: dataDir,
  };
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/platform/start.ts'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (c: Buffer) => (output += c.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no URL printed within 3 minutes')), 180_000);
      const poll = setInterval(() => {
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) {
          clearInterval(poll);
          clearTimeout(timer);
          resolve(match[1]);
        }
      }, 200);
      void exited.then(() => reject(new Error('npm start exited early')));
    });
    const html = await (await fetch(`${url}/status`)).text();
    const version = /data-testid="schema-version">(\d+)</.exec(html)?.[1];
    const demo = /data-testid="demo-players">(\d+)</.exec(html)?.[1];
    if (!version || Number(version) < 1 || demo !== '3') {
      throw new Error(`the status page did not show the schema version and 3 demo players`);
    }
    // Ctrl-C reaches the whole process group.
    process.kill(-child.pid!, 'SIGINT');
    const code = await exited;
    if (code !== 0 || !output.includes('Stopped.')) throw new Error(`did not stop cleanly (exit ${code})`);
    console.log(`npm start: served ${url}/status (schema version ${version}, ${demo} demo players), stopped cleanly`);
    return 0;
  } catch (error) {
    console.error(`✖ npm start smoke test: ${error instanceof Error ? error.message : String(error)}\n${output.slice(-3000)}`);
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
    return 1;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

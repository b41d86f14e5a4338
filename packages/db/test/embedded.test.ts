import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, LaunchError, startEmbeddedPostgres } from '../src/embedded';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wr-embedded-test-'));
fs.chmodSync(tmp, 0o755);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('embedded PostgreSQL launcher', () => {
  it('creates a cluster in a fresh folder, then reuses its data on the next start', async () => {
    // A folder whose parents do not exist yet, like .data/pg in a fresh clone.
    const dataDir = path.join(tmp, 'clone', '.data', 'pg');
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port, databases: ['app'] });
    const sql = postgres(first.url('app'), { max: 1 });
    await sql`create table kept (v int)`;
    await sql`insert into kept values (42)`;
    await sql.end();
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, port, databases: ['app'] });
    const again = postgres(second.url('app'), { max: 1 });
    const rows = await again`select v from kept`;
    await again.end();
    await second.stop();
    expect(rows).toEqual([{ v: 42 }]);
  }, 60_000);

  it('says in one line what to do when the port is taken', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const attempt = startEmbeddedPostgres({ dataDir: path.join(tmp, 'busy'), port });
      await expect(attempt).rejects.toBeInstanceOf(LaunchError);
      await expect(attempt).rejects.toThrow(new RegExp(`Port ${port} is in use`));
    } finally {
      blocker.close();
    }
  });
});

import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/client';
import { freePort, startEmbeddedPostgres } from '../src/embedded';

// While PostgreSQL is down or unreachable, a database call fails within a few seconds
// (postgres.js would wait 30 s for a connection by default), so a request gets its
// error instead of hanging.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wr-db-down-'));
fs.chmodSync(tmp, 0o755);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** How long `call` takes to settle, and whether it failed. */
async function timed(call: () => Promise<unknown>): Promise<{ ms: number; failed: boolean }> {
  const started = performance.now();
  const failed = await call().then(
    () => false,
    () => true,
  );
  return { ms: performance.now() - started, failed };
}

/** "A few seconds": well under postgres.js's default wait of 30 s. */
const FEW_SECONDS_MS = 10_000;

describe('database calls while PostgreSQL is down', () => {
  it('fail within seconds when the server takes the connection but never answers', async () => {
    // What an unreachable or hung server looks like to a client: a socket, and silence.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    const { db, sql, close } = createDb(`postgres://app:secret@127.0.0.1:${port}/app`, { max: 1 });
    try {
      const result = await timed(() => sql`select 1`);
      expect(result.failed).toBe(true);
      expect(result.ms).toBeLessThan(FEW_SECONDS_MS);
      console.log(`silent server: the query failed after ${result.ms.toFixed(0)} ms`);
      // Drizzle's calls go the same way.
      expect((await timed(() => db.execute('select 1'))).failed).toBe(true);
    } finally {
      for (const s of sockets) s.destroy();
      silent.close();
      await close();
    }
  }, 120_000);

  it('fail within seconds once the server is stopped, and work again when it is back', async () => {
    const dataDir = path.join(tmp, 'pg');
    const port = await freePort();
    let server = await startEmbeddedPostgres({ dataDir, port, databases: ['app'] });
    const { sql, close } = createDb(server.url('app'), { max: 2 });
    try {
      expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
      await server.stop();
      const result = await timed(() => sql`select 1`);
      expect(result.failed).toBe(true);
      expect(result.ms).toBeLessThan(FEW_SECONDS_MS);
      console.log(`stopped server: the query failed after ${result.ms.toFixed(0)} ms`);
      server = await startEmbeddedPostgres({ dataDir, port });
      expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
    } finally {
      await close();
      await server.stop();
    }
  }, 120_000);
});

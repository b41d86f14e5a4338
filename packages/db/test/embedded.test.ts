import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/client';
import {
  freePort,
  LaunchError,
  runAsIds,
  socketDirPath,
  startEmbeddedPostgres,
} from '../src/embedded';
import { socketDirOf } from '../src/open-postgres';

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

  it('listens on a Unix-domain socket too: its local URL connects through it, TCP stays', async () => {
    const server = await startEmbeddedPostgres({
      dataDir: path.join(tmp, 'socket'),
      port: await freePort(),
      databases: ['app'],
    });
    const dir = socketDirOf(server.localUrl('app'));
    // A client on the socket has no address; one on TCP has the loopback's.
    const addressOf = async (url: string) => {
      const { sql, close } = createDb(url, { max: 1 });
      try {
        const [row] = await sql<{ address: string | null }[]>`
          select host(inet_client_addr()) as address`;
        return row?.address;
      } finally {
        await close();
      }
    };
    try {
      expect(dir).toBeDefined();
      expect(fs.statSync(dir!).mode & 0o077).toBe(0); // private to the server's user
      expect(await addressOf(server.localUrl('app'))).toBeNull();
      expect(await addressOf(server.url('app'))).toBe('127.0.0.1');
    } finally {
      await server.stop();
    }
    expect(fs.existsSync(dir!)).toBe(false);
  });

  it('removes the socket folder it made when the server will not start, and leaves one it found', async () => {
    // A cluster PostgreSQL refuses (no configuration, a version it does not know).
    const dataDir = path.join(tmp, 'broken');
    fs.mkdirSync(dataDir, { mode: 0o700 });
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '1\n');
    const port = await freePort();
    const dir = socketDirPath(dataDir, port);
    await expect(startEmbeddedPostgres({ dataDir, port })).rejects.toBeInstanceOf(LaunchError);
    expect(fs.existsSync(dir)).toBe(false);

    // A folder already there may be another start's, one that won the cluster: kept.
    fs.mkdirSync(dir, { mode: 0o700 });
    const ids = runAsIds();
    if (ids) fs.chownSync(dir, ids.uid, ids.gid);
    try {
      await expect(startEmbeddedPostgres({ dataDir, port })).rejects.toBeInstanceOf(LaunchError);
      expect(fs.existsSync(dir)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts on TCP alone when PostgreSQL cannot make its socket', async () => {
    const dataDir = path.join(tmp, 'no-socket');
    const port = await freePort();
    // The server's user's own private folder, but one it cannot write in: PostgreSQL then
    // stops at start-up ("could not create lock file"), and is started again without it.
    const dir = socketDirPath(dataDir, port);
    fs.mkdirSync(dir, { mode: 0o500 });
    const ids = runAsIds();
    if (ids) fs.chownSync(dir, ids.uid, ids.gid);
    try {
      const server = await startEmbeddedPostgres({ dataDir, port, databases: ['app'] });
      try {
        expect(server.localUrl('app')).toBe(server.url('app'));
        const { sql, close } = createDb(server.localUrl('app'), { max: 1 });
        try {
          expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
        } finally {
          await close();
        }
      } finally {
        await server.stop();
      }
      expect(fs.existsSync(dir)).toBe(false); // unused, but the server's: removed at stop
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

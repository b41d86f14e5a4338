import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ROLE, freePort, provisionAppDatabase, startEmbeddedPostgres } from '../src/embedded';
import { runMigrations } from '../src/migrate';
import { openPostgres } from '../src/open-postgres';

// `npm start` runs the application as a role of its own on the embedded PostgreSQL
// (scripts/lib/database.ts: openServer → provisionAppDatabase), never as the superuser.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wr-app-role-'));
fs.chmodSync(tmp, 0o755);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function asApp<T>(url: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = openPostgres(url, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

describe('the application role on the embedded PostgreSQL', () => {
  it('is not a superuser, owns its database, and runs the migrations itself', async () => {
    const server = await startEmbeddedPostgres({
      dataDir: path.join(tmp, 'fresh'),
      port: await freePort(),
    });
    try {
      const url = await provisionAppDatabase(server, {
        database: 'wordrise',
        password: 'generated-1',
      });
      expect(new URL(url).username).toBe(APP_ROLE);
      await runMigrations(url);
      await asApp(url, async (sql) => {
        const [me] = await sql`
          select current_user as name, r.rolsuper, r.rolcreaterole, r.rolcreatedb,
                 pg_get_userbyid(d.datdba) as owner
          from pg_roles r, pg_database d
          where r.rolname = current_user and d.datname = current_database()`;
        expect(me).toEqual({
          name: APP_ROLE,
          rolsuper: false,
          rolcreaterole: false,
          rolcreatedb: false,
          owner: APP_ROLE,
        });
        // What graphile-worker's migrations do: a schema of its own, functions, types.
        await sql`create schema queue_probe`;
        await sql`create type queue_probe.spec as (id int)`;
        await sql`create function queue_probe.f() returns int language sql as 'select 1'`;
        // A superuser's powers are out of reach (e.g. running programs on the server).
        await expect(sql`copy (select 1) to program 'true'`).rejects.toThrow(
          /permission denied|must be superuser|privileges/i,
        );
        await expect(sql`create role intruder superuser`).rejects.toThrow(/permission denied/i);
      });
      // The password is the generated one: another is refused.
      const wrong = new URL(url);
      wrong.password = 'not-it';
      await expect(asApp(wrong.toString(), (sql) => sql`select 1`)).rejects.toThrow(/password/i);
      // A new password replaces the old one.
      const again = await provisionAppDatabase(server, {
        database: 'wordrise',
        password: 'generated-2',
      });
      expect(await asApp(again, (sql) => sql`select 1 as one`)).toEqual([{ one: 1 }]);
      await expect(asApp(url, (sql) => sql`select 1`)).rejects.toThrow(/password/i);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('takes over a database an earlier version made as the superuser', async () => {
    const server = await startEmbeddedPostgres({
      dataDir: path.join(tmp, 'earlier'),
      port: await freePort(),
      databases: ['wordrise'],
    });
    try {
      // As before: the superuser ran the migrations and the queue's schema.
      await runMigrations(server.url('wordrise'));
      await asApp(server.url('wordrise'), async (sql) => {
        await sql`create schema queue`;
        await sql`create table queue.jobs (id bigserial primary key, n int)`;
        await sql`create type queue.spec as (id int)`;
        await sql`create type queue.state as enum ('a', 'b')`;
        await sql`create function queue.f() returns int language sql as 'select 1'`;
      });
      const url = await provisionAppDatabase(server, {
        database: 'wordrise',
        password: 'generated',
      });
      await runMigrations(url);
      await asApp(url, async (sql) => {
        const [owners] = await sql`
          select
            (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname in ('public', 'drizzle', 'queue') and pg_get_userbyid(c.relowner) <> current_user) as relations,
            (select count(*)::int from pg_proc p join pg_namespace n on n.oid = p.pronamespace
              where n.nspname = 'queue' and pg_get_userbyid(p.proowner) <> current_user) as functions,
            (select count(*)::int from pg_type t join pg_namespace n on n.oid = t.typnamespace
              where n.nspname = 'queue' and pg_get_userbyid(t.typowner) <> current_user) as types`;
        expect(owners).toEqual({ relations: 0, functions: 0, types: 0 });
        // Later migrations can change what the superuser made.
        await sql`alter table users add column probe int`;
        await sql`alter table queue.jobs add column probe int`;
        await sql`insert into queue.jobs (n) values (1)`;
        await sql`create or replace function queue.f() returns int language sql as 'select 2'`;
      });
    } finally {
      await server.stop();
    }
  }, 120_000);
});

import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { openPostgres } from '../open-postgres';
import { startEmbeddedPostgres, freePort, type EmbeddedServer } from '../embedded';
import { runMigrations } from '../migrate';
import { testEnv } from './env';

/**
 * Vitest global setup for packages whose tests need PostgreSQL.
 * Uses the server in TEST_DATABASE_URL / DATABASE_URL when set, else starts a
 * throwaway embedded server. Builds one migrated template database; each test
 * file then clones it (see `useTestDatabase`), so files are isolated and fast.
 */
export default async function setup({
  provide,
}: {
  provide: (key: string, value: string) => void;
}) {
  let server: EmbeddedServer | undefined;
  let tmp: string | undefined;
  let adminUrl = testEnv.serverUrl;
  if (!adminUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wordrise-test-pg-'));
    fs.chmodSync(tmp, 0o755);
    server = await startEmbeddedPostgres({
      dataDir: path.join(tmp, 'data'),
      port: await freePort(),
    });
    adminUrl = server.localUrl('postgres'); // through its socket, as the platform runs
  }
  const template = `wr_template_${process.pid}_${Date.now().toString(36)}`;
  const admin = openPostgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${template}"`);
  await runMigrations(withDatabase(adminUrl, template));
  provide('wordriseAdminUrl', adminUrl);
  provide('wordriseTemplate', template);

  return async () => {
    await admin.unsafe(`drop database if exists "${template}" with (force)`);
    await admin.end({ timeout: 5 });
    await server?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    wordriseAdminUrl: string;
    wordriseTemplate: string;
  }
}

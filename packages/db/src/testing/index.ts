import { afterAll, beforeAll, inject } from 'vitest';
import { openPostgres } from '../open-postgres';
import type postgres from 'postgres';
import { createDb, type Database } from '../client';
import { withDatabase } from './global-setup';

export interface TestDatabase {
  url: string;
  db: Database;
  sql: ReturnType<typeof postgres>;
}

/**
 * Gives the calling test file its own database, cloned from the migrated
 * template, and drops it afterwards. Call at the top level of a test file.
 */
export function useTestDatabase(): TestDatabase {
  const handle = {} as TestDatabase;
  let close: (() => Promise<void>) | undefined;
  const adminUrl = inject('wordriseAdminUrl');
  const template = inject('wordriseTemplate');
  const name = `wr_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    const admin = openPostgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`create database "${name}" template "${template}"`);
    } finally {
      await admin.end({ timeout: 5 });
    }
    handle.url = withDatabase(adminUrl, name);
    const conn = createDb(handle.url, { max: 5 });
    handle.db = conn.db;
    handle.sql = conn.sql;
    close = conn.close;
  });

  afterAll(async () => {
    await close?.();
    const admin = openPostgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
    } finally {
      await admin.end({ timeout: 5 });
    }
  });

  return handle;
}
export { countedPool } from './statement-counter';

import { TRPCError } from '@trpc/server';
import { users } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { describe, expect, it } from 'vitest';
import { callerFor } from './helpers';

const t = useTestDatabase();
const caller = (user: { id: string; username: string } | null) => callerFor(t, user);

describe('status router', () => {
  it('reads the schema version and counts demo players from the database', async () => {
    await t.db.insert(users).values([
      { username: 'demo1', displayName: 'Demo 1', isDemo: 1 },
      { username: 'real', displayName: 'Real' },
    ]);
    const status = await caller(null).status.get();
    expect(status.schemaVersion).toBeGreaterThanOrEqual(1);
    expect(status.demoUsers).toBe(1);
    expect(status.users).toBe(2);
    expect(status.engineVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('refuses `me` to a visitor who is not signed in', async () => {
    await expect(caller(null).status.me()).rejects.toSatisfy(
      (e) => e instanceof TRPCError && e.code === 'UNAUTHORIZED',
    );
    const me = { id: 'u1', username: 'alice' };
    expect(await caller(me).status.me()).toEqual(me);
  });
});

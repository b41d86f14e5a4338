import { describe, expect, it } from 'vitest';
import { readStatus } from '../src/status';
import { DEMO_USERS, seedDemoData } from '../src/seed';
import { users } from '../src/schema/index';
import { useTestDatabase } from '../src/testing/index';

const t = useTestDatabase();
const fakeHash = async (pw: string) => `hash:${pw}`;

describe('database status and demo data', () => {
  it('reports the applied schema version on a migrated database', async () => {
    const status = await readStatus(t.db);
    expect(status.schemaVersion).toBeGreaterThanOrEqual(1);
    expect(status.users).toBe(0);
  });

  it('seeds the demo players once, however often it runs', async () => {
    expect((await seedDemoData(t.db, fakeHash)).inserted).toBe(DEMO_USERS.length);
    expect((await seedDemoData(t.db, fakeHash)).inserted).toBe(0);
    const status = await readStatus(t.db);
    expect(status.demoUsers).toBe(DEMO_USERS.length);
  });

  it('treats usernames as unique regardless of case', async () => {
    await t.db.insert(users).values({ username: 'dave', displayName: 'Dave' });
    await expect(
      t.db.insert(users).values({ username: 'DAVE', displayName: 'Impostor' }),
    ).rejects.toMatchObject({ cause: { constraint_name: 'users_username_lower_idx' } });
  });
});

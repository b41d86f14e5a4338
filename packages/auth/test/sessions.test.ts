import { createDb, sessions, users } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clearSessionCache,
  createSessionRecord,
  revokeAllSessions,
  revokeSession,
  sessionIsLive,
} from '../src/sessions';

const t = useTestDatabase();
let ann = '';
let ben = '';

beforeAll(async () => {
  const rows = await t.db
    .insert(users)
    .values([
      { username: 'ann', displayName: 'Ann' },
      { username: 'ben', displayName: 'Ben' },
    ])
    .returning();
  ann = rows[0]!.id;
  ben = rows[1]!.id;
});

describe('session records', () => {
  it('a session is live until signed out, and only for its own player', async () => {
    const sid = await createSessionRecord(t.db, ann);
    expect(await sessionIsLive(t.db, sid, ann)).toBe(true);
    expect(await sessionIsLive(t.db, sid, ben)).toBe(false);
    expect(await sessionIsLive(t.db, 'made-up', ann)).toBe(false);
    expect(await sessionIsLive(t.db, undefined, ann)).toBe(false);
    await revokeSession(t.db, sid);
    expect(await sessionIsLive(t.db, sid, ann)).toBe(false);
  });

  it('signing out everywhere ends every session of that player only', async () => {
    const mine = [await createSessionRecord(t.db, ann), await createSessionRecord(t.db, ann)];
    const theirs = await createSessionRecord(t.db, ben);
    expect(await revokeAllSessions(t.db, ann)).toBe(2);
    for (const sid of mine) expect(await sessionIsLive(t.db, sid, ann)).toBe(false);
    expect(await sessionIsLive(t.db, theirs, ben)).toBe(true);
  });

  it('stores only a digest of the session id, and an expired record is no session', async () => {
    const sid = await createSessionRecord(t.db, ben);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, ben));
    expect(rows.map((r) => r.sessionToken)).not.toContain(sid);
    expect(await sessionIsLive(t.db, sid, ben)).toBe(true);
    await t.db.update(sessions).set({ expires: new Date(Date.now() - 1000) });
    clearSessionCache(); // as another web process would see it
    expect(await sessionIsLive(t.db, sid, ben)).toBe(false);
  });

  it('a fresh check reads a record that another process deleted within the cache time', async () => {
    const sid = await createSessionRecord(t.db, ann);
    expect(await sessionIsLive(t.db, sid, ann)).toBe(true);
    // Signed out by another web process: this one only sees the record gone.
    await t.db.delete(sessions).where(eq(sessions.userId, ann));
    // A plain check may believe its read of a moment ago (SESSION_CACHE_MS); a fresh one not.
    expect(await sessionIsLive(t.db, sid, ann, { fresh: true })).toBe(false);
    expect(await sessionIsLive(t.db, sid, ann)).toBe(false);
  });

  it('a fresh check of an unreachable database fails instead of answering from the cache', async () => {
    const sid = await createSessionRecord(t.db, ben);
    const gone = createDb(t.url, { max: 1 });
    await gone.close();
    await expect(sessionIsLive(gone.db, sid, ben, { fresh: true })).rejects.toThrow();
    // A plain check keeps a session this process saw live.
    clearSessionCache();
    expect(await sessionIsLive(t.db, sid, ben)).toBe(true);
    expect(await sessionIsLive(gone.db, sid, ben)).toBe(true);
  });
});

import { sessions, users } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionCookieReader } from '../src/session-cookie';
import { clearSessionCache, createSessionRecord, revokeSession } from '../src/sessions';

const t = useTestDatabase();
const SECRET = 'a-test-secret-of-enough-length-for-auth-js';
const COOKIE = 'authjs.session-token';
let ann = '';

beforeAll(async () => {
  const [row] = await t.db
    .insert(users)
    .values({ username: 'ann', displayName: 'Ann' })
    .returning();
  ann = row!.id;
});

afterEach(() => {
  vi.useRealTimers();
});

/** A session cookie as Auth.js mints it at sign-in (what the `jwt` callback puts in). */
async function signedIn(maxAgeSeconds = 3600) {
  const sid = await createSessionRecord(t.db, ann);
  const token = await encode({
    token: { sub: ann, username: 'ann', name: 'Ann', sid },
    secret: SECRET,
    salt: COOKIE,
    maxAge: maxAgeSeconds,
  });
  return { sid, token };
}

const jar = (entries: Record<string, string>) => ({
  get: (name: string) => (name in entries ? { value: entries[name]! } : undefined),
});

describe('the session cookie reader', () => {
  it('signs in the cookie’s player, and no one without a cookie or with a forged one', async () => {
    const reader = sessionCookieReader(t.db, SECRET);
    const { token } = await signedIn();
    // An older token's display name is not passed on: it may have changed since.
    expect(await reader.read(jar({ [COOKIE]: token }))).toEqual({ id: ann, username: 'ann' });
    expect(await reader.read(jar({}))).toBeNull();
    expect(await reader.read(jar({ [COOKIE]: `${token.slice(0, -4)}AAAA` }))).toBeNull();
    // Minted for the other cookie name (its key is derived from the name): refused.
    expect(await reader.read(jar({ [`__Secure-${COOKIE}`]: token }))).toBeNull();
  });

  it('refuses a signed-out session even though its cookie was decoded and kept', async () => {
    const reader = sessionCookieReader(t.db, SECRET);
    const { sid, token } = await signedIn();
    expect((await reader.read(jar({ [COOKIE]: token })))?.id).toBe(ann);
    await revokeSession(t.db, sid);
    expect(await reader.read(jar({ [COOKIE]: token }))).toBeNull();
  });

  it('refuses a kept cookie whose record another process deleted, once this one’s check is stale', async () => {
    const reader = sessionCookieReader(t.db, SECRET);
    const { token } = await signedIn();
    expect((await reader.read(jar({ [COOKIE]: token })))?.id).toBe(ann);
    await t.db.delete(sessions).where(eq(sessions.userId, ann));
    clearSessionCache(); // this process's record checks, as after SESSION_CACHE_MS
    expect(await reader.read(jar({ [COOKIE]: token }))).toBeNull();
  });

  it('refuses a kept cookie once its JWT has expired', async () => {
    const reader = sessionCookieReader(t.db, SECRET);
    const { token } = await signedIn(60);
    expect((await reader.read(jar({ [COOKIE]: token })))?.id).toBe(ann);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await reader.read(jar({ [COOKIE]: token }))).toBeNull();
  });

  it('leaves Auth.js to decide when both cookie names or a chunked cookie are sent', async () => {
    const reader = sessionCookieReader(t.db, SECRET);
    const { token } = await signedIn();
    expect(await reader.read(jar({ [COOKIE]: token, [`__Secure-${COOKIE}`]: token }))).toBe(
      undefined,
    );
    expect(await reader.read(jar({ [`${COOKIE}.0`]: token }))).toBe(undefined);
  });
});

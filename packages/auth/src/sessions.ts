import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { sessions, type Database } from '@wordrise/db';

/**
 * Server-side records of signed-in sessions. Auth.js keeps credentials sessions in
 * a signed JWT cookie, which on its own stays valid until it expires; each JWT
 * here carries a session id whose record (in Auth.js's `sessions` table, keyed by
 * the id's SHA-256) must still exist. Signing out deletes the record, so a copy of
 * the cookie stops working; "sign out everywhere" deletes all of a player's.
 */

/** How long a session lasts without use (Auth.js's default JWT lifetime). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A used session's record is extended at most this often. */
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * How long one web process believes a record it has read. Revocations in this
 * process take effect at once; in another process within this time.
 */
export const SESSION_CACHE_MS = 5_000;

const digest = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url');

interface Cached {
  userId: string;
  live: boolean;
  checkedAt: number;
}
// One cache per process: Next.js may load this module once per route bundle, and a
// sign-out in a server action must reach the copy that /api/auth/session uses.
const CACHE_KEY = Symbol.for('wordrise.auth.sessionCache');
const cache: Map<string, Cached> = ((globalThis as Record<symbol, unknown>)[CACHE_KEY] ??= new Map<
  string,
  Cached
>()) as Map<string, Cached>;

// Sessions this process revoked. A check that read the record just before the revocation
// must not cache it as live afterwards, or a copied cookie would keep working for a while.
const REVOKED_KEY = Symbol.for('wordrise.auth.revokedSessions');
const revoked: Set<string> = ((globalThis as Record<symbol, unknown>)[REVOKED_KEY] ??=
  new Set<string>()) as Set<string>;

// When each player last signed out everywhere in this process: what was read before that
// is not believed (a check in flight may have read a record the revocation then deleted).
const REVOKED_USERS_KEY = Symbol.for('wordrise.auth.revokedUsers');
const revokedUsers: Map<string, number> = ((globalThis as Record<symbol, unknown>)[
  REVOKED_USERS_KEY
] ??= new Map<string, number>()) as Map<string, number>;

const readBeforeRevocation = (entry: Cached) =>
  entry.checkedAt <= (revokedUsers.get(entry.userId) ?? -Infinity);

function remember(sessionId: string, entry: Cached) {
  if (entry.live && (revoked.has(sessionId) || readBeforeRevocation(entry))) return;
  if (cache.size > 10_000) cache.clear(); // a bound, not an LRU: a miss only costs a query
  cache.set(sessionId, entry);
}

function forget(sessionId: string) {
  cache.delete(sessionId);
  if (revoked.size > 10_000) revoked.clear(); // ids are random: a stale entry only costs a query
  revoked.add(sessionId);
}

/** Forgets what this process has read (tests: to see the database as another process would). */
export function clearSessionCache(): void {
  cache.clear();
  revoked.clear();
  revokedUsers.clear();
}

/** Starts a session for `userId`; its id goes into the JWT. */
export async function createSessionRecord(db: Database, userId: string): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expires, sql`now()`)));
  await db.insert(sessions).values({
    sessionToken: digest(sessionId),
    userId,
    expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
  });
  remember(sessionId, { userId, live: true, checkedAt: Date.now() });
  return sessionId;
}

/** How a session check may answer. */
export interface SessionCheckOptions {
  /**
   * Read the record even when this process read it within SESSION_CACHE_MS: for a live
   * stream told that its player's sessions changed in another process. A failed read then
   * throws instead of answering from the cache.
   */
  fresh?: boolean;
}

/**
 * Whether the session `sessionId` of `userId` is still signed in (its record
 * exists and has not expired); a used record is extended now and then. While the
 * database cannot be reached, a session this process saw live stays live.
 */
export async function sessionIsLive(
  db: Database,
  sessionId: unknown,
  userId: unknown,
  options: SessionCheckOptions = {},
): Promise<boolean> {
  if (typeof sessionId !== 'string' || !sessionId || typeof userId !== 'string') return false;
  if (revoked.has(sessionId)) return false;
  const cached = cache.get(sessionId);
  const startedAt = Date.now();
  if (
    cached &&
    !options.fresh &&
    startedAt - cached.checkedAt < SESSION_CACHE_MS &&
    !readBeforeRevocation(cached)
  ) {
    return cached.live && cached.userId === userId;
  }
  try {
    const [row] = await db
      .select({ userId: sessions.userId, expires: sessions.expires })
      .from(sessions)
      .where(eq(sessions.sessionToken, digest(sessionId)));
    const live = !!row && row.userId === userId && row.expires.getTime() > Date.now();
    if (
      live &&
      row.expires.getTime() - Date.now() < SESSION_MAX_AGE_SECONDS * 1000 - EXTEND_AFTER_MS
    ) {
      await db
        .update(sessions)
        .set({ expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) })
        .where(eq(sessions.sessionToken, digest(sessionId)));
    }
    remember(sessionId, { userId, live, checkedAt: startedAt });
    return live;
  } catch (error) {
    // A fresh check's caller (a live stream) must not take "unreachable" for "signed out".
    if (options.fresh) throw error;
    console.error('session check failed:', error);
    return cached?.live === true && cached.userId === userId;
  }
}

/** Signs one session out (the JWT that carries `sessionId` stops working). */
export async function revokeSession(db: Database, sessionId: unknown): Promise<void> {
  if (typeof sessionId !== 'string' || !sessionId) return;
  forget(sessionId);
  await db.delete(sessions).where(eq(sessions.sessionToken, digest(sessionId)));
}

/** Signs `userId` out everywhere: every session of theirs stops working. */
export async function revokeAllSessions(db: Database, userId: string): Promise<number> {
  revokedUsers.set(userId, Date.now());
  for (const [sessionId, entry] of cache) {
    if (entry.userId === userId) forget(sessionId);
  }
  const removed = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ token: sessions.sessionToken });
  return removed.length;
}

import { LRUCache } from 'lru-cache';
import { decode } from 'next-auth/jwt';
import type { Database } from '@wordrise/db';
import { sessionIsLive, type SessionCheckOptions } from './sessions';

/** Who a session cookie signs in (no display name: pages read the current one from `users`). */
export interface CookieSessionUser {
  id: string;
  username: string;
}

/** The JWT's claims a request needs. */
interface Claims {
  userId: string;
  sessionId: string;
  username: string;
  /** When the JWT expires (ms since the epoch). */
  expiresAt: number;
}

/** Auth.js's session cookie, over https (`__Secure-`) and over http. */
const SESSION_COOKIES = ['__Secure-authjs.session-token', 'authjs.session-token'] as const;

/** Decoded cookies kept per process (a cookie is ~400 bytes: ~10 MB at most). */
const MAX_ENTRIES = 20_000;

function claimsOf(payload: Record<string, unknown> | null): Claims | null {
  if (!payload) return null;
  const { sub, sid, username, exp } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
  return {
    userId: sub,
    sessionId: sid,
    username: typeof username === 'string' ? username : '',
    expiresAt: exp * 1000,
  };
}

export interface SessionCookieReader {
  /**
   * The user the request's session cookie signs in, null for none, or undefined when
   * this reader cannot tell (a chunked cookie, or both names) and Auth.js must decide.
   */
  read(
    cookies: { get(name: string): { value: string } | undefined },
    options?: SessionCheckOptions,
  ): Promise<CookieSessionUser | null | undefined>;
}

/**
 * Reads Auth.js's session cookie the way Auth.js does (the JWE decrypted with the key
 * derived from the secret and the cookie's name; the `jwt` callback's check that its
 * server-side session record is live; the `session` callback's user), but decrypts each
 * distinct cookie value once per process: the decoded claims are kept (bounded, least
 * recently used dropped). Every read still checks the JWT's expiry and the session
 * record (`sessionIsLive`: a sign-out in this process counts at once, in another within
 * its cache time), so a cached cookie is refused as soon as Auth.js would refuse it.
 */
export function sessionCookieReader(
  db: Database,
  secret: string | string[] | undefined,
): SessionCookieReader {
  const decoded = new LRUCache<string, { claims: Claims | null }>({ max: MAX_ENTRIES });

  async function claimsFor(name: string, token: string): Promise<Claims | null> {
    const key = `${name}=${token}`;
    const hit = decoded.get(key);
    if (hit) return hit.claims;
    const claims = await decode({ token, secret: secret ?? '', salt: name }).then(
      (payload) => claimsOf(payload as Record<string, unknown> | null),
      () => null, // not ours, tampered with or expired: no session (as Auth.js)
    );
    decoded.set(key, { claims });
    return claims;
  }

  return {
    async read(cookies, options) {
      const found = SESSION_COOKIES.flatMap((name) => {
        const cookie = cookies.get(name);
        return cookie ? [{ name, token: cookie.value }] : [];
      });
      if (found.length > 1) return undefined;
      const chunked = SESSION_COOKIES.some((name) => cookies.get(`${name}.0`));
      if (chunked) return undefined;
      const [cookie] = found;
      if (!cookie || !secret) return cookie ? undefined : null;
      const claims = await claimsFor(cookie.name, cookie.token);
      if (!claims) return null;
      // Auth.js allows 15 s of clock skew on `exp`; a cached cookie gets none.
      if (claims.expiresAt <= Date.now()) return null;
      if (!(await sessionIsLive(db, claims.sessionId, claims.userId, options))) return null;
      return { id: claims.userId, username: claims.username };
    },
  };
}

// The load test's players: accounts written straight into the database with real argon2
// hashes (the HTTP sign-up is capped at 30 a minute from everyone, and the test must not
// lift that cap for real users), then signed in over HTTP exactly as a browser's form does
// it: Auth.js's CSRF token, then its credentials callback, keeping the session cookie.
import crypto from 'node:crypto';
import { hashPassword } from '@wordrise/auth/password';
import { createDb, users } from '@wordrise/db';

export interface Player {
  username: string;
  password: string;
  /** The process this player's API calls go to (where it signed in, or an API-only one). */
  baseUrl: string;
  /** The Cookie header of the signed-in session. */
  cookie: string;
}

/** Creates `count` accounts named `<prefix>1…`, all with one password (hashed once). */
export async function createAccounts(
  databaseUrl: string,
  prefix: string,
  count: number,
): Promise<{ usernames: string[]; password: string }> {
  const password = `load-${crypto.randomBytes(12).toString('base64url')}`;
  const passwordHash = await hashPassword(password);
  const usernames = Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
  const { db, close } = createDb(databaseUrl, { max: 2 });
  try {
    for (let i = 0; i < usernames.length; i += 500) {
      await db
        .insert(users)
        .values(
          usernames
            .slice(i, i + 500)
            .map((username) => ({ username, displayName: username, passwordHash })),
        );
    }
  } finally {
    await close();
  }
  return { usernames, password };
}

/** Cookies set by a response, as name=value pairs merged into `jar`. */
function keepCookies(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
}

const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

const SESSION_COOKIE = /(^|\.)authjs\.session-token$/;

/**
 * Signs one player in through Auth.js's credentials callback. A refusal for a sign-in limit
 * is waited out (the form's own answer says when: here, a few seconds and again).
 */
export async function signIn(
  baseUrl: string,
  username: string,
  password: string,
  attempts = 20,
): Promise<Player> {
  for (let attempt = 1; ; attempt++) {
    const jar = new Map<string, string>();
    const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
    keepCookies(jar, csrf);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookieHeader(jar),
      },
      body: new URLSearchParams({ csrfToken, username, password, callbackUrl: '/lobby' }),
    });
    keepCookies(jar, response);
    if ([...jar.keys()].some((name) => SESSION_COOKIE.test(name))) {
      return { username, password, baseUrl, cookie: cookieHeader(jar) };
    }
    if (attempt >= attempts) {
      throw new Error(
        `${username} could not sign in (${response.status} ${response.headers.get('location') ?? ''})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
}

import NextAuth from 'next-auth';
import { RequestCookies } from 'next/dist/server/web/spec-extension/cookies';
import { cookies, headers } from 'next/headers';
import { serverDb } from '@wordrise/api/server-db';
import {
  createAuthConfig,
  requestAddressKey,
  sessionCookieReader,
  type CookieSessionUser,
  type RequestHeaders,
  type Session,
  type SessionCheckOptions,
  type SessionCookieReader,
} from '@wordrise/auth';
import { env } from '~/env';

// Lazy config: the database is reached on the first request, not at build time.
export const { handlers, auth, signIn, signOut } = NextAuth(() =>
  createAuthConfig(serverDb(), env.AUTH_SECRET, { trustedProxyHops: env.TRUSTED_PROXY_HOPS }),
);

export const { GET, POST } = handlers;

// One reader (and its cache of decrypted cookies) per process: this module is loaded both in
// Next.js's server bundle and by the `/api/trpc` handler beside it (server.ts).
const READER_KEY = Symbol.for('wordrise.web.sessionCookieReader');
function cookieReader(): SessionCookieReader {
  const slots = globalThis as Record<symbol, SessionCookieReader | undefined>;
  return (slots[READER_KEY] ??= sessionCookieReader(serverDb(), env.AUTH_SECRET));
}

type AuthSession = Session | null;

function userOf(session: AuthSession): CookieSessionUser | null {
  const user = session?.user;
  return user?.id ? { id: user.id, username: user.username } : null;
}

/**
 * The signed-in user of the current request, or null. Each session cookie is decrypted
 * once per process (`sessionCookieReader`: its expiry and session record still checked
 * on every request); Auth.js decides the cases the reader leaves to it.
 */
export async function sessionUser(): Promise<CookieSessionUser | null> {
  // Cookies first: reading them makes the page dynamic before the database is reached.
  const jar = await cookies();
  const known = await cookieReader().read(jar);
  if (known !== undefined) return known;
  return userOf(await auth());
}

/**
 * The same for a request outside Next.js's request scope (the `/api/trpc` handler in
 * server.ts): the cookies come from the request's headers, and Auth.js reads those
 * (a session cookie it would refresh is not written back, as with `auth()` above).
 */
export function sessionUserOf(
  requestHeaders: Headers,
  options?: SessionCheckOptions,
): Promise<CookieSessionUser | null> {
  return sessionUserOfCookie(
    requestHeaders.get('cookie') ?? undefined,
    () => requestHeaders,
    options,
  );
}

/**
 * The same from a request's Cookie header; its other headers (`requestHeaders`) are made
 * only in the rare case Auth.js must decide (a chunked cookie, or both cookie names).
 * `fresh`: the session record read again even if this process read it a moment ago (in
 * the cases Auth.js decides, its own check, which may be up to SESSION_CACHE_MS old).
 */
export async function sessionUserOfCookie(
  cookie: string | undefined,
  requestHeaders: () => Headers,
  options?: SessionCheckOptions,
): Promise<CookieSessionUser | null> {
  const jar = new RequestCookies(new Headers(cookie === undefined ? undefined : { cookie }));
  const known = await cookieReader().read(jar, options);
  if (known !== undefined) return known;
  // Auth.js's API-route form: it reads the request's headers and appends any cookie it would
  // set to the second argument's headers, which go nowhere.
  const discarded = { headers: new Headers() };
  const session = (await auth(
    { headers: requestHeaders() } as never,
    discarded as never,
  )) as unknown;
  return userOf(session as AuthSession);
}

/**
 * A request's client address as it is stored (keyed), or null when it cannot be known
 * (TRUSTED_PROXY_HOPS unset). Sign-up limits go by it.
 */
export function addressKeyOf(requestHeaders: Headers): string | null {
  return addressKeyOfRequest(new Request('http://wordrise.invalid/', { headers: requestHeaders }));
}

/** The same from a request at hand (the `/api/trpc` handler's: no second Request made). */
export function addressKeyOfRequest(request: RequestHeaders): string | null {
  return requestAddressKey(request, {
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    secret: env.AUTH_SECRET,
  });
}

/** The current request's keyed client address (see addressKeyOf). */
export async function clientAddressKey(): Promise<string | null> {
  return addressKeyOf(new Headers(await headers()));
}

import NextAuth from 'next-auth';
import { cookies, headers } from 'next/headers';
import { serverDb } from '@wordrise/api/server-db';
import {
  createAuthConfig,
  requestAddressKey,
  sessionCookieReader,
  type CookieSessionUser,
  type SessionCookieReader,
} from '@wordrise/auth';
import { env } from '~/env';

// Lazy config: the database is reached on the first request, not at build time.
export const { handlers, auth, signIn, signOut } = NextAuth(() =>
  createAuthConfig(serverDb(), env.AUTH_SECRET, { trustedProxyHops: env.TRUSTED_PROXY_HOPS }),
);

export const { GET, POST } = handlers;

let cookieReader: SessionCookieReader | undefined;

/**
 * The signed-in user of the current request, or null. Each session cookie is decrypted
 * once per process (`sessionCookieReader`: its expiry and session record still checked
 * on every request); Auth.js decides the cases the reader leaves to it.
 */
export async function sessionUser(): Promise<CookieSessionUser | null> {
  // Cookies first: reading them makes the page dynamic before the database is reached.
  const jar = await cookies();
  cookieReader ??= sessionCookieReader(serverDb(), env.AUTH_SECRET);
  const known = await cookieReader.read(jar);
  if (known !== undefined) return known;
  const user = (await auth())?.user;
  return user?.id ? { id: user.id, username: user.username, name: user.name } : null;
}

/**
 * The current request's client address as it is stored (keyed), or null when
 * it cannot be known (TRUSTED_PROXY_HOPS=0). Sign-up limits go by it.
 */
export async function clientAddressKey(): Promise<string | null> {
  const request = new Request('http://wordrise.invalid/', {
    headers: new Headers(await headers()),
  });
  return requestAddressKey(request, {
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    secret: env.AUTH_SECRET,
  });
}

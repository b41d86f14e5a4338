import NextAuth from 'next-auth';
import { headers } from 'next/headers';
import { serverDb } from '@wordrise/api/server-db';
import { createAuthConfig, requestAddressKey } from '@wordrise/auth';
import { env } from '~/env';

// Lazy config: the database is reached on the first request, not at build time.
export const { handlers, auth, signIn, signOut } = NextAuth(() =>
  createAuthConfig(serverDb(), env.AUTH_SECRET, { trustedProxyHops: env.TRUSTED_PROXY_HOPS }),
);

export const { GET, POST } = handlers;

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

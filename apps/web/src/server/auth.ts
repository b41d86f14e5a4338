import NextAuth from 'next-auth';
import { serverDb } from '@wordrise/api/server-db';
import { createAuthConfig } from '@wordrise/auth';
import { env } from '~/env';

// Lazy config: the database is reached on the first request, not at build time.
export const { handlers, auth, signIn, signOut } = NextAuth(() =>
  createAuthConfig(serverDb(), env.AUTH_SECRET, { trustedProxyHops: env.TRUSTED_PROXY_HOPS }),
);

export const { GET, POST } = handlers;

import { DrizzleAdapter } from '@auth/drizzle-adapter';
import { accounts, sessions, users, verificationTokens, type Database } from '@wordrise/db';
import type { NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { verifyCredentials, type SignedInUser } from './credentials';
import { InvalidCredentials, TooManySignInAttempts } from './errors';

declare module 'next-auth' {
  interface Session {
    user: { id: string; username: string; name: string };
  }
  interface User {
    username?: string;
  }
}

/**
 * The address a request came from. Only proxies we run may be believed: with
 * `trustedProxyHops` = N, the Nth `X-Forwarded-For` entry from the right is the
 * address our outermost proxy saw (entries further left are whatever the client
 * sent). With no trusted proxy the app cannot know the address: null.
 */
export function clientIp(request: Request | undefined, trustedProxyHops = 0): string | null {
  if (!request || trustedProxyHops < 1) return null;
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return request.headers.get('x-real-ip')?.trim() || null;
  return chain[Math.max(0, chain.length - trustedProxyHops)] ?? null;
}

/**
 * The Credentials provider's `authorize`: a user on success; otherwise throws a
 * `CredentialsSignin` whose `code` the sign-in page turns into a sentence
 * (SIGN_IN_ERROR_MESSAGES): `credentials` or `rate_limited`.
 */
export function authorizeCredentials(db: Database, options: { trustedProxyHops?: number } = {}) {
  return async (input: unknown, request?: Request): Promise<SignedInUser> => {
    const ip = clientIp(request, options.trustedProxyHops);
    const outcome = await verifyCredentials(db, input, { ip });
    if (outcome.ok) return outcome.user;
    throw outcome.reason === 'rate-limited'
      ? new TooManySignInAttempts()
      : new InvalidCredentials();
  };
}

/**
 * Auth.js configuration: username + password sign-in. Credentials sign-in in
 * Auth.js requires JWT sessions; the adapter still owns the user tables.
 */
export function createAuthConfig(
  db: Database,
  secret: string | undefined,
  options: { trustedProxyHops?: number } = {},
): NextAuthConfig {
  return {
    adapter: DrizzleAdapter(db, {
      usersTable: users as never,
      accountsTable: accounts,
      sessionsTable: sessions,
      verificationTokensTable: verificationTokens,
    }),
    secret,
    trustHost: true,
    logger: {
      // A refused sign-in is an answer to the player, not a server fault: don't log a stack for it.
      error(error) {
        if ((error as { type?: string }).type === 'CredentialsSignin') return;
        console.error(error);
      },
    },
    session: { strategy: 'jwt' },
    pages: { signIn: '/signin' },
    providers: [
      Credentials({
        credentials: {
          username: { label: 'Username' },
          password: { label: 'Password', type: 'password' },
        },
        authorize: authorizeCredentials(db, options),
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user?.id) {
          token.sub = user.id;
          token.username = user.username;
        }
        return token;
      },
      session({ session, token }) {
        session.user.id = token.sub ?? '';
        session.user.username = typeof token.username === 'string' ? token.username : '';
        return session;
      },
    },
  };
}

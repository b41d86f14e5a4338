import { DrizzleAdapter } from '@auth/drizzle-adapter';
import { accounts, sessions, users, verificationTokens, type Database } from '@wordrise/db';
import type { NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import {
  addressKey,
  clientIp,
  deviceKey,
  type RequestHeaders,
  type TrustedProxyHops,
} from './address';
import { verifyCredentials, type SignedInUser } from './credentials';
import { InvalidCredentials, TooManySignInAttempts } from './errors';
import {
  createSessionRecord,
  revokeSession,
  SESSION_MAX_AGE_SECONDS,
  sessionIsLive,
} from './sessions';

export interface AuthOptions {
  /** Where client addresses come from (see `clientIp`). */
  trustedProxyHops?: TrustedProxyHops;
  /** Keys client addresses before they are stored (the app's AUTH_SECRET). */
  secret?: string | undefined;
}

/** The stored key of the address `request` came from, or null when it cannot be known. */
export function requestAddressKey(
  request: RequestHeaders | undefined,
  options: AuthOptions = {},
): string | null {
  return addressKey(clientIp(request, options.trustedProxyHops), options.secret);
}

declare module 'next-auth' {
  /**
   * Who is signed in. No display name: the player may change it, so pages read it from
   * the `users` row; a copy in a month-long token would go stale on their other devices.
   */
  interface Session {
    user: { id: string; username: string };
  }
  interface User {
    username?: string;
  }
}

/**
 * The Credentials provider's `authorize`: a user on success; otherwise throws a
 * `CredentialsSignin` whose `code` the sign-in page turns into a sentence
 * (SIGN_IN_ERROR_MESSAGES): `credentials` or `rate_limited`.
 */
export function authorizeCredentials(db: Database, options: AuthOptions = {}) {
  return async (input: unknown, request?: Request): Promise<SignedInUser> => {
    const outcome = await verifyCredentials(db, input, {
      addressKey: requestAddressKey(request, options),
      // The sign-in form sends the browser's device token along with the password.
      deviceKey: deviceKey((input as { device?: unknown } | null)?.device, options.secret),
    });
    if (outcome.ok) return outcome.user;
    throw outcome.reason === 'rate-limited'
      ? new TooManySignInAttempts(outcome.retryAt)
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
  options: { trustedProxyHops?: TrustedProxyHops } = {},
): NextAuthConfig {
  const authOptions: AuthOptions = { ...options, secret };
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
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/signin' },
    providers: [
      Credentials({
        credentials: {
          username: { label: 'Username' },
          password: { label: 'Password', type: 'password' },
          device: { type: 'hidden' },
        },
        authorize: authorizeCredentials(db, authOptions),
      }),
    ],
    events: {
      async signOut(message) {
        if ('token' in message) await revokeSession(db, message.token?.sid);
      },
    },
    callbacks: {
      // Every JWT names a server-side session record (sessions.ts); a token whose
      // record is gone (signed out, or out everywhere) counts as no session.
      async jwt({ token, user }) {
        if (user?.id) {
          token.sub = user.id;
          token.username = user.username;
          token.sid = await createSessionRecord(db, user.id);
          return token;
        }
        return (await sessionIsLive(db, token.sid, token.sub)) ? token : null;
      },
      // Only who: Auth.js would pass on a `name` that tokens minted before renames carry.
      session({ session, token }) {
        return {
          ...session,
          user: {
            id: token.sub ?? '',
            username: typeof token.username === 'string' ? token.username : '',
          },
        };
      },
    },
  };
}

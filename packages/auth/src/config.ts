import { DrizzleAdapter } from '@auth/drizzle-adapter';
import { accounts, sessions, users, verificationTokens, type Database } from '@wordrise/db';
import type { NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { verifyCredentials } from './credentials';

declare module 'next-auth' {
  interface Session {
    user: { id: string; username: string; name: string };
  }
  interface User {
    username?: string;
  }
}

/**
 * Auth.js configuration: username + password sign-in. Credentials sign-in in
 * Auth.js requires JWT sessions; the adapter still owns the user tables.
 */
export function createAuthConfig(db: Database, secret: string | undefined): NextAuthConfig {
  return {
    adapter: DrizzleAdapter(db, {
      usersTable: users as never,
      accountsTable: accounts,
      sessionsTable: sessions,
      verificationTokensTable: verificationTokens,
    }),
    secret,
    trustHost: true,
    session: { strategy: 'jwt' },
    pages: { signIn: '/signin' },
    providers: [
      Credentials({
        credentials: { username: { label: 'Username' }, password: { label: 'Password', type: 'password' } },
        authorize: (input) => verifyCredentials(db, input),
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

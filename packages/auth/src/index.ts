import NextAuth from 'next-auth';
import type { Database } from '@wordrise/db';
import { createAuthConfig } from './config';

export { createAuthConfig } from './config';
export { hashPassword, verifyPassword } from './password';
export { verifyCredentials, type SignedInUser } from './credentials';
export type { Session } from 'next-auth';

/** The Auth.js handlers and helpers for one database. */
export function createAuth(db: Database, secret: string | undefined) {
  return NextAuth(createAuthConfig(db, secret));
}

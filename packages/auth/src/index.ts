import NextAuth from 'next-auth';
import type { Database } from '@wordrise/db';
import { createAuthConfig } from './config';

export { authorizeCredentials, clientIp, createAuthConfig } from './config';
export { hashPassword, verifyPassword } from './password';
export {
  SIGN_IN_LIMITS,
  verifyCredentials,
  type SignedInUser,
  type SignInContext,
  type SignInOutcome,
} from './credentials';
export {
  InvalidCredentials,
  SIGN_IN_ERROR_CODES,
  SIGN_IN_ERROR_MESSAGES,
  TooManySignInAttempts,
  type SignInErrorCode,
} from './errors';
export type { Session } from 'next-auth';

/** The Auth.js handlers and helpers for one database. */
export function createAuth(db: Database, secret: string | undefined) {
  return NextAuth(createAuthConfig(db, secret));
}

import NextAuth from 'next-auth';
import type { Database } from '@wordrise/db';
import { createAuthConfig } from './config';

export {
  addressKey,
  addressNetwork,
  clientIp,
  deviceKey,
  newDeviceToken,
  markPeerAddressStamped,
  PEER_ADDRESS_HEADER,
  type RequestHeaders,
  type TrustedProxyHops,
} from './address';
export { PEER_SEAL_HEADER, stampPeerAddress, type ConnectionEnds } from './peer-stamp';
export { authorizeCredentials, createAuthConfig, requestAddressKey } from './config';
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
  rateLimitedMessage,
  SIGN_IN_ERROR_CODES,
  SIGN_IN_ERROR_MESSAGES,
  TooManySignInAttempts,
  waitPhrase,
  type SignInErrorCode,
} from './errors';
export {
  revokeAllSessions,
  revokeSession,
  sessionIsLive,
  type SessionCheckOptions,
} from './sessions';
export {
  sessionCookieReader,
  type CookieSessionUser,
  type SessionCookieReader,
} from './session-cookie';
export type { Session } from 'next-auth';

/** The Auth.js handlers and helpers for one database. */
export function createAuth(db: Database, secret: string | undefined) {
  return NextAuth(createAuthConfig(db, secret));
}

import { CredentialsSignin } from 'next-auth';

/**
 * Sign-in refusals Auth.js reports to the sign-in page as `?error=CredentialsSignin&code=…`.
 * The page shows the sentence for the code (SIGN_IN_ERROR_MESSAGES).
 */
export const SIGN_IN_ERROR_CODES = ['credentials', 'rate_limited'] as const;
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];

export const SIGN_IN_ERROR_MESSAGES: Readonly<Record<SignInErrorCode, string>> = {
  credentials: 'Wrong username or password.',
  rate_limited: 'Too many sign-in attempts. Wait a few minutes and try again.',
};

/** "in 40 seconds", "in 3 minutes": how long until `at`, rounded up, for a sentence. */
export function waitPhrase(at: Date, now = new Date()): string {
  const seconds = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minutes`;
}

/** The sentence for a sign-in refused until `retryAt`. */
export function rateLimitedMessage(retryAt: Date, now = new Date()): string {
  return `Too many sign-in attempts. Try again ${waitPhrase(retryAt, now)}.`;
}

/** Wrong username or password (deliberately not saying which). */
export class InvalidCredentials extends CredentialsSignin {
  override code = 'credentials' satisfies SignInErrorCode;
}

/** Too many recent attempts (see SIGN_IN_LIMITS): not before `retryAt`. */
export class TooManySignInAttempts extends CredentialsSignin {
  override code = 'rate_limited' satisfies SignInErrorCode;
  constructor(readonly retryAt: Date) {
    super(rateLimitedMessage(retryAt));
  }
}

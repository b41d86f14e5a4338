import { CredentialsSignin } from 'next-auth';

/**
 * Sign-in refusals Auth.js reports to the sign-in page as `?error=CredentialsSignin&code=…`.
 * The page shows the sentence for the code (SIGN_IN_ERROR_MESSAGES).
 */
export const SIGN_IN_ERROR_CODES = ['credentials', 'rate_limited'] as const;
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];

export const SIGN_IN_ERROR_MESSAGES: Readonly<Record<SignInErrorCode, string>> = {
  credentials: 'Wrong username or password.',
  rate_limited: 'Too many failed sign-ins. Wait 15 minutes and try again.',
};

/** Wrong username or password (deliberately not saying which). */
export class InvalidCredentials extends CredentialsSignin {
  override code = 'credentials' satisfies SignInErrorCode;
}

/** Too many recent failures for this username (see SIGN_IN_LIMITS). */
export class TooManySignInAttempts extends CredentialsSignin {
  override code = 'rate_limited' satisfies SignInErrorCode;
}

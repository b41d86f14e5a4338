import { z } from 'zod';
import { isCommonPassword } from './common-passwords';

/** Usernames: 3–20 of a–z, 0–9, _ and -; unique regardless of case. */
export const USERNAME_PATTERN = /^[a-z0-9_-]{3,20}$/i;
export const MIN_PASSWORD_LENGTH = 10;

export const USERNAME_RULE_MESSAGE = 'A username is 3 to 20 letters, digits, _ or -.';
export const usernameSchema = z.string().trim().regex(USERNAME_PATTERN, USERNAME_RULE_MESSAGE);

/** Text that PostgreSQL and a page can hold: no NUL or other control characters. */
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;
export const CONTROL_CHARACTER_MESSAGE = 'Use letters, digits and punctuation only.';

export const displayNameSchema = z.string().trim().min(1).max(40);

/** Why a password is too weak, as a sentence for the player; undefined when it is fine. */
export function passwordProblem(password: string, username: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Choose a longer password (at least ${MIN_PASSWORD_LENGTH} characters).`;
  }
  if (password.length > 200) return 'Choose a shorter password (at most 200 characters).';
  const lower = password.toLowerCase();
  if (lower === username.trim().toLowerCase()) return 'Your password can’t be your username.';
  if (new Set(password).size === 1) return 'Choose a password that isn’t one character repeated.';
  if (isCommonPassword(password) || isRun(lower))
    return 'That password is too common: choose another.';
  return undefined;
}

/** "12345678", "abcdefgh", "98765432": one step up or down all the way. */
function isRun(text: string): boolean {
  const step = (text.codePointAt(1) ?? 0) - (text.codePointAt(0) ?? 0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 1; i < text.length; i++) {
    if ((text.codePointAt(i) ?? 0) - (text.codePointAt(i - 1) ?? 0) !== step) return false;
  }
  return true;
}

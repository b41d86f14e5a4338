import { isCommonPassword } from './common-passwords';
import { ACCOUNT_LIMITS, lengthProblem } from './limits';
import { displayNameProblem } from './names';

const { username: USERNAME, displayName: DISPLAY_NAME, password: PASSWORD } = ACCOUNT_LIMITS;

/** Usernames: 3–20 of a–z, 0–9, _ and -; unique regardless of case. */
export const USERNAME_PATTERN = new RegExp(`^[a-z0-9_-]{${USERNAME.min},${USERNAME.max}}$`, 'i');
export const MIN_PASSWORD_LENGTH = PASSWORD.min;

/** Text that PostgreSQL and a page can hold: no NUL or other control characters. */
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;
export const CONTROL_CHARACTER_MESSAGE = 'Use letters, digits and punctuation only.';

/** Why a username (trimmed) cannot be used, as a sentence for the player; undefined when fine. */
export function usernameProblem(username: string): string | undefined {
  if (!username) return `Enter a username (${USERNAME.min} to ${USERNAME.max} characters).`;
  const length = lengthProblem('Username', username, USERNAME);
  if (length) return length;
  if (!USERNAME_PATTERN.test(username))
    return 'Username can hold only letters a–z, digits, _ and - (no spaces or accents).';
  return undefined;
}

/** The display name a player gets for what they typed: trimmed, and their username when empty. */
export function displayNameFor(typed: string | undefined, username: string): string {
  return typed?.trim() || username;
}

/** Why a display name (trimmed; empty means "use the username") cannot be used, or undefined. */
export function displayNameFieldProblem(displayName: string): string | undefined {
  if (!displayName) return undefined;
  return (
    lengthProblem('Display name', displayName, DISPLAY_NAME) ?? displayNameProblem(displayName)
  );
}

export interface SignUpFields {
  username: string;
  displayName: string;
  password: string;
}

/** Every field's problem at once (trimmed names), so a form can show them all together. */
export function signUpProblems(fields: SignUpFields): Partial<Record<keyof SignUpFields, string>> {
  const problems = {
    username: usernameProblem(fields.username.trim()),
    displayName: displayNameFieldProblem(fields.displayName.trim()),
    password: passwordProblem(fields.password, fields.username),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem));
}

/** Why a password is too weak, as a sentence for the player; undefined when it is fine. */
export function passwordProblem(password: string, username: string): string | undefined {
  if (!password) return `Enter a password (at least ${PASSWORD.min} characters).`;
  // Its length is not repeated on the page: someone may be looking over the player's shoulder.
  const length = lengthProblem('Password', password, PASSWORD, { tellLength: false });
  if (length) return length;
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

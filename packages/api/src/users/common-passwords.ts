import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords of breached-password lists, as zxcvbn-ts keeps
 * them (`passwords-common`, ranked, lower case), plus our own name.
 */
const COMMON = new Set<string>([...dictionary['passwords-common'], 'wordrise', 'wordrise1']);

/**
 * True for a password on the list, also when it only adds digits or symbols at the
 * end ("dragon2024!", "password12345") or changes case.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const stem = lower.replace(/[\d\W_]+$/u, '');
  return stem.length >= 4 && COMMON.has(stem);
}

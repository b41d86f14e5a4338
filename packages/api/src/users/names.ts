// The package's own types are misnamed (index.ts.d): ours, for every program that compiles this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./unicode-confusables.d.ts" />
import { rectifyConfusion } from 'unicode-confusables';

/**
 * Characters a name may not hold: controls, format characters (bidi overrides and
 * isolates, zero-width spaces and joiners, soft hyphens…), private-use, surrogate
 * and unassigned code points, line and paragraph separators, every space but the
 * plain one, and letters that render as nothing (Hangul fillers, the braille blank).
 */
const FORBIDDEN_IN_NAMES =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u115f\u1160\u3164\uffa0\u2800]/u;

export const NAME_CHARACTER_MESSAGE =
  'Use letters, digits, spaces and punctuation only (no invisible or direction-changing characters).';

/** Why a display name cannot be used as typed (after trimming), or undefined. */
export function displayNameProblem(name: string): string | undefined {
  if (FORBIDDEN_IN_NAMES.test(name)) return NAME_CHARACTER_MESSAGE;
  if (!/[\p{L}\p{N}]/u.test(name)) return 'A display name needs at least one letter or digit.';
  return undefined;
}

/** Unicode's skeleton (UTS #39): every character replaced by its confusables prototype. */
function skeleton(text: string): string {
  return rectifyConfusion(text.normalize('NFD')).normalize('NFD');
}

/** Full case folding as far as JavaScript offers it ("ß" → "ss", "İ"/"I" → "i"). */
function fold(text: string): string {
  return text.toUpperCase().toLowerCase();
}

/**
 * The keys under which a name is compared with every other player's username and
 * display name: two names look alike when they share a key. Both orders of
 * folding and skeleton are needed: folding first makes "ALICE" meet "alice";
 * the skeleton first makes "aIice" (capital i) and "a1ice" meet "alice", and
 * "b0b" meet "bob", since the prototypes of "I", "1" and "0" are "l", "l" and "O".
 */
export function nameSkeletons(name: string): string[] {
  const text = name.normalize('NFKC').trim().replace(/\s+/gu, ' ');
  return [...new Set([skeleton(fold(text)), fold(skeleton(text))])];
}

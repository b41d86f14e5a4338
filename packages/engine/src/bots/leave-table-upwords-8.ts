import type { LeaveModel } from './leave';

/**
 * The champion's leave values for Upwords (8 × 8) (`upwords-8`, its 64-tile bag), learned by
 * self-play — do not edit by hand; rerun:
 *
 *   pnpm exec tsx bench/learn-leaves.ts --ruleset upwords-8 --games 2000 --generations 3 --gamma 0.5 --seed leaves
 *
 * 3 generations of 2000 two-player games each (English word list); in each, both
 * seats played the best static equity (score + the previous generation's leave) and a ridge
 * regression fitted the same seat's next-turn score (+ 0.5 × the value of its next leave)
 * on the leave's features; 24858 leaves in the last generation. Points per tile kept
 * (A–Z), per extra copy of a letter (A–Z), and per v², c², v·c (v vowels, c consonants).
 */
export const UPWORDS_8_LEAVES: LeaveModel = {
  letters: [
    2.37, 0.25, 0.59, 0.98, 2.6, 0.27, 0.59, 1.4, 1.34, -0.16, 0.79, 1.27, 0.87, 1.13, 1.98, 0.57,
    0.21, 1.73, 3.82, 1.66, 0.92, -0.11, -0.08, 0.32, 1.02, 0.17,
  ],
  duplicates: [
    -1.54, -1.9, -1, -1.75, -1.85, 0, -1.19, -0.88, -1.05, 0, 0, -0.46, -1.3, -1.84, -2.63, 1.08, 0,
    -1.29, -1.68, -1.41, -1.32, 0, 0, 0, 0, 0,
  ],
  vowels2: -0.24,
  consonants2: -0.25,
  vowelsConsonants: -0.06,
};

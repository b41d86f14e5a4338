import type { LeaveModel } from './leave';

/**
 * The champion's leave values, learned by self-play — do not edit by hand; rerun:
 *
 *   pnpm exec tsx bench/learn-leaves.ts --games 2000 --generations 3 --gamma 0.5 --seed leaves
 *
 * 3 generations of 2000 two-player games each (English word list); in each, both
 * seats played the best static equity (score + the previous generation's leave) and a ridge
 * regression fitted the same seat's next-turn score (+ 0.5 × the value of its next leave)
 * on the leave's features; 49298 leaves in the last generation. Points per tile kept
 * (A–Z), per extra copy of a letter (A–Z), and per v², c², v·c (v vowels, c consonants).
 */
export const LEARNED_LEAVES: LeaveModel = {
  letters: [
    3.15, -0.24, 0.26, 0.84, 3.38, -0.26, 0.43, 0.6, 1.92, -0.99, -0.05, 0.94, 0.96, 1.27, 2.62,
    0.55, -0.25, 1.55, 3.8, 1.66, 1.21, -0.62, -0.36, -0.37, 0.92, -0.7,
  ],
  duplicates: [
    -1.5, -1.32, -1.23, -1.55, -1.49, -0.08, -0.99, -0.7, -1.72, 0, 0.27, -1.22, -1.33, -1.75,
    -2.07, -1.58, 0, -3.09, -2.01, -2, -1.26, 0, -0.08, 0, -0.47, 0,
  ],
  vowels2: -0.34,
  consonants2: -0.15,
  vowelsConsonants: -0.06,
};

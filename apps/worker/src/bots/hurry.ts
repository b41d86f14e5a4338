import type { BotLevel } from '@wordrise/db';

/**
 * Below this much time on its clock a bot plays fast. The champion thinks 20–700 ms a
 * move on average (Word Wefter's up to ~18 s in its worst positions, more on a busy
 * worker); `greedy` takes ~0.2 ms (Word Wefter's ~0.3 s). In a 1-minute game the
 * champion's thinking could otherwise lose it the game on time (R25).
 */
export const HURRY_BELOW_MS = 20_000;

/**
 * The level a bot plays its turn at, given the time left on its clock (null: no clock):
 * short of time, the champion plays as `greedy` (the best-scoring play); the other
 * levels are fast already.
 */
export function levelInHurry(level: BotLevel, timeLeftMs: number | null): BotLevel {
  if (level === 'champion' && timeLeftMs !== null && timeLeftMs < HURRY_BELOW_MS) return 'greedy';
  return level;
}

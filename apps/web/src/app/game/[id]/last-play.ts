import type { HistoryEntry } from './game-types';
import type { Square } from '@wordrise/engine';
import { wordSquares } from './turn-state';

/**
 * The squares of the last word played (shown green on the board): the main word of the last
 * play still on the board — a play taken back after a challenge is no longer there.
 */
export function lastWordSquares(history: readonly HistoryEntry[]): Square[] {
  for (let i = history.length - 1; i >= 0; i--) {
    const event = history[i]?.event;
    if (event?.type === 'challenge' && event.upheld) i--;
    else if (event?.type === 'play') {
      const main = event.words[0];
      return main ? wordSquares(main.start, main.direction, main.word.length) : [];
    }
  }
  return [];
}

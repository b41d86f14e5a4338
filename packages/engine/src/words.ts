import { otherDirection, runThrough, type Board, type Direction, type Run } from './board';
import type { Placement } from './placement';

/**
 * R11: the words a play forms or changes — every maximal run of two or more tiles,
 * after the play, that contains a placed square. `placements` must already lie on
 * one line without gaps (R8), so the main run holds them all and each cross run
 * holds exactly one: no run is found twice.
 *
 * The main word comes first, then cross words in reading order. A single tile's
 * main direction is across when it makes an across word, else down.
 */
export function wordsOfPlay(
  after: Board,
  placements: readonly Placement[],
  line: Direction | 'both',
): { readonly direction: Direction; readonly runs: readonly Run[] } {
  const first = placements[0];
  if (!first) return { direction: 'across', runs: [] };
  const direction: Direction =
    line !== 'both' ? line : runThrough(after, first, 'across').length >= 2 ? 'across' : 'down';
  const runs: Run[] = [];
  const main = runThrough(after, first, direction);
  if (main.length >= 2) runs.push(main);
  const cross = otherDirection(direction);
  for (const p of placements) {
    const run = runThrough(after, p, cross);
    if (run.length >= 2) runs.push(run);
  }
  return { direction, runs };
}

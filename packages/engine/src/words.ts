import {
  otherDirection,
  runThrough,
  stepOf,
  type Board,
  type Direction,
  type Run,
  type Square,
} from './board';
import type { Placement } from './placement';
import { isBlank } from './tiles';

/**
 * R11: the words a play forms or changes — every maximal run of two or more tiles,
 * after the play, that contains a placed square. `placements` must already lie on
 * one line without gaps (R8), so the main run holds them all and each cross run
 * holds exactly one: no run is found twice.
 *
 * The main word comes first, then cross words in reading order. A single tile's
 * main direction is across when it makes an across word, else down.
 *
 * A placed blank (space) tile shows no letter: it changes the runs on either side
 * of it instead (in both directions), so those are the words it forms.
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
  const seen = new Set<string>();
  const add = (run: Run) => {
    if (run.length < 2) return;
    const key = `${run.start.r},${run.start.c},${run.direction}`;
    if (seen.has(key)) return;
    seen.add(key);
    runs.push(run);
  };
  const wordsAlong = (p: Placement, along: Direction) => {
    if (!isBlank(p.letter)) return add(runThrough(after, p, along));
    const [dr, dc] = stepOf(along);
    const beside = (k: number): Square => ({ r: p.r + dr * k, c: p.c + dc * k });
    add(runThrough(after, beside(-1), along));
    add(runThrough(after, beside(1), along));
  };
  for (const p of placements) wordsAlong(p, direction);
  const cross = otherDirection(direction);
  for (const p of placements) wordsAlong(p, cross);
  return { direction, runs };
}

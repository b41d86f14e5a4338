import { err, ok, type Result } from './result';

/**
 * Racks (and the bag) are strings of tile letters. A rack keeps the order its
 * tiles arrived in; tiles leave it by first occurrence.
 */

/** The rack left after taking `tiles`; the error is the first tile it lacks. */
export function takeFromRack(rack: string, tiles: string): Result<{ rack: string }, string> {
  let left = rack;
  for (const tile of tiles) {
    const at = left.indexOf(tile);
    if (at < 0) return err(tile);
    left = left.slice(0, at) + left.slice(at + 1);
  }
  return ok({ rack: left });
}

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

/** What a rack lacks for a set of tiles: the first short tile, how many are wanted and held. */
export interface RackShortage {
  readonly tile: string;
  readonly wanted: number;
  readonly held: number;
}

export function rackShortage(rack: string, tiles: string): RackShortage | undefined {
  for (const tile of tiles) {
    const wanted = countOf(tiles, tile);
    const held = countOf(rack, tile);
    if (held < wanted) return { tile, wanted, held };
  }
  return undefined;
}

function countOf(tiles: string, tile: string): number {
  let n = 0;
  for (const t of tiles) if (t === tile) n++;
  return n;
}

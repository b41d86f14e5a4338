import type { Rng } from './rng';
import type { Ruleset } from './ruleset';

/**
 * The bag is a string of tiles in draw order: tiles are drawn from the front.
 * Its order is secret while the game runs (R30).
 */

/** Every tile of the set (R2), in alphabetical order, before shuffling. */
export function fullBag(ruleset: Ruleset): string {
  let bag = '';
  for (const tile of Object.keys(ruleset.tiles.distribution).sort()) {
    bag += tile.repeat(ruleset.tiles.distribution[tile] ?? 0);
  }
  return bag;
}

/** Fisher–Yates (Durstenfeld): from the last position down, swap with a random earlier one. */
export function shuffleTiles(tiles: string, rng: Rng): string {
  const array = tiles.split('');
  for (let i = array.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const swap = array[i] as string;
    array[i] = array[j] as string;
    array[j] = swap;
  }
  return array.join('');
}

/** Draws up to `count` tiles from the front of the bag. */
export function drawTiles(
  bag: string,
  count: number,
): { readonly drawn: string; readonly bag: string } {
  const n = Math.max(0, Math.min(count, bag.length));
  return { drawn: bag.slice(0, n), bag: bag.slice(n) };
}

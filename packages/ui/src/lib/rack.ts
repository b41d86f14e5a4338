/**
 * Rack order helpers. A new order is a permutation of the old indices:
 * `newOrder[i]` is the old index of the tile that now sits at position `i`.
 */

/** The order after moving the tile at `from` to position `to` (others close up). */
export function moveTile(count: number, from: number, to: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  if (from < 0 || from >= count) return order;
  const target = Math.max(0, Math.min(count - 1, to));
  const [moved] = order.splice(from, 1);
  order.splice(target, 0, moved as number);
  return order;
}

/**
 * The order after the tiles at `a` and `b` trade places (the others stay): a tile dropped
 * on one of this turn's tiles sends that one back into the place it left on the rack.
 */
export function swapTiles(count: number, a: number, b: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  if (a < 0 || a >= count || b < 0 || b >= count) return order;
  [order[a], order[b]] = [b, a];
  return order;
}

/** The tiles in a new order. */
export function applyOrder<T>(tiles: readonly T[], order: readonly number[]): T[] {
  return order.map((i) => tiles[i] as T);
}

/** True when `order` is a permutation of 0…count-1. */
export function isPermutation(order: readonly number[], count: number): boolean {
  if (order.length !== count) return false;
  const seen = new Set(order);
  return seen.size === count && order.every((i) => Number.isInteger(i) && i >= 0 && i < count);
}

/** A random order (Fisher–Yates); `random` returns numbers in [0, 1). */
export function shuffleOrder(count: number, random: () => number = Math.random): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/**
 * Where a dragged tile lands: the slot whose centre is nearest the pointer.
 * `centres` are the x coordinates of the slots' centres, left to right.
 */
export function dropSlot(centres: readonly number[], x: number): number {
  let best = 0;
  let bestDistance = Infinity;
  centres.forEach((centre, i) => {
    const distance = Math.abs(centre - x);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

/** The new position of the tile that was at `index` (so a selection can follow its tile). */
export function indexAfterMove(index: number, order: readonly number[]): number {
  return order.indexOf(index);
}

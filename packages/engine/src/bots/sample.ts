import type { Rng } from '../rng';

/** `n` tiles drawn at random from `tiles` (partial Fisher–Yates). */
export function sampleTiles(tiles: string, n: number, rng: Rng): string {
  const a = tiles.split('');
  const k = Math.min(n, a.length);
  for (let i = 0; i < k; i++) {
    const j = i + rng.below(a.length - i);
    const t = a[i] as string;
    a[i] = a[j] as string;
    a[j] = t;
  }
  return a.slice(0, k).join('');
}

/**
 * The matching library as the Swiss pairing uses it: a minimum-cost perfect matching,
 * checked against every perfect matching of small random graphs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minCostMatching, type CostEdge } from '../../src/tournaments/matching';
import { random } from './helpers';

function bruteMin(n: number, cost: (u: number, v: number) => number | null): number | null {
  const used = new Array<boolean>(n).fill(false);
  let best: number | null = null;
  const go = (total: number) => {
    const u = used.indexOf(false);
    if (u < 0) {
      if (best === null || total < best) best = total;
      return;
    }
    used[u] = true;
    for (let v = u + 1; v < n; v++) {
      const c = cost(u, v);
      if (used[v] || c === null) continue;
      used[v] = true;
      go(total + c);
      used[v] = false;
    }
    used[u] = false;
  };
  go(0);
  return best;
}

describe('minCostMatching', () => {
  it('finds a perfect matching of minimum total cost whenever one exists (brute force, ≤ 12 vertices)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rnd = random(seed);
        const n = 2 * (1 + rnd(6));
        const edges: CostEdge[] = [];
        const table = new Map<string, number>();
        for (let u = 0; u < n; u++) {
          for (let v = u + 1; v < n; v++) {
            if (rnd(4) === 0) continue;
            const cost = rnd(3) === 0 ? 1000 * rnd(5) : rnd(20);
            edges.push({ u, v, cost });
            table.set(`${u},${v}`, cost);
          }
        }
        const mate = minCostMatching(n, edges);
        const best = bruteMin(n, (u, v) => table.get(`${u},${v}`) ?? null);
        if (best === null) return;
        let total = 0;
        for (let u = 0; u < n; u++) {
          const v = mate[u] as number;
          expect(v).toBeGreaterThanOrEqual(0);
          expect(mate[v]).toBe(u);
          if (u < v) total += table.get(`${u},${v}`) as number;
        }
        expect(total).toBe(best);
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * Minimum-cost perfect matching on a general graph, through Edmonds' blossom
 * algorithm (`edmonds-blossom-fixed`, a port of Van Rantwijk's O(n³) maximum-weight
 * matching). Costs must be non-negative integers below 2⁴⁸: they become weights
 * `2·(top − cost)` (even integers keep the algorithm's half-integral duals exact), and
 * with maximum cardinality every perfect matching has the same number of edges, so the
 * heaviest is the cheapest.
 */
// The package ships no types; every package that compiles this file needs them.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./edmonds-blossom-fixed.d.ts" />
import blossom from 'edmonds-blossom-fixed';

export interface CostEdge {
  readonly u: number;
  readonly v: number;
  readonly cost: number;
}

/** The partner of every vertex 0..n−1 (−1 when unmatched), maximum cardinality first. */
export function minCostMatching(n: number, edges: readonly CostEdge[]): number[] {
  if (edges.length === 0) return Array.from({ length: n }, () => -1);
  const top = edges.reduce((max, e) => Math.max(max, e.cost), 0) + 1;
  const mate = blossom(
    edges.map((e) => [e.u, e.v, 2 * (top - e.cost)] as const),
    true,
  );
  return Array.from({ length: n }, (_, v) => mate[v] ?? -1);
}

/**
 * The next Swiss round as one minimum-cost perfect matching over the active players
 * (plus a "bye" vertex when they are odd). Costs, in integer units so the order is
 * strict (lexicographic):
 *   1. a rematch or forbidden pair costs P, more than everything below together;
 *   2. the bye vertex meets only players with the fewest byes, at cost k·D for the k-th
 *      of them ordered by fewest wins, then lowest seed (last in the seeding order);
 *   3. a pair costs |2·wins(a) − 2·wins(b)| (draws make halves), whose total is < D.
 * So a bye whose remaining field pairs cleanly is always preferred to one that forces a
 * rematch, and among clean byes the fewest wins, then the lowest seed, takes it. If even the best
 * matching has a rematch, no candidate's bye is clean: the contract then gives the bye
 * to the first candidate and the rest are matched again with that bye fixed.
 */
import { minCostMatching, type CostEdge } from './matching';
import { isBye, type Pairing, type TournamentState } from './types';

export interface SwissField {
  /** Active players in seeding order. */
  readonly ids: readonly string[];
  /** Current wins (byes count). */
  readonly wins: ReadonlyMap<string, number>;
  readonly byes: ReadonlyMap<string, number>;
  /** Whether a and b must not meet if avoidable (played before, or forbidden). */
  readonly avoid: (a: string, b: string) => boolean;
}

export function swissField(state: TournamentState, wins: ReadonlyMap<string, number>): SwissField {
  const withdrawn = new Set(state.withdrawn);
  const key = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  const avoided = new Set(state.forbidden.map(([a, b]) => key(a, b)));
  const byes = new Map<string, number>();
  for (const round of state.results) {
    for (const entry of round) {
      if (isBye(entry)) byes.set(entry.a, (byes.get(entry.a) ?? 0) + 1);
      else avoided.add(key(entry.a, entry.b));
    }
  }
  return {
    ids: state.players.map((p) => p.id).filter((id) => !withdrawn.has(id)),
    wins,
    byes,
    avoid: (a, b) => avoided.has(key(a, b)),
  };
}

/** Pairs and, when the field is odd, the bye's player (pairs as [a, b] ids). */
export interface SwissPairing {
  readonly pairs: readonly (readonly [string, string])[];
  readonly bye: string | null;
}

export function pairSwiss(field: SwissField): SwissPairing {
  const { ids } = field;
  if (ids.length === 0) return { pairs: [], bye: null };
  const half = (id: string) => Math.round(2 * (field.wins.get(id) ?? 0));
  const halves = ids.map(half);
  const maxDiff = Math.max(...halves) - Math.min(...halves);
  const D = Math.ceil((ids.length + 1) / 2) * maxDiff + 1;

  if (ids.length % 2 === 0) return { pairs: match(ids, field, D, D), bye: null };

  const fewest = Math.min(...ids.map((id) => field.byes.get(id) ?? 0));
  const candidates = ids
    .map((id, seed) => ({ id, seed }))
    .filter(({ id }) => (field.byes.get(id) ?? 0) === fewest)
    .sort((x, y) => half(x.id) - half(y.id) || y.seed - x.seed)
    .map((c) => c.id);
  const P = (candidates.length + 1) * D;
  const n = ids.length;
  const edges = pairEdges(ids, field, P);
  candidates.forEach((id, k) => edges.push({ u: ids.indexOf(id), v: n, cost: k * D }));
  const mate = minCostMatching(n + 1, edges);
  const byeIndex = mate[n] as number;
  const pairs = pairsOf(ids, mate);
  if (pairs.every(([a, b]) => !field.avoid(a, b))) return { pairs, bye: ids[byeIndex] as string };
  // No bye lets the rest pair cleanly: the first candidate sits out.
  const bye = candidates[0] as string;
  return {
    pairs: match(
      ids.filter((id) => id !== bye),
      field,
      D,
      D,
    ),
    bye,
  };
}

function match(ids: readonly string[], field: SwissField, D: number, P: number) {
  return pairsOf(ids, minCostMatching(ids.length, pairEdges(ids, field, P + D)));
}

function pairEdges(ids: readonly string[], field: SwissField, penalty: number): CostEdge[] {
  const halves = ids.map((id) => Math.round(2 * (field.wins.get(id) ?? 0)));
  const edges: CostEdge[] = [];
  for (let u = 0; u < ids.length; u++) {
    for (let v = u + 1; v < ids.length; v++) {
      const diff = Math.abs((halves[u] as number) - (halves[v] as number));
      const bad = field.avoid(ids[u] as string, ids[v] as string);
      edges.push({ u, v, cost: diff + (bad ? penalty : 0) });
    }
  }
  return edges;
}

function pairsOf(ids: readonly string[], mate: readonly number[]): [string, string][] {
  const pairs: [string, string][] = [];
  ids.forEach((id, u) => {
    const v = mate[u] as number;
    if (v > u && v < ids.length) pairs.push([id, ids[v] as string]);
  });
  return pairs;
}

/** The pairing as the contract lists it: higher-ranked player as a, best boards first. */
export function swissPairings(
  result: SwissPairing,
  rankOf: ReadonlyMap<string, number>,
): Pairing[] {
  const r = (id: string) => rankOf.get(id) ?? Infinity;
  const games = result.pairs
    .map(([x, y]) => (r(x) <= r(y) ? { a: x, b: y } : { a: y, b: x }))
    .sort((p, q) => r(p.a) - r(q.a));
  return result.bye === null ? games : [...games, { a: result.bye, bye: true }];
}

/**
 * Random tournaments for the property tests: a small seeded PRNG (the seed comes
 * from fast-check, which prints it on failure), random histories and a driver that
 * plays a tournament to its end through `pairNextRound`.
 */
import { pairNextRound } from '../../src/tournaments/pair';
import type {
  NextRound,
  RoundEntry,
  TournamentFormat,
  TournamentState,
} from '../../src/tournaments/types';

export type Random = (n: number) => number;

/** mulberry32: an integer in [0, n). */
export function random(seed: number): Random {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

export function shuffle<T>(items: readonly T[], rnd: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rnd(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

export function state(
  format: TournamentFormat,
  players: readonly string[],
  extra: Partial<Omit<TournamentState, 'format' | 'players'>> = {},
): TournamentState {
  return {
    format,
    rounds: 0,
    withdrawn: [],
    forbidden: [],
    byeSpread: 50,
    results: [],
    ...extra,
    players: players.map((id) => ({ id })),
  };
}

/** A random result for each pairing (draws only when allowed). */
export function play(next: NextRound, rnd: Random, draws: boolean): RoundEntry[] {
  return next.pairings.map((p): RoundEntry => {
    if ('bye' in p) return { a: p.a, bye: true };
    const roll = rnd(draws ? 5 : 4);
    const score = roll === 4 ? 0.5 : roll < 2 ? 1 : 0;
    const margin = 1 + rnd(150);
    return { a: p.a, b: p.b, score, spread: score === 1 ? margin : score === 0 ? -margin : 0 };
  });
}

export interface Played {
  readonly state: TournamentState;
  /** The output of every call, the last one done (or the cap reached). */
  readonly outputs: NextRound[];
}

/**
 * Plays a tournament to its end; `withdraw(round, state)` may name players who
 * withdraw before the round is paired.
 */
export function playOut(
  start: TournamentState,
  rnd: Random,
  options: { draws?: boolean; withdraw?: (round: number, s: TournamentState) => string[] } = {},
): Played {
  let s = start;
  const outputs: NextRound[] = [];
  for (let guard = 0; guard < 200; guard++) {
    const leaving = options.withdraw?.(s.results.length + 1, s) ?? [];
    if (leaving.length > 0) s = { ...s, withdrawn: [...new Set([...s.withdrawn, ...leaving])] };
    const next = pairNextRound(s);
    if (!next.ok) throw new Error(next.error);
    outputs.push(next);
    if (next.done) return { state: s, outputs };
    s = { ...s, results: [...s.results, play(next, rnd, options.draws ?? false)] };
  }
  throw new Error('the tournament did not end in 200 rounds');
}

/** Every id in a round's pairings (a player listed twice appears twice). */
export function listed(next: Pick<NextRound, 'pairings'>): string[] {
  return next.pairings.flatMap((p) => ('bye' in p ? [p.a] : [p.a, p.b]));
}

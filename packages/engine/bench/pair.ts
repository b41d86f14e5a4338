/**
 * How long one Swiss round takes to pair (the whole `pairNextRound`: standings, bye,
 * matching) for a large field late in the event: P players, R rounds already played
 * with random results (draws included, so many half-point score groups), one player
 * withdrawn so the field is odd and the bye rule runs too.
 *
 *   pnpm exec tsx bench/pair.ts [--players 200] [--rounds 9] [--events 5] [--seed 1]
 */
import { performance } from 'node:perf_hooks';
import { pairNextRound } from '../src/tournaments/pair';
import type { RoundEntry, TournamentState } from '../src/tournaments/types';
import { median, option } from './stats';

const players = Number(option('--players', '200'));
const rounds = Number(option('--rounds', '9'));
const events = Number(option('--events', '5'));
let seed = Number(option('--seed', '1')) >>> 0;

/** mulberry32: an integer in [0, n). */
function rnd(n: number): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
}

function pairOnce(state: TournamentState) {
  const t0 = performance.now();
  const next = pairNextRound(state);
  const ms = performance.now() - t0;
  if (!next.ok) throw new Error(next.error);
  return { next, ms };
}

const times: number[] = [];
let groups = 0;
for (let e = 0; e < events; e++) {
  let state: TournamentState = {
    format: 'swiss',
    rounds: rounds + 1,
    players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}` })),
    withdrawn: [`p${1 + rnd(players)}`],
    forbidden: Array.from(
      { length: 20 },
      () => [`p${1 + rnd(players)}`, `p${1 + rnd(players)}`] as const,
    ).filter(([a, b]) => a !== b),
    byeSpread: 50,
    results: [],
  };
  for (let r = 0; r < rounds; r++) {
    const { next } = pairOnce(state);
    const round = next.pairings.map((p): RoundEntry => {
      if ('bye' in p) return { a: p.a, bye: true };
      const roll = rnd(10);
      const score = roll === 0 ? 0.5 : roll < 5 ? 1 : 0;
      return {
        a: p.a,
        b: p.b,
        score,
        spread: score === 0.5 ? 0 : (score === 1 ? 1 : -1) * (1 + rnd(200)),
      };
    });
    state = { ...state, results: [...state.results, round] };
  }
  const { next, ms } = pairOnce(state);
  groups = Math.max(groups, new Set(next.standings.map((s) => s.wins)).size);
  times.push(ms);
}
process.stdout.write(
  `swiss round ${rounds + 1} of ${players} players (${players - 1} active, ${groups} score groups): ` +
    `median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms over ${events} events\n`,
);

/**
 * Single and double elimination against the contract, over many random events (random
 * winners, random withdrawals), plus the fixed N = 8 bracket order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracketOrder } from '../../src/tournaments/bracket';
import { pairNextRound } from '../../src/tournaments/pair';
import { isBye, type GameEntry, type TournamentState } from '../../src/tournaments/types';
import { ids, listed, playOut, random, state } from './helpers';

const games = (s: TournamentState) =>
  s.results.flatMap((round, r) =>
    round.filter((e): e is GameEntry => !isBye(e)).map((g) => ({ ...g, round: r + 1 })),
  );
const lossesOf = (s: TournamentState, id: string) =>
  games(s).filter((g) => (g.a === id && g.score === 0) || (g.b === id && g.score === 1)).length;
const nextPow2 = (n: number) => 2 ** Math.ceil(Math.log2(n));

/** Plays an event in which each player still in withdraws before a round with chance 1/odds. */
function withdrawals(
  format: 'single-elimination' | 'double-elimination',
  n: number,
  seed: number,
  odds: number,
) {
  const rnd = random(seed);
  const leftAt = new Map<string, number>();
  const { outputs, state: end } = playOut(state(format, ids(n)), rnd, {
    withdraw: (round, s) => {
      const leaving =
        round > 1 ? ids(n).filter((id) => !s.withdrawn.includes(id) && rnd(odds) === 0) : [];
      for (const id of leaving) leftAt.set(id, round);
      return leaving;
    },
  });
  return { outputs, end, leftAt };
}

describe('single elimination', () => {
  it('round 1 pairs seed i with N+1−i in standard bracket order (N = 8: 1–8, 4–5, 2–7, 3–6)', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    const next = pairNextRound(state('single-elimination', ids(8)));
    expect(next.ok && next.pairings).toEqual([
      { a: 'p1', b: 'p8' },
      { a: 'p4', b: 'p5' },
      { a: 'p2', b: 'p7' },
      { a: 'p3', b: 'p6' },
    ]);
  });

  it('gives each seed without an opponent a bye in round 1 (6 players: seeds 1 and 2)', () => {
    const next = pairNextRound(state('single-elimination', ids(6)));
    expect(next.ok && next.pairings).toEqual([
      { a: 'p4', b: 'p5' },
      { a: 'p3', b: 'p6' },
      { a: 'p1', bye: true },
      { a: 'p2', bye: true },
    ]);
  });

  it('random events: byes = N − n in round 1, everyone listed at most once, seeds 1 and 2 meet only in the final, done when one is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer(), (n, seed) => {
        const { outputs, state: end } = playOut(state('single-elimination', ids(n)), random(seed));
        const N = nextPow2(n);
        expect(outputs[0]?.pairings.filter(isBye).length).toBe(N - n);
        expect(outputs.length - 1).toBe(Math.log2(N));
        for (const out of outputs) {
          const names = listed(out);
          expect(new Set(names).size).toBe(names.length);
        }
        const alive = ids(n).filter((id) => lossesOf(end, id) === 0);
        expect(alive).toHaveLength(1);
        const top = games(end).find((g) => [g.a, g.b].sort().join() === 'p1,p2');
        if (top) expect(top.round).toBe(end.results.length);
        // Every later round pairs the winners of adjacent matches: exactly half remain.
        outputs
          .slice(1, -1)
          .forEach((out, r) => expect(listed(out)).toHaveLength(N / 2 ** (r + 1)));
      }),
      { numRuns: 150 },
    );
  });

  it('random withdrawals: a withdrawn player is never paired again and the event still ends with one player', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.integer(), (n, seed) => {
        const { outputs, end, leftAt } = withdrawals('single-elimination', n, seed, 6);
        outputs.forEach((out, r) => {
          const names = listed(out);
          expect(new Set(names).size).toBe(names.length);
          for (const id of names) expect(leftAt.get(id) ?? Infinity).toBeGreaterThan(r + 1);
        });
        const alive = ids(n).filter((id) => !end.withdrawn.includes(id) && lossesOf(end, id) === 0);
        expect(alive.length).toBeLessThanOrEqual(1);
        expect(outputs.at(-1)?.done).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe('double elimination', () => {
  it('round 1 is the single-elimination round 1', () => {
    for (const n of [2, 3, 5, 8, 13]) {
      const single = pairNextRound(state('single-elimination', ids(n)));
      const double = pairNextRound(state('double-elimination', ids(n)));
      expect(double.ok && double.pairings).toEqual(single.ok && single.pairings);
    }
  });

  it('random events: out after two losses, at most one game each per round, 2n−2 games (2n−1 with the grand-final replay), one player left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 33 }), fc.integer(), (n, seed) => {
        const { outputs, state: end } = playOut(state('double-elimination', ids(n)), random(seed));
        let before = state('double-elimination', ids(n));
        outputs.slice(0, -1).forEach((out, r) => {
          const names = listed(out);
          expect(new Set(names).size).toBe(names.length);
          for (const id of names) expect(lossesOf(before, id)).toBeLessThan(2);
          expect(out.pairings.length).toBeGreaterThan(0);
          before = { ...before, results: end.results.slice(0, r + 1) };
        });
        const alive = ids(n).filter((id) => lossesOf(end, id) < 2);
        expect(alive).toHaveLength(1);
        const all = games(end);
        const champion = alive[0] as string;
        const replayed = lossesOf(end, champion) === 1;
        expect(all.length).toBe(2 * n - 2 + (replayed ? 1 : 0));
        if (n > 2 || replayed) {
          // The last game(s): the grand final, and its replay when the losers' champion won it.
          const last = all.at(-1) as GameEntry;
          const previous = all.at(-2) as GameEntry;
          if (replayed) expect([last.a, last.b].sort()).toEqual([previous.a, previous.b].sort());
        }
      }),
      { numRuns: 150 },
    );
  });

  it('replays the grand final once when the losers’ champion wins it', () => {
    // Two players: p1 beats p2, p2 wins the final, so it is replayed; then done.
    const s = state('double-elimination', ids(2));
    const r1 = { ...s, results: [[{ a: 'p1', b: 'p2', score: 1 as const, spread: 10 }]] };
    const gf = pairNextRound(r1);
    expect(gf.ok && gf.pairings).toEqual([{ a: 'p1', b: 'p2' }]);
    const r2 = {
      ...r1,
      results: [...r1.results, [{ a: 'p1', b: 'p2', score: 0 as const, spread: -3 }]],
    };
    const reset = pairNextRound(r2);
    expect(reset.ok && reset).toMatchObject({
      round: 3,
      done: false,
      pairings: [{ a: 'p1', b: 'p2' }],
    });
    const r3 = {
      ...r2,
      results: [...r2.results, [{ a: 'p1', b: 'p2', score: 1 as const, spread: 4 }]],
    };
    expect(pairNextRound(r3)).toMatchObject({ ok: true, round: 3, done: true, pairings: [] });
    // The winners' champion winning the final ends it at once.
    const won = {
      ...r1,
      results: [...r1.results, [{ a: 'p1', b: 'p2', score: 1 as const, spread: 3 }]],
    };
    expect(pairNextRound(won)).toMatchObject({ ok: true, round: 2, done: true });
  });

  it('random withdrawals: withdrawn players are never paired again and the event ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.integer(), (n, seed) => {
        const { outputs, end, leftAt } = withdrawals('double-elimination', n, seed, 8);
        outputs.forEach((out, r) => {
          for (const id of listed(out)) expect(leftAt.get(id) ?? Infinity).toBeGreaterThan(r + 1);
        });
        const alive = ids(n).filter((id) => !end.withdrawn.includes(id) && lossesOf(end, id) < 2);
        expect(alive.length).toBeLessThanOrEqual(1);
        expect(outputs.at(-1)?.done).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses results that are not the bracket’s games', () => {
    const s = state('single-elimination', ids(4), {
      results: [[{ a: 'p1', b: 'p2', score: 1, spread: 1 }]],
    });
    expect(pairNextRound(s)).toEqual({
      ok: false,
      error: 'results round 1: p1 and p4 were due to play and no result is given',
    });
  });
});

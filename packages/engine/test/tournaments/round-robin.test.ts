/** Round robin against the contract: every pair once over n−1 rounds (n when odd, one bye each). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBye } from '../../src/tournaments/types';
import { ids, listed, playOut, random, state } from './helpers';

const pairKey = (a: string, b: string) => [a, b].sort().join('–');

describe('round robin (property tests over random tournaments)', () => {
  it('every pair meets exactly once, over n−1 rounds (n when odd, one bye each), then done', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer(), (n, seed) => {
        const { outputs, state: end } = playOut(state('round-robin', ids(n)), random(seed));
        const rounds = n % 2 === 0 ? n - 1 : n;
        expect(outputs.length).toBe(rounds + 1);
        expect(outputs[rounds]).toMatchObject({ round: rounds, done: true, pairings: [] });
        const met = new Map<string, number>();
        const byes = new Map<string, number>();
        for (const out of outputs.slice(0, -1)) {
          expect(listed(out).sort()).toEqual(ids(n).sort());
          for (const p of out.pairings) {
            if (isBye(p)) byes.set(p.a, (byes.get(p.a) ?? 0) + 1);
            else met.set(pairKey(p.a, p.b), (met.get(pairKey(p.a, p.b)) ?? 0) + 1);
          }
        }
        expect(met.size).toBe((n * (n - 1)) / 2);
        expect([...met.values()].every((k) => k === 1)).toBe(true);
        expect([...byes.values()]).toEqual(n % 2 === 1 ? ids(n).map(() => 1) : []);
        expect(end.results.length).toBe(rounds);
      }),
      { numRuns: 100 },
    );
  });

  it("a withdrawn player's remaining games are skipped and their scheduled opponent gets the bye", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 14 }), fc.integer(), (n, seed) => {
        const rnd = random(seed);
        const leaver = `p${1 + rnd(n)}`;
        const at = 1 + rnd(n - 1);
        const all = playOut(state('round-robin', ids(n)), random(seed)).outputs;
        const { outputs } = playOut(state('round-robin', ids(n)), rnd, {
          withdraw: (round) => (round === at ? [leaver] : []),
        });
        expect(outputs.length).toBe(all.length);
        outputs.slice(0, -1).forEach((out, r) => {
          if (r + 1 < at) return;
          expect(listed(out)).not.toContain(leaver);
          // Same schedule as without the withdrawal: the leaver's opponent now has a bye.
          const scheduled = all[r]?.pairings.find(
            (p) => !isBye(p) && (p.a === leaver || p.b === leaver),
          );
          if (scheduled && !isBye(scheduled)) {
            const opponent = scheduled.a === leaver ? scheduled.b : scheduled.a;
            expect(out.pairings).toContainEqual({ a: opponent, bye: true });
          }
        });
      }),
      { numRuns: 100 },
    );
  });
});

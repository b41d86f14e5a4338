/** Standings, every format: wins (draw ½), spread, Buchholz, seed; ranks 1..n without ties. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/tournaments/standings';
import { TOURNAMENT_FORMATS, type Standing } from '../../src/tournaments/types';
import { ids, playOut, random, state } from './helpers';

describe('standings', () => {
  it('counts a draw as ½ win and ½ loss and a bye as a win with spread +byeSpread', () => {
    const s = state('swiss', ids(3), {
      rounds: 3,
      byeSpread: 40,
      results: [
        [
          { a: 'p1', b: 'p2', score: 0.5, spread: 0 },
          { a: 'p3', bye: true },
        ],
      ],
    });
    expect(computeStandings(s)).toEqual([
      { id: 'p3', rank: 1, wins: 1, losses: 0, spread: 40, buchholz: 0 },
      { id: 'p1', rank: 2, wins: 0.5, losses: 0.5, spread: 0, buchholz: 0.5 },
      { id: 'p2', rank: 3, wins: 0.5, losses: 0.5, spread: 0, buchholz: 0.5 },
    ]);
  });

  it('breaks ties by spread, then Buchholz (current wins of opponents played, byes add nothing), then seed', () => {
    // p1 and p2: 1 win, spread +10 each; p1 beat p3 (1 win), p2 beat p4 (0 wins): Buchholz decides.
    // p2, p5 and p6: 1 win, spread +10, Buchholz 0 (p5, p6 by byes): seed decides.
    const s = state('swiss', ids(6), {
      rounds: 3,
      byeSpread: 10,
      results: [
        [
          { a: 'p1', b: 'p3', score: 1, spread: 10 },
          { a: 'p2', b: 'p4', score: 1, spread: 10 },
          { a: 'p5', bye: true },
        ],
        [
          { a: 'p3', b: 'p4', score: 1, spread: 5 },
          { a: 'p6', bye: true },
        ],
      ],
    });
    expect(computeStandings(s).map((r) => [r.id, r.rank, r.wins, r.spread, r.buchholz])).toEqual([
      ['p1', 1, 1, 10, 1],
      ['p2', 2, 1, 10, 0],
      ['p5', 3, 1, 10, 0],
      ['p6', 4, 1, 10, 0],
      ['p3', 5, 1, -5, 1],
      ['p4', 6, 0, -15, 2],
    ]);
  });

  it('lists every player, withdrawn ones included, ranked 1..n in (wins, spread, Buchholz) order, in every format', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TOURNAMENT_FORMATS),
        fc.integer({ min: 1, max: 16 }),
        fc.integer(),
        (format, n, seed) => {
          const rnd = random(seed);
          const { outputs } = playOut(state(format, ids(n), { rounds: 4 }), rnd, {
            draws: format === 'swiss' || format === 'round-robin',
            withdraw: (round) => (round === 2 && n > 2 ? ['p2'] : []),
          });
          for (const out of outputs) {
            const rows = out.standings;
            expect(rows.map((r) => r.id).sort()).toEqual(ids(n).sort());
            expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
            for (let i = 1; i < rows.length; i++) {
              const [x, y] = [rows[i - 1], rows[i]] as [Standing, Standing];
              const order =
                Math.sign(x.wins - y.wins) ||
                Math.sign(x.spread - y.spread) ||
                Math.sign(x.buchholz - y.buchholz);
              expect(order).toBeGreaterThanOrEqual(0);
              if (order === 0) expect(Number(x.id.slice(1))).toBeLessThan(Number(y.id.slice(1)));
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

/**
 * The bare Glicko-2 system: Glickman's worked example and the properties any
 * rating period must have.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GLICKO2_SCALE,
  ratePeriod,
  type GameResult,
  type RatedPlayer,
  type RatingPeriod,
  type Score,
} from '../../src/ratings/index';
import { byDepth } from '../helpers/depth';
import { GLICKMAN_EXAMPLE } from './glickman-example';

function rate(period: RatingPeriod): RatedPlayer[] {
  const rated = ratePeriod(period);
  if (!rated.ok) throw new Error(rated.error.reason);
  return rated.players;
}

const RUNS = { numRuns: byDepth(300, 5000) };
const score = fc.constantFrom<Score>(0, 0.5, 1);
const rating = (id: string) =>
  fc.record({
    id: fc.constant(id),
    rating: fc.double({ min: 100, max: 3500, noNaN: true }),
    rd: fc.double({ min: 30, max: 350, noNaN: true }),
    vol: fc.double({ min: 0.01, max: 0.2, noNaN: true }),
  });
const tau = fc.double({ min: 0.2, max: 1.5, noNaN: true });
/** Player "p" and 1–5 opponents, each met once. */
const field = fc
  .integer({ min: 1, max: 5 })
  .chain((n) =>
    fc.tuple(rating('p'), fc.tuple(...Array.from({ length: n }, (_, i) => rating(`o${i}`)))),
  );

describe("Glickman's worked example", () => {
  it('gives 1464.06 / 151.52 / 0.05999 for the player of the example', () => {
    const [a] = rate(GLICKMAN_EXAMPLE);
    if (!a) throw new Error('no player');
    // Within one unit of the last digit Glickman prints: his 1464.06 comes from
    // μ′ rounded to −0.2069 (unrounded, r′ = 1464.0507).
    expect(Math.abs(a.rating - 1464.06)).toBeLessThan(0.01);
    expect(Math.abs(a.rd - 151.52)).toBeLessThan(0.01);
    expect(Math.abs(a.vol - 0.05999)).toBeLessThan(0.00001);
    // The contract's unrounded figures, to their printed digits.
    expect(a?.rating).toBeCloseTo(1464.0507, 4);
    expect(a?.rd).toBeCloseTo(151.5165, 4);
    expect(a?.vol).toBeCloseTo(0.059996, 6);
  });

  it('returns the players in input order', () => {
    expect(rate(GLICKMAN_EXAMPLE).map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('uses the scale 173.7178', () => {
    expect(GLICKO2_SCALE).toBe(173.7178);
  });
});

describe('a player without games in the period', () => {
  it('keeps rating and volatility and widens RD to √(φ² + σ²)', () => {
    fc.assert(
      fc.property(rating('idle'), field, tau, (idle, [p, opponents], t) => {
        const games = opponents.map((o): GameResult => ({ a: 'p', b: o.id, score: 1 }));
        const after = rate({ tau: t, players: [idle, p, ...opponents], games })[0];
        const phi = idle.rd / GLICKO2_SCALE;
        expect(after?.rating).toBe(idle.rating);
        expect(after?.vol).toBe(idle.vol);
        expect(after?.rd).toBeCloseTo(
          Math.sqrt(phi * phi + idle.vol * idle.vol) * GLICKO2_SCALE,
          9,
        );
      }),
      RUNS,
    );
  });

  it('widens RD in Glickman’s example: 1500/50/0.06 becomes RD 51.07', () => {
    const [idle] = rate({
      tau: 0.5,
      players: [{ id: 'x', rating: 1500, rd: 50, vol: 0.06 }],
      games: [],
    });
    expect(idle).toMatchObject({ rating: 1500, vol: 0.06 });
    expect(idle?.rd).toBeCloseTo(51.0749, 4);
  });
});

describe('properties of a rating period', () => {
  const periodOf = (p: RatedPlayer, opponents: RatedPlayer[], s: Score, t: number) => ({
    tau: t,
    players: [p, ...opponents],
    games: opponents.map((o): GameResult => ({ a: 'p', b: o.id, score: s })),
  });

  it('a period of wins never lowers a rating', () => {
    fc.assert(
      fc.property(field, tau, ([p, opponents], t) => {
        const [after] = rate(periodOf(p, opponents, 1, t));
        expect(after?.rating).toBeGreaterThanOrEqual(p.rating);
      }),
      RUNS,
    );
  });

  it('a period of losses never raises a rating', () => {
    fc.assert(
      fc.property(field, tau, ([p, opponents], t) => {
        const [after] = rate(periodOf(p, opponents, 0, t));
        expect(after?.rating).toBeLessThanOrEqual(p.rating);
      }),
      RUNS,
    );
  });

  it('the winner of a single game never loses rating and the loser never gains', () => {
    fc.assert(
      fc.property(rating('w'), rating('l'), tau, (w, l, t) => {
        const [winner, loser] = rate({
          tau: t,
          players: [w, l],
          games: [{ a: 'w', b: 'l', score: 1 }],
        });
        expect(winner?.rating).toBeGreaterThanOrEqual(w.rating);
        expect(loser?.rating).toBeLessThanOrEqual(l.rating);
      }),
      RUNS,
    );
  });

  // Glicko-2 widens φ to φ* = √(φ² + σ′²) every period, so a player at a low RD who
  // plays one game can end a hair wider than φ (RD 30 → 31.67 for the 1400 player of
  // Glickman's example). What playing never does is leave RD wider than that period's
  // φ*: games only ever add information.
  it('playing never leaves RD wider than the period alone would (φ′ ≤ √(φ² + σ′²))', () => {
    fc.assert(
      fc.property(
        field,
        tau,
        fc.array(score, { minLength: 5, maxLength: 5 }),
        ([p, opponents], t, scores) => {
          const games = opponents.map((o, i): GameResult => ({
            a: 'p',
            b: o.id,
            score: scores[i] ?? 1,
          }));
          const [after] = rate({ tau: t, players: [p, ...opponents], games });
          if (!after) throw new Error('no player');
          const phi = p.rd / GLICKO2_SCALE;
          const bound = Math.sqrt(phi * phi + after.vol * after.vol) * GLICKO2_SCALE;
          expect(after.rd).toBeLessThanOrEqual(bound);
        },
      ),
      RUNS,
    );
  });

  it('playing lowers RD whenever it is above the steady state (Glickman’s 1500/200 player)', () => {
    const [a] = rate(GLICKMAN_EXAMPLE);
    expect(a?.rd).toBeLessThan(200);
  });

  it('is symmetric: a against b scoring s is b against a scoring 1 − s', () => {
    fc.assert(
      fc.property(
        fc.tuple(rating('a'), rating('b'), rating('c')),
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.constantFrom('a', 'b', 'c'), score), {
          maxLength: 8,
        }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        tau,
        (players, pairs, swaps, t) => {
          const games = pairs
            .filter(([x, y]) => x !== y)
            .map(([a, b, s]): GameResult => ({ a, b, score: s }));
          const swapped = games.map((game, i): GameResult =>
            swaps[i] ? { a: game.b, b: game.a, score: (1 - game.score) as Score } : game,
          );
          expect(rate({ tau: t, players, games: swapped })).toEqual(
            rate({ tau: t, players, games }),
          );
        },
      ),
      RUNS,
    );
  });

  it('never gives a number that is not finite for ratings in range', () => {
    fc.assert(
      fc.property(field, tau, score, ([p, opponents], t, s) => {
        for (const after of rate(periodOf(p, opponents, s, t))) {
          expect([after.rating, after.rd, after.vol].every(Number.isFinite)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('still rates results so lopsided that their expectation rounds to certainty', () => {
    const [strong, weak] = rate({
      tau: 0.5,
      players: [
        { id: 's', rating: 12000, rd: 30, vol: 0.06 },
        { id: 'w', rating: 100, rd: 30, vol: 0.06 },
      ],
      games: [{ a: 's', b: 'w', score: 0 }],
    });
    expect(strong?.rating).toBeLessThan(12000);
    expect(weak?.rating).toBeGreaterThan(100);
    expect(strong?.vol).toBe(0.06);
  });
});

describe('ratePeriod refuses a period it cannot rate', () => {
  const players = GLICKMAN_EXAMPLE.players;
  const cases: [string, RatingPeriod, string][] = [
    [
      'a duplicate id',
      { ...GLICKMAN_EXAMPLE, players: [...players, { id: 'b', rating: 1, rd: 1, vol: 0.1 }] },
      'players[4]: duplicate id "b"',
    ],
    [
      'an unknown player',
      { ...GLICKMAN_EXAMPLE, games: [{ a: 'a', b: 'z', score: 1 }] },
      'games[0].b: unknown player "z"',
    ],
    [
      'a player against itself',
      { ...GLICKMAN_EXAMPLE, games: [{ a: 'a', b: 'a', score: 1 }] },
      'games[0]: player "a" plays itself',
    ],
    [
      'a score that is not 0, 0.5 or 1',
      { ...GLICKMAN_EXAMPLE, games: [{ a: 'a', b: 'b', score: 0.7 as Score }] },
      'games[0].score must be 0, 0.5 or 1 (got 0.7)',
    ],
    [
      'a zero RD',
      { ...GLICKMAN_EXAMPLE, players: [{ id: 'a', rating: 1500, rd: 0, vol: 0.06 }], games: [] },
      'players[0].rd must be a positive number',
    ],
    [
      'a negative volatility',
      { ...GLICKMAN_EXAMPLE, players: [{ id: 'a', rating: 1500, rd: 50, vol: -1 }], games: [] },
      'players[0].vol must be a positive number',
    ],
    ['a τ of 0', { ...GLICKMAN_EXAMPLE, tau: 0 }, 'tau must be a positive number (got 0)'],
  ];
  it.each(cases)('%s', (_, period, reason) => {
    expect(ratePeriod(period)).toMatchObject({ ok: false, error: { rule: 'INPUT', reason } });
  });
});

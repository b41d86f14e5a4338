/**
 * The platform's use of Glicko-2: newcomers, the RD floor and ceiling, idle
 * widening, provisional ratings, speed buckets and the update of a rated game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAU,
  NEW_PLAYER_RATING,
  PROVISIONAL_RD,
  RATING_PERIOD_MS,
  RD_CEILING,
  RD_FLOOR,
  SPEEDS,
  idlePeriods,
  isProvisional,
  ratePeriod,
  rateGame,
  rateRankedGame,
  ratingLabel,
  speedOf,
  widenForIdle,
  type PlayerBeforeGame,
  type PlayerRating,
} from '../../src/ratings/index';

const player = (id: string, rating: PlayerRating, idle = 0): PlayerBeforeGame => ({
  id,
  rating,
  idlePeriods: idle,
});
const established: PlayerRating = { rating: 1500, rd: 60, vol: 0.06 };

function mustRate(...args: Parameters<typeof rateGame>) {
  const rated = rateGame(...args);
  if (!rated.ok) throw new Error(rated.error.reason);
  return rated.changes;
}

describe('newcomers', () => {
  it('start at 1500, RD 350, volatility 0.06, with τ 0.5', () => {
    expect(NEW_PLAYER_RATING).toEqual({ rating: 1500, rd: 350, vol: 0.06 });
    expect(DEFAULT_TAU).toBe(0.5);
  });

  it('are provisional and shown with "?"', () => {
    expect(isProvisional(NEW_PLAYER_RATING)).toBe(true);
    expect(ratingLabel(NEW_PLAYER_RATING)).toBe('1500?');
    expect(ratingLabel({ rating: 1623.5, rd: PROVISIONAL_RD })).toBe('1624');
  });

  it('stop being provisional after 10 games, alternating wins and losses, against established players', () => {
    let me = NEW_PLAYER_RATING;
    let games = 0;
    while (isProvisional(me) && games < 50) {
      const [change] = mustRate(
        [player('me', me), player('o', established)],
        [{ a: 'me', b: 'o', score: games % 2 === 0 ? 0 : 1 }],
      );
      me = change?.after ?? me;
      games++;
    }
    expect(games).toBe(10);
  });

  it('stop being provisional after 4 four-player games against established players', () => {
    let me = NEW_PLAYER_RATING;
    let games = 0;
    while (isProvisional(me) && games < 50) {
      const rated = rateRankedGame(
        [
          player('me', me),
          player('x', established),
          player('y', established),
          player('z', established),
        ],
        [['x'], ['me'], ['y'], ['z']],
      );
      if (!rated.ok) throw new Error(rated.error.reason);
      me = rated.changes[0]?.after ?? me;
      games++;
    }
    expect(games).toBe(4);
  });
});

describe('the RD floor and ceiling (the platform’s update, not the bare system)', () => {
  it('keeps RD at the floor where Glicko-2 alone would go below it', () => {
    const many = Array.from({ length: 12 }, (_, i) => player(`o${i}`, established));
    const me = player('me', { rating: 1500, rd: 55, vol: 0.06 });
    const games = many.map((o, i) => ({ a: 'me', b: o.id, score: (i % 2) as 0 | 1 }));
    const bare = ratePeriod({
      tau: DEFAULT_TAU,
      players: [me, ...many].map((p) => ({ id: p.id, ...p.rating })),
      games,
    });
    if (!bare.ok) throw new Error(bare.error.reason);
    expect(bare.players[0]?.rd).toBeLessThan(RD_FLOOR);
    expect(mustRate([me, ...many], games)[0]?.after.rd).toBe(RD_FLOOR);
  });

  it('never gives an RD outside [floor, ceiling] after a rated game', () => {
    const rating = fc.record({
      rating: fc.double({ min: 100, max: 3500, noNaN: true }),
      rd: fc.double({ min: RD_FLOOR, max: RD_CEILING, noNaN: true }),
      vol: fc.double({ min: 0.02, max: 0.12, noNaN: true }),
    });
    fc.assert(
      fc.property(
        rating,
        rating,
        fc.nat({ max: 5000 }),
        fc.constantFrom<0 | 0.5 | 1>(0, 0.5, 1),
        (a, b, idle, score) => {
          for (const change of mustRate(
            [player('a', a, idle), player('b', b)],
            [{ a: 'a', b: 'b', score }],
          )) {
            expect(change.after.rd).toBeGreaterThanOrEqual(RD_FLOOR);
            expect(change.after.rd).toBeLessThanOrEqual(RD_CEILING);
          }
        },
      ),
    );
  });
});

describe('idle time', () => {
  it('counts whole one-day rating periods since the last rated game', () => {
    expect(RATING_PERIOD_MS).toBe(86_400_000);
    const last = Date.UTC(2026, 10, 1, 12);
    expect(idlePeriods(null, last)).toBe(0);
    expect(idlePeriods(last, last + RATING_PERIOD_MS - 1)).toBe(0);
    expect(idlePeriods(last, last + RATING_PERIOD_MS)).toBe(1);
    expect(idlePeriods(last, last + 30.5 * RATING_PERIOD_MS)).toBe(30);
    expect(idlePeriods(last + 5, last)).toBe(0);
  });

  it('widens RD as that many periods without games would, keeping rating and volatility', () => {
    const start: PlayerRating = { rating: 1712, rd: 80, vol: 0.07 };
    let stepwise = start;
    for (let day = 0; day < 40; day++) {
      const rated = ratePeriod({ tau: 0.5, players: [{ id: 'x', ...stepwise }], games: [] });
      if (!rated.ok) throw new Error(rated.error.reason);
      const { rating, rd, vol } = rated.players[0] as PlayerRating;
      stepwise = { rating, rd, vol };
    }
    const widened = widenForIdle(start, 40);
    expect(widened.rating).toBe(1712);
    expect(widened.vol).toBe(0.07);
    expect(widened.rd).toBeCloseTo(stepwise.rd, 9);
  });

  it('turns a player at the floor provisional again after 89 idle days, and caps RD at 350', () => {
    const active: PlayerRating = { rating: 1800, rd: RD_FLOOR, vol: 0.06 };
    expect(isProvisional(widenForIdle(active, 88))).toBe(false);
    expect(isProvisional(widenForIdle(active, 89))).toBe(true);
    expect(widenForIdle(active, 1104).rd).toBeLessThan(RD_CEILING);
    expect(widenForIdle(active, 1105).rd).toBe(RD_CEILING);
    expect(widenForIdle(active, 0)).toBe(active);
  });

  it('is applied before the game: a long-idle player’s rating moves further', () => {
    const opponent = player('o', established);
    const game = [{ a: 'me', b: 'o', score: 1 as const }];
    const fresh = mustRate([player('me', established, 0), opponent], game)[0];
    const away = mustRate([player('me', established, 200), opponent], game)[0];
    expect(away?.before).toEqual(established);
    expect((away?.after.rating ?? 0) - 1500).toBeGreaterThan((fresh?.after.rating ?? 0) - 1500);
  });

  it('refuses a number of idle periods that is not a whole number ≥ 0', () => {
    expect(rateGame([player('a', established, -1)], [])).toMatchObject({
      ok: false,
      error: { reason: 'players[0].idlePeriods must be a whole number ≥ 0' },
    });
    expect(rateGame([player('a', established, 1.5)], []).ok).toBe(false);
  });
});

describe('speed buckets', () => {
  it('names four speeds', () => {
    expect(SPEEDS).toEqual(['blitz', 'rapid', 'classical', 'correspondence']);
  });

  it('puts every clock the lobby offers in one bucket: 1–7 min blitz, 8–24 rapid, 25–180 classical', () => {
    const bucket = (minutes: number) => speedOf({ kind: 'realtime', minutes });
    expect([1, 5, 7].map(bucket)).toEqual(['blitz', 'blitz', 'blitz']);
    expect([8, 10, 24].map(bucket)).toEqual(['rapid', 'rapid', 'rapid']);
    expect([25, 60, 180].map(bucket)).toEqual(['classical', 'classical', 'classical']);
  });

  it('rates days per move and games without a clock as correspondence', () => {
    expect(speedOf({ kind: 'correspondence', days: 1 })).toBe('correspondence');
    expect(speedOf({ kind: 'correspondence', days: 14 })).toBe('correspondence');
    expect(speedOf({ kind: 'none' })).toBe('correspondence');
  });
});

describe('rateGame', () => {
  it('gives each player before and after, in the order given', () => {
    const changes = mustRate(
      [player('loser', established), player('winner', NEW_PLAYER_RATING)],
      [{ a: 'winner', b: 'loser', score: 1 }],
    );
    expect(changes.map((c) => c.id)).toEqual(['loser', 'winner']);
    expect(changes[1]?.before).toEqual(NEW_PLAYER_RATING);
    expect(changes[1]?.after.rating).toBeGreaterThan(1500);
    expect(changes[0]?.after.rating).toBeLessThan(1500);
  });

  it('refuses a ranking that names someone who is not a player', () => {
    expect(
      rateRankedGame([player('a', established), player('b', established)], [['a'], ['z']]),
    ).toMatchObject({
      ok: false,
      error: { reason: 'ranked player "z" is not among the players' },
    });
  });
});

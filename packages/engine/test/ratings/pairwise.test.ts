/** A 2–4 player game's final ranking as pairwise Glicko-2 results in one period. */
import { describe, expect, it } from 'vitest';
import {
  NEW_PLAYER_RATING,
  pairwiseResults,
  ratePeriod,
  rateRankedGame,
  type GameResult,
} from '../../src/ratings/index';

function games(ranking: string[][]): GameResult[] {
  const paired = pairwiseResults(ranking);
  if (!paired.ok) throw new Error(paired.error.reason);
  return paired.games;
}

describe('pairwiseResults', () => {
  it('makes every pair of a 4-player game one result, won by the higher rank', () => {
    expect(games([['ann'], ['bo'], ['cy'], ['di']])).toEqual([
      { a: 'ann', b: 'bo', score: 1 },
      { a: 'ann', b: 'cy', score: 1 },
      { a: 'ann', b: 'di', score: 1 },
      { a: 'bo', b: 'cy', score: 1 },
      { a: 'bo', b: 'di', score: 1 },
      { a: 'cy', b: 'di', score: 1 },
    ]);
  });

  it('draws between players of equal rank', () => {
    expect(games([['ann'], ['bo', 'cy']])).toEqual([
      { a: 'ann', b: 'bo', score: 1 },
      { a: 'ann', b: 'cy', score: 1 },
      { a: 'bo', b: 'cy', score: 0.5 },
    ]);
    expect(games([['ann', 'bo', 'cy', 'di']]).every((g) => g.score === 0.5)).toBe(true);
  });

  it('gives a 2-player game its one result', () => {
    expect(games([['bo'], ['ann']])).toEqual([{ a: 'bo', b: 'ann', score: 1 }]);
  });

  it('gives each player of an n-player game n − 1 results', () => {
    for (const n of [2, 3, 4]) {
      const ids = Array.from({ length: n }, (_, i) => `p${i}`);
      const results = games(ids.map((id) => [id]));
      expect(results).toHaveLength((n * (n - 1)) / 2);
      for (const id of ids)
        expect(results.filter((g) => g.a === id || g.b === id)).toHaveLength(n - 1);
    }
  });

  it.each([
    ['one player', [['ann']], 'a rated game has 2 to 4 players, not 1'],
    ['five players', [['a'], ['b'], ['c'], ['d'], ['e']], 'a rated game has 2 to 4 players, not 5'],
    ['a player ranked twice', [['ann'], ['ann']], 'player "ann" is ranked twice'],
    ['an empty group', [['ann'], [], ['bo']], 'ranking group 1 is empty'],
  ])('refuses %s', (_, ranking, reason) => {
    expect(pairwiseResults(ranking)).toMatchObject({ ok: false, error: { rule: 'INPUT', reason } });
  });
});

describe('a rated 3-player game', () => {
  const players = ['ann', 'bo', 'cy'].map((id) => ({
    id,
    rating: NEW_PLAYER_RATING,
    idlePeriods: 0,
  }));

  it('is one rating period: the same as rating its pairwise results together', () => {
    const rated = rateRankedGame(players, [['ann'], ['bo'], ['cy']]);
    const period = ratePeriod({
      tau: 0.5,
      players: players.map((p) => ({ id: p.id, ...p.rating })),
      games: games([['ann'], ['bo'], ['cy']]),
    });
    if (!rated.ok || !period.ok) throw new Error('not rated');
    expect(rated.changes.map((c) => c.after.rating)).toEqual(period.players.map((p) => p.rating));
  });

  it('moves the winner up, the last down and the middle of equals not at all', () => {
    const rated = rateRankedGame(players, [['ann'], ['bo'], ['cy']]);
    if (!rated.ok) throw new Error(rated.error.reason);
    const [ann, bo, cy] = rated.changes.map((c) => c.after.rating);
    expect(ann).toBeGreaterThan(1500);
    expect(bo).toBeCloseTo(1500, 9);
    expect(cy).toBeLessThan(1500);
    expect((ann ?? 0) - 1500).toBeCloseTo(1500 - (cy ?? 0), 9);
  });
});

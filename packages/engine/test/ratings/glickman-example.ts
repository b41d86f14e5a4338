import type { RatingPeriod } from '../../src/ratings/index';

/** Glickman, "Example of the Glicko-2 system": 1500/200 beats 1400/30, loses to 1550/100 and 1700/300. */
export const GLICKMAN_EXAMPLE: RatingPeriod = {
  tau: 0.5,
  players: [
    { id: 'a', rating: 1500, rd: 200, vol: 0.06 },
    { id: 'b', rating: 1400, rd: 30, vol: 0.06 },
    { id: 'c', rating: 1550, rd: 100, vol: 0.06 },
    { id: 'd', rating: 1700, rd: 300, vol: 0.06 },
  ],
  games: [
    { a: 'a', b: 'b', score: 1 },
    { a: 'a', b: 'c', score: 0 },
    { a: 'a', b: 'd', score: 0 },
  ],
};

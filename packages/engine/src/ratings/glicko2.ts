import { inputError, type RuleError } from '../errors';
import { err, ok, type Result } from '../result';

/**
 * One Glicko-2 rating period, exactly as in Glickman's "Example of the Glicko-2
 * system" (steps 1–8): ratings on the Glicko scale (1500 / RD / volatility),
 * converted to the Glicko-2 scale by {@link GLICKO2_SCALE}, the volatility found by
 * the Illinois algorithm to {@link VOLATILITY_CONVERGENCE}. Nothing here applies
 * the platform's RD floor or ceiling (see `game.ts`): this is the bare system.
 */

/** Glickman's factor between the Glicko and Glicko-2 scales (400 / ln 10). */
export const GLICKO2_SCALE = 173.7178;
/** Glickman's convergence tolerance ε for the volatility iteration. */
export const VOLATILITY_CONVERGENCE = 0.000001;

/** A rating on the Glicko scale: rating, rating deviation (RD) and volatility σ. */
export interface PlayerRating {
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
}

export interface RatedPlayer extends PlayerRating {
  readonly id: string;
}

/** One game's result for its first player: a win, a draw or a loss. */
export const SCORES = [1, 0.5, 0] as const;
export type Score = (typeof SCORES)[number];

/** `a`'s result against `b` (b scored 1 − score). */
export interface GameResult {
  readonly a: string;
  readonly b: string;
  readonly score: Score;
}

export interface RatingPeriod {
  /** The system constant τ: how much volatility may change in one period. */
  readonly tau: number;
  readonly players: readonly RatedPlayer[];
  readonly games: readonly GameResult[];
}

/** One game seen from the player being rated. */
export interface Encounter {
  readonly opponent: PlayerRating;
  readonly score: Score;
}

/**
 * Every player after the period, in input order; each player's games are judged
 * against the opponents' ratings before the period. Refuses (an INPUT error naming
 * the field) numbers out of range, duplicate ids, games naming an unknown player or
 * a player against itself, and results that are not finite numbers.
 */
export function ratePeriod(period: RatingPeriod): Result<{ players: RatedPlayer[] }, RuleError> {
  const problem = periodProblem(period);
  if (problem !== undefined) return err(inputError(problem));
  const byId = new Map(period.players.map((p) => [p.id, p]));
  const players = period.players.map((player): RatedPlayer => {
    const encounters: Encounter[] = [];
    for (const game of period.games) {
      if (game.a === player.id)
        encounters.push({ opponent: byId.get(game.b) as RatedPlayer, score: game.score });
      else if (game.b === player.id)
        encounters.push({ opponent: byId.get(game.a) as RatedPlayer, score: flip(game.score) });
    }
    return { id: player.id, ...updateRating(player, encounters, period.tau) };
  });
  const broken = players.find((p) => ![p.rating, p.rd, p.vol].every(Number.isFinite));
  if (broken !== undefined) {
    return err(
      inputError(`the ratings of player ${JSON.stringify(broken.id)} leave the range of numbers`),
    );
  }
  return ok({ players });
}

/** The score of the other player of a game. */
export function flip(score: Score): Score {
  return score === 1 ? 0 : score === 0 ? 1 : 0.5;
}

/**
 * Glickman's steps 2–8 for one player (no validation: see {@link ratePeriod}). A
 * player without games keeps rating and volatility; its RD widens to
 * φ* = √(φ² + σ²).
 */
export function updateRating(
  player: PlayerRating,
  encounters: readonly Encounter[],
  tau: number,
): PlayerRating {
  const mu = (player.rating - 1500) / GLICKO2_SCALE;
  const phi = player.rd / GLICKO2_SCALE;
  const sigma = player.vol;
  if (encounters.length === 0) {
    return { rating: player.rating, rd: Math.hypot(phi, sigma) * GLICKO2_SCALE, vol: sigma };
  }
  // Steps 3–4: the estimated variance v (through its inverse, the information) and
  // the sum behind the estimated improvement Δ = v · Σ g(φj)(sj − E).
  let information = 0;
  let surprise = 0;
  for (const { opponent, score } of encounters) {
    const muJ = (opponent.rating - 1500) / GLICKO2_SCALE;
    const gJ = g(opponent.rd / GLICKO2_SCALE);
    const expected = 1 / (1 + Math.exp(-gJ * (mu - muJ)));
    information += gJ * gJ * expected * (1 - expected);
    surprise += gJ * (score - expected);
  }
  // Results so lopsided that every expectation rounds to 0 or 1 carry no
  // information (v = ∞): the limit of steps 5–7 keeps σ and widens φ to φ*.
  const newSigma =
    information > 0 ? volatility(phi, sigma, 1 / information, surprise / information, tau) : sigma;
  const phiStar = Math.hypot(phi, newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + information);
  const newMu = mu + newPhi * newPhi * surprise;
  return {
    rating: GLICKO2_SCALE * newMu + 1500,
    rd: GLICKO2_SCALE * newPhi,
    vol: newSigma,
  };
}

function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

/** Step 5: the new volatility σ′, by the Illinois algorithm (Glickman 5.1–5.5). */
function volatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const phi2 = phi * phi;
  const delta2 = delta * delta;
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi2 + v + ex;
    return (ex * (delta2 - phi2 - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta2 > phi2 + v) {
    B = Math.log(delta2 - phi2 - v);
  } else {
    // Glickman steps k = 1, 2, 3, …; after 64 steps k doubles, so a tiny τ cannot
    // make the search for a bracket run for ever (for usual τ nothing changes).
    let k = 1;
    while (f(a - k * tau) < 0) k = k < 64 ? k + 1 : k * 2;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  // Illinois converges superlinearly; the bound only guards against NaN-free
  // pathological inputs ever spinning.
  for (let i = 0; Math.abs(B - A) > VOLATILITY_CONVERGENCE && i < 1000; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** Why a period cannot be rated, or undefined. */
function periodProblem(period: RatingPeriod): string | undefined {
  if (!isPositive(period.tau)) return `tau must be a positive number (got ${String(period.tau)})`;
  const seen = new Set<string>();
  for (const [i, p] of period.players.entries()) {
    if (seen.has(p.id)) return `players[${i}]: duplicate id ${JSON.stringify(p.id)}`;
    seen.add(p.id);
    if (!Number.isFinite(p.rating)) return `players[${i}].rating must be a finite number`;
    if (!isPositive(p.rd)) return `players[${i}].rd must be a positive number`;
    if (!isPositive(p.vol)) return `players[${i}].vol must be a positive number`;
  }
  for (const [i, game] of period.games.entries()) {
    for (const side of ['a', 'b'] as const) {
      if (!seen.has(game[side]))
        return `games[${i}].${side}: unknown player ${JSON.stringify(game[side])}`;
    }
    if (game.a === game.b) return `games[${i}]: player ${JSON.stringify(game.a)} plays itself`;
    if (!(SCORES as readonly number[]).includes(game.score))
      return `games[${i}].score must be 0, 0.5 or 1 (got ${String(game.score)})`;
  }
  return undefined;
}

function isPositive(x: number): boolean {
  return Number.isFinite(x) && x > 0;
}

import { inputError, type RuleError } from '../errors';
import { err, ok, type Result } from '../result';
import { ratePeriod, type GameResult, type PlayerRating } from './glicko2';
import { widenForIdle } from './idle';
import { pairwiseResults } from './pairwise';
import { boundRd, DEFAULT_TAU } from './system';

/** A player of a rated game as stored before it ended. */
export interface PlayerBeforeGame {
  readonly id: string;
  /** The stored rating ({@link NEW_PLAYER_RATING} for a first rated game). */
  readonly rating: PlayerRating;
  /** Whole rating periods since the player's last rated game: `idlePeriods(last, end)`. */
  readonly idlePeriods: number;
}

export interface RatingChange {
  readonly id: string;
  /** As stored before the game (so `after.rating − before.rating` is the change shown). */
  readonly before: PlayerRating;
  readonly after: PlayerRating;
}

/**
 * The platform's update for one rated game, which is one rating period at its end:
 * each player's RD first widens for the idle periods since their last rated game,
 * then Glicko-2 rates the game's results, then RD is kept within
 * [RD_FLOOR, RD_CEILING]. Changes come in the order of `players`.
 */
export function rateGame(
  players: readonly PlayerBeforeGame[],
  games: readonly GameResult[],
  tau: number = DEFAULT_TAU,
): Result<{ changes: RatingChange[] }, RuleError> {
  const idle = players.findIndex((p) => !Number.isSafeInteger(p.idlePeriods) || p.idlePeriods < 0);
  if (idle >= 0) return err(inputError(`players[${idle}].idlePeriods must be a whole number ≥ 0`));
  const rated = ratePeriod({
    tau,
    players: players.map((p) => ({ id: p.id, ...widenForIdle(p.rating, p.idlePeriods) })),
    games,
  });
  if (!rated.ok) return rated;
  const changes = players.map((p, i): RatingChange => {
    const { rating, rd, vol } = boundRd(rated.players[i] as PlayerRating);
    return { id: p.id, before: p.rating, after: { rating, rd, vol } };
  });
  return ok({ changes });
}

/**
 * {@link rateGame} for a finished game of 2–4 players from its final ranking
 * (best first, tied players in one group; see `pairwiseResults`).
 */
export function rateRankedGame(
  players: readonly PlayerBeforeGame[],
  ranking: readonly (readonly string[])[],
  tau: number = DEFAULT_TAU,
): Result<{ changes: RatingChange[] }, RuleError> {
  const paired = pairwiseResults(ranking);
  if (!paired.ok) return paired;
  const ids = new Set(players.map((p) => p.id));
  const missing = ranking.flat().find((id) => !ids.has(id));
  if (missing !== undefined)
    return err(inputError(`ranked player ${JSON.stringify(missing)} is not among the players`));
  return rateGame(players, paired.games, tau);
}

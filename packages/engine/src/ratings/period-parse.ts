import { inputError, type RuleError } from '../errors';
import { err, ok, type Result } from '../result';
import {
  SCORES,
  type GameResult,
  type RatedPlayer,
  type RatingPeriod,
  type Score,
} from './glicko2';

/**
 * The `wordrise rate` input, `{ "tau", "players": [{ "id", "rating", "rd", "vol" }],
 * "games": [{ "a", "b", "score" }] }`, checked for shape. Errors are INPUT errors
 * naming the field ("games[2].score must be 0, 0.5 or 1"); callers add the file
 * name. Ids and ranges are checked by `ratePeriod`.
 */
export function parseRatingPeriod(data: unknown): Result<{ period: RatingPeriod }, RuleError> {
  if (!isRecord(data)) return err(inputError('expected a JSON object'));
  const { tau, players, games } = data;
  if (typeof tau !== 'number') return err(inputError('"tau" must be a number'));
  if (!Array.isArray(players)) return err(inputError('"players" must be an array'));
  if (!Array.isArray(games)) return err(inputError('"games" must be an array'));

  const rated: RatedPlayer[] = [];
  for (const [i, p] of players.entries()) {
    if (!isRecord(p)) return err(inputError(`players[${i}] must be an object`));
    if (typeof p.id !== 'string') return err(inputError(`players[${i}].id must be a string`));
    for (const key of ['rating', 'rd', 'vol'] as const) {
      if (typeof p[key] !== 'number')
        return err(inputError(`players[${i}].${key} must be a number`));
    }
    rated.push({
      id: p.id,
      rating: p.rating as number,
      rd: p.rd as number,
      vol: p.vol as number,
    });
  }

  const results: GameResult[] = [];
  for (const [i, game] of games.entries()) {
    if (!isRecord(game)) return err(inputError(`games[${i}] must be an object`));
    const { a, b, score } = game;
    if (typeof a !== 'string') return err(inputError(`games[${i}].a must be a player id`));
    if (typeof b !== 'string') return err(inputError(`games[${i}].b must be a player id`));
    if (!isScore(score)) {
      return err(
        inputError(`games[${i}].score must be 0, 0.5 or 1 (got ${JSON.stringify(score)})`),
      );
    }
    results.push({ a, b, score });
  }
  return ok({ period: { tau, players: rated, games: results } });
}

function isScore(x: unknown): x is Score {
  return (SCORES as readonly unknown[]).includes(x);
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

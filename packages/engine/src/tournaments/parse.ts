/**
 * Validates a tournament state read from JSON. Every refusal is one phrase naming
 * the field (`results round 2: p3 appears twice`), as the CLI prints it.
 */
import { err, ok, type Result } from '../result';
import {
  TOURNAMENT_FORMATS,
  type RoundEntry,
  type RoundResults,
  type TournamentFormat,
  type TournamentPlayer,
  type TournamentState,
} from './types';

export const DEFAULT_BYE_SPREAD = 50;

class Invalid extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isFormat = (v: unknown): v is TournamentFormat =>
  (TOURNAMENT_FORMATS as readonly unknown[]).includes(v);

export function parseTournamentState(data: unknown): Result<{ state: TournamentState }, string> {
  try {
    return ok({ state: parse(data) });
  } catch (error) {
    if (error instanceof Invalid) return err(error.message);
    throw error;
  }
}

function parse(data: unknown): TournamentState {
  if (!isObject(data)) throw new Invalid('expected a JSON object');
  const { format } = data;
  if (!isFormat(format)) {
    throw new Invalid(
      `unknown format ${JSON.stringify(format)} (expected ${TOURNAMENT_FORMATS.join(', ')})`,
    );
  }
  const rounds = data.rounds ?? 0;
  if (!Number.isSafeInteger(rounds) || (rounds as number) < 0)
    throw new Invalid(`rounds must be a whole number ≥ 0, not ${JSON.stringify(data.rounds)}`);
  if (format === 'swiss' && data.rounds === undefined)
    throw new Invalid('rounds is required for a swiss tournament');

  const players = parsePlayers(data.players);
  const known = new Set(players.map((p) => p.id));
  const id = (v: unknown, where: string): string => {
    if (typeof v !== 'string') throw new Invalid(`${where} must be a player id`);
    if (!known.has(v)) throw new Invalid(`${where}: unknown player ${JSON.stringify(v)}`);
    return v;
  };

  const withdrawn = list(data.withdrawn, 'withdrawn').map((v, i) => id(v, `withdrawn[${i}]`));
  const forbidden = list(data.forbidden, 'forbidden').map((pair, i) => {
    if (!Array.isArray(pair) || pair.length !== 2)
      throw new Invalid(`forbidden[${i}] must be a pair of player ids`);
    const a = id(pair[0], `forbidden[${i}]`);
    const b = id(pair[1], `forbidden[${i}]`);
    if (a === b) throw new Invalid(`forbidden[${i}] pairs ${a} with itself`);
    return [a, b] as const;
  });
  const byeSpread = data.byeSpread ?? DEFAULT_BYE_SPREAD;
  if (typeof byeSpread !== 'number' || !Number.isFinite(byeSpread))
    throw new Invalid(`byeSpread must be a number, not ${JSON.stringify(data.byeSpread)}`);

  const results = list(data.results, 'results').map((round, r) =>
    parseRound(round, `results round ${r + 1}`, id),
  );
  return {
    format,
    rounds: rounds as number,
    players,
    withdrawn,
    forbidden,
    byeSpread,
    results,
  };
}

function list(v: unknown, field: string): readonly unknown[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new Invalid(`${field} must be a list`);
  return v;
}

function parsePlayers(v: unknown): TournamentPlayer[] {
  if (!Array.isArray(v) || v.length === 0) throw new Invalid('players must be a non-empty list');
  const seen = new Set<string>();
  return v.map((p: unknown, i) => {
    if (!isObject(p) || typeof p.id !== 'string' || p.id === '')
      throw new Invalid(`players[${i}] needs an "id" string`);
    if (seen.has(p.id)) throw new Invalid(`player ${JSON.stringify(p.id)} appears twice`);
    seen.add(p.id);
    if (p.rating !== undefined && (typeof p.rating !== 'number' || !Number.isFinite(p.rating)))
      throw new Invalid(`players[${i}].rating must be a number`);
    return p.rating === undefined ? { id: p.id } : { id: p.id, rating: p.rating };
  });
}

function parseRound(
  round: unknown,
  where: string,
  id: (v: unknown, where: string) => string,
): RoundResults {
  if (!Array.isArray(round)) throw new Invalid(`${where} must be a list of games`);
  const seen = new Set<string>();
  const once = (p: string) => {
    if (seen.has(p)) throw new Invalid(`${where}: ${p} appears twice`);
    seen.add(p);
  };
  return round.map((e: unknown, g): RoundEntry => {
    const at = `${where}, entry ${g + 1}`;
    if (!isObject(e)) throw new Invalid(`${at} must be an object`);
    const a = id(e.a, `${at} "a"`);
    if (e.bye !== undefined) {
      if (e.bye !== true || e.b !== undefined)
        throw new Invalid(`${at}: a bye is {"a": id, "bye": true}`);
      once(a);
      return { a, bye: true };
    }
    const b = id(e.b, `${at} "b"`);
    if (a === b) throw new Invalid(`${at}: ${a} plays itself`);
    if (e.score !== 1 && e.score !== 0.5 && e.score !== 0)
      throw new Invalid(`${at}: score must be 1, 0.5 or 0, not ${JSON.stringify(e.score)}`);
    const spread = e.spread ?? 0;
    if (typeof spread !== 'number' || !Number.isFinite(spread))
      throw new Invalid(`${at}: spread must be a number`);
    once(a);
    once(b);
    return { a, b, score: e.score, spread };
  });
}

/**
 * How a match is decided from its games: best of N (N odd), a game's correction
 * overriding its result, a match's correction overriding everything. A forfeit counts
 * as a win or loss by the bye spread. Seats alternate: odd games seat a first.
 */
import { DEFAULT_BYE_SPREAD } from '../parse';
import type { TournamentSettings } from './events';
import type { Correction, MatchOutcome, TournamentGame, TournamentMatch } from './state-types';

export const BYE_SPREAD = DEFAULT_BYE_SPREAD;

type Score = 1 | 0.5 | 0;

/** A forfeit for or against `entrantId`, as a's score and spread. */
function forfeit(m: TournamentMatch, c: Correction): { scoreA: Score; spread: number } {
  const aWins = (c.entrantId === m.a) === (c.kind === 'forfeit-win');
  return aWins ? { scoreA: 1, spread: BYE_SPREAD } : { scoreA: 0, spread: -BYE_SPREAD };
}

/**
 * What a game counts for in its match: a's score and spread; `void` does not count;
 * null while it runs.
 */
export function gameCounts(
  m: TournamentMatch,
  g: TournamentGame,
): { scoreA: Score; spread: number } | 'void' | null {
  if (g.correction?.kind === 'void') return 'void';
  if (g.correction) return forfeit(m, g.correction);
  return g.result ? { scoreA: g.result.scoreA, spread: g.result.spread } : null;
}

const isElimination = (s: Pick<TournamentSettings, 'format'>) =>
  s.format === 'single-elimination' || s.format === 'double-elimination';

export function matchOutcome(
  m: TournamentMatch,
  settings: Pick<TournamentSettings, 'format' | 'bestOf'>,
): MatchOutcome | null {
  if (m.b === null) return { kind: 'bye' };
  if (m.correction?.kind === 'void') return { kind: 'void' };
  if (m.correction) return { kind: 'played', ...forfeit(m, m.correction) };
  let a = 0;
  let b = 0;
  let played = 0;
  let spread = 0;
  for (const g of m.games) {
    const counts = gameCounts(m, g);
    if (counts === null) return null;
    if (counts === 'void') continue;
    played += 1;
    a += counts.scoreA;
    b += 1 - counts.scoreA;
    spread += counts.spread;
  }
  const need = Math.floor(settings.bestOf / 2) + 1;
  const clinched = Math.max(a, b) >= need && a !== b;
  // An elimination match needs a winner: a level match goes on past N games.
  const allPlayed = played >= settings.bestOf && (a !== b || !isElimination(settings));
  if (!clinched && !allPlayed) return null;
  return { kind: 'played', scoreA: a > b ? 1 : a < b ? 0 : 0.5, spread };
}

/** The winner of a decided match (null: a draw, a void, undecided). */
export function matchWinner(m: TournamentMatch): string | null {
  const o = m.outcome;
  if (!o || o.kind === 'void') return null;
  if (o.kind === 'bye') return m.a;
  return o.scoreA === 1 ? m.a : o.scoreA === 0 ? m.b : null;
}

/** Whether a game still runs (no result and no correction). */
export const gameRunning = (m: TournamentMatch, g: TournamentGame) => gameCounts(m, g) === null;

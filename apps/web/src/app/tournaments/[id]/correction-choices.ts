/**
 * What the organiser's correction form offers, by the server's rule (the engine's
 * `correct_result`): any match but a bye, and any of its games, finished or still being
 * played (a forfeit for a player who never turned up ends a running game at once); in an
 * elimination event, the last round's only (its later rounds were paired from the earlier).
 */
import { isElimination, type TournamentDetail } from '~/lib/tournaments';

type Match = TournamentDetail['rounds'][number]['matches'][number];
type Game = Match['games'][number];

export function correctableMatches(t: TournamentDetail): Match[] {
  const rounds = isElimination(t.settings.format) ? t.rounds.slice(-1) : t.rounds;
  return rounds.flatMap((r) => r.matches.filter((m) => m.b !== null));
}

/** The game's row still runs (nobody's result yet): a correction ends it. */
export const gameInPlay = (g: Game): boolean => g.status === 'playing' || g.status === 'open';

/** "game 2 (still being played)", "game 1 (finished)", "game 1 (forfeit win for Ana)". */
export function gameChoice(g: Game, name: (id: string | null) => string): string {
  const c = g.correction;
  const state = c
    ? c.kind === 'void'
      ? 'voided'
      : `${c.kind === 'forfeit-win' ? 'forfeit win' : 'forfeit loss'} for ${name(c.entrantId)}`
    : gameInPlay(g)
      ? 'still being played'
      : 'finished';
  return `game ${g.gameNumber} (${state})`;
}

/** "the whole match", said undecided while its result is still to come. */
export const matchChoice = (m: Match): string =>
  m.result === null ? 'the whole match (undecided)' : 'the whole match';

/**
 * The organiser's own match (they play in it too): they may only concede it, as the server
 * rules — a forfeit win for their opponent or a forfeit loss for themselves. Null otherwise.
 */
export function ownMatch(m: Match, me: string | null): { me: string; opponent: string } | null {
  if (me === null || m.b === null || (m.a !== me && m.b !== me)) return null;
  return { me, opponent: m.a === me ? m.b : m.a };
}

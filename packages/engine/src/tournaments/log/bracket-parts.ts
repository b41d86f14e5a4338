/**
 * Which part of a double-elimination bracket each match belongs to, read from the
 * results before its round: players without a loss meet in the winners' bracket, with
 * one loss in the losers' bracket; the grand final is the one match between the two;
 * two one-loss players meeting after it replay it (the reset). Other formats: none.
 */
import { matchWinner } from './match';
import type { TournamentLogState } from './state-types';

export type BracketPart = 'winners' | 'losers' | 'final' | 'reset';

export function bracketParts(s: TournamentLogState): Map<string, BracketPart> {
  const parts = new Map<string, BracketPart>();
  if (s.settings.format !== 'double-elimination') return parts;
  const losses = new Map<string, number>();
  let finalPlayed = false;
  for (const round of s.rounds) {
    for (const m of round.matches) {
      const la = losses.get(m.a) ?? 0;
      const lb = m.b === null ? la : (losses.get(m.b) ?? 0);
      const part: BracketPart =
        la !== lb ? 'final' : la === 0 ? 'winners' : finalPlayed ? 'reset' : 'losers';
      parts.set(m.matchId, part);
    }
    for (const m of round.matches) {
      if (parts.get(m.matchId) === 'final') finalPlayed = true;
      const winner = matchWinner(m);
      const loser = winner === null || m.b === null ? null : winner === m.a ? m.b : m.a;
      if (loser !== null) losses.set(loser, (losses.get(loser) ?? 0) + 1);
    }
  }
  return parts;
}

/**
 * Who counts as a tournament's players, and how far one of them got: what the lists
 * and a player's profile say about a tournament without showing all of it.
 */
import { bracketSize } from '../bracket';
import { roundRobinRounds } from '../round-robin';
import { matchWinner } from './match';
import type { TournamentEntrant, TournamentLogState } from './state-types';

/**
 * Whether the entrant is one of the tournament's players: before the start, an active
 * entrant (a place taken); from the start on, everyone who had a place then, whether
 * they are still in, were knocked out, withdrew or were removed since. (Those who
 * withdrew, were removed or dropped before the start did not take part.)
 */
export function isPlayer(s: Pick<TournamentLogState, 'startedAt'>, e: TournamentEntrant): boolean {
  return s.startedAt === null ? e.status === 'active' : e.played;
}

/** How many players the tournament counts (`isPlayer`): "3 of 16" before the start, then all who took part. */
export function playerCount(s: TournamentLogState): number {
  return s.entrants.filter((e) => isPlayer(s, e)).length;
}

/**
 * How far one player got, as their profile says it:
 * - `registered`: before the start;
 * - `playing`: running (or paused) and still in; `round` is the current round, `rounds`
 *   how many there will be (null where that depends on the results: double elimination);
 * - `placed`: over, the final standings' rank of `of` players (an elimination's winner too);
 * - `out`: knocked out of an elimination in `round` of `rounds` (null in double
 *   elimination, whose length depends on the results); over, a double elimination's
 *   players are `placed` instead;
 * - `withdrawn`, `removed`: left, or were removed, after the start;
 * - `cancelled`: called off after the start.
 * Null for an entrant who did not take part (`isPlayer`).
 */
export type TournamentPlacing =
  | { readonly kind: 'registered' }
  | { readonly kind: 'playing'; readonly round: number; readonly rounds: number | null }
  | { readonly kind: 'placed'; readonly rank: number; readonly of: number }
  | { readonly kind: 'out'; readonly round: number; readonly rounds: number | null }
  | { readonly kind: 'withdrawn' }
  | { readonly kind: 'removed' }
  | { readonly kind: 'cancelled' };

/** Rounds the tournament will have, when its format fixes them (null: double elimination). */
function totalRounds(s: TournamentLogState, players: number): number | null {
  switch (s.settings.format) {
    case 'swiss':
      return s.settings.rounds;
    case 'round-robin':
      return roundRobinRounds(players);
    case 'single-elimination':
      return Math.log2(bracketSize(Math.max(2, players)));
    case 'double-elimination':
      return null;
  }
}

/** The round of the entrant's elimination: their first lost match (single), second (double). */
function roundOut(s: TournamentLogState, entrantId: string): number | null {
  const format = s.settings.format;
  if (format !== 'single-elimination' && format !== 'double-elimination') return null;
  const lives = format === 'single-elimination' ? 1 : 2;
  let losses = 0;
  for (const r of s.rounds)
    for (const m of r.matches) {
      if (m.a !== entrantId && m.b !== entrantId) continue;
      const winner = matchWinner(m);
      if (winner !== null && winner !== entrantId && m.b !== null) losses += 1;
      if (losses >= lives) return r.round;
    }
  return null;
}

export function entrantPlacing(s: TournamentLogState, entrantId: string): TournamentPlacing | null {
  const e = s.entrants.find((x) => x.id === entrantId);
  if (!e || !isPlayer(s, e)) return null;
  if (s.startedAt === null) return s.status === 'registration' ? { kind: 'registered' } : null;
  if (e.status === 'withdrawn' || e.status === 'removed') return { kind: e.status };
  if (s.status === 'cancelled') return { kind: 'cancelled' };
  const players = playerCount(s);
  const rounds = totalRounds(s, players);
  const out = roundOut(s, entrantId);
  if (s.status === 'finished') {
    const rank = s.finalStandings?.find((x) => x.entrantId === entrantId)?.rank;
    // A single elimination ranks its players by how far they got (its standings' wins
    // and spread would order those knocked out in the same round by chance).
    if (out !== null && s.settings.format === 'single-elimination')
      return { kind: 'out', round: out, rounds };
    if (rank !== undefined) return { kind: 'placed', rank, of: players };
    return out === null ? null : { kind: 'out', round: out, rounds };
  }
  if (out !== null) return { kind: 'out', round: out, rounds };
  return { kind: 'playing', round: s.rounds.length, rounds };
}

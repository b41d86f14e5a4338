import type { TournamentLogState } from '@wordrise/engine';

/**
 * How many games `userId` has forfeited so far in a tournament (the count its forfeit limit
 * removes a player at), or null when they are not one of its entrants. The game page says
 * it before a resignation that would be one more.
 */
export function entrantForfeits(state: TournamentLogState, userId: string): number | null {
  const entrant = state.entrants.find((e) => e.userId === userId);
  return entrant ? entrant.forfeits : null;
}

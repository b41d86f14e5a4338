import type { Queryable } from '../db-types';
import { currentTournament } from './rebuilt';

/**
 * How many games `userId` has forfeited so far in a tournament (the count its forfeit limit
 * removes a player at), or null when they are not one of its entrants. The game page says
 * it before a resignation that would be one more.
 */
export async function entrantForfeits(
  db: Queryable,
  tournamentId: string,
  userId: string,
): Promise<number | null> {
  const found = await currentTournament(db, tournamentId);
  const entrant = found?.state.entrants.find((e) => e.userId === userId);
  return entrant ? entrant.forfeits : null;
}

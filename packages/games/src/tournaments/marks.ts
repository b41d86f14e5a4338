/** Which of some games are tournament games, and of which tournament (the lobby's mark). */
import { tournamentGames, tournaments } from '@wordrise/db';
import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db-types';
import type { TournamentGameMark } from './view-types';

export async function tournamentMarks(
  db: Queryable,
  gameIds: readonly string[],
): Promise<Map<string, TournamentGameMark>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .select({
      gameId: tournamentGames.gameId,
      tournamentId: tournamentGames.tournamentId,
      tournamentName: tournaments.name,
      round: tournamentGames.round,
      forfeitLimit: tournaments.forfeitLimit,
    })
    .from(tournamentGames)
    .innerJoin(tournaments, eq(tournaments.id, tournamentGames.tournamentId))
    .where(inArray(tournamentGames.gameId, [...gameIds]));
  return new Map(
    rows.map((r) => [
      r.gameId,
      {
        tournamentId: r.tournamentId,
        tournamentName: r.tournamentName,
        round: r.round,
        forfeitLimit: r.forfeitLimit,
      },
    ]),
  );
}

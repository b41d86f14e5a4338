import type { Queryable } from '../db-types';
import { entrantForfeits } from './entrant-forfeits';
import { gameCorrection, type GameCorrection } from './game-correction';
import { tournamentMarks } from './marks';
import { currentTournament } from './rebuilt';
import type { TournamentGameMark } from './view-types';

/** What the game page says of the tournament a game belongs to. */
export interface GameTournament extends TournamentGameMark {
  /** The viewer's forfeits in it so far; null when they are not an entrant (or signed out). */
  readonly yourForfeits: number | null;
  /** How the organiser corrected the game's or its match's result, or null. */
  readonly correction: GameCorrection | null;
}

/** The tournament `gameId` belongs to, as `viewerId` sees it from the game page; null: none. */
export async function gameTournament(
  db: Queryable,
  gameId: string,
  viewerId: string | null,
): Promise<GameTournament | null> {
  const mark = (await tournamentMarks(db, [gameId])).get(gameId);
  if (!mark) return null;
  // One read of the tournament (its revision, the log on a cache miss) serves both.
  const found = await currentTournament(db, mark.tournamentId);
  if (!found) return { ...mark, yourForfeits: null, correction: null };
  const yourForfeits =
    viewerId && mark.forfeitLimit > 0 ? entrantForfeits(found.state, viewerId) : null;
  return { ...mark, yourForfeits, correction: await gameCorrection(db, found.state, gameId) };
}

import { users } from '@wordrise/db';
import { findGameLocation, type CorrectionKind, type TournamentLogState } from '@wordrise/engine';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db-types';

/**
 * A correction the organiser made to a tournament game's result, or to the whole match it
 * belongs to. The game itself keeps the result it ended with; the game page says that the
 * tournament counts it otherwise.
 */
export interface GameCorrection {
  /** Whether the game itself or its whole match was corrected. */
  readonly target: 'game' | 'match';
  readonly kind: CorrectionKind;
  /** Who the forfeit is for (display name of today); null for a void. */
  readonly player: string | null;
  readonly reason: string;
}

/** The correction that decides how `gameId` counts in the tournament at `state`, or null. */
export async function gameCorrection(
  db: Queryable,
  state: TournamentLogState,
  gameId: string,
): Promise<GameCorrection | null> {
  // A game the log does not hold (a link written without its log entry) has no correction;
  // the game page still opens.
  const where = findGameLocation(state, gameId);
  if (!where) return null;
  const { match, game } = where;
  // A match's correction overrides its games' (the engine's `matchOutcome`).
  const [target, correction] = match.correction
    ? (['match', match.correction] as const)
    : (['game', game.correction ?? null] as const);
  if (!correction) return null;
  const entrant = state.entrants.find((e) => e.id === correction.entrantId);
  let player = entrant?.name ?? null;
  if (entrant?.userId) {
    const [user] = await db
      .select({ name: users.displayName })
      .from(users)
      .where(eq(users.id, entrant.userId));
    player = user?.name ?? player;
  }
  return { target, kind: correction.kind, player, reason: correction.reason };
}

import { eq, sql } from 'drizzle-orm';
import { gamePlayers, games } from '@wordrise/db';
import type { Queryable } from './db-types';

/** How a deleted account's seats read in every game it played. */
export const DELETED_PLAYER_NAME = 'deleted player';

/**
 * Renames every seat `userId` holds to `name`, in the seat rows and in each game's
 * cached state alike (seat names are part of a game's replay input, so both must
 * agree for the log to replay to the cached state). Games themselves are kept.
 */
export async function renameSeatsOf(db: Queryable, userId: string, name: string): Promise<number> {
  const seats = await db
    .update(gamePlayers)
    .set({ name })
    .where(eq(gamePlayers.userId, userId))
    .returning({ gameId: gamePlayers.gameId, seat: gamePlayers.seat });
  for (const { gameId, seat } of seats) {
    await db
      .update(games)
      .set({
        state: sql`jsonb_set(${games.state}, array['players', ${String(seat)}, 'name'], to_jsonb(${name}::text))`,
        revision: sql`${games.revision} + 1`,
      })
      .where(sql`${games.id} = ${gameId} and ${games.state} is not null`);
  }
  return seats.length;
}

import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { gamePlayers, games } from '@wordrise/db';
import type { Queryable } from './db-types';
import { topicsOfGame } from './hooks';
import { notifyChange } from './live/notify';

/** How a deleted account's seats read in every game it played. */
export const DELETED_PLAYER_NAME = 'deleted player';

/**
 * Renames every seat `userId` holds to `name`, in the seat rows and in each game's
 * cached state alike (seat names are part of a game's replay input, so both must
 * agree for the log to replay to the cached state). Games themselves are kept.
 * Pages of the games not yet over hear of it at commit (see `notifyRenamed`).
 */
export async function renameSeatsOf(db: Queryable, userId: string, name: string): Promise<number> {
  // The games' rows first, in one order: a move locks its game's row and then writes its
  // seats, so taking the seats first would deadlock with a move in one of these games.
  await db.execute(sql`
    select ${games.id} from ${games}
    where ${games.id} in (select ${gamePlayers.gameId} from ${gamePlayers} where ${gamePlayers.userId} = ${userId})
    order by ${games.id} for update`);
  // One statement for every game (a player may have thousands): a seat's name in the state.
  await db
    .update(games)
    .set({
      state: sql`jsonb_set(${games.state}, array['players', ${gamePlayers.seat}::text, 'name'], to_jsonb(${name}::text))`,
      revision: sql`${games.revision} + 1`,
    })
    .from(gamePlayers)
    .where(
      and(eq(gamePlayers.gameId, games.id), eq(gamePlayers.userId, userId), isNotNull(games.state)),
    );
  const seats = await db
    .update(gamePlayers)
    .set({ name })
    .where(eq(gamePlayers.userId, userId))
    .returning({ gameId: gamePlayers.gameId });
  await notifyRenamed(
    db,
    seats.map((s) => s.gameId),
  );
  return seats.length;
}

/**
 * Tells the open and running games among `gameIds` (their pages, their players' lists, the
 * lobby) that a seat's name changed, so a page left open shows the new name at once. A
 * finished game's pages are read afresh when opened: no notice for each of a player's
 * possibly thousands of past games.
 */
async function notifyRenamed(db: Queryable, gameIds: string[]): Promise<void> {
  if (gameIds.length === 0) return;
  const going = await db
    .select({
      id: games.id,
      status: games.status,
      revision: games.revision,
      moveNumber: games.moveNumber,
      listed: games.listed,
    })
    .from(games)
    .where(and(inArray(games.id, gameIds), inArray(games.status, ['open', 'playing'])));
  if (going.length === 0) return;
  const seats = await db
    .select({ gameId: gamePlayers.gameId, userId: gamePlayers.userId, heldBy: gamePlayers.heldBy })
    .from(gamePlayers)
    .where(
      inArray(
        gamePlayers.gameId,
        going.map((g) => g.id),
      ),
    );
  for (const game of going) {
    const topics = topicsOfGame(
      game,
      seats.filter((s) => s.gameId === game.id),
      true,
    );
    await notifyChange(db, {
      topics,
      gameId: game.id,
      status: game.status,
      revision: game.revision,
      moveNumber: game.moveNumber,
    });
  }
}

import { asc, eq } from 'drizzle-orm';
import { gameEvents, type EventActor } from '@wordrise/db';
import { viewEvent, type GameEvent, type Viewer } from '@wordrise/engine';
import type { Queryable } from './db-types';
import { loadGame } from './load';

export interface HistoryEntry {
  moveNumber: number;
  seat: number;
  actor: EventActor;
  /** The event as this viewer may see it (R30: others' racks and draws hidden while the game runs). */
  event: GameEvent;
  /** The acting seat's time left after the event (null without a clock). */
  clockMs: number | null;
  createdAt: Date;
}

/** The move log of a game for one viewer; the full log once the game is over. */
export async function readHistory(
  db: Queryable,
  gameId: string,
  viewerUserId: string | null,
): Promise<HistoryEntry[]> {
  const loaded = await loadGame(db, gameId);
  const mine = viewerUserId
    ? loaded.seats.find((s) => s.userId === viewerUserId && s.joinStatus === 'joined')
    : undefined;
  const viewer: Viewer = mine ? mine.seat : 'spectator';
  const status = loaded.game.state?.status ?? 'playing';
  const rows = await db
    .select()
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(asc(gameEvents.moveNumber));
  return rows.map((row) => ({
    moveNumber: row.moveNumber,
    seat: row.seat,
    actor: row.actor,
    event: viewEvent(row.event, viewer, status),
    clockMs: row.clockMs,
    createdAt: row.createdAt,
  }));
}

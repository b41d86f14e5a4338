import { and, eq, inArray, sql } from 'drizzle-orm';
import { gameEvents, games, type Database } from '@wordrise/db';
import type { Lexicon } from '@wordrise/engine';
import { submitAction } from './accept-move';
import { afterGameChange } from './hooks';
import { loadGame } from './load';
import { MOVES } from './ratings/rate-game';
import { badRequest, forbidden, over } from './refusal';

/** What leaving a running game did. */
export type LeaveOutcome = 'aborted' | 'forfeited';

/**
 * A player leaves a running game. Before their own first move (play, exchange or
 * pass) it costs nothing: the game is aborted — cancelled, with no result and no
 * rating. After it, leaving is a forfeit: the seat resigns, a loss.
 */
export async function leaveRunningGame(
  db: Database,
  input: { gameId: string; userId: string; lexicon: (wordList: string) => Lexicon },
): Promise<LeaveOutcome> {
  const aborted = await db.transaction(async (tx) => {
    const loaded = await loadGame(tx, input.gameId, { lock: true });
    const seat = loaded.seats.find((s) => s.userId === input.userId && s.joinStatus === 'joined');
    if (!seat) throw forbidden();
    const { game } = loaded;
    if (game.status === 'open') throw badRequest('The game has not started yet.');
    if (game.status !== 'playing') throw over();
    const [moved] = await tx
      .select({ move: gameEvents.moveNumber })
      .from(gameEvents)
      .where(
        and(
          eq(gameEvents.gameId, game.id),
          eq(gameEvents.seat, seat.seat),
          inArray(gameEvents.action, [...MOVES]),
        ),
      )
      .limit(1);
    if (moved) return false;
    const [updated] = await tx
      .update(games)
      .set({
        status: 'cancelled',
        toMoveSeat: null,
        clockDeadline: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
        revision: sql`${games.revision} + 1`,
      })
      .where(eq(games.id, game.id))
      .returning();
    await afterGameChange(tx, { game: updated!, seats: loaded.seats });
    return true;
  });
  if (aborted) return 'aborted';
  const { game } = await loadGame(db, input.gameId);
  await submitAction(db, {
    gameId: input.gameId,
    actor: { kind: 'player', userId: input.userId },
    action: { type: 'resign' },
    expectedMove: game.moveNumber,
    lexicon: input.lexicon,
  });
  return 'forfeited';
}

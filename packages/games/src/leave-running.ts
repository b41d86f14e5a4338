import { and, eq, inArray, sql } from 'drizzle-orm';
import { gameEvents, games, tournamentGames, type Database } from '@wordrise/db';
import type { Lexicon } from '@wordrise/engine';
import { submitAction } from './accept-move';
import { afterGameChange } from './hooks';
import type { Transaction } from './db-types';
import { loadGame, type LoadedGame } from './load';
import { MOVES } from './ratings/rate-game';
import { badRequest, forbidden, over } from './refusal';

/** What leaving a running game did. */
export type LeaveOutcome = 'aborted' | 'forfeited';

/**
 * A player leaves a running game. Before their own first move (play, exchange or
 * pass) it costs nothing: the game is aborted — cancelled, with no result and no
 * rating. After it, leaving is a forfeit: the seat resigns, a loss. A tournament game is
 * never aborted (its match needs a result): leaving it is a forfeit at any time, and one
 * before the player's first move counts toward the organiser's forfeit limit.
 *
 * The host of a pass-and-play game ends it for everyone at any time: it is aborted
 * the same way (the table got up; nobody wins). A seat that gives up while the others
 * play on resigns on its turn instead, like any move.
 */
export async function leaveRunningGame(
  db: Database,
  input: { gameId: string; userId: string; lexicon: (wordList: string) => Lexicon },
): Promise<LeaveOutcome> {
  const aborted = await db.transaction(async (tx) => {
    const loaded = await loadGame(tx, input.gameId, { lock: true });
    const { game } = loaded;
    const host = game.passAndPlay && game.createdBy === input.userId;
    const seat = loaded.seats.find((s) => s.userId === input.userId && s.joinStatus === 'joined');
    if (!seat && !host) throw forbidden();
    if (game.status === 'open') throw badRequest('The game has not started yet.');
    if (game.status !== 'playing') throw over();
    if (host || !seat) return abort(tx, loaded);
    const [inTournament] = await tx
      .select({ gameId: tournamentGames.gameId })
      .from(tournamentGames)
      .where(eq(tournamentGames.gameId, game.id));
    if (inTournament) return false;
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
    return abort(tx, loaded);
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

/** Cancels a running game: no result, no rating. */
async function abort(tx: Transaction, loaded: LoadedGame): Promise<true> {
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
    .where(eq(games.id, loaded.game.id))
    .returning();
  await afterGameChange(tx, { game: updated!, seats: loaded.seats });
  return true;
}

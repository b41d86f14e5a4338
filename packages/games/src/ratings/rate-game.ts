import { gameEvents, ratingChanges, ratings } from '@wordrise/db';
import {
  NEW_PLAYER_RATING,
  idlePeriods,
  rateRankedGame,
  speedOf,
  type PlayerBeforeGame,
  type Speed,
} from '@wordrise/engine';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db-types';
import type { EndedGame } from '../game-over';
import { fromColumns } from '../time-control';

/** The actions that count as a seat's move (a resignation or a timeout does not). */
export const MOVES = ['play', 'exchange', 'pass'] as const;

/**
 * Why a finished game changes no rating (or null: it is rated). `forfeit`: a tournament's
 * organiser ended it by their decision (a forfeit they gave, a player they removed), not
 * the board nor a player: forfeits are not rated in rated play (as NASPA and FIDE do).
 */
export type Unrated = 'casual' | 'bot' | 'forfeit' | 'aborted' | 'already rated';

/** The rating bucket a game counts in. */
export function ratingBucket(game: EndedGame['game']): { ruleset: string; speed: Speed } {
  return { ruleset: game.ruleset, speed: speedOf(fromColumns(game)) };
}

/**
 * The game-over step for ratings, run in the transaction that ends the game.
 * Only rated games of players (a bot seat is never rated, whatever the row
 * says); a game that ended before every seat made a move (play, exchange or
 * pass) is aborted and records nothing, and so does one a tournament's organiser ended
 * (an event of the `organiser` actor: their forfeit). Otherwise the players' rows are created
 * with the newcomer's values if missing, locked in user-id order (so two games
 * sharing a player serialize, never deadlock), and the game is rated as one
 * Glicko-2 period from its final ranking, after widening RD for the whole days
 * since each player's last rated game. A `rating_changes` row per player records
 * it (stamped after the locks, so a player's history is in the order applied),
 * with the player's final score and best play for the best-of boards; finding one for the game under the locks means it was rated already.
 * Returns why nothing changed, or null.
 */
export async function rateEndedGame(tx: Transaction, ended: EndedGame): Promise<Unrated | null> {
  const { game, seats } = ended;
  if (!game.rated) return 'casual';
  if (seats.some((s) => s.userId === null)) return 'bot';
  const [forfeited] = await tx
    .select({ moveNumber: gameEvents.moveNumber })
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, game.id), eq(gameEvents.actor, 'organiser')))
    .limit(1);
  if (forfeited) return 'forfeit';
  const userOf = new Map(seats.map((s) => [s.seat, s.userId as string]));
  const moved = await tx
    .selectDistinct({ seat: gameEvents.seat })
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, game.id), inArray(gameEvents.action, [...MOVES])));
  if (moved.length < seats.length || !game.result) return 'aborted';

  const { ruleset, speed } = ratingBucket(game);
  const endedAt = game.finishedAt ?? new Date();
  const userIds = [...userOf.values()].sort();
  await tx
    .insert(ratings)
    .values(userIds.map((userId) => ({ userId, ruleset, speed, ...NEW_PLAYER_RATING })))
    .onConflictDoNothing();
  const rows = [];
  for (const userId of userIds) {
    const [row] = await tx
      .select()
      .from(ratings)
      .where(
        and(eq(ratings.userId, userId), eq(ratings.ruleset, ruleset), eq(ratings.speed, speed)),
      )
      .for('update');
    if (!row) throw new Error(`rating row of ${userId} vanished`);
    rows.push(row);
  }
  const [done] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ratingChanges)
    .where(eq(ratingChanges.gameId, game.id));
  if ((done?.n ?? 0) > 0) return 'already rated';

  const players: PlayerBeforeGame[] = rows.map((r) => ({
    id: r.userId,
    rating: { rating: r.rating, rd: r.rd, vol: r.vol },
    idlePeriods: idlePeriods(r.lastRatedAt?.getTime() ?? null, endedAt.getTime()),
  }));
  const ranking = game.result.ranking.map((group) => group.map((seat) => userOf.get(seat) ?? ''));
  const rated = rateRankedGame(players, ranking);
  if (!rated.ok) throw new Error(`game ${game.id} cannot be rated: ${rated.error.message}`);

  for (const change of rated.changes) {
    await tx
      .update(ratings)
      .set({ ...change.after, games: sql`${ratings.games} + 1`, lastRatedAt: endedAt })
      .where(
        and(eq(ratings.userId, change.id), eq(ratings.ruleset, ruleset), eq(ratings.speed, speed)),
      );
  }
  const best = await bestPlaysOf(tx, game.id);
  const seatOf = new Map(seats.map((s) => [s.userId as string, s]));
  await tx.insert(ratingChanges).values(
    rated.changes.map((c) => ({
      gameId: game.id,
      userId: c.id,
      ruleset,
      speed,
      ratingBefore: c.before.rating,
      rdBefore: c.before.rd,
      volBefore: c.before.vol,
      ratingAfter: c.after.rating,
      rdAfter: c.after.rd,
      volAfter: c.after.vol,
      // The clock now, under the locks: a player's changes sort in the order they were applied.
      createdAt: sql`clock_timestamp()`,
      // For the best-of boards: the final score and the best play (its points and move).
      score: seatOf.get(c.id)?.score ?? null,
      bestPlayScore: best.get(seatOf.get(c.id)?.seat ?? -1)?.score ?? null,
      bestPlayMove: best.get(seatOf.get(c.id)?.seat ?? -1)?.moveNumber ?? null,
    })),
  );
  return null;
}

/** Each seat's highest-scoring play of the game (the earliest of equals), by seat. */
async function bestPlaysOf(
  tx: Transaction,
  gameId: string,
): Promise<Map<number, { score: number; moveNumber: number }>> {
  const rows = await tx
    .selectDistinctOn([gameEvents.seat], {
      seat: gameEvents.seat,
      score: gameEvents.score,
      moveNumber: gameEvents.moveNumber,
    })
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, gameId), eq(gameEvents.action, 'play')))
    .orderBy(asc(gameEvents.seat), desc(gameEvents.score), asc(gameEvents.moveNumber));
  return new Map(rows.map((r) => [r.seat, { score: r.score, moveNumber: r.moveNumber }]));
}

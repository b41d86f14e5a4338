import { and, eq, sql } from 'drizzle-orm';
import {
  gameEvents,
  gamePlayers,
  games,
  type EventActor,
  type SeatResult,
  type StoredResult,
} from '@wordrise/db';
import { ranking, type GameEvent, type GameState } from '@wordrise/engine';
import type { Transaction } from './db-types';
import { stale } from './refusal';
import { afterGameChange } from './hooks';
import type { LoadedGame, SeatRow } from './load';
import { allowanceMs, fromColumns, timeLeftMs } from './time-control';

/** Who caused an event, as stored with it. */
export interface EventAuthor {
  actor: EventActor;
  userId: string | null;
}

/** Time left on every seat's clock at the moment the game was loaded (null without a clock). */
export function clocksAt(loaded: LoadedGame): (number | null)[] {
  const { game, seats } = loaded;
  const tc = fromColumns(game);
  const turnStarted = game.turnStartedAt?.getTime() ?? null;
  const running = game.status === 'playing';
  return seats.map((s) =>
    timeLeftMs(tc, s.timeLeftMs, running && s.seat === game.toMoveSeat, turnStarted, loaded.nowMs),
  );
}

/** The seat to move has no time left (R25): the game must record its timeout first. */
export function expiredSeat(loaded: LoadedGame): number | null {
  const { game } = loaded;
  if (game.status !== 'playing' || game.toMoveSeat === null) return null;
  const left = clocksAt(loaded)[game.toMoveSeat];
  return left === 0 ? game.toMoveSeat : null;
}

/** R24/R29 standings as stored per seat: rank 1 is best; sole first = win, shared first = draw. */
export function seatResults(state: GameState): { rank: number; result: SeatResult }[] {
  const results: { rank: number; result: SeatResult }[] = state.players.map(() => ({
    rank: 0,
    result: 'loss',
  }));
  ranking(state).forEach((group, index) => {
    for (const seat of group) {
      results[seat] = {
        rank: index + 1,
        result: index > 0 ? 'loss' : group.length > 1 ? 'draw' : 'win',
      };
    }
  });
  return results;
}

function eventScore(event: GameEvent): number {
  if (event.type === 'play') return event.score;
  if (event.type === 'timeout') return -event.penalty;
  return 0;
}

/**
 * Appends an accepted event and brings the cached projection up to date, in
 * the caller's transaction with the game row locked (see `loadGame`): the event
 * row, the game's state, clock and status, every seat's score (and, at the end,
 * rank and result), then the notifications and follow-up jobs. Returns the game and its
 * seats as they are after the change (read at the same clock as `loaded`).
 */
export async function recordEvent(
  tx: Transaction,
  loaded: LoadedGame,
  applied: { state: GameState; event: GameEvent },
  author: EventAuthor,
): Promise<LoadedGame> {
  const { game, seats, nowMs } = loaded;
  const before = game.state;
  if (!before) throw new Error(`game ${game.id} has no state`);
  const { state: after, event } = applied;
  const tc = fromColumns(game);
  const over = after.status === 'over';
  const now = new Date(nowMs);

  // Clocks: only a seat acting on its own turn used time; its next turn starts from what is left.
  const clocks = clocksAt(loaded);
  const onTurn = event.seat === before.toMove;
  const actorLeft = event.type === 'timeout' ? 0 : (clocks[event.seat] ?? null);
  const stored = seats.map((s) => s.timeLeftMs);
  if (onTurn && tc.kind === 'realtime') stored[event.seat] = actorLeft;
  const turnStartedAt = over ? null : onTurn ? now : game.turnStartedAt;
  const allowance = allowanceMs(tc);
  let clockDeadline: Date | null = null;
  if (!over && allowance !== null && turnStartedAt) {
    const left = tc.kind === 'correspondence' ? allowance : (stored[after.toMove] ?? allowance);
    clockDeadline = new Date(turnStartedAt.getTime() + left);
  }

  const results = over ? seatResults(after) : null;
  const seatRows: SeatRow[] = seats.map((s) => ({
    ...s,
    score: after.players[s.seat]?.score ?? s.score,
    timeLeftMs: stored[s.seat] ?? null,
    rank: results?.[s.seat]?.rank ?? null,
    result: results?.[s.seat]?.result ?? null,
  }));
  const values = sql.join(
    seatRows.map(
      (s) =>
        sql`(${s.seat}::smallint, ${s.score}::integer, ${s.timeLeftMs}::bigint, ${s.rank}::smallint, ${s.result}::text)`,
    ),
    sql`, `,
  );

  // The three writes go out together (one round trip; the transaction's connection runs
  // them in order). If one fails the transaction is rolled back, so the others count for
  // nothing; the event's insert is judged first.
  const [inserted, gameUpdate, seatUpdate] = await Promise.allSettled([
    tx.insert(gameEvents).values({
      gameId: game.id,
      moveNumber: event.move,
      seat: event.seat,
      actor: author.actor,
      actorUserId: author.userId,
      action: event.type,
      score: eventScore(event),
      clockMs: actorLeft,
      event,
      createdAt: now,
    }),
    tx
      .update(games)
      .set({
        state: after,
        moveNumber: after.moveNumber,
        toMoveSeat: over ? null : after.toMove,
        turnStartedAt,
        clockDeadline,
        revision: sql`${games.revision} + 1`,
        updatedAt: now,
        ...(over
          ? {
              status: 'finished' as const,
              finishedAt: now,
              result: { ...after.result, ranking: ranking(after) } as StoredResult,
            }
          : {}),
      })
      .where(and(eq(games.id, game.id), eq(games.moveNumber, before.moveNumber)))
      .returning(),
    tx.execute(sql`
    update ${gamePlayers} as gp
    set score = v.score, time_left_ms = v.time_left_ms, rank = v.rank, result = v.result
    from (values ${values}) as v(seat, score, time_left_ms, rank, result)
    where gp.game_id = ${game.id} and gp.seat = v.seat`),
  ]);
  if (inserted.status === 'rejected') {
    // The primary key (game, move number) is the last line of defence against a double move.
    const error = inserted.reason as { cause?: { code?: string } };
    if (error.cause?.code === '23505') throw stale();
    throw inserted.reason;
  }
  if (gameUpdate.status === 'rejected') throw gameUpdate.reason;
  if (seatUpdate.status === 'rejected') throw seatUpdate.reason;
  const [updated] = gameUpdate.value;
  if (!updated) throw stale();

  await afterGameChange(tx, { game: updated, seats: seatRows });
  return { game: updated, seats: seatRows, nowMs };
}

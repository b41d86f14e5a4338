import { games, type EventActor, type SeatResult } from '@wordrise/db';
import { ranking, type GameEvent, type GameState } from '@wordrise/engine';
import type { Transaction } from './db-types';
import { stale } from './refusal';
import { afterGameChange } from './hooks';
import { rowReader, runSql, sqlState } from './raw-sql';
import { GAME, type GameRow, type LoadedGame, type SeatRow } from './load';
import { encodeMoveSnapshot } from './live/move-snapshot';
import type { FactsBeforeMove } from './snapshot';
import { clockRunsFrom, deadlineOf } from './clock-start';
import { fromColumns, timeLeftMs } from './time-control';

// Every move runs these three: written as SQL text, prepared once per connection (`raw-sql.ts`).
const INSERT_EVENT = `insert into game_events
  (game_id, move_number, seat, actor, actor_user_id, action, score, clock_ms, event, created_at)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb, $10::text::timestamptz)`;

/** The game row as the update returns it: all but the state, which the move already holds. */
const WRITTEN = rowReader(games, 'g', ['state']);

/** The cached state and clock; at the end also status, finish time and result. */
const UPDATE_GAME = `update ${GAME.table} set
    state = $3::text::jsonb, move_number = $4, to_move_seat = $5,
    turn_started_at = $6::text::timestamptz, clock_deadline = $7::text::timestamptz,
    revision = g.revision + 1, updated_at = $8::text::timestamptz,
    status = case when $9::boolean then 'finished' else g.status end,
    finished_at = case when $9::boolean then $8::text::timestamptz else g.finished_at end,
    result = case when $9::boolean then $10::text::jsonb else g.result end
  where g.id = $1 and g.move_number = $2
  returning ${WRITTEN.columns}`;

/** Every seat's score, clock, arrival and (at the end) rank and result, from parallel arrays. */
const UPDATE_SEATS = `update game_players gp
  set score = v.score, time_left_ms = v.time_left_ms, rank = v.rank, result = v.result,
    arrived_at = v.arrived_at
  from unnest($2::smallint[], $3::integer[], $4::bigint[], $5::smallint[], $6::text[],
      $7::text[]::timestamptz[])
    as v(seat, score, time_left_ms, rank, result, arrived_at)
  where gp.game_id = $1 and gp.seat = v.seat`;

/** The fields a change's notice and turn jobs are made from agree. */
function sameTurn(a: GameRow, b: GameRow): boolean {
  const time = (d: Date | null) => d?.getTime() ?? null;
  return (
    a.revision === b.revision &&
    a.moveNumber === b.moveNumber &&
    a.toMoveSeat === b.toMoveSeat &&
    a.status === b.status &&
    time(a.turnStartedAt) === time(b.turnStartedAt) &&
    time(a.clockDeadline) === time(b.clockDeadline)
  );
}

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
  const mover = game.status === 'playing' ? game.toMoveSeat : null;
  const runsFrom =
    mover === null || turnStarted === null ? null : clockRunsFrom(game, seats, mover, turnStarted);
  return seats.map((s) => timeLeftMs(tc, s.timeLeftMs, s.seat === mover, runsFrom, loaded.nowMs));
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
 * seats as they are after the change (read at the same clock as `loaded`). With the seats'
 * facts read with the lock (`facts`), the notice of a game that goes on carries the game as
 * the change left it (`move-snapshot.ts`).
 */
export async function recordEvent(
  tx: Transaction,
  loaded: LoadedGame,
  applied: { state: GameState; event: GameEvent },
  author: EventAuthor,
  facts?: FactsBeforeMove,
): Promise<LoadedGame> {
  const { game, seats, nowMs } = loaded;
  const before = game.state;
  if (!before) throw new Error(`game ${game.id} has no state`);
  const { state: after, event } = applied;
  const tc = fromColumns(game);
  const over = after.status === 'over';
  const now = new Date(nowMs);

  // Clocks: only the seat to move uses time. It keeps what is left when it acts (its next turn
  // starts from there), and when the game ends by another seat's act (a resignation) its
  // clock stops where it stands rather than going back to the start of its turn.
  const clocks = clocksAt(loaded);
  const onTurn = event.seat === before.toMove;
  const actorLeft = event.type === 'timeout' ? 0 : (clocks[event.seat] ?? null);
  const stored = seats.map((s) => s.timeLeftMs);
  if (tc.kind === 'realtime' && (onTurn || over)) {
    stored[before.toMove] = onTurn ? actorLeft : (clocks[before.toMove] ?? null);
  }
  const turnStartedAt = over ? null : onTurn ? now : game.turnStartedAt;

  const results = over ? seatResults(after) : null;
  // A player who acts is here, whether or not their page said so (`noteArrival`): while the
  // game waits for its players, their next turn's clock runs from its start.
  const arrives = author.actor === 'player' && (game.clockGraceUntil?.getTime() ?? 0) > nowMs;
  const seatRows: SeatRow[] = seats.map((s) => ({
    ...s,
    arrivedAt: arrives && s.seat === event.seat ? (s.arrivedAt ?? now) : s.arrivedAt,
    score: after.players[s.seat]?.score ?? s.score,
    timeLeftMs: stored[s.seat] ?? null,
    rank: results?.[s.seat]?.rank ?? null,
    result: results?.[s.seat]?.result ?? null,
  }));
  const clockDeadline =
    over || !turnStartedAt
      ? null
      : deadlineOf(game, seatRows, after.toMove, turnStartedAt.getTime());
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  const result = over ? { ...after.result, ranking: ranking(after) } : null;
  // The game row as the update below leaves it. While the game goes on, and the lock's read
  // said whether the job queue exists, its NOTIFY and turn jobs need nothing the writes
  // return, so they go out with them: one round trip for the whole change. The end of a
  // game runs its steps after the writes, on the row they return.
  const expected: GameRow = {
    ...game,
    state: after,
    moveNumber: after.moveNumber,
    toMoveSeat: over ? null : after.toMove,
    turnStartedAt,
    clockDeadline,
    revision: game.revision + 1,
    updatedAt: now,
    updatedMinute: minuteOf(now),
  };
  const early = !over && loaded.queue !== undefined;
  const stateJson = JSON.stringify(after);
  const snapshot =
    early && facts
      ? encodeMoveSnapshot({ game: expected, seats: seatRows, nowMs }, facts, stateJson)
      : undefined;
  // The writes go out together (the transaction's connection runs them in order). If one
  // fails the transaction is rolled back, so the others count for nothing; the event's
  // insert is judged first.
  const [inserted, gameUpdate, seatUpdate, hooked] = await Promise.allSettled([
    runSql(tx, INSERT_EVENT, [
      game.id,
      event.move,
      event.seat,
      author.actor,
      author.userId,
      event.type,
      eventScore(event),
      actorLeft,
      JSON.stringify(event),
      now.toISOString(),
    ]),
    runSql(tx, UPDATE_GAME, [
      game.id,
      before.moveNumber,
      stateJson,
      after.moveNumber,
      over ? null : after.toMove,
      iso(turnStartedAt),
      iso(clockDeadline),
      now.toISOString(),
      over,
      result ? JSON.stringify(result) : null,
    ]),
    runSql(tx, UPDATE_SEATS, [
      game.id,
      seatRows.map((s) => s.seat),
      seatRows.map((s) => s.score),
      seatRows.map((s) => s.timeLeftMs),
      seatRows.map((s) => s.rank),
      seatRows.map((s) => s.result),
      seatRows.map((s) => iso(s.arrivedAt)),
    ]),
    early
      ? afterGameChange(tx, {
          game: expected,
          seats: seatRows,
          queue: loaded.queue,
          nowMs,
          snapshot,
        })
      : null,
  ]);
  if (inserted.status === 'rejected') {
    // The primary key (game, move number) is the last line of defence against a double move.
    if (sqlState(inserted.reason) === '23505') throw stale();
    throw inserted.reason;
  }
  if (gameUpdate.status === 'rejected') throw gameUpdate.reason;
  if (seatUpdate.status === 'rejected') throw seatUpdate.reason;
  const [row] = gameUpdate.value;
  if (!row) throw stale();
  const updated: GameRow = { ...WRITTEN.read(row), state: after };

  if (early) {
    if (hooked.status === 'rejected') throw hooked.reason;
    // What was announced and scheduled must be what was written; else nothing commits.
    if (!sameTurn(expected, updated))
      throw new Error(`game ${game.id}: the update differs from its notice`);
  } else {
    await afterGameChange(tx, { game: updated, seats: seatRows, queue: loaded.queue, nowMs });
  }
  return { game: updated, seats: seatRows, nowMs, queue: loaded.queue };
}

/** What PostgreSQL generates for `games.updated_minute`: the time cut to its UTC minute. */
function minuteOf(at: Date): Date {
  return new Date(at.getTime() - (at.getTime() % 60_000));
}

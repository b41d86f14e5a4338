import { gamePlayers, games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { and, eq, sql, type Column } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANY_WORD } from '@wordrise/engine';
import {
  absentOpponents,
  ARRIVAL_GRACE_MS,
  claimAgainstAbsent,
  createStartedGame,
  MINUTE_MS,
  noteArrival,
  readGameDetail,
} from '../src/index';
import { clockRunsFromMs } from '../src/time-control';
import { CASUAL, makeUsers, playerFor, stateOf, type Player } from './helpers';

const t = useTestDatabase();
let ann: Player;
let ben: Player;

beforeAll(async () => {
  [ann, ben] = (await makeUsers(t, 'ann', 'ben')) as [Player, Player];
});

const FIVE_MINUTES = 5 * MINUTE_MS;

/** A game as a tournament pairs it: real-time, started by nobody at the board. Ann moves first (R6 picks her seat). */
async function pairedGame(waitForPlayers = true): Promise<string> {
  const { gameId } = await createStartedGame(t.db, {
    createdBy: ben.id,
    options: { ...CASUAL, timeControl: { kind: 'realtime', minutes: 5 } },
    seats: [{ userId: ann.id }, { userId: ben.id }],
    turnOrder: true,
    waitForPlayers,
  });
  return gameId;
}

const viewOf = (gameId: string) => readGameDetail(t.db, gameId, null);
const row = async (gameId: string) =>
  (await t.db.select().from(games).where(eq(games.id, gameId)))[0]!;
const arrivedAt = async (gameId: string, userId: string) =>
  (
    await t.db
      .select({ at: gamePlayers.arrivedAt })
      .from(gamePlayers)
      .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.userId, userId)))
  )[0]?.at ?? null;

async function seatOf(gameId: string, userId: string): Promise<number> {
  const [seat] = await t.db
    .select({ seat: gamePlayers.seat })
    .from(gamePlayers)
    .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.userId, userId)));
  return seat!.seat;
}

/** Pretends the game (its start, grace and current turn) began `ms` earlier. */
async function shiftBack(gameId: string, ms: number) {
  const back = (column: Column) => sql`${column} - make_interval(secs => ${ms / 1000})`;
  await t.db
    .update(games)
    .set({
      startedAt: back(games.startedAt),
      turnStartedAt: back(games.turnStartedAt),
      clockGraceUntil: back(games.clockGraceUntil),
      clockDeadline: back(games.clockDeadline),
    })
    .where(eq(games.id, gameId));
}

describe('a paired real-time game waits for its players (R25)', () => {
  it('holds the first mover’s clock until they open the game, for at most the grace', async () => {
    const gameId = await pairedGame();
    const view = await viewOf(gameId);
    const annSeat = await seatOf(gameId, ann.id);
    expect(view.toMove).toBe(annSeat);
    expect(view.players.map((p) => p.timeLeftMs)).toEqual([FIVE_MINUTES, FIVE_MINUTES]);
    const game = await row(gameId);
    const waitsUntil = view.clockWaitsUntil!.getTime();
    expect(waitsUntil).toBe(game.startedAt!.getTime() + ARRIVAL_GRACE_MS);
    expect(view.clockDeadline!.getTime()).toBe(waitsUntil + FIVE_MINUTES);

    // Nobody came: once the grace is over the clock runs from its end.
    await shiftBack(gameId, ARRIVAL_GRACE_MS + 30_000);
    const later = await viewOf(gameId);
    expect(later.clockWaitsUntil).toBeNull();
    expect(later.players[annSeat]!.timeLeftMs).toBeLessThanOrEqual(FIVE_MINUTES - 30_000);
    expect(later.players[annSeat]!.timeLeftMs).toBeGreaterThan(FIVE_MINUTES - 40_000);
    expect(later.players[1 - annSeat]!.timeLeftMs).toBe(FIVE_MINUTES);
  });

  it('starts the mover’s clock when they arrive, and brings the deadline forward', async () => {
    const gameId = await pairedGame();
    const before = await row(gameId);
    await noteArrival(t.db, gameId, ann.id);
    const after = await row(gameId);
    expect(await arrivedAt(gameId, ann.id)).toBeInstanceOf(Date);
    expect(after.revision).toBe(before.revision + 1);
    const view = await viewOf(gameId);
    expect(view.clockWaitsUntil).toBeNull();
    const arrived = (await arrivedAt(gameId, ann.id))!.getTime();
    expect(after.clockDeadline!.getTime()).toBe(arrived + FIVE_MINUTES);
    expect(after.clockDeadline!.getTime()).toBeLessThan(before.clockDeadline!.getTime());

    // A second visit changes nothing.
    await noteArrival(t.db, gameId, ann.id);
    expect((await row(gameId)).revision).toBe(after.revision);
    expect((await arrivedAt(gameId, ann.id))!.getTime()).toBe(arrived);
  });

  it('notes the other player’s arrival without touching the clock; their turn then runs at once', async () => {
    const gameId = await pairedGame();
    const before = await row(gameId);
    await noteArrival(t.db, gameId, ben.id);
    expect(await arrivedAt(gameId, ben.id)).toBeInstanceOf(Date);
    const after = await row(gameId);
    expect(after.revision).toBe(before.revision);
    expect(after.clockDeadline).toEqual(before.clockDeadline);

    const moved = await playerFor(t, ann).game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'pass' },
    });
    expect(moved.view.toMove).toBe(await seatOf(gameId, ben.id));
    expect(moved.view.clockWaitsUntil).toBeNull();
    const game = await row(gameId);
    expect(game.clockDeadline!.getTime()).toBe(game.turnStartedAt!.getTime() + FIVE_MINUTES);
  });

  it('gives a player who has not come by their first turn what is left of the grace', async () => {
    const gameId = await pairedGame();
    await noteArrival(t.db, gameId, ann.id);
    await playerFor(t, ann).game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });
    const view = await viewOf(gameId);
    const game = await row(gameId);
    const benSeat = await seatOf(gameId, ben.id);
    expect(view.toMove).toBe(benSeat);
    expect(view.clockWaitsUntil).toEqual(game.clockGraceUntil);
    expect(view.players[benSeat]!.timeLeftMs).toBe(FIVE_MINUTES);
    expect(game.clockDeadline!.getTime()).toBe(game.clockGraceUntil!.getTime() + FIVE_MINUTES);
    // Ann's own clock kept what she had: she came and moved within the grace she did not use.
    expect(view.players[1 - benSeat]!.timeLeftMs).toBeGreaterThan(FIVE_MINUTES - ARRIVAL_GRACE_MS);
  });

  it('counts a player who moves as arrived, though their page never said so', async () => {
    const gameId = await pairedGame();
    await playerFor(t, ann).game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });
    expect(await arrivedAt(gameId, ann.id)).toBeInstanceOf(Date);
    await noteArrival(t.db, gameId, ben.id);
    await playerFor(t, ben).game.submit({ gameId, expectedMove: 1, action: { type: 'pass' } });
    // Ann's second turn, still within the wait: her clock runs from its start.
    const view = await viewOf(gameId);
    expect(view.toMove).toBe(await seatOf(gameId, ann.id));
    expect(view.clockWaitsUntil).toBeNull();
    const game = await row(gameId);
    expect(game.clockDeadline!.getTime()).toBeLessThan(
      game.clockGraceUntil!.getTime() + FIVE_MINUTES,
    );
  });

  it('does not record an arrival after the grace: the clock already runs', async () => {
    const gameId = await pairedGame();
    await shiftBack(gameId, ARRIVAL_GRACE_MS + 1_000);
    const before = await row(gameId);
    await noteArrival(t.db, gameId, ann.id);
    expect(await arrivedAt(gameId, ann.id)).toBeNull();
    expect((await row(gameId)).revision).toBe(before.revision);
  });

  it('does not wait in a game its players started themselves', async () => {
    const gameId = await pairedGame(false);
    const game = await row(gameId);
    expect(game.clockGraceUntil).toBeNull();
    expect(game.clockDeadline!.getTime()).toBe(game.startedAt!.getTime() + FIVE_MINUTES);
    expect((await viewOf(gameId)).clockWaitsUntil).toBeNull();
    expect((await stateOf(t, gameId)).toMove).toBe(await seatOf(gameId, ann.id));
  });
});

describe('claiming a win against a player who has not come (R25)', () => {
  it('is refused while the game waits for them, and for a minute after the wait', async () => {
    const gameId = await pairedGame();
    const claim = () =>
      claimAgainstAbsent(t.db, { gameId, userId: ben.id, lexicon: () => ANY_WORD });
    const absent = async () => (await absentOpponents(t.db, { gameId, userId: ben.id })).seats;
    // The game is a minute and a half old, but Ann's clock has run for only half a minute.
    await shiftBack(gameId, ARRIVAL_GRACE_MS + 30_000);
    expect(await absent()).toEqual([]);
    await expect(claim()).rejects.toThrow('Every other player has been here');
    // A minute after her clock started, she is gone.
    await shiftBack(gameId, 31_000);
    const annSeat = await seatOf(gameId, ann.id);
    expect(await absent()).toEqual([annSeat]);
    expect(await claim()).toEqual({ seat: annSeat });
  });
});

describe('clockRunsFromMs', () => {
  const grace = 60_000;
  it('runs from the turn’s start without a grace, for a bot, or once the grace is over', () => {
    expect(clockRunsFromMs(1_000, null, { arrivedMs: null, waits: true })).toBe(1_000);
    expect(clockRunsFromMs(1_000, grace, { arrivedMs: null, waits: false })).toBe(1_000);
    expect(clockRunsFromMs(70_000, grace, { arrivedMs: null, waits: true })).toBe(70_000);
  });
  it('waits for an arrival within the grace, and never runs before the turn began', () => {
    expect(clockRunsFromMs(0, grace, { arrivedMs: null, waits: true })).toBe(grace);
    expect(clockRunsFromMs(0, grace, { arrivedMs: 20_000, waits: true })).toBe(20_000);
    expect(clockRunsFromMs(30_000, grace, { arrivedMs: 20_000, waits: true })).toBe(30_000);
  });
});

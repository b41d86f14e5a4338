import { gameEvents, games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { ANY_WORD } from '@wordrise/engine';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, expireClock, MINUTE_MS, TIME_RAN_OUT_MESSAGE } from '../src/index';
import {
  playerFor,
  eventCount,
  expectEveryGameReplays,
  expectRefusal,
  makeUsers,
  startTwoPlayerGame,
  stateOf,
  type PlayerActions,
  type Player,
} from './helpers';

const t = useTestDatabase();
let people: Player[] = [];
let [ann, ben, cat]: PlayerActions[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat');
  [ann, ben, cat] = people.map((p) => playerFor(t, p));
});

async function movers(gameId: string) {
  const state = await stateOf(t, gameId);
  return state.toMove === 0
    ? { mover: ann!, other: ben!, seat: 0, move: state.moveNumber }
    : { mover: ben!, other: ann!, seat: 1, move: state.moveNumber };
}

/** Pretends the current turn began `ms` ago. */
async function turnBegan(gameId: string, ms: number) {
  await t.db
    .update(games)
    .set({ turnStartedAt: sql`clock_timestamp() - make_interval(secs => ${ms / 1000})` })
    .where(eq(games.id, gameId));
}

describe('real-time clocks (minutes per player)', () => {
  it('show every seat’s time left; only the mover’s runs, and a move keeps what is left', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, {
      timeControl: { kind: 'realtime', minutes: 5 },
    });
    const { mover, seat } = await movers(gameId);
    const view = await ann!.game.view({ gameId });
    expect(view.players[1 - seat]?.timeLeftMs).toBe(5 * MINUTE_MS);
    expect(view.players[seat]?.timeLeftMs).toBeLessThanOrEqual(5 * MINUTE_MS);
    expect(view.clockDeadline).toBeInstanceOf(Date);

    await turnBegan(gameId, 90_000);
    const after = await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });
    const left = after.view.players[seat]!.timeLeftMs!;
    expect(left).toBeLessThanOrEqual(5 * MINUTE_MS - 90_000);
    expect(left).toBeGreaterThan(5 * MINUTE_MS - 95_000);
    const [event] = await t.db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId));
    expect(event?.clockMs).toBe(left);
    // The other seat's turn has begun with its whole allowance.
    expect(after.view.toMove).toBe(1 - seat);
    const deadline = after.view.clockDeadline!.getTime() - after.view.serverTime.getTime();
    expect(deadline).toBeGreaterThan(5 * MINUTE_MS - 5_000);
    expect(deadline).toBeLessThanOrEqual(5 * MINUTE_MS);
  });

  it('forfeits the game of a mover whose time ran out when they submit (R25)', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, {
      timeControl: { kind: 'realtime', minutes: 1 },
    });
    const { mover, seat } = await movers(gameId);
    await turnBegan(gameId, 61_000);
    expect((await ann!.game.view({ gameId })).players[seat]?.timeLeftMs).toBe(0);

    const refused = await expectRefusal(
      mover.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } }),
      'rule',
      'Your time ran out: the clock ended your game.',
    );
    expect(refused.rule).toBe('R25');
    const events = await t.db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId));
    expect(events).toMatchObject([
      { moveNumber: 0, seat, actor: 'clock', action: 'timeout', clockMs: 0, actorUserId: null },
    ]);
    const view = await ann!.game.view({ gameId });
    expect(view.status).toBe('finished');
    expect(view.result?.reason).toBe('timed-out');
    expect(view.players[1 - seat]?.result).toBe('win');
    expect(view.players[seat]).toMatchObject({ result: 'loss', timeLeftMs: 0 });
    expect(view.clockDeadline).toBeNull();
  });

  it('stops the clock of the seat to move where it stands when the other player resigns (R24, R25)', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, {
      timeControl: { kind: 'realtime', minutes: 3 },
    });
    const { other, seat } = await movers(gameId);
    await turnBegan(gameId, 25_000);
    const { view } = await other.game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'resign' },
    });
    expect(view.status).toBe('finished');
    // The 25 s (and more on a slow machine) the mover spent count; a minute is slack enough.
    const left = view.players[seat]!.timeLeftMs!;
    expect(left).toBeLessThanOrEqual(3 * MINUTE_MS - 25_000);
    expect(left).toBeGreaterThan(2 * MINUTE_MS - 25_000);
    // The clocks stay as the game ended, for everyone, later too.
    await turnBegan(gameId, 100_000);
    const later = await ann!.game.view({ gameId });
    expect(later.players[seat]?.timeLeftMs).toBe(left);
    expect(later.players[1 - seat]?.timeLeftMs).toBe(3 * MINUTE_MS);
  });

  it('records the timeout first when the other player acts, and tells them the game moved on', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, {
      timeControl: { kind: 'realtime', minutes: 1 },
    });
    const { other } = await movers(gameId);
    await turnBegan(gameId, 120_000);
    await expectRefusal(
      other.game.submit({ gameId, expectedMove: 0, action: { type: 'resign' } }),
      'stale',
    );
    const view = await other.game.view({ gameId });
    expect(view.status).toBe('finished');
    expect(view.players[view.yourSeat!]?.result).toBe('win');
  });
});

describe('a move that arrives after its player’s timeout', () => {
  it('is refused with “Your time ran out” once the clock has recorded the timeout', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, {
      timeControl: { kind: 'realtime', minutes: 1 },
    });
    const { mover, other } = await movers(gameId);
    await turnBegan(gameId, 61_000);
    // The worker's clock check gets there first; the mover's move was already on its way.
    expect(await expireClock(t.db, gameId, () => ANY_WORD)).toBe(true);

    const refused = await expectRefusal(
      mover.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } }),
      'rule',
      TIME_RAN_OUT_MESSAGE,
    );
    expect(refused.rule).toBe('R25');
    // Also after a refresh, and for any action.
    await expectRefusal(
      mover.game.submit({ gameId, expectedMove: 1, action: { type: 'resign' } }),
      'rule',
      TIME_RAN_OUT_MESSAGE,
    );
    // The other player is told the game moved on, as before.
    await expectRefusal(
      other.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } }),
      'stale',
    );
    expect(await eventCount(t, gameId)).toBe(1);
  });

  it('is refused the same way in a game that goes on without the timed-out seat', async () => {
    const { gameId } = await ann!.lobby.create({
      seats: 3,
      timeControl: { kind: 'realtime', minutes: 1 },
    });
    await ben!.lobby.join({ gameId });
    await cat!.lobby.join({ gameId });
    const state = await stateOf(t, gameId);
    const late = [ann!, ben!, cat!][state.toMove]!;
    await turnBegan(gameId, 61_000);
    expect(await expireClock(t.db, gameId, () => ANY_WORD)).toBe(true);
    expect((await stateOf(t, gameId)).status).toBe('playing');

    for (const expectedMove of [0, 1]) {
      await expectRefusal(
        late.game.submit({ gameId, expectedMove, action: { type: 'pass' } }),
        'rule',
        TIME_RAN_OUT_MESSAGE,
      );
    }
    expect(await eventCount(t, gameId)).toBe(1);
  });

  it('records an expired but unrecorded timeout and refuses the mover, whatever move they saw', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, {
      timeControl: { kind: 'realtime', minutes: 1 },
    });
    const { mover, seat } = await movers(gameId);
    await turnBegan(gameId, 61_000);
    await expectRefusal(
      mover.game.submit({ gameId, expectedMove: 7, action: { type: 'pass' } }),
      'rule',
      TIME_RAN_OUT_MESSAGE,
    );
    const events = await t.db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId));
    expect(events).toMatchObject([{ moveNumber: 0, seat, actor: 'clock', action: 'timeout' }]);
  });
});

describe('correspondence clocks (days per move)', () => {
  it('give each move the full allowance', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, {
      timeControl: { kind: 'correspondence', days: 2 },
    });
    const { mover, seat } = await movers(gameId);
    await turnBegan(gameId, DAY_MS);
    const view = await mover.game.view({ gameId });
    const left = view.players[seat]!.timeLeftMs!;
    expect(left).toBeLessThanOrEqual(DAY_MS);
    expect(left).toBeGreaterThan(DAY_MS - 5_000);
    expect(view.players[1 - seat]?.timeLeftMs).toBe(2 * DAY_MS);

    const after = await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });
    expect(after.view.players[seat]?.timeLeftMs).toBe(2 * DAY_MS);
    const next = await movers(gameId);
    await turnBegan(gameId, 2 * DAY_MS + 1_000);
    await expectRefusal(
      next.mover.game.submit({ gameId, expectedMove: 1, action: { type: 'pass' } }),
      'rule',
      /time ran out/,
    );
  });
});

describe('expireClock (for the worker’s scheduled checks)', () => {
  it('records a timeout only when the mover’s time is up', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, {
      timeControl: { kind: 'realtime', minutes: 3 },
    });
    expect(await expireClock(t.db, gameId, () => ANY_WORD)).toBe(false);
    await turnBegan(gameId, 3 * MINUTE_MS + 1);
    expect(await expireClock(t.db, gameId, () => ANY_WORD)).toBe(true);
    expect(await expireClock(t.db, gameId, () => ANY_WORD)).toBe(false);
    const events = await t.db
      .select()
      .from(gameEvents)
      .where(eq(gameEvents.gameId, gameId))
      .orderBy(asc(gameEvents.moveNumber));
    expect(events.map((e) => e.action)).toEqual(['timeout']);
    const untimed = await startTwoPlayerGame(ann!, ben!);
    await turnBegan(untimed, 365 * DAY_MS);
    expect(await expireClock(t.db, untimed, () => ANY_WORD)).toBe(false);
    expect((await ann!.game.view({ gameId: untimed })).players.map((p) => p.timeLeftMs)).toEqual([
      null,
      null,
    ]);
  });

  it('forfeits a correspondence player who does not move in their days (a loss), not before', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, {
      timeControl: { kind: 'correspondence', days: 2 },
      rated: true,
    });
    const { seat } = await movers(gameId);
    await turnBegan(gameId, 2 * DAY_MS - 60_000);
    expect(await expireClock(t.db, gameId, () => ANY_WORD)).toBe(false);
    await turnBegan(gameId, 2 * DAY_MS + 1_000);
    expect(await expireClock(t.db, gameId, () => ANY_WORD)).toBe(true);
    const view = await ann!.game.view({ gameId });
    expect(view.status).toBe('finished');
    expect(view.players[seat]?.result).toBe('loss');
    expect(view.players[1 - seat]?.result).toBe('win');
    expect(view.game?.players[seat]?.status).toBe('timed-out');
  });

  it('replays every started game to its cached state', async () => {
    expect(await expectEveryGameReplays(t)).toBeGreaterThanOrEqual(5);
  });
});

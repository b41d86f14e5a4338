import { gameEvents, gamePlayers, games, ratingChanges, ratings } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { ANY_WORD, HIDDEN_TILE } from '@wordrise/engine';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createPassAndPlayGame,
  createStartedGame,
  leaveRunningGame,
  listLiveGames,
  listOpenGames,
  oracleRequest,
  rackAtDevice,
  PASS_AND_PLAY_LIMITS,
  PASS_AND_PLAY_NAME_MESSAGE,
  PASS_AND_PLAY_OPTIONS_MESSAGE,
  PASS_AND_PLAY_SAME_NAMES_MESSAGE,
  PASS_AND_PLAY_SEATS_MESSAGE,
  type PassAndPlayInput,
} from '../src/index';
import {
  CASUAL,
  eventCount,
  expectEveryGameReplays,
  expectRefusal,
  makeUsers,
  openingPlay,
  playerFor,
  stateOf,
  type Player,
  type PlayerActions,
} from './helpers';

const t = useTestDatabase();
let host: Player;
let hostActs: PlayerActions;
let stranger: PlayerActions;
let strangerId = '';
let visitor: PlayerActions;

beforeAll(async () => {
  const [h, s] = await makeUsers(t, 'hana', 'sam');
  host = h!;
  hostActs = playerFor(t, host);
  stranger = playerFor(t, s!);
  strangerId = s!.id;
  visitor = playerFor(t, null);
});

const table = (names: string[], over: Partial<PassAndPlayInput> = {}) =>
  createPassAndPlayGame(t.db, host.id, {
    ruleset: 'wordrise',
    oracleAllowed: true,
    names,
    ...over,
  });

const lexicon = () => ANY_WORD;

describe('creating a pass-and-play game', () => {
  it('starts a casual, unlisted, unclocked game whose named seats the host holds', async () => {
    const { gameId } = await table(['Hana', ' Grandpa ', 'Lea']);
    const [row] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(row).toMatchObject({
      status: 'playing',
      passAndPlay: true,
      rated: false,
      listed: false,
      timeControl: 'none',
      createdBy: host.id,
      seats: 3,
    });
    const seats = await t.db
      .select()
      .from(gamePlayers)
      .where(eq(gamePlayers.gameId, gameId))
      .orderBy(asc(gamePlayers.seat));
    expect(seats.map((s) => [s.name, s.heldBy, s.userId, s.botLevel])).toEqual([
      ['Hana', host.id, null, null],
      ['Grandpa', host.id, null, null],
      ['Lea', host.id, null, null],
    ]);
    expect((await stateOf(t, gameId)).players.map((p) => p.name)).toEqual([
      'Hana',
      'Grandpa',
      'Lea',
    ]);
  });

  it('refuses too few or too many names, empty, long, control-character and repeated names', async () => {
    const before = await t.db.select({ id: games.id }).from(games);
    await expectRefusal(table(['Solo']), 'bad-request', /seats 2 to 4/);
    await expectRefusal(table(['A', 'B', 'C', 'D', 'E']), 'bad-request', /seats 2 to 4/);
    await expectRefusal(table(['A', '  ']), 'bad-request', PASS_AND_PLAY_NAME_MESSAGE);
    await expectRefusal(
      table(['A', 'x'.repeat(PASS_AND_PLAY_LIMITS.nameLength + 1)]),
      'bad-request',
      PASS_AND_PLAY_NAME_MESSAGE,
    );
    await expectRefusal(table(['A', 'B\u0007']), 'bad-request', PASS_AND_PLAY_NAME_MESSAGE);
    await expectRefusal(table(['Lea', 'LEA']), 'bad-request', PASS_AND_PLAY_SAME_NAMES_MESSAGE);
    expect(await t.db.select({ id: games.id }).from(games)).toHaveLength(before.length);
  });

  it('refuses held seats mixed with players, held by someone else, rated or clocked', async () => {
    const casual = CASUAL;
    const held = { heldBy: host.id, name: 'Lea' };
    await expectRefusal(
      createStartedGame(t.db, {
        createdBy: host.id,
        options: casual,
        seats: [held, { userId: host.id }],
      }),
      'bad-request',
      PASS_AND_PLAY_SEATS_MESSAGE,
    );
    const [other] = await makeUsers(t, 'otto');
    await expectRefusal(
      createStartedGame(t.db, {
        createdBy: other!.id,
        options: casual,
        seats: [held, { heldBy: host.id, name: 'Max' }],
      }),
      'bad-request',
      PASS_AND_PLAY_SEATS_MESSAGE,
    );
    for (const options of [
      { ...casual, rated: true },
      { ...casual, timeControl: { kind: 'realtime', minutes: 5 } as const },
    ]) {
      await expectRefusal(
        createStartedGame(t.db, {
          createdBy: host.id,
          options,
          seats: [held, { heldBy: host.id, name: 'Max' }],
        }),
        'bad-request',
        PASS_AND_PLAY_OPTIONS_MESSAGE,
      );
    }
  });

  it(`keeps at most ${PASS_AND_PLAY_LIMITS.runningGames} running games per host`, async () => {
    const [busy] = await makeUsers(t, 'busy');
    const make = () =>
      createPassAndPlayGame(t.db, busy!.id, {
        ruleset: 'wordrise',
        oracleAllowed: false,
        names: ['A', 'B'],
      });
    for (let i = 0; i < PASS_AND_PLAY_LIMITS.runningGames; i++) await make();
    await expectRefusal(make(), 'conflict', /10 pass-and-play games running/);
  });
});

describe('playing a pass-and-play game', () => {
  it('gives the host only the rack of the seat to move, when asked, and no draws in the history', async () => {
    const { gameId } = await table(['Ann', 'Ben', 'Cat']);
    const state = await stateOf(t, gameId);
    const view = await hostActs.game.view({ gameId });
    expect(view.passAndPlay).toBe(true);
    expect(view.yourSeat).toBe(state.toMove);
    // The view holds no rack: the mover's comes when its player asks for it.
    expect(view.game?.rack).toBeNull();
    expect(await rackAtDevice(t.db, gameId, host.id, 0)).toEqual({
      seat: state.toMove,
      moveNumber: 0,
      rack: state.players[state.toMove]!.rack,
    });
    expect(view.game?.revealed).toBeNull();
    const text = JSON.stringify(view);
    expect(text).not.toContain(state.seed);
    const history = await hostActs.game.history({ gameId });
    expect(history).toEqual([]);

    for (const other of [stranger, visitor]) {
      const seen = await other.game.view({ gameId });
      expect(seen.yourSeat).toBeNull();
      expect(seen.game?.rack).toBeNull();
    }
  });

  it('takes the host’s moves for each seat in turn, and gives the next mover’s rack after each', async () => {
    const { gameId } = await table(['Ann', 'Ben', 'Cat']);
    const movers: number[] = [];
    for (let move = 0; move < 3; move++) {
      const state = await stateOf(t, gameId);
      const mover = state.toMove;
      movers.push(mover);
      const action =
        move === 0
          ? { type: 'play' as const, placements: openingPlay(state.players[mover]!.rack) }
          : { type: 'pass' as const };
      const result = await hostActs.game.submit({ gameId, expectedMove: move, action });
      expect(result.event.seat).toBe(mover);
      const after = await stateOf(t, gameId);
      expect(result.view.yourSeat).toBe(after.toMove);
      expect(result.view.game?.rack).toBeNull();
      expect((await rackAtDevice(t.db, gameId, host.id, move + 1)).rack).toBe(
        after.players[after.toMove]!.rack,
      );
    }
    expect(new Set(movers).size).toBe(3);
    const events = await t.db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId));
    expect(events.map((e) => [e.actor, e.actorUserId])).toEqual(
      Array.from({ length: 3 }, () => ['player', host.id]),
    );
    // Each seat's draws stay hidden from the host's history while the game runs.
    const history = await hostActs.game.history({ gameId });
    expect(history[0]?.event.rack).toBe(HIDDEN_TILE.repeat(history[0]!.event.rack.length));
  });

  it('gives the host the Oracle for the mover’s rack only', async () => {
    const { gameId } = await table(['Ann', 'Ben']);
    const state = await stateOf(t, gameId);
    const request = await oracleRequest(t.db, gameId, host.id);
    expect(request.seat).toBe(state.toMove);
    expect(request.rack).toBe(state.players[state.toMove]!.rack);
  });

  it('refuses every move, the Oracle and ending the game to anyone but the host — writing nothing', async () => {
    const { gameId } = await table(['Ann', 'Ben']);
    for (const action of [{ type: 'pass' as const }, { type: 'resign' as const }]) {
      await expectRefusal(stranger.game.submit({ gameId, expectedMove: 0, action }), 'forbidden');
    }
    await expectRefusal(oracleRequest(t.db, gameId, strangerId), 'forbidden');
    await expectRefusal(
      leaveRunningGame(t.db, { gameId, userId: strangerId, lexicon }),
      'forbidden',
    );
    expect(await eventCount(t, gameId)).toBe(0);
    expect((await hostActs.game.view({ gameId })).status).toBe('playing');
  });

  it('lets a seat resign on its turn while the others play on; the host may end the game (aborted)', async () => {
    const { gameId } = await table(['Ann', 'Ben', 'Cat']);
    const first = (await stateOf(t, gameId)).toMove;
    await hostActs.game.submit({ gameId, expectedMove: 0, action: { type: 'resign' } });
    const after = await hostActs.game.view({ gameId });
    expect(after.status).toBe('playing');
    expect(after.game?.players[first]?.status).toBe('resigned');
    expect(after.yourSeat).not.toBe(first);

    expect(await leaveRunningGame(t.db, { gameId, userId: host.id, lexicon })).toBe('aborted');
    const ended = await hostActs.game.view({ gameId });
    expect(ended).toMatchObject({ status: 'cancelled', result: null, yourSeat: null });
    await expectRefusal(
      hostActs.game.submit({ gameId, expectedMove: 1, action: { type: 'pass' } }),
      'forbidden',
    );
  });
});

describe('the end and the lists', () => {
  it('ends like any game (R28 here), unrated: no rating, no change, every rack revealed', async () => {
    const { gameId } = await table(['Ann', 'Ben']);
    for (let move = 0; move < 6; move++) {
      await hostActs.game.submit({ gameId, expectedMove: move, action: { type: 'pass' } });
    }
    const view = await hostActs.game.view({ gameId });
    expect(view.status).toBe('finished');
    expect(view.rated).toBe(false);
    expect(view.result).toMatchObject({ reason: 'no-words' });
    expect(view.yourSeat).toBeNull();
    expect(view.game?.revealed?.racks).toHaveLength(2);
    expect(view.players.every((p) => p.ratingChange === null && p.rating === null)).toBe(true);
    expect(await t.db.select().from(ratingChanges).where(eq(ratingChanges.gameId, gameId))).toEqual(
      [],
    );
    expect(await t.db.select().from(ratings).where(eq(ratings.userId, host.id))).toEqual([]);
  });

  it('shows a running game in the host’s own list (their turn, as the mover), in nobody’s public list', async () => {
    const { gameId } = await table(['Ann', 'Ben']);
    const state = await stateOf(t, gameId);
    const mine = await hostActs.lobby.mine();
    const entry = mine.playing.find((g) => g.id === gameId);
    expect(entry).toMatchObject({ passAndPlay: true, yourTurn: true, yourSeat: state.toMove });
    expect((await stranger.lobby.mine()).playing.map((g) => g.id)).not.toContain(gameId);
    expect((await listLiveGames(t.db, 100)).map((g) => g.id)).not.toContain(gameId);
    expect((await listOpenGames(t.db, 100)).map((g) => g.id)).not.toContain(gameId);
  });

  it('replays every game from its log to its cached state', async () => {
    expect(await expectEveryGameReplays(t)).toBeGreaterThan(0);
  });
});

describe('pass and play with word challenges', () => {
  it('challenge: the next holder of the device challenges or accepts the last play, for the seat to move', async () => {
    const phonies = new Set<string>();
    const judged = playerFor(t, host, { has: (word) => !phonies.has(word) });
    const { gameId } = await table(['Ann', 'Ben'], { challenges: true });
    const [row] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(row?.wordChallenges).toBe(true);
    const state = await stateOf(t, gameId);
    const first = state.toMove;
    const phony = openingPlay(state.players[first]!.rack);
    phonies.add(phony.map((p) => p.letter).join(''));
    await judged.game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'play', placements: phony },
    });
    const seen = await judged.game.view({ gameId });
    // At one device the window waits for the next holder: no time limit.
    expect(seen.challengeWindow).toEqual({ seat: first, move: 0, closesAt: null, endsGame: false });
    expect(seen.yourSeat).toBe(1 - first);
    const challenged = await judged.game.submit({
      gameId,
      expectedMove: 1,
      action: { type: 'challenge' },
    });
    expect(challenged.event).toMatchObject({
      type: 'challenge',
      seat: 1 - first,
      challenged: first,
      upheld: true,
    });

    // The other seat's play, accepted by the next holder (the first seat again).
    const after = await stateOf(t, gameId);
    expect(after.toMove).toBe(1 - first);
    const valid = openingPlay(after.players[1 - first]!.rack);
    await judged.game.submit({
      gameId,
      expectedMove: 2,
      action: { type: 'play', placements: valid },
    });
    const accepted = await judged.game.submit({
      gameId,
      expectedMove: 3,
      action: { type: 'accept' },
    });
    expect(accepted.event).toMatchObject({ type: 'accept', seat: first, accepted: 1 - first });
    expect(accepted.view.challengeWindow).toBeNull();
    expect((await stateOf(t, gameId)).toMove).toBe(first);
  });

  it('challenge: with three seats the host names which opponent challenges; a failed challenge costs that seat its next turn', async () => {
    const { gameId } = await table(['Ann', 'Ben', 'Cat'], { challenges: true });
    const state = await stateOf(t, gameId);
    const first = state.toMove;
    const next = (first + 1) % 3;
    const third = (first + 2) % 3;
    await hostActs.game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'play', placements: openingPlay(state.players[first]!.rack) },
    });
    const before = await eventCount(t, gameId);
    // Not the play's own seat, not a seat the caller does not hold, not for another action.
    await expectRefusal(
      hostActs.game.submit({
        gameId,
        expectedMove: 1,
        action: { type: 'challenge' },
        heldSeat: first,
      }),
      'rule',
    );
    await expectRefusal(
      stranger.game.submit({
        gameId,
        expectedMove: 1,
        action: { type: 'challenge' },
        heldSeat: third,
      }),
      'forbidden',
    );
    await expectRefusal(
      hostActs.game.submit({ gameId, expectedMove: 1, action: { type: 'pass' }, heldSeat: next }),
      'bad-request',
    );
    expect(await eventCount(t, gameId)).toBe(before);

    // The third seat challenges while the device is with the next: every word is listed.
    const challenged = await hostActs.game.submit({
      gameId,
      expectedMove: 1,
      action: { type: 'challenge' },
      heldSeat: third,
    });
    expect(challenged.event).toMatchObject({
      type: 'challenge',
      seat: third,
      challenged: first,
      upheld: false,
    });
    // The device stays with the next holder; after their move the third seat's turn is lost.
    expect(challenged.view.yourSeat).toBe(next);
    await hostActs.game.submit({ gameId, expectedMove: 2, action: { type: 'pass' } });
    expect((await stateOf(t, gameId)).toMove).toBe(first);
    await expectEveryGameReplays(t);
  });
});

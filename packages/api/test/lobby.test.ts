import { BOT_LEVELS, BOT_PROFILES } from '@wordrise/engine';
import { gamePlayers, games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import {
  callerFor,
  expectEveryGameReplays,
  expectTRPCError,
  makeUsers,
  stateOf,
  type Caller,
} from './helpers';

const t = useTestDatabase();
let people: SessionUser[] = [];
let [ann, ben, cat, dan]: Caller[] = [];
const gameCount = async () => (await t.db.select({ n: count() }).from(games))[0]?.n ?? 0;

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat', 'dan');
  [ann, ben, cat, dan] = people.map((p) => callerFor(t, p));
});

describe('lobby.options', () => {
  it('lists the engine’s rulesets and the bot levels', async () => {
    const options = await callerFor(t, null).lobby.options();
    expect(options.rulesets).toContainEqual({
      key: 'wordrise',
      name: 'WordRise',
      minSeats: 2,
      maxSeats: 4,
    });
    expect(options.botLevels).toEqual(['beginner', 'casual', 'greedy', 'champion']);
    // The database's list of levels is the engine's, and each shows its measured strength.
    expect(options.botLevels).toEqual([...BOT_LEVELS]);
    for (const bot of options.bots) {
      expect(bot.averageScore).toBe(Math.round(BOT_PROFILES[bot.level].averageScore));
      expect(bot.averageScore).toBeGreaterThan(0);
    }
    const strength = options.bots.map((b) => b.averageScore);
    expect(strength).toEqual([...strength].sort((a, b) => a - b));
  });
});

describe('lobby.create and lobby.open', () => {
  it('opens a listed game with the creator in seat 0', async () => {
    const { gameId } = await ann!.lobby.create({
      seats: 3,
      timeControl: { kind: 'realtime', minutes: 10 },
      rated: true,
    });
    const open = await dan!.lobby.open();
    const listed = open.find((g) => g.id === gameId);
    expect(listed).toMatchObject({
      status: 'open',
      ruleset: 'wordrise',
      seats: 3,
      rated: true,
      oracleAllowed: false,
      timeControl: { kind: 'realtime', minutes: 10 },
      players: [{ seat: 0, username: 'ann', name: 'Ann', joinStatus: 'joined' }],
    });
    expect(JSON.stringify(listed)).not.toMatch(/seed/);
  });

  it('refuses bad options with a clear message, writing nothing', async () => {
    const before = await gameCount();
    const refusal = await expectTRPCError(
      ann!.lobby.create({ seats: 2, rated: true, oracleAllowed: true }),
      'BAD_REQUEST',
      'The Oracle is allowed only in casual games.',
    );
    expect(refusal.field).toBe('oracleAllowed');
    await expectTRPCError(
      ann!.lobby.create({ seats: 5 }),
      'BAD_REQUEST',
      'A WordRise game seats 2 to 4 players.',
    );
    await expectTRPCError(ann!.lobby.create({ seats: 1 }), 'BAD_REQUEST', /seats 2 to 4/);
    await expectTRPCError(
      ann!.lobby.create({ seats: 2, ruleset: 'chess' }),
      'BAD_REQUEST',
      'There is no ruleset called “chess”.',
    );
    // Malformed (zod): a clock of 0 minutes, an unknown clock, an unknown field.
    await expectTRPCError(
      ann!.lobby.create({ seats: 2, timeControl: { kind: 'realtime', minutes: 0 } }),
      'BAD_REQUEST',
    );
    await expectTRPCError(
      // @ts-expect-error -- malformed on purpose
      ann!.lobby.create({ seats: 2, timeControl: { kind: 'hourglass' } }),
      'BAD_REQUEST',
    );
    // @ts-expect-error -- malformed on purpose
    await expectTRPCError(ann!.lobby.create({ seats: 2, createdBy: people[1]!.id }), 'BAD_REQUEST');
    await expectTRPCError(callerFor(t, null).lobby.create({ seats: 2 }), 'UNAUTHORIZED');
    expect(await gameCount()).toBe(before);
  });
});

describe('lobby.join, lobby.leave, lobby.cancel', () => {
  it('seats players in joining order and starts the game when the last seat fills', async () => {
    const { gameId } = await ann!.lobby.create({ seats: 3 });
    expect(await ben!.lobby.join({ gameId })).toEqual({ seat: 1, started: false });
    await expectTRPCError(
      ben!.lobby.join({ gameId }),
      'BAD_REQUEST',
      'You are already in this game.',
    );
    expect(await cat!.lobby.join({ gameId })).toEqual({ seat: 2, started: true });

    const view = await ann!.game.view({ gameId });
    expect(view.status).toBe('playing');
    expect(view.players.map((p) => p.username)).toEqual(['ann', 'ben', 'cat']);
    const state = await stateOf(t, gameId);
    expect(state.players.map((p) => p.name)).toEqual(['Ann', 'Ben', 'Cat']);
    expect(state.players.every((p) => p.rack.length === 7)).toBe(true);
    expect(view.toMove).toBe(state.toMove); // R6 decided
    expect((await dan!.lobby.open()).some((g) => g.id === gameId)).toBe(false);

    await expectTRPCError(
      dan!.lobby.join({ gameId }),
      'CONFLICT',
      'This game has already started.',
    );
    await expectTRPCError(
      ben!.lobby.leave({ gameId }),
      'CONFLICT',
      'This game has already started.',
    );
    await expectTRPCError(
      ann!.lobby.cancel({ gameId }),
      'CONFLICT',
      'This game has already started.',
    );
  });

  it('lets a player leave before the start; later seats move up', async () => {
    const { gameId } = await ann!.lobby.create({ seats: 4 });
    await ben!.lobby.join({ gameId });
    await cat!.lobby.join({ gameId });
    expect(await ben!.lobby.leave({ gameId })).toEqual({ left: true });
    const seats = await t.db
      .select({ seat: gamePlayers.seat, userId: gamePlayers.userId })
      .from(gamePlayers)
      .where(eq(gamePlayers.gameId, gameId))
      .orderBy(gamePlayers.seat);
    expect(seats).toEqual([
      { seat: 0, userId: people[0]!.id },
      { seat: 1, userId: people[2]!.id },
    ]);
    await expectTRPCError(ben!.lobby.leave({ gameId }), 'FORBIDDEN', 'You are not in this game.');
    await expectTRPCError(
      ann!.lobby.leave({ gameId }),
      'BAD_REQUEST',
      'You created this game: cancel it instead.',
    );
  });

  it('lets only the creator cancel, and only before the start', async () => {
    const { gameId } = await ann!.lobby.create({ seats: 2 });
    await expectTRPCError(
      ben!.lobby.cancel({ gameId }),
      'FORBIDDEN',
      'Only the player who created this game can cancel it.',
    );
    expect(await ann!.lobby.cancel({ gameId })).toEqual({ cancelled: true });
    await expectTRPCError(ben!.lobby.join({ gameId }), 'CONFLICT', 'This game was cancelled.');
    expect((await ben!.lobby.open()).some((g) => g.id === gameId)).toBe(false);
    await expectTRPCError(
      ann!.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } }),
      'BAD_REQUEST',
      'This game was cancelled.',
    );
  });

  it('refuses unknown games and malformed ids', async () => {
    await expectTRPCError(
      ben!.lobby.join({ gameId: '00000000-0000-4000-8000-000000000000' }),
      'NOT_FOUND',
      'There is no such game.',
    );
    await expectTRPCError(ben!.lobby.join({ gameId: 'not-a-uuid' }), 'BAD_REQUEST');
    await expectTRPCError(
      callerFor(t, null).lobby.join({ gameId: '00000000-0000-4000-8000-000000000000' }),
      'UNAUTHORIZED',
    );
  });
});

describe('lobby.challenge and lobby.respond', () => {
  it('invites a player by username; accepting starts the game', async () => {
    const { gameId } = await ann!.lobby.challenge({
      username: 'BEN',
      timeControl: { kind: 'correspondence', days: 3 },
    });
    expect((await cat!.lobby.open()).some((g) => g.id === gameId)).toBe(false); // not listed
    const mine = await ben!.lobby.mine();
    expect(mine.invitations.map((g) => g.id)).toContain(gameId);
    expect((await ann!.lobby.mine()).waiting.map((g) => g.id)).toContain(gameId);

    await expectTRPCError(
      cat!.lobby.join({ gameId }),
      'FORBIDDEN',
      'This game is by invitation only.',
    );
    await expectTRPCError(
      cat!.lobby.respond({ gameId, accept: true }),
      'FORBIDDEN',
      'You have no invitation to this game.',
    );
    await expectTRPCError(
      ben!.lobby.join({ gameId }),
      'BAD_REQUEST',
      'You are invited to this game: accept the challenge instead.',
    );
    // An invited player cannot act in the game before accepting.
    await expectTRPCError(
      ben!.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } }),
      'FORBIDDEN',
    );

    expect(await ben!.lobby.respond({ gameId, accept: true })).toEqual({ started: true });
    const view = await ben!.game.view({ gameId });
    expect(view).toMatchObject({
      status: 'playing',
      yourSeat: 1,
      timeControl: { kind: 'correspondence', days: 3 },
    });
    expect((await ben!.lobby.mine()).playing.find((g) => g.id === gameId)).toMatchObject({
      yourSeat: 1,
      yourTurn: view.toMove === 1,
    });
  });

  it('declining cancels the challenge', async () => {
    const { gameId } = await ann!.lobby.challenge({ username: 'cat' });
    expect(await cat!.lobby.respond({ gameId, accept: false })).toEqual({ started: false });
    expect((await ann!.game.view({ gameId })).status).toBe('cancelled');
    expect((await cat!.lobby.mine()).invitations.some((g) => g.id === gameId)).toBe(false);
    await expectTRPCError(
      cat!.lobby.respond({ gameId, accept: true }),
      'CONFLICT',
      'This game was cancelled.',
    );
  });

  it('refuses unknown players, yourself, and the Oracle in rated games', async () => {
    const before = await gameCount();
    const error = await expectTRPCError(
      ann!.lobby.challenge({ username: 'zed' }),
      'NOT_FOUND',
      'There is no player called “zed”.',
    );
    expect(error.field).toBe('username');
    await expectTRPCError(
      ann!.lobby.challenge({ username: 'Ann' }),
      'BAD_REQUEST',
      'You can’t challenge yourself.',
    );
    await expectTRPCError(
      ann!.lobby.challenge({ username: 'ben', rated: true, oracleAllowed: true }),
      'BAD_REQUEST',
      'The Oracle is allowed only in casual games.',
    );
    expect(await gameCount()).toBe(before);
  });
});

describe('lobby.playBot', () => {
  it('starts a casual game against a bot at once', async () => {
    const { gameId } = await dan!.lobby.playBot({ botLevel: 'greedy', oracleAllowed: true });
    const view = await dan!.game.view({ gameId });
    expect(view).toMatchObject({
      status: 'playing',
      rated: false,
      oracleAllowed: true,
      yourSeat: 0,
      listed: false,
    });
    expect(view.players).toMatchObject([
      { seat: 0, username: 'dan', botLevel: null },
      { seat: 1, name: 'Greedy bot', botLevel: 'greedy', userId: null },
    ]);
    expect((await dan!.lobby.mine()).playing.map((g) => g.id)).toContain(gameId);
  });

  it('refuses an unknown bot level', async () => {
    // @ts-expect-error -- malformed on purpose
    await expectTRPCError(dan!.lobby.playBot({ botLevel: 'grandmaster' }), 'BAD_REQUEST');
  });
});

describe('lobby.mine', () => {
  it('needs a signed-in player', async () => {
    await expectTRPCError(callerFor(t, null).lobby.mine(), 'UNAUTHORIZED');
  });

  it('replays every started game to its cached state', async () => {
    expect(await expectEveryGameReplays(t)).toBeGreaterThan(0);
  });
});

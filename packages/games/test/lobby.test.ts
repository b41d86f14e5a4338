import { gamePlayers, games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { CURRENT_RNG_VERSION, CURRENT_RULES_VERSION } from '@wordrise/engine';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOBBY_LIMITS } from '../src/index';
import {
  playerFor,
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
let [ann, ben, cat, dan]: PlayerActions[] = [];
const gameCount = async () => (await t.db.select({ n: count() }).from(games))[0]?.n ?? 0;

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat', 'dan');
  [ann, ben, cat, dan] = people.map((p) => playerFor(t, p));
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
    const refusal = await expectRefusal(
      ann!.lobby.create({ seats: 2, rated: true, oracleAllowed: true }),
      'bad-request',
      'The Oracle is allowed only in casual games.',
    );
    expect(refusal.field).toBe('oracleAllowed');
    await expectRefusal(
      ann!.lobby.create({ seats: 5 }),
      'bad-request',
      'A WordRise game seats 2 to 4 players.',
    );
    await expectRefusal(ann!.lobby.create({ seats: 1 }), 'bad-request', /seats 2 to 4/);
    await expectRefusal(
      ann!.lobby.create({ seats: 2, ruleset: 'chess' }),
      'bad-request',
      'There is no ruleset called “chess”.',
    );
    expect(await gameCount()).toBe(before);
  });
});

describe('lobby.join, lobby.leave, lobby.cancel', () => {
  it('seats players in joining order and starts the game when the last seat fills', async () => {
    const { gameId } = await ann!.lobby.create({ seats: 3 });
    expect(await ben!.lobby.join({ gameId })).toEqual({ seat: 1, started: false });
    await expectRefusal(
      ben!.lobby.join({ gameId }),
      'bad-request',
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

    await expectRefusal(dan!.lobby.join({ gameId }), 'conflict', 'This game has already started.');
    await expectRefusal(ben!.lobby.leave({ gameId }), 'conflict', 'This game has already started.');
    await expectRefusal(
      ann!.lobby.cancel({ gameId }),
      'conflict',
      'This game has already started.',
    );
  });

  it('R5, R30: a game opened before the randomness and rules versions changed starts under the current ones', async () => {
    const { gameId } = await ann!.lobby.create({ seats: 2 });
    // As a row written by an older release: nothing is dealt while a game is open.
    await t.db.update(games).set({ rngVersion: 1, rulesVersion: 1 }).where(eq(games.id, gameId));
    expect(await ben!.lobby.join({ gameId })).toEqual({ seat: 1, started: true });
    const [row] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(row).toMatchObject({
      rngVersion: CURRENT_RNG_VERSION,
      rulesVersion: CURRENT_RULES_VERSION,
    });
    const state = await stateOf(t, gameId);
    expect(state).toMatchObject({
      rngVersion: CURRENT_RNG_VERSION,
      rulesVersion: CURRENT_RULES_VERSION,
    });
    await expectEveryGameReplays(t);
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
    await expectRefusal(ben!.lobby.leave({ gameId }), 'forbidden', 'You are not in this game.');
    await expectRefusal(
      ann!.lobby.leave({ gameId }),
      'bad-request',
      'You created this game: cancel it instead.',
    );
  });

  it('lets only the creator cancel, and only before the start', async () => {
    const { gameId } = await ann!.lobby.create({ seats: 2 });
    await expectRefusal(
      ben!.lobby.cancel({ gameId }),
      'forbidden',
      'Only the player who created this game can cancel it.',
    );
    expect(await ann!.lobby.cancel({ gameId })).toEqual({ cancelled: true });
    await expectRefusal(ben!.lobby.join({ gameId }), 'conflict', 'This game was cancelled.');
    expect((await ben!.lobby.open()).some((g) => g.id === gameId)).toBe(false);
    await expectRefusal(
      ann!.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } }),
      'bad-request',
      'This game was cancelled.',
    );
  });

  it('refuses unknown games', async () => {
    await expectRefusal(
      ben!.lobby.join({ gameId: '00000000-0000-4000-8000-000000000000' }),
      'not-found',
      'There is no such game.',
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
    expect((await ben!.lobby.invitations()).items.map((g) => g.id)).toContain(gameId);
    expect((await ann!.lobby.sentChallenges()).items.map((g) => g.id)).toContain(gameId);
    expect((await ann!.lobby.mine()).waiting.map((g) => g.id)).not.toContain(gameId);

    await expectRefusal(
      cat!.lobby.join({ gameId }),
      'forbidden',
      'This game is by invitation only.',
    );
    await expectRefusal(
      cat!.lobby.respond({ gameId, accept: true }),
      'forbidden',
      'You have no invitation to this game.',
    );
    await expectRefusal(
      ben!.lobby.join({ gameId }),
      'bad-request',
      'You are invited to this game: accept the challenge instead.',
    );
    // An invited player cannot act in the game before accepting.
    await expectRefusal(
      ben!.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } }),
      'forbidden',
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
    expect((await cat!.lobby.invitations()).items.some((g) => g.id === gameId)).toBe(false);
    await expectRefusal(
      cat!.lobby.respond({ gameId, accept: true }),
      'conflict',
      'This game was cancelled.',
    );
  });

  it('refuses unknown players, yourself, and the Oracle in rated games', async () => {
    const before = await gameCount();
    const error = await expectRefusal(
      ann!.lobby.challenge({ username: 'zed' }),
      'not-found',
      'There is no player called “zed”.',
    );
    expect(error.field).toBe('username');
    await expectRefusal(
      ann!.lobby.challenge({ username: 'Ann' }),
      'bad-request',
      'You can’t challenge yourself.',
    );
    await expectRefusal(
      ann!.lobby.challenge({ username: 'ben', rated: true, oracleAllowed: true }),
      'bad-request',
      'The Oracle is allowed only in casual games.',
    );
    expect(await gameCount()).toBe(before);
  });
});

describe('lobby limits', () => {
  it('caps the open games a player created; a start or a cancel makes room', async () => {
    const [opener, joiner] = (await makeUsers(t, 'opener', 'joiner')).map((p) => playerFor(t, p));
    const ids: string[] = [];
    for (let i = 0; i < LOBBY_LIMITS.openGames; i++) {
      ids.push((await opener!.lobby.create({ seats: 2 })).gameId);
    }
    const before = await gameCount();
    await expectRefusal(
      opener!.lobby.create({ seats: 2 }),
      'conflict',
      `You already have ${LOBBY_LIMITS.openGames} open games waiting for players: cancel one before opening another.`,
    );
    expect(await gameCount()).toBe(before);
    // Challenges and bot games are counted apart.
    await opener!.lobby.challenge({ username: 'joiner' });
    await opener!.lobby.playBot({ botLevel: 'beginner' });

    await joiner!.lobby.join({ gameId: ids[0]! }); // started: no longer open
    await opener!.lobby.create({ seats: 2 });
    await expectRefusal(opener!.lobby.create({ seats: 2 }), 'conflict', /open games/);
    await opener!.lobby.cancel({ gameId: ids[1]! });
    await opener!.lobby.create({ seats: 2 });
  });

  it('holds the cap when many requests arrive at once', async () => {
    const [racer] = await makeUsers(t, 'racer');
    const caller = playerFor(t, racer!);
    const results = await Promise.allSettled(
      Array.from({ length: LOBBY_LIMITS.openGames + 5 }, () => caller.lobby.create({ seats: 2 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(LOBBY_LIMITS.openGames);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r.reason as Error).message).toMatch(/open games waiting for players/);
    }
  });

  it('caps pending challenges, overall and to one opponent; an answer makes room', async () => {
    const { pendingChallenges, challengesToOnePlayer } = LOBBY_LIMITS;
    // Enough opponents to reach the overall cap without passing the cap to one of them.
    const names = Array.from(
      { length: Math.ceil(pendingChallenges / challengesToOnePlayer) },
      (_, i) => `rival${i}`,
    );
    const [sender, first] = await makeUsers(t, 'sender', ...names);
    const send = playerFor(t, sender!);
    const sent: string[] = [];
    for (let i = 0; i < challengesToOnePlayer; i++) {
      sent.push((await send.lobby.challenge({ username: 'rival0' })).gameId);
    }
    const before = await gameCount();
    await expectRefusal(
      send.lobby.challenge({ username: 'rival0' }),
      'conflict',
      `You already have ${challengesToOnePlayer} challenges waiting for Rival0’s answer: cancel one before sending another.`,
    );
    expect(await gameCount()).toBe(before);
    await playerFor(t, first!).lobby.respond({ gameId: sent[0]!, accept: false });
    sent[0] = (await send.lobby.challenge({ username: 'rival0' })).gameId;

    for (let i = challengesToOnePlayer; i < pendingChallenges; i++) {
      await send.lobby.challenge({ username: names[Math.floor(i / challengesToOnePlayer)]! });
    }
    const full = await gameCount();
    await expectRefusal(
      send.lobby.challenge({ username: 'ann' }),
      'conflict',
      `You already have ${pendingChallenges} challenges waiting for an answer: cancel one before sending another.`,
    );
    expect(await gameCount()).toBe(full);
    expect((await send.lobby.sentChallenges({ limit: 50 })).items).toHaveLength(pendingChallenges);
    await send.lobby.cancel({ gameId: sent[1]! });
    await send.lobby.challenge({ username: 'ann' });
  });
});

describe('invitations apart from running games', () => {
  it('keeps a player’s running games in view however many challenges strangers send', async () => {
    const strangers = Array.from({ length: 34 }, (_, i) => `stranger${i}`);
    const [victim, friend, ...rest] = await makeUsers(t, 'victim', 'friend', ...strangers);
    const [vic, fay] = [victim!, friend!].map((p) => playerFor(t, p));
    const running = await startTwoPlayerGame(fay!, vic!);
    const challenged: string[] = [];
    for (const stranger of rest) {
      const caller = playerFor(t, stranger);
      for (let i = 0; i < LOBBY_LIMITS.challengesToOnePlayer; i++) {
        challenged.push((await caller.lobby.challenge({ username: 'victim' })).gameId);
      }
    }
    expect(challenged.length).toBeGreaterThan(100);

    const mine = await vic!.lobby.mine();
    expect(mine.playing.map((g) => g.id)).toEqual([running]);
    expect(mine.waiting).toEqual([]);

    // Every invitation, newest first, a page at a time.
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<PlayerActions['lobby']['invitations']>> =
        await vic!.lobby.invitations({ cursor, limit: 25 });
      expect(page.items.length).toBeLessThanOrEqual(25);
      seen.push(...page.items.map((g) => g.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(Math.ceil(challenged.length / 25));
    expect(seen).toEqual([...challenged].reverse());

    const first = await vic!.lobby.invitations();
    expect(first.items).toHaveLength(LOBBY_LIMITS.pageSize);
    expect(first.items[0]?.players[0]?.username).toBe(rest.at(-1)?.username);
    // An answered challenge leaves the list; the next page goes on where the last one ended.
    await vic!.lobby.respond({ gameId: first.items[0]!.id, accept: false });
    const next = await vic!.lobby.invitations({ cursor: first.nextCursor });
    expect(next.items[0]?.id).toBe(seen[LOBBY_LIMITS.pageSize]);
  });

  it('lists the challenges a player sent, a page at a time, until answered', async () => {
    const [sid, rae, ray] = (await makeUsers(t, 'sid', 'rae', 'ray')).map((p) => playerFor(t, p));
    const a = (await sid!.lobby.challenge({ username: 'rae' })).gameId;
    const b = (await sid!.lobby.challenge({ username: 'ray' })).gameId;
    const c = (await sid!.lobby.challenge({ username: 'rae' })).gameId;
    const first = await sid!.lobby.sentChallenges({ limit: 2 });
    expect(first.items.map((g) => g.id)).toEqual([c, b]);
    const second = await sid!.lobby.sentChallenges({ limit: 2, cursor: first.nextCursor });
    expect(second).toMatchObject({ items: [{ id: a }], nextCursor: null });
    expect((await rae!.lobby.sentChallenges()).items).toEqual([]);

    await ray!.lobby.respond({ gameId: b, accept: true });
    expect((await sid!.lobby.sentChallenges()).items.map((g) => g.id)).toEqual([c, a]);
    expect((await sid!.lobby.mine()).playing.map((g) => g.id)).toEqual([b]);
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

  it(`allows ${LOBBY_LIMITS.runningBotGames} running games against bots at once`, async () => {
    const [eve] = (await makeUsers(t, 'eve')).map((p) => playerFor(t, p));
    const ids: string[] = [];
    for (let i = 0; i < LOBBY_LIMITS.runningBotGames; i++)
      ids.push((await eve!.lobby.playBot({ botLevel: 'beginner' })).gameId);
    await expectRefusal(
      eve!.lobby.playBot({ botLevel: 'beginner' }),
      'conflict',
      `You already have ${LOBBY_LIMITS.runningBotGames} games against bots going: finish or resign one before starting another.`,
    );
    // Resigning one frees a place.
    const state = await stateOf(t, ids[0]!);
    await eve!.game.submit({
      gameId: ids[0]!,
      expectedMove: state.moveNumber,
      action: { type: 'resign' },
    });
    await expect(eve!.lobby.playBot({ botLevel: 'beginner' })).resolves.toBeTruthy();
  });
});

describe('every lobby game', () => {
  it('replays every started game to its cached state', async () => {
    expect(await expectEveryGameReplays(t)).toBeGreaterThan(0);
  });
});

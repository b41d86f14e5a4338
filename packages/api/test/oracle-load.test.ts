import { useTestDatabase } from '@wordrise/db/testing';
import superjson from 'superjson';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimits, OracleAnswers, OraclePool, type SessionUser } from '../src/index';
import { oracleRequest } from '@wordrise/games';
import {
  callerFor,
  expectTRPCError,
  makeUsers,
  roomyLimits,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';
import { inputParam, serveApi, type ApiServer } from './support/api-server';

const t = useTestDatabase();
let people: SessionUser[] = [];
let [ann, ben]: Caller[] = [];
let oracle: OracleAnswers;
let server: ApiServer;

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat');
  // A pool of its own (one thread, started by the first search) for this file.
  oracle = new OracleAnswers(new OraclePool({ threads: 1 }));
  const limits = roomyLimits();
  [ann, ben] = people.map((p) => callerFor(t, p, { oracle, limits }));
  server = await serveApi({ db: t.db, users: people, oracle, limits });
});
afterAll(async () => {
  await server.close();
  await oracle.pool.close();
});

const oracleUrl = (gameId: string) =>
  `${server.url}/api/trpc/game.oracle?${inputParam(superjson.serialize({ gameId }))}`;

describe('a web process readies its Oracle thread at its start (OraclePool.warm)', () => {
  it('starts one thread, loads the word graph there and searches once; the thread stays', async () => {
    const pool = new OraclePool({ threads: 2, keepWarm: true });
    try {
      // Seven tiles on the empty board: the default word list has plays for them.
      expect(await pool.warm()).toBeGreaterThan(0);
      expect(pool.threads).toBe(1);
      expect(pool.completed).toBe(1);
    } finally {
      await pool.close();
    }
  });
});

describe('the Oracle under load', () => {
  it('searches in a worker thread: other requests are answered while a search is pending', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, { oracleAllowed: true });
    let oracleAnswered = false;
    const answer = fetch(oracleUrl(gameId), { headers: server.as(people[0]!) }).then((r) => {
      oracleAnswered = true;
      return r;
    });
    answer.catch(() => {}); // awaited below, after other checks that may fail first
    // The search is queued for the pool's thread, which is still starting (loading
    // its code and the word graph): the request thread is free meanwhile.
    while (oracle.pool.pending === 0 && !oracleAnswered) await new Promise(setImmediate);
    const view = await fetch(
      `${server.url}/api/trpc/game.view?${inputParam(superjson.serialize({ gameId }))}`,
      { headers: server.as(people[1]!) },
    );
    expect(view.status).toBe(200);
    expect(oracleAnswered).toBe(false);
    expect((await answer).status).toBe(200);

    const request = await oracleRequest(t.db, gameId, people[0]!.id);
    const direct = await oracle.answer({
      gameId,
      revision: request.revision,
      seat: request.seat,
      task: { position: request.state, rack: request.rack, ruleset: request.ruleset.key },
    });
    expect(direct.threadId).not.toBe(threadId);
  });

  it('searches once per position and rack, however often and however many at once', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, { oracleAllowed: true });
    const before = oracle.pool.completed;
    const calls = Array.from({ length: 10 }, () => 'game.oracle').join(',');
    const input = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [i, superjson.serialize({ gameId, limit: i + 1 })]),
    );
    const batch = await fetch(`${server.url}/api/trpc/${calls}?batch=1&${inputParam(input)}`, {
      headers: server.as(people[0]!),
    });
    expect(batch.status).toBe(200);
    const answers = (await batch.json()) as {
      result: { data: { json: { count: number; plays: unknown[] } } };
    }[];
    // Each call gets its own limit from the one search (a rack may have fewer plays).
    const count = answers[0]!.result.data.json.count;
    expect(answers.map((a) => a.result.data.json.plays.length)).toEqual(
      Array.from({ length: 10 }, (_, i) => Math.min(i + 1, count)),
    );
    await ann!.game.oracle({ gameId });
    expect(oracle.pool.completed - before).toBe(1);

    // The other seat's rack is another question; a move makes a new position.
    await ben!.game.oracle({ gameId });
    expect(oracle.pool.completed - before).toBe(2);
    const state = await stateOf(t, gameId);
    await [ann!, ben!][state.toMove]!.game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'pass' },
    });
    await ann!.game.oracle({ gameId });
    expect(oracle.pool.completed - before).toBe(3);
  });

  it('refuses a player who asks too often with TOO_MANY_REQUESTS and a sentence', async () => {
    const limits = createLimits({ oracleCallsPerMinute: 3, gamesCreatedPerMinute: 1000 });
    const [a, b] = people.map((p) => callerFor(t, p, { oracle, limits }));
    const gameId = await startTwoPlayerGame(a!, b!, { oracleAllowed: true });
    for (let i = 0; i < 3; i++) await a!.game.oracle({ gameId });
    await expectTRPCError(
      a!.game.oracle({ gameId }),
      'TOO_MANY_REQUESTS',
      /^You are asking the Oracle too often\. Try again in \d+ seconds?\.$/,
    );
    // Another player's budget is their own.
    await b!.game.oracle({ gameId });
  });

  it('counts the calls of one address too: many accounts of one person share its budget', async () => {
    const limits = createLimits({
      oracleCallsPerMinute: 100,
      oracleCallsPerMinutePerAddress: 3,
      gamesCreatedPerMinute: 1000,
    });
    const [a, b] = people.map((p) => callerFor(t, p, { oracle, limits, clientAddress: 'net-1' }));
    const gameId = await startTwoPlayerGame(a!, b!, { oracleAllowed: true });
    for (const caller of [a, b, a]) await caller!.game.oracle({ gameId });
    await expectTRPCError(
      b!.game.oracle({ gameId }),
      'TOO_MANY_REQUESTS',
      /^You are asking the Oracle too often\. Try again in \d+ seconds?\.$/,
    );
    // From another address the same player is served; an unknown address is not counted.
    const elsewhere = callerFor(t, people[1]!, { oracle, limits, clientAddress: 'net-2' });
    await elsewhere.game.oracle({ gameId });
    const unknown = callerFor(t, people[1]!, { oracle, limits, clientAddress: null });
    await unknown.game.oracle({ gameId });
  });

  it('does not charge a player for a call their address refused', async () => {
    const limits = createLimits({
      oracleCallsPerMinute: 2,
      oracleCallsPerMinutePerAddress: 1,
      gamesCreatedPerMinute: 1000,
    });
    const from = (clientAddress: string) =>
      people.map((p) => callerFor(t, p, { oracle, limits, clientAddress }));
    const [a, b] = from('net-4');
    const gameId = await startTwoPlayerGame(a!, b!, { oracleAllowed: true });
    await a!.game.oracle({ gameId });
    await expectTRPCError(a!.game.oracle({ gameId }), 'TOO_MANY_REQUESTS');
    // The refused call was not made: the player's second call of the minute is still theirs.
    await from('net-5')[0]!.game.oracle({ gameId });
    await expectTRPCError(from('net-6')[0]!.game.oracle({ gameId }), 'TOO_MANY_REQUESTS');
  });
});

describe('creating games', () => {
  it('is limited per player per minute: games, challenges and bot games together', async () => {
    const limits = createLimits({ gamesCreatedPerMinute: 3 });
    const [a, , c] = people.map((p) => callerFor(t, p, { limits }));
    await a!.lobby.create({ seats: 2 });
    await a!.lobby.challenge({ username: 'ben' });
    await a!.lobby.playBot({ botLevel: 'beginner' });
    for (const attempt of [
      a!.lobby.create({ seats: 2 }),
      a!.lobby.challenge({ username: 'cat' }),
      a!.lobby.playBot({ botLevel: 'beginner' }),
    ]) {
      await expectTRPCError(
        attempt,
        'TOO_MANY_REQUESTS',
        /^You are creating games too quickly\. Try again in \d+ seconds?\.$/,
      );
    }
    await c!.lobby.create({ seats: 2 });
  });

  it('is limited per address too', async () => {
    const limits = createLimits({ gamesCreatedPerMinute: 100, gamesCreatedPerMinutePerAddress: 2 });
    const [a, b, c] = people.map((p) => callerFor(t, p, { limits, clientAddress: 'net-3' }));
    await a!.lobby.create({ seats: 2 });
    await b!.lobby.create({ seats: 2 });
    await expectTRPCError(
      c!.lobby.create({ seats: 2 }),
      'TOO_MANY_REQUESTS',
      /^You are creating games too quickly\./,
    );
  });
});

import { createDb, type Database } from '@wordrise/db';
import { countedPool, useTestDatabase } from '@wordrise/db/testing';
import { ANY_WORD } from '@wordrise/engine';
import { gameTopic, submitAction } from '@wordrise/games';
import { setMaxListeners } from 'node:events';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appRouter,
  createLimits,
  createTRPCContext,
  liveHubFor,
  type GameDetail,
  type Limits,
  type SessionUser,
} from '../src/index';
import { LIVE_ADDRESS_REFUSAL, LIVE_USER_REFUSAL } from '../src/limits/live-connections';
import {
  callerFor,
  fakeHash,
  makeUsers,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';
import { inputParam, serveApi, type ApiServer } from './support/api-server';

const t = useTestDatabase();
let people: SessionUser[] = [];
let [ann, ben]: Caller[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat', 'dan');
  [ann, ben] = people.map((p) => callerFor(t, p));
});

/**
 * The player to move passes as the worker makes a bot's move: without the seats' facts read
 * with the lock, so the move's notice carries no game and watching processes read it.
 */
async function passWithoutFacts(db: Database, gameId: string, expectedMove: number) {
  const { toMove } = await stateOf(t, gameId);
  await submitAction(db, {
    gameId,
    actor: { kind: 'player', userId: people[toMove]!.id },
    action: { type: 'pass' },
    expectedMove,
    lexicon: () => ANY_WORD,
  });
}

describe('game.live with many watchers', () => {
  it('reads the game once per change for all of them, and gives each audience its view', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    // A "web process" of its own whose queries are counted: its pool, hub and views.
    let seatReads = 0;
    const process = createDb(t.url, {
      max: 5,
      onStatement: (text) => {
        if (/^select/.test(text.trim()) && /"game_players"/.test(text)) seatReads++;
      },
    });
    const db = process.db;
    const controller = new AbortController();
    setMaxListeners(100, controller.signal);
    const watch = (user: SessionUser | null) =>
      appRouter
        .createCaller(
          createTRPCContext({ db, user, hashPassword: fakeHash, lexicon: () => ANY_WORD }),
          { signal: controller.signal },
        )
        .game.live({ gameId })
        .then((live) => live[Symbol.asyncIterator]());
    const viewers = [people[0]!, people[1]!, people[2]!, ...Array<null>(40).fill(null)];
    const streams = await Promise.all(viewers.map(watch));
    const next = async () =>
      Promise.all(streams.map(async (s) => (await s.next()).value as GameDetail));

    expect((await next()).map((v) => v.moveNumber)).toEqual(viewers.map(() => 0));

    seatReads = 0;
    const state = await stateOf(t, gameId);
    // A move whose notice carries no snapshot: read here.
    await passWithoutFacts(t.db, gameId, 0);
    const views = await next();
    expect(views.map((v) => v.moveNumber)).toEqual(viewers.map(() => 1));
    // Three audiences (two seats, the spectators); one read serves them all.
    expect(seatReads).toBeGreaterThanOrEqual(1);
    expect(seatReads).toBeLessThanOrEqual(3);
    expect(views[0]?.game?.rack).toBe(state.players[0]?.rack);
    expect(views[1]?.game?.rack).toBe(state.players[1]?.rack);
    for (const spectator of views.slice(2)) {
      expect(spectator.yourSeat).toBeNull();
      expect(spectator.game?.rack).toBeNull();
    }
    controller.abort();
    await process.close();
  });
});

/** A view with the moment it was made aside (a read is a moment later than the move). */
const atAnyClock = (view: GameDetail) => ({ ...view, serverTime: null });

describe('the statements a move costs', () => {
  it('the mover’s process: the transaction, its view from what it read; a watching process: nothing (the notice carries the game), or one read for a move made without the facts', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    // Two "web processes" whose statements and round trips are counted: the mover's, and
    // one with watchers (one connection each: its statements are prepared by the first move).
    const mover = countedPool(t.url);
    const watching = countedPool(t.url);
    const controller = new AbortController();
    const on = (db: typeof mover.db, user: SessionUser | null, signal?: AbortSignal) =>
      appRouter.createCaller(
        createTRPCContext({ db, user, hashPassword: fakeHash, lexicon: () => ANY_WORD }),
        { signal },
      );
    const watchers = [people[0]!, people[1]!, null, null];
    const streams = await Promise.all(
      watchers.map((user) =>
        on(watching.db, user, controller.signal)
          .game.live({ gameId })
          .then((live) => live[Symbol.asyncIterator]()),
      ),
    );
    const next = () => Promise.all(streams.map(async (s) => (await s.next()).value as GameDetail));
    await next();

    const pass = (seat: number, expectedMove: number) =>
      on(mover.db, people[seat]!).game.submit({ gameId, expectedMove, action: { type: 'pass' } });
    // A first move: on a new connection each statement is prepared (a round trip of its
    // own) the first time; a web process's connections have long done that.
    await pass((await stateOf(t, gameId)).toMove, 0);
    await next();

    const state = await stateOf(t, gameId);
    const seat = state.toMove;
    mover.reset();
    watching.reset();
    const result = await pass(seat, 1);
    const views = await next();

    expect(result.view.moveNumber).toBe(2);
    expect(result.view.game?.rack).toBe(state.players[seat]?.rack);
    expect(views.map((v) => v.moveNumber)).toEqual([2, 2, 2, 2]);
    // Submit: the lock (which also says whether the job queue exists: not in this database),
    // the seats with their names and ratings, and the rematch facts (the mover's view is
    // made from them and the move: the game goes on), the event and the two updates, NOTIFY.
    expect(mover.counts.statements).toHaveLength(7);
    // Round trips: begin; the lock, the seats and the rematch facts; the writes with the
    // NOTIFY; commit.
    expect(mover.counts.roundTrips, mover.counts.statements.join('\n')).toBe(4);
    // Live: the notice carried the game as the move left it, so the watching process read
    // nothing, and each audience's view is the one a read gives.
    expect(watching.counts.statements, watching.counts.statements.join('\n')).toHaveLength(0);
    const read = await Promise.all(watchers.map((user) => on(t.db, user).game.view({ gameId })));
    expect(views.map(atAnyClock)).toEqual(read.map(atAnyClock));
    expect(views[seat]?.game?.rack).toBe(state.players[seat]?.rack);
    expect(views[2]?.game?.rack).toBeNull();

    // A move made without the seats' facts (as the worker makes a bot's): the watching
    // process reads the game and the seats with their facts, once for all four watchers,
    // together (the rematch facts, read with the first view, hold while the game is played).
    watching.reset();
    await passWithoutFacts(mover.db, gameId, 2);
    const readViews = await next();
    expect(readViews.map((v) => v.moveNumber)).toEqual([3, 3, 3, 3]);
    expect(watching.counts.statements).toHaveLength(2);
    expect(watching.counts.roundTrips, watching.counts.statements.join('\n')).toBe(1);
    const readAgain = await Promise.all(
      watchers.map((user) => on(t.db, user).game.view({ gameId })),
    );
    expect(readViews.map(atAnyClock)).toEqual(readAgain.map(atAnyClock));
    controller.abort();
    await Promise.all([mover.close(), watching.close()]);
  });

  it('a process that made the move sends it to its own watchers without reading it again; others’ moves come with their notices, and wait for its own', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const here = countedPool(t.url);
    const elsewhere = countedPool(t.url);
    const controller = new AbortController();
    const context = (db: typeof here.db, user: SessionUser | null) =>
      createTRPCContext({ db, user, hashPassword: fakeHash, lexicon: () => ANY_WORD });
    const views = context(here.db, null).liveViews;
    const streams = await Promise.all(
      [people[0]!, people[1]!, null].map((user) =>
        appRouter
          .createCaller(context(here.db, user), { signal: controller.signal })
          .game.live({ gameId })
          .then((live) => live[Symbol.asyncIterator]()),
      ),
    );
    const next = () => Promise.all(streams.map(async (s) => (await s.next()).value as GameDetail));
    await next();
    // Our own subscriber to the game's notices: once it has one, so has the channel.
    const notices = liveHubFor(here.db).subscribe([gameTopic(gameId)], controller.signal);
    const noticeOf = async (revision: number) => {
      for (;;) {
        const { value } = await notices.next();
        if (value?.kind === 'change' && value.revision >= revision) break;
      }
      await new Promise((resolve) => setImmediate(resolve)); // the channel's turn
    };
    const pass = (db: typeof here.db, seat: number, expectedMove: number) =>
      appRouter
        .createCaller(context(db, people[seat]!))
        .game.submit({ gameId, expectedMove, action: { type: 'pass' } });

    let state = await stateOf(t, gameId);
    const readsBefore = views.reads;
    const made = await pass(here.db, state.toMove, 0);
    const seen = await next();
    await noticeOf(made.view.revision);
    expect(seen.map((v) => v.moveNumber)).toEqual([1, 1, 1]);
    expect(seen[state.toMove]?.game?.rack).toBe(made.view.game?.rack);
    expect(seen[2]?.game?.rack).toBeNull();
    expect(views.reads).toBe(readsBefore);

    state = await stateOf(t, gameId);
    const theirs = await pass(elsewhere.db, state.toMove, 1);
    expect((await next()).map((v) => v.moveNumber)).toEqual([2, 2, 2]);
    await noticeOf(theirs.view.revision);
    expect(views.reads).toBe(readsBefore);

    // A change made elsewhere while a move is being made here waits for that move; when the
    // move fails (no snapshot to hand over), the change is read then.
    const failed = views.moving(gameId);
    state = await stateOf(t, gameId);
    const during = await pass(elsewhere.db, state.toMove, 2);
    await noticeOf(during.view.revision);
    expect(views.reads).toBe(readsBefore);
    failed();
    expect((await next()).map((v) => v.moveNumber)).toEqual([3, 3, 3]);
    expect(views.reads).toBe(readsBefore + 1);
    controller.abort();
    await Promise.all([here.close(), elsewhere.close()]);
  });
});

describe('live connections over HTTP', () => {
  let server: ApiServer;
  let limits: Limits;
  let gameId: string;

  beforeAll(async () => {
    limits = createLimits({ live: { perAddress: 3, perUser: 2 } });
    server = await serveApi({ db: t.db, users: people, limits, lexicon: () => ANY_WORD });
    gameId = await startTwoPlayerGame(ann!, ben!);
  });
  afterAll(() => server.close());

  /** Opens game.live; resolves with its first event (a view or an error) and a way to close it. */
  async function open(headers: Record<string, string>) {
    const controller = new AbortController();
    const response = await fetch(
      `${server.url}/api/trpc/game.live?${inputParam(superjson.serialize({ gameId }))}`,
      { headers, signal: controller.signal },
    );
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!/moveNumber|serialized-error/.test(text)) {
      const { done, value } = await reader.read();
      if (done) break;
      text += value;
    }
    const close = async () => {
      controller.abort();
      await reader.cancel().catch(() => {});
    };
    return { refused: text.includes('serialized-error'), text, close };
  }

  /** Waits until the server has given back the slots of closed streams. */
  async function settle(open: number) {
    while (limits.live.total !== open) await new Promise((r) => setTimeout(r, 5));
  }

  it('refuses the connection past the cap per address, and frees a slot when one closes', async () => {
    const streams = await Promise.all([1, 2, 3].map(() => open(server.as(null, '203.0.113.7'))));
    expect(streams.map((s) => s.refused)).toEqual([false, false, false]);

    const fourth = await open(server.as(null, '203.0.113.7'));
    expect(fourth.refused).toBe(true);
    expect(fourth.text).toContain('TOO_MANY_REQUESTS');
    expect(fourth.text).toContain(LIVE_ADDRESS_REFUSAL);
    await fourth.close();

    const elsewhere = await open(server.as(null, '198.51.100.1'));
    expect(elsewhere.refused).toBe(false);

    await streams[0]!.close();
    await settle(3);
    const again = await open(server.as(null, '203.0.113.7'));
    expect(again.refused).toBe(false);
    for (const s of [...streams.slice(1), elsewhere, again]) await s.close();
    await settle(0);
  });

  it('refuses the connection past the cap per signed-in user, from any address', async () => {
    const cat = people[2]!;
    const first = await open(server.as(cat, '192.0.2.1'));
    const second = await open(server.as(cat, '192.0.2.2'));
    const third = await open(server.as(cat, '192.0.2.3'));
    expect([first.refused, second.refused, third.refused]).toEqual([false, false, true]);
    expect(third.text).toContain(LIVE_USER_REFUSAL);
    for (const s of [first, second, third]) await s.close();
    await settle(0);
  });
});

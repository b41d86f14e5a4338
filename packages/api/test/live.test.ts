import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createDb } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { ANY_WORD } from '@wordrise/engine';
import { sql } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appRouter,
  createTRPCContext,
  LiveHub,
  type GameDetail,
  type SessionUser,
} from '../src/index';
import {
  LIVE_CHANNEL,
  MAX_NOTICE_BYTES,
  notifyAnalysed,
  notifyChange,
  type LiveNotice,
} from '@wordrise/games';
import {
  callerFor,
  expectEveryGameReplays,
  fakeHash,
  makeUsers,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';
import { next, yieldsWithin } from './support/iterate';

const t = useTestDatabase();
/** A second "web process": its own pool, hence its own LISTEN connection and hub. */
let other: ReturnType<typeof createDb>;
let people: SessionUser[] = [];
let [ann, ben, cat]: Caller[] = [];

beforeAll(async () => {
  other = createDb(t.url, { max: 3 });
  people = await makeUsers(t, 'ann', 'ben', 'cat');
  [ann, ben, cat] = people.map((p) => callerFor(t, p));
});
afterAll(async () => {
  await other.close();
});

describe('LiveHub', () => {
  it('delivers one NOTIFY to the hubs of two processes, and only after commit', async () => {
    const hubA = new LiveHub(t.db.$client);
    const hubB = new LiveHub(other.sql);
    const a = hubA.subscribe(['game:g1']);
    const b = hubB.subscribe(['game:g1', 'lobby']);
    const unrelated = hubB.subscribe(['game:g2']);
    await Promise.all([hubA.ready(), hubB.ready()]);

    const payload = (revision: number) =>
      JSON.stringify({
        topics: ['game:g1'],
        gameId: 'g1',
        status: 'playing',
        revision,
        moveNumber: 3,
      });
    // Rolled back: never delivered.
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload(1)})`);
        tx.rollback();
      })
      .catch(() => {});
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload(2)})`);
    });
    const expected: LiveNotice = {
      kind: 'change',
      topic: 'game:g1',
      gameId: 'g1',
      status: 'playing',
      revision: 2,
      moveNumber: 3,
    };
    expect(await next(a)).toEqual(expected);
    expect(await next(b)).toEqual(expected);
    expect(await yieldsWithin(unrelated, 200)).toBe(false);

    await a.return?.();
    await b.return?.();
    await unrelated.return?.();
    expect(hubA.subscriberCount + hubB.subscriberCount).toBe(0);
    await Promise.all([hubA.close(), hubB.close()]);
  });

  it('passes on the game a notice carries, and leaves it out where PostgreSQL would refuse the payload', async () => {
    const hub = new LiveHub(other.sql);
    const notices = hub.subscribe(['game:g3']);
    await hub.ready();
    const change = { gameId: 'g3', status: 'playing' as const, moveNumber: 6 };
    const heard = { kind: 'change', topic: 'game:g3', ...change };
    const fits = 'x'.repeat(MAX_NOTICE_BYTES - 200);
    await notifyChange(t.db, { topics: ['game:g3'], ...change, revision: 7, snapshot: fits });
    expect(await next(notices)).toEqual({ ...heard, revision: 7, snapshot: fits });
    // From 8000 bytes on PostgreSQL refuses the NOTIFY (and with it the move's transaction):
    // 'é' is two bytes in UTF-8.
    const tooLong = 'é'.repeat(MAX_NOTICE_BYTES / 2);
    await notifyChange(t.db, { topics: ['game:g3'], ...change, revision: 8, snapshot: tooLong });
    const without = await next(notices);
    expect(without).toEqual({ ...heard, revision: 8 });
    expect(without).not.toHaveProperty('snapshot');
    await notices.return?.();
    await hub.close();
  });

  it('leaves the game out of notices while a listening connection that stopped reading backs up the queue, and carries it again once it drains', async () => {
    const hub = new LiveHub(other.sql);
    const notices = hub.subscribe(['game:g5']);
    await hub.ready();
    // The limit scaled down to what a test can fill: 100 of the queue's 1M pages (800 kB).
    const limit = 1e-4;
    const fill = () =>
      t.db.execute(sql`
        select pg_notify('wordrise_test_fill', i::text || repeat('x', 7000))
        from generate_series(1, 150) i`);
    let revision = 0;
    const notice = async () => {
      revision += 1;
      const change = { gameId: 'g5', status: 'playing' as const, revision, moveNumber: revision };
      await notifyChange(
        t.db,
        { topics: ['game:g5'], ...change, snapshot: `game ${revision}` },
        limit,
      );
      const heard = await next(notices);
      expect(heard).toMatchObject({ topic: 'game:g5', revision });
      return heard;
    };

    // A connection that listens, then stays in a transaction: it reads no notice, so the
    // queue keeps everything sent after it (a frozen process's connection does the same).
    const stuck = await t.db.$client.reserve();
    await stuck`listen wordrise_test_fill`;
    await stuck`begin`;
    try {
      await fill();
      await notice(); // learns how full the queue is
      expect(await notice()).not.toHaveProperty('snapshot');
    } finally {
      await stuck`commit`;
      stuck.release();
    }
    // It reads its notices; the queue's tail moves on at the next notices that cross pages
    // (a round or two; a queue that never drains fails here rather than waiting forever).
    let heard: LiveNotice | undefined;
    for (let round = 0; round < 20 && !(heard && 'snapshot' in heard); round++) {
      await fill();
      await notice();
      heard = await notice();
    }
    expect(heard).toMatchObject({ snapshot: `game ${revision}` });
    await notices.return?.();
    await hub.close();
  });

  it("gives the game a notice carries to the game's subscribers only, never to a user's or the lobby's", async () => {
    const hub = new LiveHub(other.sql);
    const game = hub.subscribe(['game:g4']);
    const user = hub.subscribe(['user:u4']);
    const lobby = hub.subscribe(['lobby']);
    await hub.ready();
    const change = { gameId: 'g4', status: 'playing' as const, revision: 2, moveNumber: 1 };
    await notifyChange(t.db, {
      topics: ['game:g4', 'user:u4', 'lobby'],
      ...change,
      snapshot: '{"racks":"secret"}',
    });
    expect(await next(game)).toEqual({
      kind: 'change',
      topic: 'game:g4',
      ...change,
      snapshot: '{"racks":"secret"}',
    });
    expect(await next(user)).toEqual({ kind: 'change', topic: 'user:u4', ...change });
    expect(await next(lobby)).toEqual({ kind: 'change', topic: 'lobby', ...change });
    await Promise.all([game, user, lobby].map((n) => n.return?.()));
    await hub.close();
  });

  it('ends a subscription when its signal aborts', async () => {
    const hub = new LiveHub(t.db.$client);
    const controller = new AbortController();
    const notices = hub.subscribe(['lobby'], controller.signal);
    const pending = notices.next();
    controller.abort();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(hub.subscriberCount).toBe(0);
    await hub.close();
  });
});

describe('game.live', () => {
  it('sends the same move to players connected to two different web processes', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const viaA = callerFor(t, people[0]!);
    const viaB = callerFor(t, people[1]!, { db: other.db });
    const spectator = callerFor(t, null, { db: other.db });
    const subs = await Promise.all([
      viaA.game.live({ gameId }),
      viaB.game.live({ gameId }),
      spectator.game.live({ gameId }),
    ]);
    const iterators = subs.map((s) => s[Symbol.asyncIterator]());
    const first = (await Promise.all(iterators.map((i) => next(i)))) as GameDetail[];
    expect(first.map((v) => v.moveNumber)).toEqual([0, 0, 0]);
    expect(first.map((v) => v.yourSeat)).toEqual([0, 1, null]);

    const state = await stateOf(t, gameId);
    const mover = state.toMove === 0 ? ann! : ben!;
    await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });

    const updates = (await Promise.all(iterators.map((i) => next(i)))) as GameDetail[];
    expect(updates.map((v) => v.moveNumber)).toEqual([1, 1, 1]);
    // Each got its own view: own rack for the players, none for the spectator.
    expect(updates[0]?.game?.rack).toBe(state.players[0]?.rack);
    expect(updates[1]?.game?.rack).toBe(state.players[1]?.rack);
    expect(updates[2]?.game?.rack).toBeNull();
    await Promise.all(iterators.map((i) => i.return?.()));
  });
});

describe('lobby.live', () => {
  it('tells a player about new listed games and about challenges to them', async () => {
    const controller = new AbortController();
    const live = await createCallerWithSignal(people[0]!, controller.signal).lobby.live();
    const iterator = live[Symbol.asyncIterator]();
    expect(await next(iterator)).toEqual({ kind: 'ready' });
    // The next notice about one game (an earlier test's move may still be on its way here).
    const about = async (gameId: string, ms?: number) => {
      for (;;) {
        const notice = await next(iterator, ms);
        if ('gameId' in notice && notice.gameId === gameId) return notice;
      }
    };

    const { gameId: listed } = await ben!.lobby.create({ seats: 2 });
    expect(await about(listed)).toMatchObject({ kind: 'change', topic: 'lobby', status: 'open' });
    const { gameId: challenge } = await cat!.lobby.challenge({ username: 'ann' });
    expect(await about(challenge)).toMatchObject({
      kind: 'change',
      topic: `user:${people[0]!.id}`,
    });
    // Ben's private challenge to Cat is none of Ann's business.
    const { gameId: theirs } = await ben!.lobby.challenge({ username: 'cat' });
    const told = await about(theirs, 200).then(
      () => true,
      () => false,
    );
    expect(told).toBe(false);
    controller.abort();
  });

  it("tells a player which of their games a move changed, and nothing of the game's racks or bag", async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const controller = new AbortController();
    const live = await createCallerWithSignal(people[0]!, controller.signal).lobby.live();
    const iterator = live[Symbol.asyncIterator]();
    expect(await next(iterator)).toEqual({ kind: 'ready' });
    const state = await stateOf(t, gameId);
    // A player's move through the API: its notice carries the game for the processes watching it.
    const mover = state.toMove === 0 ? ann! : ben!;
    await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });
    for (;;) {
      const notice = await next(iterator);
      if (!('gameId' in notice) || notice.gameId !== gameId || notice.moveNumber !== 1) continue;
      expect(notice).toEqual({
        kind: 'change',
        topic: `user:${people[0]!.id}`,
        gameId,
        status: 'playing',
        revision: expect.any(Number),
        moveNumber: 1,
      });
      break;
    }
    controller.abort();
  });
});

function createCallerWithSignal(user: SessionUser, signal: AbortSignal) {
  const ctx = createTRPCContext({
    db: t.db,
    user,
    hashPassword: fakeHash,
    lexicon: () => ANY_WORD,
  });
  return appRouter.createCaller(ctx, { signal });
}

describe('over HTTP (the web app’s /api/trpc handler)', () => {
  const handle = (user: SessionUser | null, url: string, init?: RequestInit) =>
    fetchRequestHandler({
      endpoint: '/api/trpc',
      router: appRouter,
      req: new Request(`http://localhost/api/trpc/${url}`, init),
      createContext: () =>
        createTRPCContext({ db: t.db, user, hashPassword: fakeHash, lexicon: () => ANY_WORD }),
    });
  const query = (input: unknown) =>
    `input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;

  it('reports a rule refusal with its sentence and ruling id', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const state = await stateOf(t, gameId);
    const notMover = people[1 - state.toMove]!;
    const response = await handle(notMover, 'game.submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        superjson.serialize({ gameId, expectedMove: 0, action: { type: 'pass' } }),
      ),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { json: { message: string; data: Record<string, unknown> } };
    };
    expect(body.error.json.message).toBe("It's not your turn.");
    expect(body.error.json.data).toMatchObject({
      code: 'BAD_REQUEST',
      rule: 'TURN',
      field: null,
      zodError: null,
    });
  });

  it('streams a game as server-sent events', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const controller = new AbortController();
    const response = await handle(people[0]!, `game.live?${query({ gameId })}`, {
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const chunks = { next: () => reader.read() } as AsyncIterator<string>;
    let text = '';
    while (!text.includes(gameId)) text += await next(chunks);
    expect(text).toMatch(/^data: /m);
    expect(text).toContain('"yourSeat":0');
    controller.abort();
    await reader.cancel().catch(() => {});
  });

  it('replays every started game to its cached state', async () => {
    expect(await expectEveryGameReplays(t)).toBeGreaterThanOrEqual(3);
  });
});

describe('replay.analysisLive', () => {
  // (Topics and rollbacks are the hub's: tested above.)
  it('says "ready", then "analysed" when the analysis of this game or record is stored', async () => {
    const id = '00000000-0000-4000-8000-0000000a0a1e';
    const elsewhere = '00000000-0000-4000-8000-0000000a0a1f';
    const visitor = callerFor(t, null, { db: other.db });
    const notices = (await visitor.replay.analysisLive({ id }))[Symbol.asyncIterator]();
    expect(await next(notices)).toEqual({ kind: 'ready' });

    await t.db.transaction((tx) => notifyAnalysed(tx, elsewhere));
    await t.db
      .transaction(async (tx) => {
        await notifyAnalysed(tx, id);
        tx.rollback();
      })
      .catch(() => {});
    await t.db.transaction((tx) => notifyAnalysed(tx, id));
    expect(await next(notices)).toEqual({ kind: 'analysed' });
    await notices.return?.();
  });
});

describe('tournament.changes', () => {
  it('says "ready", then each new revision of the tournament\'s log, and nothing of others', async () => {
    const now = Date.now();
    const settings = {
      name: 'Live cup',
      format: 'swiss' as const,
      rounds: 2,
      capacity: 8,
      registrationOpensAt: new Date(now - 3_600_000),
      registrationClosesAt: new Date(now + 3_600_000),
      startsAt: new Date(now + 7_200_000),
      forfeitLimit: 2,
    };
    const { id } = await ann!.tournament.create(settings);
    const { id: elsewhere } = await ann!.tournament.create({ ...settings, name: 'Other cup' });
    const visitor = callerFor(t, null, { db: other.db });
    const notices = (await visitor.tournament.changes({ tournamentId: id }))[
      Symbol.asyncIterator
    ]();
    expect(await next(notices)).toEqual({ kind: 'ready' });

    const before = (await visitor.tournament.live({ tournamentId: id })).revision;
    await ann!.tournament.addPlayer({ tournamentId: elsewhere, username: 'ben' });
    await ann!.tournament.addPlayer({ tournamentId: id, username: 'cat' });
    expect(await next(notices)).toEqual({ kind: 'changed', revision: before + 1 });
    await notices.return?.();
  });
});

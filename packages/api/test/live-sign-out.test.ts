import { randomUUID } from 'node:crypto';
import { createDb, sessions } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endingAtSignOut, SESSION_ENDED_MESSAGE } from '../src/live/session-watch';
import {
  appRouter,
  createTRPCContext,
  LiveHub,
  liveHubFor,
  type GameDetail,
  type SessionUser,
} from '../src/index';
import { userTopic } from '@wordrise/games';
import {
  callerFor,
  expectTRPCError,
  fakeHash,
  makeUsers,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';
import { next, yieldsWithin } from './support/iterate';

const t = useTestDatabase();
/** Another web process: its own pool, LISTEN connection and hub. */
let other: ReturnType<typeof createDb>;
let people: SessionUser[] = [];
let [ann, ben]: Caller[] = [];

beforeAll(async () => {
  other = createDb(t.url, { max: 3 });
  people = await makeUsers(t, 'ann', 'ben');
  [ann, ben] = people.map((p) => callerFor(t, p));
});
afterAll(async () => {
  await other.close();
});

/** A signed-in session of `user`: its record, and a check of it as the web app makes one. */
async function sessionOf(user: SessionUser) {
  const token = randomUUID();
  await t.db
    .insert(sessions)
    .values({ sessionToken: token, userId: user.id, expires: new Date(Date.now() + 3_600_000) });
  let checks = 0;
  const stillSignedIn = async () => {
    checks++;
    const [row] = await t.db
      .select({ token: sessions.sessionToken })
      .from(sessions)
      .where(eq(sessions.sessionToken, token));
    return row !== undefined;
  };
  return { token, stillSignedIn, checks: () => checks };
}

/** Signs a session out the way another process would: its record deleted, nothing else. */
const signOut = (token: string) =>
  other.db.delete(sessions).where(eq(sessions.sessionToken, token));

describe('a signed-in live stream ends when its session is signed out (R30)', () => {
  it("ends the signed-out device's game.live with UNAUTHORIZED, and not the other device's", async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const [phone, laptop] = [await sessionOf(people[0]!), await sessionOf(people[0]!)];
    const onPhone = callerFor(t, people[0]!, { sessionStillLive: phone.stillSignedIn });
    const onLaptop = callerFor(t, people[0]!, { sessionStillLive: laptop.stillSignedIn });
    const streams = await Promise.all([
      onPhone.game.live({ gameId }),
      onLaptop.game.live({ gameId }),
    ]);
    const [phoneViews, laptopViews] = streams.map((s) => s[Symbol.asyncIterator]());
    expect(((await next(phoneViews!)) as GameDetail).yourSeat).toBe(0);
    expect(((await next(laptopViews!)) as GameDetail).yourSeat).toBe(0);

    await signOut(phone.token);
    await expectTRPCError(next(phoneViews!), 'UNAUTHORIZED', SESSION_ENDED_MESSAGE);

    // The laptop's session is still signed in: its stream goes on, with Ann's rack.
    const state = await stateOf(t, gameId);
    const mover = state.toMove === 0 ? ann! : ben!;
    await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });
    const after = (await next(laptopViews!)) as GameDetail;
    expect(after.moveNumber).toBe(1);
    expect(after.game?.rack).toBe(state.players[0]?.rack);
    await laptopViews!.return?.();
  });

  it('ends lobby.live when the player signs out everywhere, and lets go of everything it held', async () => {
    const session = await sessionOf(people[1]!);
    const hub = liveHubFor(t.db);
    const before = hub.subscriberCount;
    const live = await callerFor(t, people[1]!, {
      sessionStillLive: session.stillSignedIn,
    }).lobby.live();
    const notices = live[Symbol.asyncIterator]();
    expect(await next(notices)).toEqual({ kind: 'ready' });
    await other.db.delete(sessions).where(eq(sessions.userId, people[1]!.id));
    // Lobby notices from other tests' games may come first; the stream then ends.
    for (;;) {
      const outcome = await next(notices).then(
        () => undefined,
        (error: unknown) => error,
      );
      if (outcome === undefined) continue;
      await expectTRPCError(Promise.reject(outcome), 'UNAUTHORIZED', SESSION_ENDED_MESSAGE);
      break;
    }
    // Its subscriptions end with it, though the request itself (its signal) never ended.
    await expect.poll(() => hub.subscriberCount, { timeout: 60_000 }).toBe(before);
  });

  it('does not end a stream when another player signs out, nor check it again for that', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const mine = await sessionOf(people[0]!);
    const theirs = await sessionOf(people[1]!);
    const stop = new AbortController();
    const live = await appRouter
      .createCaller(
        createTRPCContext({
          db: t.db,
          user: people[0]!,
          hashPassword: fakeHash,
          sessionStillLive: mine.stillSignedIn,
        }),
        { signal: stop.signal },
      )
      .game.live({ gameId });
    const views = live[Symbol.asyncIterator]();
    await next(views);
    // The stream checks once when it opens (the request's own read may be seconds old).
    await expect.poll(mine.checks).toBe(1);

    // Ben's sign-out, heard by a hub of this process's pool as the stream's hub hears it.
    const hub = new LiveHub(t.db.$client);
    const heard = hub.subscribe([userTopic(people[1]!.id)]);
    await hub.ready();
    await signOut(theirs.token);
    expect(await next(heard)).toEqual({ kind: 'signed-out', topic: userTopic(people[1]!.id) });
    expect(await yieldsWithin(views, 100)).toBe(false);
    expect(mine.checks()).toBe(1);
    await heard.return?.();
    await hub.close();
    // Ended by its request's signal: `return()` would wait for the next read abandoned above.
    stop.abort();
  });
});

describe('the session checks of a live stream', () => {
  it('go on after checks that never answer, and try again after one (a read stuck on a dead connection)', async () => {
    const session = await sessionOf(people[0]!);
    let calls = 0;
    // The first three checks hang for good (the opening one, the notice's, the one after
    // the session cache); only a retry reads the session.
    const stillSignedIn = () =>
      ++calls <= 3 ? new Promise<boolean>(() => {}) : session.stillSignedIn();
    const hub = new LiveHub(t.db.$client);
    const source = (async function* () {
      yield 'view';
      await new Promise(() => {});
    })();
    const stream = endingAtSignOut(source, {
      hub,
      userId: people[0]!.id,
      stillSignedIn,
      checkTimeoutMs: 100,
      retryMs: 100,
    });
    try {
      expect(await stream.next()).toEqual({ value: 'view', done: false });
      await expect.poll(() => calls).toBeGreaterThanOrEqual(1);
      await signOut(session.token);
      await expectTRPCError(stream.next(), 'UNAUTHORIZED', SESSION_ENDED_MESSAGE);
    } finally {
      await hub.close();
    }
  });
});

describe('the sign-out notice (migration 0026)', () => {
  it("tells each player's topic once when a statement deletes their session records, and only on commit", async () => {
    await t.db.delete(sessions); // the earlier tests'
    // A pool of its own: one that LISTENs already could still hand this hub that notice.
    const listener = createDb(t.url, { max: 1 });
    const hub = new LiveHub(listener.sql);
    const topics = people.map((p) => userTopic(p.id));
    const heard = hub.subscribe(topics);
    await hub.ready();
    for (const person of people) for (let i = 0; i < 3; i++) await sessionOf(person);

    // Rolled back: the records stay, and nobody is told.
    await other.db
      .transaction(async (tx) => {
        await tx.delete(sessions);
        tx.rollback();
      })
      .catch(() => {});
    await other.db.delete(sessions);
    const told = [await next(heard), await next(heard)];
    expect(told).toEqual(
      expect.arrayContaining(topics.map((topic) => ({ kind: 'signed-out', topic }))),
    );
    expect(await yieldsWithin(heard, 100)).toBe(false);
    await heard.return?.();
    await hub.close();
    await listener.close();
  });
});

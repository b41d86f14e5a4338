import { createTRPCClient, httpSubscriptionLink, TRPCClientError } from '@trpc/client';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { ANY_WORD } from '@wordrise/engine';
import { useTestDatabase } from '@wordrise/db/testing';
import { EventSource } from 'eventsource';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appRouter,
  createLimits,
  createTRPCContext,
  handleTRPCRequest,
  type AppRouter,
  type GameDetail,
  type Limits,
  type SessionUser,
} from '../src/index';
import { LIVE_USER_REFUSAL } from '../src/limits/live-connections';
import {
  callerFor,
  fakeHash,
  makeUsers,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';
import { inputParam, serveApi, type ApiServer } from './support/api-server';
import { serveFetch, type Served } from './support/serve';

// game.live is served by our own SSE writer (src/live/game-live-response.ts), which encodes
// each audience's view once; these tests hold it to tRPC's protocol: tRPC's client reads it,
// and its events are those tRPC's own handler sends for the same call.

const t = useTestDatabase();
const NO_GAME = '00000000-0000-4000-8000-00000000dead';
let people: SessionUser[] = [];
let [ann, ben]: Caller[] = [];
let limits: Limits;
let ours: ApiServer;
let trpcs: Served;

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat');
  [ann, ben] = people.map((p) => callerFor(t, p));
  limits = createLimits({ live: { perAddress: 50, perUser: 1 } });
  ours = await serveApi({ db: t.db, users: people, limits, lexicon: () => ANY_WORD });
  // tRPC's own handler, with the same context (the user named by `x-test-user`).
  trpcs = await serveFetch((req) =>
    fetchRequestHandler({
      endpoint: '/api/trpc',
      router: appRouter,
      req,
      createContext: () =>
        createTRPCContext({
          db: t.db,
          limits,
          hashPassword: fakeHash,
          lexicon: () => ANY_WORD,
          user: people.find((u) => u.id === req.headers.get('x-test-user')) ?? null,
          address: req.headers.get('x-forwarded-for'),
        }),
    }),
  );
});
afterAll(async () => {
  await ours.close();
  await trpcs.close();
});

interface SseEvent {
  event: string;
  data: unknown;
}

/** Reads `game.live` from `base` until `count` events came or the stream ended. */
async function events(base: string, gameId: string, user: SessionUser | null, count: number) {
  const controller = new AbortController();
  const response = await fetch(
    `${base}/api/trpc/game.live?${inputParam(superjson.serialize({ gameId }))}`,
    { headers: ours.as(user, '192.0.2.9'), signal: controller.signal },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const found: SseEvent[] = [];
  for (;;) {
    const blocks = text.split(/\n\n+/);
    text = blocks.pop()!;
    for (const block of blocks) {
      const fields = Object.fromEntries(
        block
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      found.push({
        event: fields.event ?? 'message',
        data: fields.data ? JSON.parse(fields.data) : '',
      });
    }
    if (found.length >= count) break;
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
  }
  controller.abort();
  await reader.cancel().catch(() => {});
  return found;
}

/** A view without what moves on its own between two reads (the server's clock). */
function steady(event: SseEvent) {
  const { json } = event.data as { json: GameDetail };
  return {
    ...event,
    data: {
      ...json,
      serverTime: null,
      players: json.players.map((p) => ({ ...p, timeLeftMs: null })),
    },
  };
}

async function settle() {
  while (limits.live.total !== 0) await new Promise((r) => setTimeout(r, 5));
}

describe('game.live over HTTP speaks tRPC’s server-sent events', () => {
  it('sends what tRPC’s own handler sends: connected, then the viewer’s view', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const [mine, theirs] = [
      await events(ours.url, gameId, people[0]!, 2),
      await events(trpcs.url, gameId, people[0]!, 2),
    ];
    expect(mine.map((e) => e.event)).toEqual(['connected', 'message']);
    expect(mine[0]).toEqual(theirs[0]);
    expect(steady(mine[1]!)).toEqual(steady(theirs[1]!));
    expect((mine[1]!.data as { json: GameDetail }).json.yourSeat).toBe(0);
    await settle();
  });

  it('sends a refusal as tRPC does: an unknown game, and a connection past the cap', async () => {
    const [mine, theirs] = [
      await events(ours.url, NO_GAME, null, 2),
      await events(trpcs.url, NO_GAME, null, 2),
    ];
    expect(mine.map((e) => e.event)).toEqual(['connected', 'serialized-error']);
    expect(mine).toEqual(theirs);
    await settle();

    const gameId = await startTwoPlayerGame(ann!, ben!);
    const cat = people[2]!;
    const holding = await fetch(
      `${ours.url}/api/trpc/game.live?${inputParam(superjson.serialize({ gameId }))}`,
      { headers: ours.as(cat, '192.0.2.10') },
    );
    const [refusedHere, refusedThere] = [
      await events(ours.url, gameId, cat, 2),
      await events(trpcs.url, gameId, cat, 2),
    ];
    expect(refusedHere).toEqual(refusedThere);
    expect(JSON.stringify(refusedHere[1])).toContain(LIVE_USER_REFUSAL);
    await holding.body!.cancel();
    await settle();
  });

  it('gives the connection slot back when the body is cancelled, read or unread, while the request lives on', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const request = () =>
      handleTRPCRequest(
        new Request(
          `http://localhost/api/trpc/game.live?${inputParam(superjson.serialize({ gameId }))}`,
        ),
        () =>
          createTRPCContext({
            db: t.db,
            limits,
            user: people[0]!,
            hashPassword: fakeHash,
            lexicon: () => ANY_WORD,
          }),
      );
    const unread = await request();
    expect(limits.live.total).toBe(1);
    await unread.body!.cancel();
    await settle();

    const read = await request();
    const reader = read.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('moveNumber')) text += (await reader.read()).value ?? '';
    // Now waiting for a change that does not come: the cancel ends the wait.
    await reader.cancel();
    await settle();
  });

  it('is read by tRPC’s client: each move’s view, and errors with their code and message', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const client = createTRPCClient<AppRouter>({
      links: [
        httpSubscriptionLink({
          url: `${ours.url}/api/trpc`,
          transformer: superjson,
          EventSource,
          eventSourceOptions: () => ({
            fetch: (input, init) =>
              fetch(input, { ...init, headers: { ...init.headers, ...ours.as(people[1]!) } }),
          }),
        }),
      ],
    });
    const seen: GameDetail[] = [];
    let wake = () => {};
    const subscription = client.game.live.subscribe(
      { gameId },
      {
        onData: (view) => {
          seen.push(view as GameDetail);
          wake();
        },
      },
    );
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise<void>((resolve) => (wake = resolve));
    };
    await until(() => seen.length === 1);
    expect(seen[0]!.yourSeat).toBe(1);
    expect(seen[0]!.serverTime).toBeInstanceOf(Date);

    const state = await stateOf(t, gameId);
    await [ann!, ben!][state.toMove]!.game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'pass' },
    });
    await until(() => seen.length === 2);
    expect(seen[1]!.moveNumber).toBe(1);
    expect(seen[1]!.game?.rack).toBe(state.players[1]?.rack);
    subscription.unsubscribe();
    await settle(); // ben's one connection is free again

    const failure = await new Promise<unknown>((resolve) =>
      client.game.live.subscribe({ gameId: NO_GAME }, { onError: resolve }),
    );
    expect(failure).toBeInstanceOf(TRPCClientError);
    expect((failure as TRPCClientError<AppRouter>).data?.code).toBe('NOT_FOUND');
    expect((failure as Error).message).toBe('There is no such game.');
    await settle();
  });
});

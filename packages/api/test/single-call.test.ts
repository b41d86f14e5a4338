import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { ANY_WORD } from '@wordrise/engine';
import { useTestDatabase } from '@wordrise/db/testing';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerTRPCCall,
  createTRPCContext,
  handleTRPCRequest,
  isSingleCall,
  type AppRouter,
  type SessionUser,
} from '../src/index';
import {
  fakeHash,
  makeUsers,
  openingPlay,
  roomyLimits,
  startTwoPlayerGame,
  stateOf,
  callerFor,
} from './helpers';

// A single query or mutation is answered by `answerTRPCCall` (src/single-call.ts) from the
// request's parts, without tRPC's fetch handler. These tests hold it to that handler: the
// same status and body for the same call, and tRPC's own client reads its answers.

const t = useTestDatabase();
const NO_GAME = '00000000-0000-4000-8000-00000000dead';
const limits = roomyLimits();
let people: SessionUser[] = [];
let gameId: string;

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben');
  const [ann, ben] = people.map((p) => callerFor(t, p));
  gameId = await startTwoPlayerGame(ann!, ben!);
});

const contextFor = (user: SessionUser | null) => () =>
  createTRPCContext({ db: t.db, user, limits, hashPassword: fakeHash, lexicon: () => ANY_WORD });

interface Call {
  method: 'GET' | 'POST';
  path: string;
  input?: string;
}

const json = (value: unknown) => JSON.stringify(superjson.serialize(value));
/** A view says when the server made it; two answers a moment apart differ only there. */
const timeless = (body: string) => body.replace(/"serverTime":"[^"]*"/g, '"serverTime":"…"');

/** tRPC's fetch handler's answer to the same call: status and body. */
async function trpcAnswer(call: Call, user: SessionUser | null) {
  const query = call.method === 'GET' && call.input !== undefined;
  const url = `http://x/api/trpc/${call.path}${query ? `?input=${encodeURIComponent(call.input!)}` : ''}`;
  const request = new Request(url, {
    method: call.method,
    headers: call.method === 'POST' ? { 'content-type': 'application/json' } : {},
    body: call.method === 'POST' ? (call.input ?? '') : undefined,
  });
  const response = await handleTRPCRequest(request, contextFor(user));
  return { status: response.status, body: timeless(await response.text()) };
}

async function ourAnswer(call: Call, user: SessionUser | null) {
  const answer = await answerTRPCCall({ ...call, input: call.input }, contextFor(user));
  expect(answer, `${call.method} ${call.path} is answered`).toBeDefined();
  expect(answer!.headers).toEqual({
    'content-type': 'application/json',
    vary: 'trpc-accept, accept',
  });
  return { status: answer!.status, body: timeless(answer!.body) };
}

describe('a single call answered without the fetch handler', () => {
  const cases: { name: string; call: () => Call; user: 'ann' | null; status: number }[] = [
    {
      name: 'a query without input',
      call: () => ({ method: 'GET', path: 'status.me' }),
      user: 'ann',
      status: 200,
    },
    {
      name: 'a query, signed out',
      call: () => ({ method: 'GET', path: 'status.me' }),
      user: null,
      status: 401,
    },
    {
      name: 'a game view',
      call: () => ({ method: 'GET', path: 'game.view', input: json({ gameId }) }),
      user: 'ann',
      status: 200,
    },
    {
      name: 'an unknown game',
      call: () => ({ method: 'GET', path: 'game.view', input: json({ gameId: NO_GAME }) }),
      user: 'ann',
      status: 404,
    },
    {
      name: 'input that fails validation',
      call: () => ({ method: 'GET', path: 'game.view', input: json({ gameId: 'nope' }) }),
      user: 'ann',
      status: 400,
    },
    {
      name: 'a query whose input is missing',
      call: () => ({ method: 'GET', path: 'game.view' }),
      user: 'ann',
      status: 400,
    },
    {
      name: 'an input that is not JSON',
      call: () => ({ method: 'GET', path: 'game.view', input: '{"json":' }),
      user: 'ann',
      status: 400,
    },
    {
      name: 'a malformed superjson tag',
      call: () => ({
        method: 'GET',
        path: 'game.view',
        input: JSON.stringify({ json: { gameId }, meta: { values: ['class', 'Foo'] } }),
      }),
      user: 'ann',
      status: 400,
    },
    {
      name: 'a mutation, signed out',
      call: () => ({
        method: 'POST',
        path: 'game.submit',
        input: json({ gameId, expectedMove: 0, action: { type: 'pass' } }),
      }),
      user: null,
      status: 401,
    },
    {
      name: 'a stale move',
      call: () => ({
        method: 'POST',
        path: 'game.submit',
        input: json({ gameId, expectedMove: 7, action: { type: 'pass' } }),
      }),
      user: 'ann',
      status: 409,
    },
    {
      name: 'a mutation with an empty body',
      call: () => ({ method: 'POST', path: 'game.submit', input: '' }),
      user: 'ann',
      status: 400,
    },
    {
      name: 'a mutation whose body is not JSON',
      call: () => ({ method: 'POST', path: 'game.submit', input: 'pass' }),
      user: 'ann',
      status: 400,
    },
  ];

  it.each(cases)('$name: the same status and body as tRPC’s handler', async (c) => {
    const user = c.user ? people[0]! : null;
    const call = c.call();
    const theirs = await trpcAnswer(call, user);
    const ours = await ourAnswer(call, user);
    expect(ours.status).toBe(c.status);
    expect(ours).toEqual(theirs);
  });

  it('tRPC’s client reads its answers: a move, then a refusal with its code', async () => {
    const state = await stateOf(t, gameId);
    // Seat 0 is ann's (the game's creator), seat 1 ben's.
    const mover = people[state.toMove]!;
    const client = createTRPCClient<AppRouter>({
      links: [
        httpLink({
          url: 'http://x/api/trpc',
          transformer: superjson,
          fetch: async (url, init) => {
            const { pathname, searchParams } = new URL(String(url));
            const method = init?.method === 'POST' ? 'POST' : 'GET';
            const input = method === 'POST' ? String(init?.body) : searchParams.get('input');
            const path = pathname.slice('/api/trpc/'.length);
            const answer = await answerTRPCCall(
              { method, path, input: input ?? undefined },
              contextFor(mover),
            );
            return new Response(answer!.body, { status: answer!.status, headers: answer!.headers });
          },
        }),
      ],
    });
    const placements = openingPlay(state.players[state.toMove]!.rack);
    const moved = await client.game.submit.mutate({
      gameId,
      expectedMove: state.moveNumber,
      action: { type: 'play', placements },
    });
    expect(moved.moveNumber).toBe(state.moveNumber); // the event's number
    expect(moved.view.moveNumber).toBe(state.moveNumber + 1);
    const again = await client.game.submit
      .mutate({ gameId, expectedMove: state.moveNumber, action: { type: 'pass' } })
      .catch((error: unknown) => error);
    expect(again).toBeInstanceOf(TRPCClientError);
    expect((again as TRPCClientError<AppRouter>).data?.code).toBe('CONFLICT');
    const view = await client.game.view.query({ gameId });
    expect(view.moveNumber).toBe(state.moveNumber + 1);
  });

  it('answers nothing it does not serve: tRPC’s handler does', async () => {
    const others: [string, string][] = [
      ['GET', 'game.live'], // a subscription
      ['POST', 'game.view'], // a query by POST
      ['GET', 'game.submit'], // a mutation by GET
      ['GET', 'game.nothing'],
      ['GET', 'status.me,game.view'], // a batch
      ['GET', 'constructor'],
      ['GET', '__proto__'],
      ['GET', '%E0%A4%A'], // not a path
      ['HEAD', 'status.me'],
    ];
    for (const [method, path] of others) {
      expect(isSingleCall(method, path), `${method} ${path}`).toBe(false);
      expect(await answerTRPCCall({ method, path, input: undefined }, contextFor(null))).toBe(
        undefined,
      );
    }
    expect(isSingleCall('GET', 'status.me')).toBe(true);
    expect(isSingleCall('GET', 'game%2Eview')).toBe(true);
    expect(isSingleCall('POST', 'game.submit')).toBe(true);
  });

  it('leaves a call whose context cannot be made to tRPC’s handler', async () => {
    const failing = () => Promise.reject(new Error('the database is down'));
    expect(
      await answerTRPCCall({ method: 'GET', path: 'status.me', input: undefined }, failing),
    ).toBe(undefined);
  });
});

import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { useTestDatabase } from '@wordrise/db/testing';
import { ANY_WORD } from '@wordrise/engine';
import { GameRefusal, type Refusal } from '@wordrise/games';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter, createTRPCContext, refusalToTRPC, type SessionUser } from '../src/index';
import {
  callerFor,
  expectTRPCError,
  fakeHash,
  makeUsers,
  startTwoPlayerGame,
  type Caller,
} from './helpers';

const t = useTestDatabase();
let people: SessionUser[] = [];
let [ann, ben]: Caller[] = [];
const NO_GAME = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben');
  [ann, ben] = people.map((p) => callerFor(t, p));
});

describe('the game domain’s refusals as tRPC errors (one mapping)', () => {
  it('gives every kind its HTTP code, and keeps the sentence, the ruling and the field', () => {
    const cases: [Refusal, string, string | null, string | null][] = [
      [{ kind: 'not-found', message: 'a' }, 'NOT_FOUND', null, null],
      [{ kind: 'not-found', message: 'a', field: 'username' }, 'NOT_FOUND', null, 'username'],
      [{ kind: 'forbidden', message: 'b' }, 'FORBIDDEN', null, null],
      [{ kind: 'unauthorized', message: 'c' }, 'UNAUTHORIZED', null, null],
      [{ kind: 'stale', message: 'd' }, 'CONFLICT', null, null],
      [{ kind: 'conflict', message: 'e' }, 'CONFLICT', null, null],
      [{ kind: 'over', message: 'f' }, 'BAD_REQUEST', 'OVER', null],
      [{ kind: 'rate-limited', message: 'g' }, 'TOO_MANY_REQUESTS', null, null],
      [{ kind: 'bad-request', message: 'h' }, 'BAD_REQUEST', null, null],
      [{ kind: 'bad-request', message: 'h', field: 'seats' }, 'BAD_REQUEST', null, 'seats'],
      [{ kind: 'rule', rule: 'R11', reason: 'x', message: 'i' }, 'BAD_REQUEST', 'R11', null],
    ];
    for (const [refusal, code, rule, field] of cases) {
      const error = refusalToTRPC(refusal);
      expect({
        code: error.code,
        message: error.message,
        rule: error.rule,
        field: error.field,
      }).toEqual({ code, message: refusal.message, rule, field });
    }
  });

  it('reach a direct caller as tRPC errors, never as the domain’s own', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const error = await expectTRPCError(
      ann!.game.submit({ gameId, expectedMove: 5, action: { type: 'pass' } }),
      'CONFLICT',
      'The game has moved on — refresh to see the latest move.',
    );
    expect(error).not.toBeInstanceOf(GameRefusal);
    const unknown = await expectTRPCError(
      ann!.lobby.challenge({ username: 'nobody' }),
      'NOT_FOUND',
      'There is no player called “nobody”.',
    );
    expect(unknown.field).toBe('username');
  });

  it('reach a live stream’s reader translated too (a refusal thrown while it runs)', async () => {
    const controller = new AbortController();
    const caller = appRouter.createCaller(
      createTRPCContext({ db: t.db, user: null, hashPassword: fakeHash, lexicon: () => ANY_WORD }),
      { signal: controller.signal },
    );
    const stream = await caller.game.live({ gameId: NO_GAME });
    const read = (async () => {
      for await (const view of stream) return view;
    })();
    await expectTRPCError(read, 'NOT_FOUND', 'There is no such game.');
    controller.abort();
  });

  it('keep their HTTP status and data over HTTP', async () => {
    const response = await fetchRequestHandler({
      endpoint: '/api/trpc',
      router: appRouter,
      req: new Request('http://localhost/api/trpc/lobby.challenge', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(superjson.serialize({ username: 'nobody' })),
      }),
      createContext: () =>
        createTRPCContext({
          db: t.db,
          user: people[0]!,
          hashPassword: fakeHash,
          lexicon: () => ANY_WORD,
        }),
    });
    expect(response.status).toBe(404);
    const body = (await response.json()) as {
      error: { json: { message: string; data: Record<string, unknown> } };
    };
    expect(body.error.json.message).toBe('There is no player called “nobody”.');
    expect(body.error.json.data).toMatchObject({
      code: 'NOT_FOUND',
      rule: null,
      field: 'username',
    });
  });
});

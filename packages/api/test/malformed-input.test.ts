import { useTestDatabase } from '@wordrise/db/testing';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimits } from '../src/index';
import { checkSuperjsonMeta, MALFORMED_INPUT_MESSAGE } from '../src/transformer';
import { inputParam, serveApi, type ApiServer } from './support/api-server';

const t = useTestDatabase();
let server: ApiServer;

beforeAll(async () => {
  server = await serveApi({ db: t.db, users: [], limits: createLimits() });
});
afterAll(() => server.close());

const signUp = (body: string) =>
  fetch(`${server.url}/api/trpc/user.signUp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

/** The error a response carries, and the whole body as text. */
async function refusal(response: Response) {
  const text = await response.text();
  const body = JSON.parse(text) as {
    error: { json: { message: string; data: { code: string } } };
  };
  return { message: body.error.json.message, code: body.error.json.data.code, text };
}

/** Nothing of an exception's own text, stack or the tags it choked on. */
function expectNoInternalText(text: string) {
  expect(text).not.toMatch(
    /stack|Maximum call|RangeError|SyntaxError|Unexpected|JSON at|Foo|class/i,
  );
}

describe('malformed superjson type tags', () => {
  const malformed = [
    { values: { username: ['class', 'Foo'] } },
    { values: ['class', 'Foo'] },
    { values: { username: ['map', { 'a.b': ['Date'] }] } },
    { values: { username: ['Date', { x: ['undefined'] }] } },
    { values: { username: ['symbol', 'x'] } },
    { values: { username: 'Date' } },
    { values: 'class' },
    { referentialEqualities: { username: 'password' } },
    { unknown: true },
  ];

  it.each(malformed)(
    'are refused with 400 before parsing, without internal text: %j',
    async (meta) => {
      const response = await signUp(
        JSON.stringify({ json: { username: 'mallory', password: 'long enough password' }, meta }),
      );
      expect(response.status).toBe(400);
      const { message, code, text } = await refusal(response);
      expect(code).toBe('BAD_REQUEST');
      expect(message).toBe(MALFORMED_INPUT_MESSAGE);
      expectNoInternalText(text);
    },
  );

  it('in a query string are refused the same way', async () => {
    const input = { json: { username: 'ann' }, meta: { values: { username: ['class', 'Foo'] } } };
    const response = await fetch(`${server.url}/api/trpc/user.profile?${inputParam(input)}`);
    expect(response.status).toBe(400);
    const { message, text } = await refusal(response);
    expect(message).toBe(MALFORMED_INPUT_MESSAGE);
    expectNoInternalText(text);
  });

  it('are told apart from what superjson itself writes for our inputs', () => {
    for (const input of [
      { gameId: 'x', limit: undefined },
      { when: new Date(0), n: Number.NaN, nested: { a: undefined } },
      undefined,
      { shared: [{}], again: [1] },
    ]) {
      expect(() => checkSuperjsonMeta(superjson.serialize(input))).not.toThrow();
    }
  });
});

describe('a body that is not JSON', () => {
  it('is refused with 400 and no parser text', async () => {
    const response = await signUp('{"json": {"username": ');
    expect(response.status).toBe(400);
    const { message, text } = await refusal(response);
    expect(message).toBe(MALFORMED_INPUT_MESSAGE);
    expectNoInternalText(text);
  });
});

describe('input that fails validation', () => {
  it('keeps its field errors: only exception text is withheld', async () => {
    const response = await signUp(
      JSON.stringify(superjson.serialize({ username: 'ann', password: 7 })),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { json: { message: string; data: { zodError: unknown } } };
    };
    expect(body.error.json.message).not.toBe(MALFORMED_INPUT_MESSAGE);
    expect(body.error.json.data.zodError).not.toBeNull();
  });

  it("is told in one sentence naming the field, never as the validator's JSON", async () => {
    const response = await signUp(
      JSON.stringify(superjson.serialize({ username: 'ann', password: 7 })),
    );
    const body = (await response.json()) as { error: { json: { message: string } } };
    const { message } = body.error.json;
    expect(message).toMatch(/^[A-Z][^\n{}[\]]*\(password\)\.$/);
    expect(() => JSON.parse(message)).toThrow();
  });
});

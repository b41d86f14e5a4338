import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createDb } from '@wordrise/db';
import { afterAll, describe, expect, it } from 'vitest';
import { appRouter, createTRPCContext } from '../src/index';
import { z } from 'zod';
import { INTERNAL_ERROR_MESSAGE, validationSentence } from '../src/trpc';

// A database nobody listens on: every query fails inside the server.
const broken = createDb('postgres://nobody:secret@127.0.0.1:9/nowhere', { max: 1 });
afterAll(() => broken.close());

describe('server faults over HTTP', () => {
  it('send a generic sentence, never the failed query or its parameters', async () => {
    const res = await fetchRequestHandler({
      endpoint: '/api/trpc',
      router: appRouter,
      req: new Request('http://test/api/trpc/status.get'),
      createContext: () =>
        createTRPCContext({ db: broken.db, user: null, hashPassword: async (p) => p }),
      onError: () => {},
    });
    expect(res.status).toBe(500);
    const body = JSON.stringify(await res.json());
    expect(body).toContain(INTERNAL_ERROR_MESSAGE);
    expect(body).not.toMatch(/select|nobody|secret|127\.0\.0\.1/i);
  });
});

describe('input refusals', () => {
  const sentenceFor = (schema: z.ZodType, input: unknown) => {
    const parsed = schema.safeParse(input);
    if (parsed.success) throw new Error('expected a refusal');
    return validationSentence(parsed.error);
  };

  it('name the field in brackets, unless the sentence already names it', () => {
    const input = z.object({ gameId: z.string().uuid('Not a game id'), reason: z.string() });
    expect(sentenceFor(input, { gameId: 'x', reason: 'r' })).toBe('Not a game id (gameId).');
    const reason = z.object({ reason: z.string().min(1, 'Give a reason') });
    expect(sentenceFor(reason, { reason: '' })).toBe('Give a reason.');
  });
});

import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createDb } from '@wordrise/db';
import { afterAll, describe, expect, it } from 'vitest';
import { appRouter, createTRPCContext } from '../src/index';
import { INTERNAL_ERROR_MESSAGE } from '../src/trpc';

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

import { games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { ANY_WORD } from '@wordrise/engine';
import { count } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from '@wordrise/games/testing';
import { MAX_BATCH_SIZE, type SessionUser } from '../src/index';
import { BATCH_TOO_LARGE_MESSAGE } from '../src/limits/batch';
import { makeUsers, roomyLimits } from './helpers';
import { inputParam, serveApi, type ApiServer } from './support/api-server';

const t = useTestDatabase();
let server: ApiServer;
let ann: SessionUser;
const gameCount = async () => (await t.db.select({ n: count() }).from(games))[0]?.n ?? 0;

beforeAll(async () => {
  [ann] = (await makeUsers(t, 'ann')) as [TestPlayer];
  server = await serveApi({
    db: t.db,
    users: [ann],
    lexicon: () => ANY_WORD,
    // This file is about the batch cap, not the per-minute budgets.
    limits: roomyLimits(),
  });
});
afterAll(() => server.close());

/** One POST carrying `n` lobby.create calls in a batch. */
function createGames(n: number) {
  const paths = Array.from({ length: n }, () => 'lobby.create').join(',');
  const body = Object.fromEntries(
    Array.from({ length: n }, (_, i) => [i, superjson.serialize({ seats: 2 })]),
  );
  return fetch(`${server.url}/api/trpc/${paths}?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...server.as(ann) },
    body: JSON.stringify(body),
  });
}

describe('a batched request over HTTP', () => {
  it(`runs up to ${MAX_BATCH_SIZE} calls`, async () => {
    const before = await gameCount();
    const response = await createGames(MAX_BATCH_SIZE);
    expect(response.status).toBe(200);
    expect(await gameCount()).toBe(before + MAX_BATCH_SIZE);
  });

  it('with more calls is refused whole with 400 and a sentence, and nothing runs', async () => {
    const before = await gameCount();
    const response = await createGames(200);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { json: { message: string } } };
    expect(body.error.json.message).toBe(BATCH_TOO_LARGE_MESSAGE);
    expect(await gameCount()).toBe(before);

    const queries = Array.from({ length: MAX_BATCH_SIZE + 1 }, () => 'lobby.open').join(',');
    const input = Object.fromEntries(
      Array.from({ length: MAX_BATCH_SIZE + 1 }, (_, i) => [i, superjson.serialize({ limit: 1 })]),
    );
    const get = await fetch(`${server.url}/api/trpc/${queries}?batch=1&${inputParam(input)}`);
    expect(get.status).toBe(400);
  });
});

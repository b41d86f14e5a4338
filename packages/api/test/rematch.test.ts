import { createDb } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { REMATCH_DECLINED, REMATCH_NOT_OVER, REMATCH_OWN_OFFER } from '@wordrise/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDetail, SessionUser } from '../src/index';
import {
  callerFor,
  expectTRPCError,
  makeUsers,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';
import { next } from './support/iterate';

const t = useTestDatabase();
/** A second "web process": the offerer and the answerer talk to different ones. */
let other: ReturnType<typeof createDb>;
let people: SessionUser[] = [];
let [ann, ben]: Caller[] = [];

beforeAll(async () => {
  other = createDb(t.url, { max: 3 });
  people = await makeUsers(t, 'ann', 'ben');
  ann = callerFor(t, people[0]!);
  ben = callerFor(t, people[1]!, { db: other.db });
});
afterAll(async () => {
  await other.close();
});

/** A finished game: the player to move resigns. Returns the id and who started. */
async function finishedGame(): Promise<{ gameId: string; starter: 0 | 1 }> {
  const gameId = await startTwoPlayerGame(ann!, ben!, { rated: true });
  const state = await stateOf(t, gameId);
  const mover = state.toMove === 0 ? ann! : ben!;
  await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'resign' } });
  return { gameId, starter: state.toMove as 0 | 1 };
}

describe('rematch calls', () => {
  it('carry an offer live to the other player and the new game live back to the offerer', async () => {
    const { gameId, starter } = await finishedGame();
    const annLive = (await ann!.game.live({ gameId }))[Symbol.asyncIterator]();
    const benLive = (await ben!.game.live({ gameId }))[Symbol.asyncIterator]();
    expect(((await next(annLive)) as GameDetail).rematch?.status).toBe('none');
    expect(((await next(benLive)) as GameDetail).rematch?.status).toBe('none');

    expect(await ann!.rematch.offer({ gameId })).toEqual({ status: 'offered', gameId: null });
    const offered = (await next(benLive)) as GameDetail;
    expect(offered.rematch).toMatchObject({ status: 'offered', offeredBySeat: 0 });
    await next(annLive);

    const accepted = await ben!.rematch.answer({ gameId, accept: true });
    expect(accepted.status).toBe('accepted');
    const seen = (await next(annLive)) as GameDetail;
    expect(seen.rematch).toMatchObject({ status: 'accepted', gameId: accepted.gameId });

    // The player who did not start the last game starts this one.
    const view = await ann!.game.view({ gameId: accepted.gameId! });
    const starterId = people[1 - starter]!.id;
    expect(view.players[view.toMove!]?.userId).toBe(starterId);
    expect(view.rematchOf).toBe(gameId);
    expect(view.status).toBe('playing');
    await annLive.return?.();
    await benLive.return?.();
  });

  it('map refusals to tRPC codes', async () => {
    const running = await startTwoPlayerGame(ann!, ben!);
    await expectTRPCError(ann!.rematch.offer({ gameId: running }), 'CONFLICT', REMATCH_NOT_OVER);
    const { gameId } = await finishedGame();
    await ann!.rematch.offer({ gameId });
    await expectTRPCError(
      ann!.rematch.answer({ gameId, accept: true }),
      'CONFLICT',
      REMATCH_OWN_OFFER,
    );
    await expectTRPCError(ben!.rematch.cancel({ gameId }), 'FORBIDDEN');
    expect(await ben!.rematch.answer({ gameId, accept: false })).toEqual({
      status: 'declined',
      gameId: null,
    });
    await expectTRPCError(
      ben!.rematch.answer({ gameId, accept: true }),
      'CONFLICT',
      REMATCH_DECLINED,
    );
    await expectTRPCError(callerFor(t, null).rematch.offer({ gameId }), 'UNAUTHORIZED');
    await expectTRPCError(
      // @ts-expect-error -- the seat is never the caller's to say
      ann!.rematch.offer({ gameId, seat: 1 }),
      'BAD_REQUEST',
    );
  });
});

import { games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import {
  callerFor,
  expectTRPCError,
  makeUsers,
  openingPlay,
  stateOf,
  type Caller,
} from './helpers';
import { leaks, secretsOf } from './support/secrets';

const t = useTestDatabase();
let player: Caller;
let visitor: Caller;
let user: SessionUser;

beforeAll(async () => {
  const [p] = await makeUsers(t, 'sola');
  user = p!;
  player = callerFor(t, p!);
  visitor = callerFor(t, null);
});

describe('solo games through the API', () => {
  it('starts a solo game, plays through game.submit, and sends no seed, bag or generator state', async () => {
    const { gameId } = await player.lobby.solo({ ruleset: 'wordrise' });
    const [row] = await t.db.select({ seed: games.seed }).from(games).where(eq(games.id, gameId));
    const state = await stateOf(t, gameId);
    expect(state.mode).toBe('solo');
    const rack = state.players[0]!.rack;
    const answer = await player.game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'play', placements: openingPlay(rack) },
    });
    const after = await stateOf(t, gameId);
    const payloads = {
      'game.submit': answer,
      'game.view': await player.game.view({ gameId }),
      'game.history': await player.game.history({ gameId }),
      'lobby.watchable': await player.lobby.watchable(),
    };
    const found = leaks(payloads, { ...secretsOf(after, row!.seed), racks: [] });
    expect(found).toEqual([]);
    expect(JSON.stringify(payloads['lobby.watchable'])).not.toContain(gameId);
    // Exchanges of up to five tiles, free: the score stays.
    const exchanged = await player.game.submit({
      gameId,
      expectedMove: 1,
      action: { type: 'exchange', tiles: after.players[0]!.rack.slice(0, 5) },
    });
    expect(exchanged.moveNumber).toBe(1);
    expect((await stateOf(t, gameId)).players[0]!.score).toBe(after.players[0]!.score);
  });

  it('starts a Classic Upwords (upwords-8) solo game: an 8 × 8 board, 57 tiles in the bag, exchanges of up to five', async () => {
    const { gameId } = await player.lobby.solo({ ruleset: 'upwords-8' });
    const state = await stateOf(t, gameId);
    expect(state).toMatchObject({ ruleset: 'upwords-8', mode: 'solo' });
    expect(state.board.size).toBe(8);
    expect(state.bag).toHaveLength(64 - 7);
    const view = await player.game.view({ gameId });
    expect(view).toMatchObject({ ruleset: 'upwords-8', solo: true });
    const rack = state.players[0]!.rack;
    await expectTRPCError(
      player.game.submit({
        gameId,
        expectedMove: 0,
        action: { type: 'exchange', tiles: rack.slice(0, 6) },
      }),
      'BAD_REQUEST',
    );
    const exchanged = await player.game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'exchange', tiles: rack.slice(0, 5) },
    });
    expect(exchanged.moveNumber).toBe(0);
    const after = await stateOf(t, gameId);
    expect(after.moveNumber).toBe(1);
    expect(after.players[0]!.score).toBe(0);
    expect(after.bag).toHaveLength(64 - 7);
  });

  it('needs a signed-in player to start one', async () => {
    await expectTRPCError(visitor.lobby.solo({ ruleset: 'wordrise' }), 'UNAUTHORIZED');
  });

  it('reads a profile’s best solo scores, and NOT_FOUND for no such player', async () => {
    expect(await visitor.user.soloScores({ username: user.username })).toEqual([]);
    await expectTRPCError(visitor.user.soloScores({ username: 'nobody-here' }), 'NOT_FOUND');
  });
});

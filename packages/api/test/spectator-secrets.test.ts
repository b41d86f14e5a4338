import { games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import {
  callerFor,
  makeUsers,
  openingPlay,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';
import { next } from './support/iterate';
import { leaks, secretsOf } from './support/secrets';

/**
 * Fails closed: every payload a spectator (signed in or not) can receive about a
 * running game is serialised as the transport sends it, and searched for the game's
 * secrets (R30): the seed, the generator's state, the bag's order and each rack.
 * Letters are searched in three forms of the text: as sent, with everything but
 * letters removed, and with only capital letters kept, so a rack sent as a string,
 * an array of letters or a list of `{ letter }` objects is found alike. The same
 * search run over a player's own view must find that player's rack: a search that
 * could not see a leak would fail there.
 */
const t = useTestDatabase();
let people: SessionUser[] = [];
let [ann, ben, cat]: Caller[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat');
  [ann, ben, cat] = people.map((p) => callerFor(t, p));
});

/** Everything `caller` (a spectator) can be sent about the game now. */
async function spectatorPayloads(caller: Caller, gameId: string, signedIn: boolean) {
  const payloads: Record<string, unknown> = {
    'game.view': await caller.game.view({ gameId }),
    'game.history': await caller.game.history({ gameId }),
    'replay.get': await caller.replay.get({ gameId }),
    'lobby.watchable': await caller.lobby.watchable(),
    'lobby.open': await caller.lobby.open(),
    'user.profile': await caller.user.profile({ username: 'ann' }),
  };
  const live = (await caller.game.live({ gameId }))[Symbol.asyncIterator]();
  payloads['game.live'] = await next(live);
  await live.return?.();
  if (signedIn) {
    const room = { channel: 'spectators' as const, gameId };
    payloads['chat.access'] = await caller.chat.access({ room });
    payloads['chat.list'] = await caller.chat.list({ room });
    const chat = (await caller.chat.live({ room }))[Symbol.asyncIterator]();
    payloads['chat.live'] = await next(chat);
    await chat.return?.();
  }
  return payloads;
}

describe('what a spectator receives of a running game', () => {
  it('holds no seed, generator state, bag order or rack, before and after a move', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const [row] = await t.db.select({ seed: games.seed }).from(games).where(eq(games.id, gameId));
    const visitor = callerFor(t, null);
    await cat!.chat.send({ room: { channel: 'spectators', gameId }, text: 'watching' });

    for (let move = 0; move < 2; move++) {
      const state = await stateOf(t, gameId);
      const secrets = secretsOf(state, row!.seed);
      expect(secrets.racks.every((r) => r.length === 7)).toBe(true);
      expect(secrets.bagWindows.length).toBeGreaterThan(50);

      // The search sees a rack where it is meant to be: in its own player's view.
      const mover = state.toMove === 0 ? ann! : ben!;
      const own = { 'own view': await mover.game.view({ gameId }) };
      expect(leaks(own, secrets)).toEqual([`own view: rack of seat ${state.toMove}`]);
      // …and every secret in the stored state.
      expect(leaks({ state }, secrets)).toEqual(
        expect.arrayContaining(['state: seed', 'state: rack of seat 0', 'state: rack of seat 1']),
      );

      expect(leaks(await spectatorPayloads(cat!, gameId, true), secrets)).toEqual([]);
      expect(leaks(await spectatorPayloads(visitor, gameId, false), secrets)).toEqual([]);

      if (move === 0) {
        const rack = state.players[state.toMove]!.rack;
        await mover.game.submit({
          gameId,
          expectedMove: state.moveNumber,
          action: { type: 'play', placements: openingPlay(rack) },
        });
      }
    }
  });
});

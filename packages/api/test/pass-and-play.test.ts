import { games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { DEVICE_RACK_CHALLENGE_FIRST } from '@wordrise/games';
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
import { next } from './support/iterate';
import { leaks, secretsOf, type Secrets } from './support/secrets';

/**
 * Fails closed for pass and play: the host is sent the rack of the seat to move, when asked
 * for it, and nothing else secret. Every payload the host can receive about a running game
 * (and the answer to each move) is serialised as the transport sends it and searched for
 * the seed, the generator's state, the bag's order and every rack; the only find allowed
 * is the mover's rack, and it must be found in `passAndPlay.rack` (a search that could not
 * see a rack would fail there) and in no view of the table.
 */
const t = useTestDatabase();
let host: Caller;
let stranger: Caller;
let hostUser: SessionUser;

beforeAll(async () => {
  const [h, s] = await makeUsers(t, 'hana', 'sam');
  hostUser = h!;
  host = callerFor(t, h!);
  stranger = callerFor(t, s!);
});

/** Everything the host can be sent about the game now. */
async function hostPayloads(gameId: string) {
  const view = await host.game.view({ gameId });
  const payloads: Record<string, unknown> = {
    'game.view': view,
    'passAndPlay.rack': await host.passAndPlay.rack({ gameId, moveNumber: view.moveNumber }),
    'game.history': await host.game.history({ gameId }),
    'game.oracle': await host.game.oracle({ gameId, limit: 200 }),
    'replay.get': await host.replay.get({ gameId }),
    'lobby.mine': await host.lobby.mine(),
    'lobby.watchable': await host.lobby.watchable(),
    'user.profile': await host.user.profile({ username: hostUser.username }),
  };
  const live = (await host.game.live({ gameId }))[Symbol.asyncIterator]();
  payloads['game.live'] = await next(live);
  await live.return?.();
  return payloads;
}

/** The finds that are not the mover's rack. */
const beyondMover = (found: string[], mover: number) =>
  found.filter((f) => !f.endsWith(`: rack of seat ${mover}`));

describe('what the host of a pass-and-play game receives', () => {
  it('holds the mover’s rack only — no other rack, seed, generator state or bag — turn after turn', async () => {
    const { gameId } = await host.passAndPlay.create({
      names: ['Ann', 'Ben', 'Cat'],
      oracleAllowed: true,
    });
    const [row] = await t.db.select({ seed: games.seed }).from(games).where(eq(games.id, gameId));
    const secretsNow = async (): Promise<[Secrets, number]> => {
      const state = await stateOf(t, gameId);
      return [secretsOf(state, row!.seed), state.toMove];
    };

    for (let move = 0; move < 3; move++) {
      const [secrets, mover] = await secretsNow();
      expect(secrets.racks.every((r) => r.length === 7)).toBe(true);
      const payloads = await hostPayloads(gameId);
      const found = leaks(payloads, secrets);
      // The mover's rack comes when asked for ("show my rack"), in no view of the table (the
      // Oracle's plays, asked for once it is shown, may spell it out).
      const moverRack = found.filter((f) => f.endsWith(`: rack of seat ${mover}`));
      expect(moverRack).toContain(`passAndPlay.rack: rack of seat ${mover}`);
      expect(moverRack.filter((f) => !/^(passAndPlay\.rack|game\.oracle):/.test(f))).toEqual([]);
      expect(beyondMover(found, mover)).toEqual([]);

      // A play, an exchange (new tiles drawn) and a pass, each seat in turn.
      const rack = secrets.racks[mover]!;
      const action =
        move === 0
          ? { type: 'play' as const, placements: openingPlay(rack) }
          : move === 1
            ? { type: 'exchange' as const, tiles: rack.slice(0, 1) }
            : { type: 'pass' as const };
      const answer = {
        'game.submit': await host.game.submit({ gameId, expectedMove: move, action }),
      };
      const [after, next] = await secretsNow();
      expect(next).not.toBe(mover);
      // Neither the mover's rack before the move nor after it (the draw) comes back.
      expect(beyondMover(leaks(answer, secrets), next)).toEqual([]);
      expect(beyondMover(leaks(answer, after), next)).toEqual([]);
    }
  });

  it('a challenge by a named opponent (not the next holder) sends back no rack', async () => {
    const { gameId } = await host.passAndPlay.create({
      names: ['Ann', 'Ben', 'Cat'],
      oracleAllowed: true,
      challenges: true,
    });
    const [row] = await t.db.select({ seed: games.seed }).from(games).where(eq(games.id, gameId));
    const state = await stateOf(t, gameId);
    const mover = state.toMove;
    const third = (mover + 2) % 3;
    const placements = openingPlay(state.players[mover]!.rack);
    await host.game.submit({ gameId, expectedMove: 0, action: { type: 'play', placements } });
    // While the table decides on the play, no rack is shown, not even the next holder's.
    await expectTRPCError(
      host.passAndPlay.rack({ gameId, moveNumber: 1 }),
      'CONFLICT',
      DEVICE_RACK_CHALLENGE_FIRST,
    );
    // Nor the Oracle's plays, which would spell its tiles.
    await expectTRPCError(host.game.oracle({ gameId }), 'CONFLICT', DEVICE_RACK_CHALLENGE_FIRST);
    const before = secretsOf(await stateOf(t, gameId), row!.seed);
    const answer = {
      'game.challenge': await host.game.challenge({ gameId, expectedMove: 1, heldSeat: third }),
    };
    expect(answer['game.challenge'].event).toMatchObject({ type: 'challenge', seat: third });
    // Not even the next mover's: the device shows its cover until they ask for their rack.
    const after = await stateOf(t, gameId);
    expect(leaks(answer, before)).toEqual([]);
    expect(leaks(answer, secretsOf(after, row!.seed))).toEqual([]);
    // The same search finds the rack where it is given.
    const asked = {
      'passAndPlay.rack': await host.passAndPlay.rack({ gameId, moveNumber: after.moveNumber }),
    };
    expect(leaks(asked, secretsOf(after, row!.seed))).toEqual([
      `passAndPlay.rack: rack of seat ${after.toMove}`,
    ]);
  });

  it('refuses another signed-in user every move and the Oracle', async () => {
    const { gameId } = await host.passAndPlay.create({ names: ['Ann', 'Ben'] });
    await expectTRPCError(
      stranger.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } }),
      'FORBIDDEN',
    );
    await expectTRPCError(stranger.game.oracle({ gameId }), 'FORBIDDEN');
    await expectTRPCError(stranger.game.leave({ gameId }), 'FORBIDDEN');
    const seen = await stranger.game.view({ gameId });
    expect(seen.game?.rack).toBeNull();
    await expectTRPCError(
      stranger.passAndPlay.rack({ gameId, moveNumber: 0 }),
      'FORBIDDEN',
      'Only the host of this pass-and-play game holds its racks.',
    );
  });

  it('gives the host the mover’s rack at the move the page shows, not at an older one, nor once it is over', async () => {
    const { gameId } = await host.passAndPlay.create({ names: ['Ann', 'Ben'] });
    const state = await stateOf(t, gameId);
    expect(await host.passAndPlay.rack({ gameId, moveNumber: 0 })).toEqual({
      seat: state.toMove,
      moveNumber: 0,
      rack: state.players[state.toMove]!.rack,
    });
    await host.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });
    await expectTRPCError(host.passAndPlay.rack({ gameId, moveNumber: 0 }), 'CONFLICT');
    const next = await stateOf(t, gameId);
    expect(await host.passAndPlay.rack({ gameId, moveNumber: 1 })).toMatchObject({
      seat: next.toMove,
      rack: next.players[next.toMove]!.rack,
    });
    await host.game.submit({ gameId, expectedMove: 1, action: { type: 'resign' } });
    await expectTRPCError(
      host.passAndPlay.rack({ gameId, moveNumber: 2 }),
      'BAD_REQUEST',
      'The game is over.',
    );
    // A game with seats of its own (not at one device) has no device rack.
    const [ann, ben] = await makeUsers(t, 'ann', 'ben');
    const annC = callerFor(t, ann!);
    const { gameId: ownSeats } = await annC.lobby.create({ seats: 2 });
    await callerFor(t, ben!).lobby.join({ gameId: ownSeats });
    await expectTRPCError(annC.passAndPlay.rack({ gameId: ownSeats, moveNumber: 0 }), 'FORBIDDEN');
  });

  it('refuses unfit names with the field at fault, and visitors', async () => {
    await expectTRPCError(
      host.passAndPlay.create({ names: ['Lea', 'lea'] }),
      'BAD_REQUEST',
      /different name/,
    );
    await expectTRPCError(
      callerFor(t, null).passAndPlay.create({ names: ['A', 'B'] }),
      'UNAUTHORIZED',
    );
  });
});

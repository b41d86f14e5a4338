import { games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import type { Lexicon } from '@wordrise/engine';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import {
  callerFor,
  expectEveryGameReplays,
  expectTRPCError,
  makeUsers,
  openingPlay,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';

/** Word challenges through game.challenge: the server's window, the outcomes, what is shown. */
const t = useTestDatabase();
/** Words the tests declare not in the list; every other word is listed. */
const phonies = new Set<string>();
const lexicon = (): Lexicon => ({ has: (word) => !phonies.has(word) });
let people: SessionUser[] = [];
let callers: Caller[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'cora', 'dale');
  callers = people.map((p) => callerFor(t, p, { lexicon }));
});

/** A started challenges game: the caller to move first, the other, and the state. */
async function challengesGame(ruleset = 'upwords-8') {
  const gameId = await startTwoPlayerGame(callers[0]!, callers[1]!, { ruleset, challenges: true });
  const state = await stateOf(t, gameId);
  const mover = callers[state.toMove]!;
  const opponent = callers[1 - state.toMove]!;
  const rack = state.players[state.toMove]!.rack;
  const placements = openingPlay(rack).map((p) => ({ ...p, r: p.r - 1, c: p.c - 1 })); // 8 × 8 centre
  return {
    gameId,
    state,
    mover,
    opponent,
    rack,
    placements,
    word: placements.map((p) => p.letter).join(''),
  };
}

describe('word challenges through the API', () => {
  it('challenge: a phony play is taken back — the opponent sees a window but not the verdict, then the play goes', async () => {
    const { gameId, state, mover, opponent, placements, word } = await challengesGame();
    phonies.add(word);
    await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'play', placements } });
    const seen = await opponent.game.view({ gameId });
    expect(seen.challenges).toBe(true);
    expect(seen.challengeWindow).toMatchObject({ seat: state.toMove, move: 0 });
    expect(seen.challengeWindow!.closesAt!.getTime() - seen.serverTime.getTime()).toBeGreaterThan(
      10_000,
    );
    const payloads = JSON.stringify([
      seen,
      await opponent.game.history({ gameId }),
      await mover.game.history({ gameId }),
    ]);
    expect(payloads).not.toContain('unlisted');

    const answer = await opponent.game.challenge({ gameId, expectedMove: 1 });
    expect(answer.event).toMatchObject({
      type: 'challenge',
      upheld: true,
      unlisted: [word],
      challengedTotal: 0,
    });
    const after = await stateOf(t, gameId);
    expect(after.board).toEqual(state.board);
    // R30: the tiles it drew are back in the bag, shuffled (not at its front).
    expect([...after.bag].sort()).toEqual([...state.bag].sort());
    expect(after.players[state.toMove]).toMatchObject({
      rack: state.players[state.toMove]!.rack,
      score: 0,
    });
    expect(after.toMove).toBe(1 - state.toMove);
    expect((await mover.game.view({ gameId })).challengeWindow).toBeNull();
    phonies.delete(word);
  });

  it('challenge: a valid play challenged costs the challenger their turn', async () => {
    const { gameId, state, mover, opponent, placements } = await challengesGame('wordrise');
    const centred = placements.map((p) => ({ ...p, r: p.r + 1, c: p.c + 1 }));
    await mover.game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'play', placements: centred },
    });
    const answer = await opponent.game.challenge({ gameId, expectedMove: 1 });
    expect(answer.event).toMatchObject({ upheld: false, unlisted: [] });
    const after = await stateOf(t, gameId);
    expect(after.toMove).toBe(state.toMove);
    expect(after.players[state.toMove]!.score).toBeGreaterThan(0);
    expect(answer.view.toMove).toBe(state.toMove);
  });

  it('challenge: refused after 15 s in a live game, for one’s own play, and without the option', async () => {
    const { gameId, mover, opponent, placements } = await challengesGame();
    await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'play', placements } });
    await expectTRPCError(
      mover.game.challenge({ gameId, expectedMove: 1 }),
      'BAD_REQUEST',
      "You can't challenge your own play.",
    );
    await t.db
      .update(games)
      .set({ turnStartedAt: new Date(Date.now() - 16_000) })
      .where(eq(games.id, gameId));
    expect((await opponent.game.view({ gameId })).challengeWindow).toBeNull();
    await expectTRPCError(
      opponent.game.challenge({ gameId, expectedMove: 1 }),
      'BAD_REQUEST',
      'The time to challenge that play is over.',
    );

    const plain = await startTwoPlayerGame(callers[0]!, callers[1]!, { ruleset: 'upwords-8' });
    const s = await stateOf(t, plain);
    const play = openingPlay(s.players[s.toMove]!.rack).map((p) => ({
      ...p,
      r: p.r - 1,
      c: p.c - 1,
    }));
    await callers[s.toMove]!.game.submit({
      gameId: plain,
      expectedMove: 0,
      action: { type: 'play', placements: play },
    });
    await expectTRPCError(
      callers[1 - s.toMove]!.game.challenge({ gameId: plain, expectedMove: 1 }),
      'BAD_REQUEST',
    );
  });

  it('challenge: a correspondence game keeps the window open until the next action', async () => {
    const gameId = await startTwoPlayerGame(callers[0]!, callers[1]!, {
      ruleset: 'upwords-8',
      challenges: true,
      timeControl: { kind: 'correspondence', days: 3 },
    });
    const state = await stateOf(t, gameId);
    const placements = openingPlay(state.players[state.toMove]!.rack).map((p) => ({
      ...p,
      r: p.r - 1,
      c: p.c - 1,
    }));
    await callers[state.toMove]!.game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'play', placements },
    });
    await t.db
      .update(games)
      .set({ turnStartedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(games.id, gameId));
    const opponent = callers[1 - state.toMove]!;
    expect((await opponent.game.view({ gameId })).challengeWindow).toMatchObject({
      closesAt: null,
    });
    await opponent.game.submit({ gameId, expectedMove: 1, action: { type: 'pass' } });
    await expectTRPCError(
      callers[1 - state.toMove]!.game.challenge({ gameId, expectedMove: 2 }),
      'BAD_REQUEST',
      'There is no play to challenge now.',
    );
  });

  it('challenge: every game with challenges replays from its log to its cached state', async () => {
    expect(await expectEveryGameReplays(t)).toBeGreaterThan(0);
  });
});

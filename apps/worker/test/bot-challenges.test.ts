import { gameEvents } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { findAllPlays, getRuleset, type GameEvent } from '@wordrise/engine';
import { serverLexicon } from '@wordrise/games';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  drainQueue,
  expectReplays,
  makeUsers,
  prepareQueue,
  stateOf,
  type Caller,
} from './support/helpers';

const t = useTestDatabase();
const english = serverLexicon('english');
let ann: Caller;

beforeAll(async () => {
  await prepareQueue(t);
  const [user] = await makeUsers(t, 'ann');
  ann = callerFor(t, user!, english);
});

async function eventsOf(gameId: string): Promise<GameEvent[]> {
  const rows = await t.db
    .select({ event: gameEvents.event })
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(asc(gameEvents.moveNumber));
  return rows.map((r) => r.event);
}

/** A challenges game against a greedy bot in which Ann (seat 0) makes the first play. */
async function annFirst(): Promise<string> {
  for (;;) {
    const { gameId } = await ann.lobby.playBot({
      botLevel: 'greedy',
      ruleset: 'upwords-8',
      challenges: true,
    });
    // Else try another game (the bot plays this one out of sight).
    if ((await stateOf(t, gameId)).toMove === 0) return gameId;
  }
}

describe('bots and word challenges', () => {
  it('challenge: a bot challenges a human’s phony (taken back), never a valid play, and plays only listed words', async () => {
    const gameId = await annFirst();
    const state = await stateOf(t, gameId);
    const rack = state.players[0]!.rack;
    // Two of Ann's tiles that make no word, on two of the centre squares.
    const pairs = [...rack].flatMap((a, i) =>
      [...rack].flatMap((b, j) => (i !== j && a !== b ? [a + b] : [])),
    );
    const phony = pairs.find((w) => !english.has(w))!;
    await ann.game.submit({
      gameId,
      expectedMove: 0,
      action: {
        type: 'play',
        placements: [
          { r: 3, c: 3, letter: phony[0]! },
          { r: 3, c: 4, letter: phony[1]! },
        ],
      },
    });
    await drainQueue(t);
    const afterPhony = await eventsOf(gameId);
    expect(afterPhony[1]).toMatchObject({
      type: 'challenge',
      seat: 1,
      challenged: 0,
      upheld: true,
      unlisted: [phony],
    });
    // Then the bot moved: a play of listed words only (or a pass/exchange).
    expect(afterPhony[2]?.seat).toBe(1);
    expect(afterPhony[2]).not.toHaveProperty('unlisted');

    // Ann's valid play (the Oracle's best) is not challenged: the bot just moves.
    const now = await stateOf(t, gameId);
    expect(now.toMove).toBe(0);
    const ruleset = getRuleset('upwords-8')!;
    const best = findAllPlays(now, now.players[0]!.rack, english, ruleset).plays[0];
    expect(best).toBeDefined();
    await ann.game.submit({
      gameId,
      expectedMove: now.moveNumber,
      action: { type: 'play', placements: best!.placements },
    });
    await drainQueue(t);
    const all = await eventsOf(gameId);
    expect(all.filter((e) => e.type === 'challenge')).toHaveLength(1);
    expect(all[now.moveNumber + 1]).toMatchObject({ seat: 1 });
    expect(all[now.moveNumber + 1]?.type).not.toBe('challenge');
    await expectReplays(t, gameId);
  });
});

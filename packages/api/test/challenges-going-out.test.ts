import { gameEvents, games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import type { Lexicon } from '@wordrise/engine';
import { emptyBagAndRack } from '@wordrise/games/testing';
import { closeHeldWindow, expireClock, type TimeControl } from '@wordrise/games';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import {
  callerFor,
  expectTRPCError,
  makeUsers,
  openingPlay,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';

/**
 * Word challenges and a play that goes out: the game's end waits for the window (accept,
 * challenge, the window's time through the `challenge_close` job's function, or the clock).
 * The games here are set up with an empty bag (the state written directly), so their logs
 * do not replay from the seed: the engine's tests prove the replay of such logs.
 */
const t = useTestDatabase();
const phonies = new Set<string>();
const lexicon = (): Lexicon => ({ has: (word) => !phonies.has(word) });
const lexiconOf = () => lexicon();
let callers: Caller[] = [];

beforeAll(async () => {
  const people: SessionUser[] = await makeUsers(t, 'gina', 'hugo');
  callers = people.map((p) => callerFor(t, p, { lexicon }));
});

/** A started challenges game whose mover holds two tiles and the bag none: their opening play goes out. */
async function goingOutGame(timeControl?: TimeControl) {
  const gameId = await startTwoPlayerGame(callers[0]!, callers[1]!, {
    ruleset: 'upwords-8',
    challenges: true,
    ...(timeControl ? { timeControl } : {}),
  });
  const state = await stateOf(t, gameId);
  const seat = state.toMove;
  const placements = openingPlay(state.players[seat]!.rack).map((p) => ({
    ...p,
    r: p.r - 1,
    c: p.c - 1,
  }));
  const word = placements.map((p) => p.letter).join('');
  await emptyBagAndRack(t, gameId, seat, word);
  return { gameId, seat, mover: callers[seat]!, opponent: callers[1 - seat]!, placements, word };
}

async function lastEvent(gameId: string) {
  const rows = await t.db
    .select({ event: gameEvents.event, actor: gameEvents.actor })
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(asc(gameEvents.moveNumber));
  return rows[rows.length - 1];
}

describe('word challenges: a play that goes out', () => {
  it('challenge going out: the game runs on while the window is open; the opponent’s accept ends it', async () => {
    const { gameId, seat, mover, opponent, placements } = await goingOutGame();
    await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'play', placements } });
    const seen = await opponent.game.view({ gameId });
    expect(seen.game?.status).toBe('playing');
    expect(seen.challengeWindow).toMatchObject({ seat, move: 0, endsGame: true });
    await expectTRPCError(
      opponent.game.submit({ gameId, expectedMove: 1, action: { type: 'pass' } }),
      'BAD_REQUEST',
      'The last play ends the game: challenge it or accept it.',
    );
    await expectTRPCError(
      mover.game.accept({ gameId, expectedMove: 1 }),
      'BAD_REQUEST',
      "You can't accept your own play.",
    );
    const answer = await opponent.game.accept({ gameId, expectedMove: 1 });
    expect(answer.event).toMatchObject({ type: 'accept', accepted: seat });
    expect(answer.event.end?.reason).toBe('went-out');
    expect(answer.view.game?.status).toBe('over');
  });

  it('challenge going out: an upheld challenge returns the tiles and the game goes on', async () => {
    const { gameId, seat, mover, opponent, placements, word } = await goingOutGame();
    phonies.add(word);
    await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'play', placements } });
    const answer = await opponent.game.challenge({ gameId, expectedMove: 1 });
    expect(answer.event).toMatchObject({ type: 'challenge', upheld: true, end: null });
    const after = await stateOf(t, gameId);
    expect(after.status).toBe('playing');
    expect(after.players[seat]!.rack).toBe(word);
    expect(after.toMove).toBe(1 - seat);
    phonies.delete(word);
  });

  it('challenge going out: a failed challenge ends the game', async () => {
    const { gameId, mover, opponent, placements } = await goingOutGame();
    await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'play', placements } });
    const answer = await opponent.game.challenge({ gameId, expectedMove: 1 });
    expect(answer.event).toMatchObject({ upheld: false, end: { reason: 'went-out' } });
  });

  it('challenge going out: in a live game the window’s end (the challenge_close job) accepts the play', async () => {
    const { gameId, seat, mover, placements } = await goingOutGame();
    await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'play', placements } });
    // Before the window's end the job does nothing (and is retried).
    expect(await closeHeldWindow(t.db, { gameId, moveNumber: 1 }, lexiconOf)).toBe('not-yet');
    await t.db
      .update(games)
      .set({ turnStartedAt: new Date(Date.now() - 16_000) })
      .where(eq(games.id, gameId));
    expect(await closeHeldWindow(t.db, { gameId, moveNumber: 1 }, lexiconOf)).toBe('accepted');
    expect(await lastEvent(gameId)).toMatchObject({
      actor: 'clock',
      event: { type: 'accept', seat: 1 - seat, accepted: seat, end: { reason: 'went-out' } },
    });
    expect((await stateOf(t, gameId)).status).toBe('over');
    expect(await closeHeldWindow(t.db, { gameId, moveNumber: 1 }, lexiconOf)).toBe('stale');
  });

  it('challenge going out: in a correspondence game the next player’s clock running out accepts the play (no timeout)', async () => {
    const { gameId, seat, mover, placements } = await goingOutGame({
      kind: 'correspondence',
      days: 1,
    });
    await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'play', placements } });
    expect((await callers[1 - seat]!.game.view({ gameId })).challengeWindow).toMatchObject({
      closesAt: null,
      endsGame: true,
    });
    await t.db
      .update(games)
      .set({ turnStartedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(games.id, gameId));
    expect(await closeHeldWindow(t.db, { gameId, moveNumber: 1 }, lexiconOf)).toBe('stale');
    expect(await expireClock(t.db, gameId, lexiconOf)).toBe(true);
    expect(await lastEvent(gameId)).toMatchObject({
      actor: 'clock',
      event: { type: 'accept', end: { reason: 'went-out' } },
    });
  });
});

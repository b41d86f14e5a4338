import { gameEvents, gamePlayers, moveAnnotations } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { findGame, initialState, serverLexicon } from '@wordrise/games';
import { replayStates } from '@wordrise/engine';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { oracleVersionOf } from '../src/analysis/version';
import { sweepMissingJobs } from '../src/tasks/sweep';
import {
  callerFor,
  drainQueue,
  expectReplays,
  jobCount,
  makeUsers,
  prepareQueue,
  stateOf,
  type Caller,
  type SessionUser,
} from './support/helpers';

/** Bots and the analysis on a classic Upwords (upwords-8, 8 × 8) game. */
const t = useTestDatabase();
let ann: SessionUser;
let annCaller: Caller;

beforeAll(async () => {
  await prepareQueue(t);
  [ann] = (await makeUsers(t, 'ann')) as [SessionUser];
  annCaller = callerFor(t, ann);
});

describe('bots in a classic Upwords game', () => {
  it('play an upwords-8 game to its end by its rules, then the analysis runs on it', async () => {
    const { gameId } = await annCaller.lobby.playBot({ botLevel: 'casual', ruleset: 'upwords-8' });
    // Ann's seat becomes a bot too: a bot-vs-bot game the sweep sets going.
    await t.db
      .update(gamePlayers)
      .set({ userId: null, botLevel: 'greedy' })
      .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.seat, 0)));
    const before = await stateOf(t, gameId);
    expect(before.board.size).toBe(8);
    await sweepMissingJobs(t.db);
    await drainQueue(t);

    const loaded = await findGame(t.db, gameId);
    expect(loaded?.game.status).toBe('finished');
    const rows = await t.db
      .select()
      .from(gameEvents)
      .where(eq(gameEvents.gameId, gameId))
      .orderBy(asc(gameEvents.moveNumber));
    const plays = rows.filter((r) => r.action === 'play');
    expect(plays.length).toBeGreaterThan(4);
    // Every move legal by the upwords-8 rules: the log replays through the engine, every
    // word re-judged, and no tile lies outside the 8 × 8 board.
    const replayed = replayStates(
      initialState(loaded!),
      rows.map((r) => r.event),
      serverLexicon('english'),
    );
    expect(replayed.ok).toBe(true);
    await expectReplays(t, gameId);
    const final = await stateOf(t, gameId);
    expect(final.ruleset).toBe('upwords-8');
    expect(final.board.cells).toHaveLength(64);

    // The analysis ran with the upwords-8 Oracle: one note per play, the greedy bot's the best.
    const notes = await t.db
      .select()
      .from(moveAnnotations)
      .where(eq(moveAnnotations.gameId, gameId))
      .orderBy(asc(moveAnnotations.moveNumber));
    expect(notes.map((n) => n.moveNumber)).toEqual(plays.map((p) => p.moveNumber));
    const seatOf = new Map(plays.map((p) => [p.moveNumber, p.seat]));
    for (const note of notes) {
      expect(note.oracleVersion).toBe(oracleVersionOf(serverLexicon, 'upwords-8'));
      if (seatOf.get(note.moveNumber) === 0) expect(note).toMatchObject({ rank: 1, pointsLost: 0 });
    }
    expect(await jobCount(t, sql`true`)).toBe(0);
  });
});

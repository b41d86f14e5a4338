import { gameEvents, gamePlayers, moveAnnotations, type BotLevel } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { findGame, initialState, serverLexicon } from '@wordrise/games';
import { replayStates } from '@wordrise/engine';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { oracleVersionOf } from '../src/analysis/version';
import { decideBotAction } from '../src/bots/decide';
import { HURRY_BELOW_MS } from '../src/bots/hurry';
import { playBotTurn } from '../src/tasks/bot-turn';
import { sweepMissingJobs } from '../src/tasks/sweep';
import {
  botToMove,
  callerFor,
  depsFor,
  drainQueue,
  expectReplays,
  jobCount,
  makeUsers,
  prepareQueue,
  stateOf,
  type Caller,
  type SessionUser,
} from './support/helpers';

const t = useTestDatabase();
const ORACLE_VERSION = oracleVersionOf(serverLexicon);
let ann: SessionUser;
let annCaller: Caller;

beforeAll(async () => {
  await prepareQueue(t);
  [ann] = (await makeUsers(t, 'ann')) as [SessionUser];
  annCaller = callerFor(t, ann);
});

async function eventsOf(gameId: string) {
  return t.db
    .select()
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(asc(gameEvents.moveNumber));
}

/** The game's stored analysis, one row per play, in move order. */
async function notesOf(gameId: string) {
  return t.db
    .select()
    .from(moveAnnotations)
    .where(eq(moveAnnotations.gameId, gameId))
    .orderBy(asc(moveAnnotations.moveNumber));
}

/**
 * Every move legal: the log replays through the engine (by the game's ruleset) with the
 * real English word list, every word re-judged, to exactly the cached state.
 */
async function expectEveryMoveLegal(gameId: string): Promise<void> {
  const loaded = await findGame(t.db, gameId);
  const rows = await eventsOf(gameId);
  const replayed = replayStates(
    initialState(loaded!),
    rows.map((r) => r.event),
    serverLexicon('english'),
  );
  expect(replayed.ok).toBe(true);
  await expectReplays(t, gameId);
}

/** A game between two bots: a bot game from the lobby whose human seat becomes a bot too. */
async function botVersusBot(levels: [BotLevel, BotLevel], ruleset = 'wordrise'): Promise<string> {
  const { gameId } = await annCaller.lobby.playBot({ botLevel: levels[1], ruleset });
  await t.db
    .update(gamePlayers)
    .set({ userId: null, botLevel: levels[0] })
    .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.seat, 0)));
  return gameId;
}

/**
 * A bot-vs-bot game of `ruleset` played to its end by the queue (the sweep queues the first
 * turn): finished, with more than four plays, every move legal.
 */
async function playedToTheEnd(levels: [BotLevel, BotLevel], ruleset: string) {
  const gameId = await botVersusBot(levels, ruleset);
  await sweepMissingJobs(t.db);
  await drainQueue(t);
  const loaded = await findGame(t.db, gameId);
  expect(loaded?.game.status).toBe('finished');
  const rows = await eventsOf(gameId);
  const plays = rows.filter((r) => r.action === 'play');
  expect(plays.length).toBeGreaterThan(4);
  await expectEveryMoveLegal(gameId);
  return { gameId, loaded, rows, plays };
}

describe('bot turns', () => {
  it('play a bot-vs-bot game to its end through the move path, every move legal, then analyse it', async () => {
    const gameId = await botVersusBot(['greedy', 'casual']);
    // Seat 0 became a bot after the start: if it is to move, no job was queued for it;
    // the sweep finds the missing bot turn (it finds nothing else).
    const before = await stateOf(t, gameId);
    const swept = await sweepMissingJobs(t.db);
    expect(swept).toEqual({
      clocks: 0,
      bots: before.toMove === 0 ? 1 : 0,
      warnings: 0,
      windows: 0,
    });
    expect(await jobCount(t, sql`key = ${`bot_turn:${gameId}`}`)).toBe(1);

    const started = performance.now();
    await drainQueue(t);
    const ms = performance.now() - started;

    const loaded = await findGame(t.db, gameId);
    expect(loaded?.game.status).toBe('finished');
    const rows = await eventsOf(gameId);
    console.log(
      `bot game: ${rows.length} moves (${rows.filter((r) => r.action === 'play').length} plays, end ${loaded?.game.result?.reason}) + analysis in ${ms.toFixed(0)} ms`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map((r) => r.moveNumber)).toEqual(rows.map((_, i) => i));
    for (const row of rows) expect(row).toMatchObject({ actor: 'bot', actorUserId: null });
    await expectEveryMoveLegal(gameId);

    // The end queued the analysis, which ran: one row per play; the greedy bot (seat 0) always
    // made a best-scoring play, the casual bot (seat 1) prefers everyday words.
    const notes = await notesOf(gameId);
    const plays = rows.filter((r) => r.action === 'play');
    expect(notes.map((n) => n.moveNumber)).toEqual(plays.map((p) => p.moveNumber));
    const seatOf = new Map(plays.map((p) => [p.moveNumber, p.seat]));
    for (const note of notes) {
      expect(note.oracleVersion).toBe(ORACLE_VERSION);
      expect(note.pointsLost).toBe(note.bestScore - note.playedScore);
      expect(note.pointsLost).toBeGreaterThanOrEqual(0);
      expect(note.rank === 1).toBe(note.pointsLost === 0);
      if (seatOf.get(note.moveNumber) === 0) expect(note).toMatchObject({ rank: 1, pointsLost: 0 });
    }
    expect(await jobCount(t)).toBe(0);
  });

  it('play a classic Upwords (upwords-8) game to its end by its rules, then analyse it with its Oracle', async () => {
    const { gameId, plays } = await playedToTheEnd(['greedy', 'casual'], 'upwords-8');
    const final = await stateOf(t, gameId);
    expect(final).toMatchObject({ ruleset: 'upwords-8', board: { size: 8 } });
    expect(final.board.cells).toHaveLength(64);

    // Analysed with the upwords-8 Oracle: one note per play, the greedy bot's (seat 0) the best.
    const notes = await notesOf(gameId);
    expect(notes.map((n) => n.moveNumber)).toEqual(plays.map((p) => p.moveNumber));
    const seatOf = new Map(plays.map((p) => [p.moveNumber, p.seat]));
    for (const note of notes) {
      expect(note.oracleVersion).toBe(oracleVersionOf(serverLexicon, 'upwords-8'));
      if (seatOf.get(note.moveNumber) === 0) expect(note).toMatchObject({ rank: 1, pointsLost: 0 });
    }
    expect(await jobCount(t)).toBe(0);
  });

  it('play a Word Wefter game to its end, buying from the marketplace, then analyse it net of purchases', async () => {
    const { gameId, rows, plays, loaded } = await playedToTheEnd(['greedy', 'champion'], 'wefter');
    const bought = rows.filter((r) => 'bought' in r.event && r.event.bought);
    console.log(
      `wefter bot game: ${rows.length} moves, ${plays.length} plays, ${bought.length} purchases, end ${loaded?.game.result?.reason}`,
    );

    // One note per play; the greedy bot (seat 0) takes the most points after paying, so its
    // plays are the analysis's best by that measure (they search the same tiles).
    const notes = await notesOf(gameId);
    expect(notes.map((n) => n.moveNumber)).toEqual(plays.map((p) => p.moveNumber));
    const greedyMoves = new Set(plays.filter((p) => p.seat === 0).map((p) => p.moveNumber));
    for (const note of notes) {
      expect(note.oracleVersion).toBe(oracleVersionOf(serverLexicon, 'wefter'));
      expect(note.pointsLost).toBe(note.bestScore - note.playedScore);
      if (greedyMoves.has(note.moveNumber))
        expect(note).toMatchObject({ rank: 1, pointsLost: 0, playedScore: note.bestScore });
    }
    expect(await jobCount(t)).toBe(0);
  });

  it('play the bot’s turn in a game against a person, and complete a stale job as a no-op', async () => {
    const gameId = await botToMove(annCaller, t, 'beginner');
    const state = await stateOf(t, gameId);
    const job = { gameId, moveNumber: state.moveNumber, seat: 1 };
    expect(await jobCount(t, sql`key = ${`bot_turn:${gameId}`}`)).toBe(1);
    await drainQueue(t);
    const rows = await eventsOf(gameId);
    expect(rows.at(-1)).toMatchObject({ moveNumber: state.moveNumber, seat: 1, actor: 'bot' });
    // The same job again (a duplicate or a late retry): the game has moved on.
    expect(await playBotTurn(depsFor(t), job)).toEqual({
      kind: 'stale',
      reason: `game is at move ${state.moveNumber + 1}`,
    });
    expect(await eventsOf(gameId)).toHaveLength(rows.length);
    // A bot never moves for the person's seat.
    const now = await stateOf(t, gameId);
    expect(await playBotTurn(depsFor(t), { gameId, moveNumber: now.moveNumber, seat: 0 })).toEqual({
      kind: 'stale',
      reason: "seat 0 is not a bot's",
    });
    await expectReplays(t, gameId);
  });

  it('a champion short of time on its clock plays as greedy, so its thinking does not lose it the game (R25)', async () => {
    const { gameId } = await annCaller.lobby.playBot({
      botLevel: 'champion',
      timeControl: { kind: 'realtime', minutes: 5 },
    });
    const levels: BotLevel[] = [];
    const decide: typeof decideBotAction = (level, ...rest) => {
      levels.push(level);
      return decideBotAction(level, ...rest);
    };
    const botTurn = async () => {
      let state = await stateOf(t, gameId);
      if (state.toMove === 0) {
        await annCaller.game.submit({
          gameId,
          expectedMove: state.moveNumber,
          action: { type: 'pass' },
        });
        state = await stateOf(t, gameId);
      }
      const job = { gameId, moveNumber: state.moveNumber, seat: 1 };
      expect(await playBotTurn(depsFor(t), job, { decide })).toMatchObject({ kind: 'played' });
    };
    // Five minutes on its clock: the champion thinks.
    await botTurn();
    // Then its clock holds less than the hurry mark at the start of its next turn.
    await t.db
      .update(gamePlayers)
      .set({ timeLeftMs: HURRY_BELOW_MS - 1_000 })
      .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.seat, 1)));
    await botTurn();
    expect(levels).toEqual(['champion', 'greedy']);
    // The seat is still the champion's.
    const [seat] = await t.db
      .select({ botLevel: gamePlayers.botLevel })
      .from(gamePlayers)
      .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.seat, 1)));
    expect(seat?.botLevel).toBe('champion');
    await expectReplays(t, gameId);
  });

  it('pass instead when the engine refuses the bot’s action, so the game goes on', async () => {
    const gameId = await botToMove(annCaller, t, 'greedy');
    const state = await stateOf(t, gameId);
    const errors: string[] = [];
    const outcome = await playBotTurn(
      depsFor(t),
      { gameId, moveNumber: state.moveNumber, seat: 1 },
      {
        logger: { error: (m: string) => errors.push(m) } as never,
        // A bot bug: tiles it does not hold.
        decide: () => ({ type: 'play', placements: [{ r: 4, c: 4, letter: '?' }] }),
      },
    );
    expect(outcome).toMatchObject({ kind: 'played', action: { type: 'pass' } });
    expect(errors).toEqual([expect.stringMatching(/the engine refused the greedy bot's play/)]);
    const rows = await eventsOf(gameId);
    expect(rows.at(-1)).toMatchObject({
      moveNumber: state.moveNumber,
      action: 'pass',
      actor: 'bot',
    });
    await expectReplays(t, gameId);
  });
});

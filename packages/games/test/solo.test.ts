import { gameEvents, games, ratingChanges } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { apply, findTopPlays, rulesetOf, type GameEvent } from '@wordrise/engine';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bestSoloScores,
  createSoloGame,
  createStartedGame,
  listLiveGames,
  recordOfPlayer,
  serverLexicon,
  SOLO_EXCHANGES_CLOSE_AT_MOVE,
  SOLO_EXCHANGES_CLOSED,
  SOLO_OPTIONS_MESSAGE,
} from '../src/index';
import {
  CASUAL,
  expectEveryGameReplays,
  expectRefusal,
  makeUsers,
  playerFor,
  stateOf,
  type Player,
  type PlayerActions,
} from './helpers';

const t = useTestDatabase();
const graph = serverLexicon('english');
let solo: Player;
let soloActs: PlayerActions;

beforeAll(async () => {
  const [s] = await makeUsers(t, 'sol');
  solo = s!;
  soloActs = playerFor(t, solo, graph);
});

/**
 * Plays a solo game to its natural end through the move path: the Oracle's best play
 * while there is one, else a free exchange of up to five tiles while the bag has
 * tiles. No play possible with the bag empty: the server passes, which ends the game.
 */
async function playToTheEnd(gameId: string): Promise<number> {
  let moves = 0;
  for (;;) {
    const state = await stateOf(t, gameId);
    if (state.status === 'over') return moves;
    if (moves++ > 400) throw new Error('the solo game does not end');
    const rack = state.players[0]!.rack;
    const [best] = findTopPlays(state, rack, graph, rulesetOf(state)!, 1);
    const action = best
      ? { type: 'play' as const, placements: best.placements }
      : state.bag.length > 0
        ? { type: 'exchange' as const, tiles: rack.slice(0, Math.min(5, rack.length)) }
        : null;
    // With the bag empty and no play left the server has already passed: the game is over.
    if (!action) throw new Error('no play is possible, yet the solo game runs');
    await soloActs.game.submit({ gameId, expectedMove: state.moveNumber, action });
  }
}

/**
 * Plays `count` one-tile exchanges in a solo game with the engine and writes them as the move
 * path would (the events, the cached state), in two statements rather than `count` moves:
 * for a test that starts deep into a game. The replay check proves the writing faithful.
 */
async function exchangeInBulk(gameId: string, count: number): Promise<void> {
  let state = await stateOf(t, gameId);
  const events: GameEvent[] = [];
  for (let i = 0; i < count; i++) {
    const tiles = state.players[0]!.rack.slice(0, 1);
    const applied = apply(state, { type: 'exchange', seat: 0, tiles }, graph);
    if (!applied.ok) throw new Error(applied.error.reason);
    events.push(applied.event);
    state = applied.state;
  }
  await t.db.transaction(async (tx) => {
    await tx.insert(gameEvents).values(
      events.map((event) => ({
        gameId,
        moveNumber: event.move,
        seat: event.seat,
        actor: 'player' as const,
        actorUserId: solo.id,
        action: event.type,
        score: 0,
        event,
      })),
    );
    await tx.update(games).set({ state, moveNumber: state.moveNumber }).where(eq(games.id, gameId));
  });
}

describe('solo games', () => {
  it('start with one seat, casual, unlisted and unclocked, and are not games to watch', async () => {
    const { gameId } = await createSoloGame(t.db, solo.id, {
      ruleset: 'wordrise',
      oracleAllowed: true,
    });
    const [row] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(row).toMatchObject({
      solo: true,
      seats: 1,
      rated: false,
      listed: false,
      timeControl: 'none',
      status: 'playing',
    });
    expect(row?.state?.mode).toBe('solo');
    expect((await listLiveGames(t.db, 50)).map((g) => g.id)).not.toContain(gameId);
    const detail = await soloActs.game.view({ gameId });
    expect(detail.solo).toBe(true);
    // Unrated: no rating beside the one seat.
    expect(detail.players.map((p) => p.rating)).toEqual([null]);
    expect(JSON.stringify(detail)).not.toContain(row!.seed);
  });

  it('refuse solo options with more seats, a rating or a clock', async () => {
    await expectRefusal(
      createStartedGame(t.db, {
        createdBy: solo.id,
        options: { ...CASUAL, rated: true, solo: true },
        seats: [{ userId: solo.id }],
      }),
      'bad-request',
      SOLO_OPTIONS_MESSAGE,
    );
    const [other] = await makeUsers(t, 'duo');
    await expectRefusal(
      createStartedGame(t.db, {
        createdBy: solo.id,
        options: { ...CASUAL, solo: true },
        seats: [{ userId: solo.id }, { userId: other!.id }],
      }),
      'bad-request',
      SOLO_OPTIONS_MESSAGE,
    );
  });

  it('run to their natural end through the move path: final score = plays − rack penalty, no rating, and replay', async () => {
    const { gameId } = await createSoloGame(t.db, solo.id, {
      ruleset: 'wordrise',
      oracleAllowed: false,
    });
    await playToTheEnd(gameId);
    const state = await stateOf(t, gameId);
    expect(state.bag).toBe('');
    expect(['went-out', 'all-passed']).toContain(state.result?.reason);
    const events = await t.db
      .select({ score: gameEvents.score })
      .from(gameEvents)
      .where(eq(gameEvents.gameId, gameId));
    const plays = events.reduce((sum, e) => sum + e.score, 0);
    expect(state.players[0]?.score).toBe(plays - (state.result?.penalties[0] ?? 0));
    const [row] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(row?.status).toBe('finished');
    expect(await t.db.select().from(ratingChanges).where(eq(ratingChanges.gameId, gameId))).toEqual(
      [],
    );
    // Not won or lost: the player's record leaves solo games out.
    const record = await recordOfPlayer(t.db, 'sol');
    expect(record.wins + record.losses + record.draws).toBe(0);
    const best = await bestSoloScores(t.db, solo.id);
    expect(best).toEqual([
      {
        ruleset: 'wordrise',
        scores: [{ gameId, score: state.players[0]!.score, finishedAt: row!.finishedAt }],
      },
    ]);
    await expectEveryGameReplays(t);
  });

  // A free exchange never nears the no-word ending, so only exchanging would grow the log
  // (and every read of it, and the analysis of the game) without end.
  it('take no exchange from their last exchange move on; a pass still goes and passes end the game', async () => {
    const { gameId } = await createSoloGame(t.db, solo.id, {
      ruleset: 'wordrise',
      oracleAllowed: false,
    });
    await exchangeInBulk(gameId, SOLO_EXCHANGES_CLOSE_AT_MOVE - 1);
    const exchangeOne = async (expectedMove: number) => ({
      gameId,
      expectedMove,
      action: {
        type: 'exchange' as const,
        tiles: (await stateOf(t, gameId)).players[0]!.rack.slice(0, 1),
      },
    });
    // The last exchange goes through the move path; the next is refused, and nothing is written.
    const last = SOLO_EXCHANGES_CLOSE_AT_MOVE - 1;
    await soloActs.game.submit(await exchangeOne(last));
    await expectRefusal(
      soloActs.game.submit(await exchangeOne(last + 1)),
      'bad-request',
      SOLO_EXCHANGES_CLOSED,
    );
    expect(await stateOf(t, gameId)).toMatchObject({
      status: 'playing',
      moveNumber: SOLO_EXCHANGES_CLOSE_AT_MOVE,
    });
    for (let pass = 0; pass < 3; pass++) {
      await soloActs.game.submit({
        gameId,
        expectedMove: SOLO_EXCHANGES_CLOSE_AT_MOVE + pass,
        action: { type: 'pass' },
      });
    }
    expect((await stateOf(t, gameId)).status).toBe('over');
    await expectEveryGameReplays(t);
  });

  it('keep a resigned solo game out of the best scores', async () => {
    const { gameId } = await createSoloGame(t.db, solo.id, {
      ruleset: 'wordrise',
      oracleAllowed: false,
    });
    await soloActs.game.submit({ gameId, expectedMove: 0, action: { type: 'resign' } });
    expect((await stateOf(t, gameId)).result?.reason).toBe('resigned');
    const best = await bestSoloScores(t.db, solo.id);
    expect(best.flatMap((b) => b.scores.map((s) => s.gameId))).not.toContain(gameId);
  });
});

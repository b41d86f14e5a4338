import { gameEvents, gamePlayers } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { DEFAULT_RULESET_KEY, type GameEvent } from '@wordrise/engine';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bucketRecords, loadGame, playerRecord, recordOfPlayer } from '../src/index';
import {
  makeUsers,
  openingPlay,
  playerFor,
  startTwoPlayerGame,
  stateOf,
  type Player,
  type PlayerActions,
} from './helpers';

const t = useTestDatabase();
let people: Player[] = [];
let actions: PlayerActions[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'pia', 'quin', 'rex', 'sol', 'tam', 'uma');
  actions = people.map((p) => playerFor(t, p));
});

const byId = (userId: string | null) => actions[people.findIndex((p) => p.id === userId)]!;
const idOf = (name: string) => people.find((p) => p.username === name)!.id;

/**
 * A game of `a` and `b`: the first mover plays two tiles, the other passes, then
 * `loser` resigns. Returns the game, the play's score and the first mover's id.
 */
async function playAndResign(a: number, b: number, loser: 'first' | 'second', rated: boolean) {
  const gameId = await startTwoPlayerGame(actions[a]!, actions[b]!, { rated });
  const state = await stateOf(t, gameId);
  const seats = (await loadGame(t.db, gameId)).seats;
  const first = seats[state.toMove]!.userId!;
  const second = seats[1 - state.toMove]!.userId!;
  const played = await byId(first).game.submit({
    gameId,
    expectedMove: 0,
    action: { type: 'play', placements: openingPlay(state.players[state.toMove]!.rack) },
  });
  await byId(second).game.submit({ gameId, expectedMove: 1, action: { type: 'pass' } });
  await byId(loser === 'first' ? first : second).game.submit({
    gameId,
    expectedMove: 2,
    action: { type: 'resign' },
  });
  return { gameId, score: played.score, first, second };
}

/**
 * A rated game of `a` and `b` in which `opener` makes the only play (whoever moves
 * first passes if it is not them), the other passes, then the other resigns.
 */
async function playUntilResign(a: number, b: number, opener: string) {
  const gameId = await startTwoPlayerGame(actions[a]!, actions[b]!, { rated: true });
  const seats = (await loadGame(t.db, gameId)).seats;
  const other = seats.find((s) => s.userId !== idOf(opener))!.userId!;
  let move = 0;
  let state = await stateOf(t, gameId);
  if (seats[state.toMove]!.userId !== idOf(opener)) {
    await byId(other).game.submit({ gameId, expectedMove: move++, action: { type: 'pass' } });
    state = await stateOf(t, gameId);
  }
  await byId(idOf(opener)).game.submit({
    gameId,
    expectedMove: move++,
    action: { type: 'play', placements: openingPlay(state.players[state.toMove]!.rack) },
  });
  await byId(other).game.submit({ gameId, expectedMove: move++, action: { type: 'pass' } });
  await byId(other).game.submit({ gameId, expectedMove: move, action: { type: 'resign' } });
  return { gameId };
}

/** The player's final score in the game, as stored. */
async function finalScore(gameId: string, name: string): Promise<number> {
  const [row] = await t.db
    .select({ score: gamePlayers.score })
    .from(gamePlayers)
    .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.userId, idOf(name))));
  return row!.score;
}

describe('a player’s record', () => {
  it('counts wins, losses and average score over finished games, with the best single play', async () => {
    expect(await playerRecord(t.db, idOf('rex'))).toEqual({
      wins: 0,
      losses: 0,
      draws: 0,
      averageScore: null,
      averageOver: 0,
      bestPlay: null,
    });
    const g1 = await playAndResign(0, 1, 'second', true);
    const g2 = await playAndResign(0, 1, 'first', false);
    // A game still running counts for nothing.
    await startTwoPlayerGame(actions[0]!, actions[1]!);

    const pia = await recordOfPlayer(t.db, 'PIA');
    const finalScores = await Promise.all(
      [g1.gameId, g2.gameId].map(async (gameId) => {
        const [row] = await t.db
          .select({ score: gamePlayers.score })
          .from(gamePlayers)
          .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.userId, idOf('pia'))));
        return row!.score;
      }),
    );
    const piaWins = [g1, g2].filter((g, i) =>
      i === 0 ? g.first === idOf('pia') : g.second === idOf('pia'),
    ).length;
    expect(pia.wins).toBe(piaWins);
    expect(pia.losses).toBe(2 - piaWins);
    expect(pia.draws).toBe(0);
    // The average is over the games in which pia placed tiles (she opened them).
    const scored = finalScores.filter((_, i) => [g1, g2][i]!.first === idOf('pia'));
    expect(pia.averageOver).toBe(scored.length);
    if (scored.length === 0) expect(pia.averageScore).toBeNull();
    else expect(pia.averageScore).toBeCloseTo(scored.reduce((a, b) => a + b) / scored.length, 1);

    // The best play is the highest-scoring play among the player's own events.
    const own = [g1, g2].filter((g) => g.first === idOf('pia'));
    const best = own.sort((x, y) => y.score - x.score)[0];
    if (best) {
      const [event] = await t.db
        .select({ event: gameEvents.event })
        .from(gameEvents)
        .where(and(eq(gameEvents.gameId, best.gameId), eq(gameEvents.moveNumber, 0)));
      const words = (event!.event as Extract<GameEvent, { type: 'play' }>).words.map((w) => w.word);
      expect(words.length).toBeGreaterThan(0);
      expect(pia.bestPlay).toEqual({ gameId: best.gameId, score: best.score, words });
    } else {
      expect(pia.bestPlay).toBeNull();
    }
  });

  it('leaves a game the player made no play in out of the average score, not out of the record', async () => {
    // Tam opens (a play), Uma passes and resigns; then Uma opens and Tam only passes
    // before resigning: Tam's second game ends 0 without a play of hers.
    const opened = await playUntilResign(4, 5, 'tam');
    const passed = await playUntilResign(4, 5, 'uma');
    const tamScore = await finalScore(opened.gameId, 'tam');
    expect(tamScore).toBeGreaterThan(0);
    expect(await finalScore(passed.gameId, 'tam')).toBe(0);
    const tam = await playerRecord(t.db, idOf('tam'));
    expect(tam).toMatchObject({ wins: 1, losses: 1, draws: 0, averageOver: 1 });
    expect(tam.averageScore).toBe(tamScore);
    // The leaderboard's average follows the same rule (both games were rated).
    const bucket = { ruleset: DEFAULT_RULESET_KEY, speed: 'correspondence' } as const;
    const records = await bucketRecords(t.db, [idOf('tam'), idOf('uma')], bucket);
    expect(records.get(idOf('tam'))).toMatchObject({ wins: 1, losses: 1, averageOver: 1 });
    expect(records.get(idOf('tam'))?.averageScore).toBe(tamScore);
    expect(records.get(idOf('uma'))?.averageScore).toBe(await finalScore(passed.gameId, 'uma'));
  });

  it('counts only rated games of the bucket for the leaderboard’s win rate', async () => {
    const g = await playAndResign(2, 3, 'first', true);
    await playAndResign(2, 3, 'first', false);
    const records = await bucketRecords(t.db, [g.first, g.second], {
      ruleset: DEFAULT_RULESET_KEY,
      speed: 'correspondence',
    });
    expect(records.get(g.second)).toMatchObject({ wins: 1, losses: 0, draws: 0, winRate: 1 });
    expect(records.get(g.first)).toMatchObject({ wins: 0, losses: 1, draws: 0, winRate: 0 });
    const other = await bucketRecords(t.db, [g.first], {
      ruleset: DEFAULT_RULESET_KEY,
      speed: 'blitz',
    });
    expect(other.size).toBe(0);
  });
});

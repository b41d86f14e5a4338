import { gameEvents, gamePlayers, games, ratings } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { ANY_WORD } from '@wordrise/engine';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSoloGame,
  decodeMoveSnapshot,
  LIVE_CHANNEL,
  loadGame,
  readGameSnapshot,
  type GameChange,
  submitForView,
  type GameSnapshot,
  type SubmittedAction,
} from '../src/index';
import {
  makeUsers,
  playerFor,
  startTwoPlayerGame,
  stateOf,
  type Player,
  type PlayerActions,
} from './helpers';

const t = useTestDatabase();
let people: Player[] = [];
let [ann, ben]: PlayerActions[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben');
  [ann, ben] = people.map((p) => playerFor(t, p));
});

/** The game and its seats as Drizzle's query builder reads and maps them. */
async function drizzleRows(gameId: string) {
  const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
  const seats = await t.db
    .select()
    .from(gamePlayers)
    .where(eq(gamePlayers.gameId, gameId))
    .orderBy(asc(gamePlayers.seat));
  return { game, seats };
}

/** The player to move submits `action`: the snapshot of the game it left, for the mover's view. */
async function submitByMover(gameId: string, expectedMove: number, action: SubmittedAction) {
  const { toMove } = await stateOf(t, gameId);
  const { snapshot } = await submitForView(t.db, {
    gameId,
    actor: { kind: 'player', userId: people[toMove]!.id },
    action,
    expectedMove,
    lexicon: () => ANY_WORD,
  });
  return snapshot;
}

/** What a view is made of; the clock it was read at aside (a read is a moment later). */
const facts = (snapshot: GameSnapshot) => ({
  game: snapshot.loaded.game,
  seats: snapshot.loaded.seats,
  usernames: snapshot.usernames,
  ratings: snapshot.ratings,
  extras: snapshot.extras,
});

describe('the move path’s SQL text', () => {
  it('reads games and seats exactly as Drizzle maps them: dates, JSON, big integers, nulls', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, {
      timeControl: { kind: 'realtime', minutes: 5 },
    });
    for (const lock of [false, true]) {
      const loaded = await t.db.transaction((tx) => loadGame(tx, gameId, { lock }));
      const expected = await drizzleRows(gameId);
      expect(loaded.game).toEqual(expected.game);
      expect(loaded.seats).toEqual(expected.seats);
      expect(loaded.game.turnStartedAt).toBeInstanceOf(Date);
      expect(loaded.game.clockDeadline).toBeInstanceOf(Date);
      expect(typeof loaded.seats[0]!.timeLeftMs).toBe('number');
    }
    // The views' read: the same rows, and each player's username.
    const snapshot = await readGameSnapshot(t.db, gameId);
    const expected = await drizzleRows(gameId);
    expect(snapshot.loaded.game).toEqual(expected.game);
    expect(snapshot.loaded.seats).toEqual(expected.seats);
    expect([...snapshot.usernames.entries()].sort()).toEqual(
      people.map((p) => [p.id, p.username]).sort(),
    );
  });

  it('writes a move that Drizzle reads back: the event, the game after it, every seat', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, {
      timeControl: { kind: 'realtime', minutes: 5 },
    });
    const state = await stateOf(t, gameId);
    const mover = state.toMove === 0 ? ann! : ben!;
    const result = await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });

    const { game, seats } = await drizzleRows(gameId);
    expect(game?.state).toEqual(await stateOf(t, gameId));
    expect(game?.moveNumber).toBe(1);
    expect(game?.revision).toBeGreaterThan(0);
    expect(game?.toMoveSeat).toBe(1 - state.toMove);
    expect(game?.turnStartedAt).toBeInstanceOf(Date);
    expect(game?.clockDeadline!.getTime()).toBeGreaterThan(game!.turnStartedAt!.getTime());
    const [event] = await t.db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId));
    expect(event).toMatchObject({
      moveNumber: 0,
      seat: state.toMove,
      actor: 'player',
      actorUserId: people[state.toMove]!.id,
      action: 'pass',
      score: 0,
      event: result.event,
    });
    expect(event?.clockMs).toBe(seats[state.toMove]?.timeLeftMs);
    expect(event?.createdAt).toEqual(game?.turnStartedAt);
  });

  it('stores a finished game’s status, result and every seat’s rank and result', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const state = await stateOf(t, gameId);
    await (state.toMove === 0 ? ann! : ben!).game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'resign' },
    });
    const { game, seats } = await drizzleRows(gameId);
    expect(game?.status).toBe('finished');
    expect(game?.finishedAt).toBeInstanceOf(Date);
    expect(game?.toMoveSeat).toBeNull();
    expect(game?.result?.ranking).toEqual([[1 - state.toMove], [state.toMove]]);
    expect(seats.map((s) => [s.rank, s.result])).toEqual(
      state.toMove === 0
        ? [
            [2, 'loss'],
            [1, 'win'],
          ]
        : [
            [1, 'win'],
            [2, 'loss'],
          ],
    );
  });

  it('a move’s snapshot for the mover’s view is the game as a read after it finds it, at the end and going on', async () => {
    const rated = () =>
      startTwoPlayerGame(ann!, ben!, {
        rated: true,
        timeControl: { kind: 'realtime', minutes: 5 },
      });
    const move = async (gameId: string, expectedMove: number, action: SubmittedAction) => {
      const snapshot = await submitByMover(gameId, expectedMove, action);
      expect(facts(snapshot)).toEqual(facts(await readGameSnapshot(t.db, gameId)));
      return snapshot;
    };
    const first = await rated();
    await move(first, 0, { type: 'pass' });
    const ended = await move(first, 1, { type: 'resign' });
    expect(ended.loaded.game.status).toBe('finished');
    // Players with ratings (as the worker leaves them after rated games): views show them.
    const second = await rated();
    const { ruleset } = (await stateOf(t, second)) as { ruleset: string };
    await t.db.insert(ratings).values(
      people.flatMap((p) =>
        ['blitz', 'rapid'].map((speed) => ({
          userId: p.id,
          ruleset,
          speed,
          rating: 1600,
          rd: 80,
          vol: 0.06,
        })),
      ),
    );
    const going = await move(second, 0, { type: 'pass' });
    expect(going.loaded.game.status).toBe('playing');
    expect(going.ratings.current.size).toBeGreaterThanOrEqual(2);
  });

  it('a player’s move in a game that goes on sends that snapshot with its notice (views elsewhere need no read); the end of the game does not, nor a solo game’s move', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, {
      rated: true,
      timeControl: { kind: 'realtime', minutes: 5 },
    });
    const waiting = new Map<string, (payload: GameChange) => void>();
    const { unlisten } = await t.db.$client.listen(LIVE_CHANNEL, (text) => {
      const payload = JSON.parse(text) as GameChange;
      waiting.get(`${payload.gameId}:${payload.revision}`)?.(payload);
    });
    const move = async (expectedMove: number, action: SubmittedAction, game = gameId) => {
      const current = await readGameSnapshot(t.db, game);
      const heard = new Promise<GameChange>((resolve) =>
        waiting.set(`${game}:${current.loaded.game.revision + 1}`, resolve),
      );
      const snapshot = await submitByMover(game, expectedMove, action);
      return { snapshot, notice: await heard };
    };
    const going = await move(0, { type: 'pass' });
    const carried = decodeMoveSnapshot(going.notice.snapshot!)!;
    expect(carried.loaded.nowMs).toBe(going.snapshot.loaded.nowMs);
    expect(facts(carried)).toEqual(facts(going.snapshot));
    expect(facts(carried)).toEqual(facts(await readGameSnapshot(t.db, gameId)));
    expect(carried.loaded.game.turnStartedAt).toBeInstanceOf(Date);
    expect(carried.loaded.game.updatedMinute).toBeInstanceOf(Date);
    // Another version's text, this version's in another shape, or no JSON: none (read the game).
    const wire = JSON.parse(going.notice.snapshot!) as Record<string, unknown>;
    expect(decodeMoveSnapshot(JSON.stringify({ ...wire, v: 'another' }))).toBeUndefined();
    expect(decodeMoveSnapshot(JSON.stringify({ ...wire, seats: undefined }))).toBeUndefined();
    expect(decodeMoveSnapshot('{"v":')).toBeUndefined();

    const ended = await move(1, { type: 'resign' });
    expect(ended.snapshot.loaded.game.status).toBe('finished');
    expect(ended.notice.status).toBe('finished');
    expect(ended.notice).not.toHaveProperty('snapshot');

    // A solo game's move may be followed by the server's pass that ends it: read, not carried.
    const { gameId: soloGame } = await createSoloGame(t.db, people[0]!.id, {
      ruleset: 'wordrise',
      oracleAllowed: false,
    });
    const solo = await move(0, { type: 'pass' }, soloGame);
    expect(solo.notice.status).toBe('playing');
    expect(solo.notice).not.toHaveProperty('snapshot');
    await unlisten();
  });

  it('a live read takes the rematch facts from the last view while the game is played, and reads them again at its end', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const first = await readGameSnapshot(t.db, gameId);
    // A stand-in for the facts the last view held: kept while the game goes on.
    const held = { ...first.extras.rematch!, inTournament: false };
    const previous = { ...first, extras: { ...first.extras, rematch: held } };
    const { toMove } = await stateOf(t, gameId);
    const mover = toMove === 0 ? ann! : ben!;
    await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });
    const going = await readGameSnapshot(t.db, gameId, previous);
    expect(going.loaded.game.moveNumber).toBe(1);
    expect(going.extras.rematch).toBe(held);
    const other = toMove === 0 ? ben! : ann!;
    await other.game.submit({ gameId, expectedMove: 1, action: { type: 'resign' } });
    const ended = await readGameSnapshot(t.db, gameId, going);
    expect(ended.loaded.game.status).toBe('finished');
    expect(ended.extras.rematch).not.toBe(held);
    expect(ended.extras).toEqual((await readGameSnapshot(t.db, gameId)).extras);
  });
});

import { gamePlayers, games, rematchOffers } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerRematch,
  cancelRematch,
  createStartedGame,
  LOBBY_LIMITS,
  offerRematch,
  playBot,
  readGameDetail,
  REMATCH_ALREADY_OFFERED,
  REMATCH_ANSWERED,
  REMATCH_DECLINED,
  REMATCH_DONE,
  REMATCH_NONE,
  REMATCH_NOT_OVER,
  REMATCH_NOT_YOURS,
  REMATCH_OFFERED_BY_OTHER,
  REMATCH_OWN_OFFER,
} from '../src/index';
import {
  expectEveryGameReplays,
  expectRefusal,
  makeUsers,
  playerFor,
  startTwoPlayerGame,
  stateOf,
  type Player,
  type PlayerActions,
} from './helpers';

const t = useTestDatabase();
let people: Player[] = [];
let [ann, ben, cat]: PlayerActions[] = [];
let [annId, benId, catId] = ['', '', ''];

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat');
  [ann, ben, cat] = people.map((p) => playerFor(t, p));
  [annId, benId, catId] = people.map((p) => p.id) as [string, string, string];
});

/** A finished 2-player game between Ann and Ben (the mover resigns at once). */
async function finishedGame(options: Parameters<typeof startTwoPlayerGame>[2] = {}) {
  const gameId = await startTwoPlayerGame(ann!, ben!, options);
  const state = await stateOf(t, gameId);
  const mover = state.toMove === 0 ? ann! : ben!;
  await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'resign' } });
  return gameId;
}

const seatUsers = async (gameId: string) =>
  (
    await t.db
      .select({ userId: gamePlayers.userId, botLevel: gamePlayers.botLevel })
      .from(gamePlayers)
      .where(eq(gamePlayers.gameId, gameId))
      .orderBy(asc(gamePlayers.seat))
  ).map((s) => s.userId ?? s.botLevel);

/** Who moves first in a game, by user id (or bot level). */
async function starter(gameId: string) {
  const state = await stateOf(t, gameId);
  return (await seatUsers(gameId))[state.toMove];
}

const rematchesOf = (gameId: string) =>
  t.db.select().from(rematchOffers).where(eq(rematchOffers.gameId, gameId));

describe('a rematch between two players', () => {
  it('is offered by one, accepted by the other, and starts a game like the last with the other player first', async () => {
    const gameId = await finishedGame({
      timeControl: { kind: 'correspondence', days: 3 },
      rated: true,
    });
    const firstBefore = await starter(gameId);
    expect(await offerRematch(t.db, { gameId, userId: annId })).toEqual({
      status: 'offered',
      gameId: null,
    });
    const seen = await readGameDetail(t.db, gameId, benId);
    expect(seen.rematch).toMatchObject({ status: 'offered', offeredBySeat: 0, gameId: null });

    const accepted = await answerRematch(t.db, { gameId, userId: benId, accept: true });
    expect(accepted.status).toBe('accepted');
    const next = accepted.gameId!;
    const [row] = await t.db.select().from(games).where(eq(games.id, next));
    expect(row).toMatchObject({
      status: 'playing',
      ruleset: 'wordrise',
      rated: true,
      timeControl: 'correspondence',
      timeDays: 3,
      oracleAllowed: false,
      createdBy: annId,
    });
    // The other player starts: the seats were rotated.
    expect(await starter(next)).toBe(firstBefore === annId ? benId : annId);
    expect(new Set(await seatUsers(next))).toEqual(new Set([annId, benId]));
    // Both see where the rematch is; the new game says what it is the rematch of.
    expect((await readGameDetail(t.db, gameId, annId)).rematch).toMatchObject({
      status: 'accepted',
      gameId: next,
    });
    expect((await readGameDetail(t.db, next, annId)).rematchOf).toBe(gameId);
    await expectEveryGameReplays(t);
  });

  it('alternates who starts over a chain of rematches', async () => {
    let gameId = await finishedGame();
    const starters = [await starter(gameId)];
    for (let i = 0; i < 3; i++) {
      await offerRematch(t.db, { gameId, userId: i % 2 ? annId : benId });
      const { gameId: next } = await answerRematch(t.db, {
        gameId,
        userId: i % 2 ? benId : annId,
        accept: true,
      });
      gameId = next!;
      const state = await stateOf(t, gameId);
      const mover = (await seatUsers(gameId))[state.toMove] === annId ? ann! : ben!;
      await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'resign' } });
      starters.push(await starter(gameId));
    }
    expect(starters.slice(1)).toEqual(
      starters.slice(0, 3).map((s) => (s === annId ? benId : annId)),
    );
  });

  it('refuses what the rules of a rematch do not allow, as values', async () => {
    const running = await startTwoPlayerGame(ann!, ben!);
    await expectRefusal(
      offerRematch(t.db, { gameId: running, userId: annId }),
      'conflict',
      REMATCH_NOT_OVER,
    );

    const gameId = await finishedGame();
    await expectRefusal(offerRematch(t.db, { gameId, userId: catId }), 'forbidden');
    await expectRefusal(
      answerRematch(t.db, { gameId, userId: benId, accept: true }),
      'conflict',
      REMATCH_NONE,
    );
    await offerRematch(t.db, { gameId, userId: annId });
    await expectRefusal(
      offerRematch(t.db, { gameId, userId: annId }),
      'conflict',
      REMATCH_ALREADY_OFFERED,
    );
    await expectRefusal(
      offerRematch(t.db, { gameId, userId: benId }),
      'conflict',
      REMATCH_OFFERED_BY_OTHER,
    );
    await expectRefusal(
      answerRematch(t.db, { gameId, userId: annId, accept: true }),
      'conflict',
      REMATCH_OWN_OFFER,
    );
    await expectRefusal(answerRematch(t.db, { gameId, userId: catId, accept: true }), 'forbidden');
    await expectRefusal(
      cancelRematch(t.db, { gameId, userId: benId }),
      'forbidden',
      REMATCH_NOT_YOURS,
    );

    await answerRematch(t.db, { gameId, userId: benId, accept: true });
    await expectRefusal(offerRematch(t.db, { gameId, userId: benId }), 'conflict', REMATCH_DONE);
    await expectRefusal(
      answerRematch(t.db, { gameId, userId: benId, accept: true }),
      'conflict',
      REMATCH_DONE,
    );
    await expectRefusal(cancelRematch(t.db, { gameId, userId: annId }), 'conflict', REMATCH_DONE);
    expect(await rematchesOf(gameId)).toHaveLength(1);
  });

  it('ends for good when declined: no accept, no new offer', async () => {
    const gameId = await finishedGame();
    await offerRematch(t.db, { gameId, userId: benId });
    expect(await answerRematch(t.db, { gameId, userId: annId, accept: false })).toEqual({
      status: 'declined',
      gameId: null,
    });
    expect((await readGameDetail(t.db, gameId, benId)).rematch).toMatchObject({
      status: 'declined',
      declinedBySeat: 0,
    });
    await expectRefusal(
      answerRematch(t.db, { gameId, userId: annId, accept: true }),
      'conflict',
      REMATCH_DECLINED,
    );
    await expectRefusal(
      offerRematch(t.db, { gameId, userId: annId }),
      'conflict',
      REMATCH_DECLINED,
    );
  });

  it('may be cancelled by the offerer, and offered again afterwards', async () => {
    const gameId = await finishedGame();
    await offerRematch(t.db, { gameId, userId: annId });
    expect((await cancelRematch(t.db, { gameId, userId: annId })).status).toBe('cancelled');
    expect((await readGameDetail(t.db, gameId, benId)).rematch?.status).toBe('none');
    await expectRefusal(
      answerRematch(t.db, { gameId, userId: benId, accept: true }),
      'conflict',
      REMATCH_NONE,
    );
    await offerRematch(t.db, { gameId, userId: benId });
    expect((await answerRematch(t.db, { gameId, userId: annId, accept: true })).status).toBe(
      'accepted',
    );
  });

  it('creates exactly one game when two accepts race (row lock)', async () => {
    const gameId = await finishedGame();
    await offerRematch(t.db, { gameId, userId: annId });
    const before = (await t.db.select({ id: games.id }).from(games)).length;
    const answers = await Promise.allSettled([
      answerRematch(t.db, { gameId, userId: benId, accept: true }),
      answerRematch(t.db, { gameId, userId: benId, accept: true }),
      answerRematch(t.db, { gameId, userId: benId, accept: true }),
    ]);
    const made = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value.gameId] : []));
    expect(made).toHaveLength(1);
    expect((await t.db.select({ id: games.id }).from(games)).length).toBe(before + 1);
    for (const a of answers)
      if (a.status === 'rejected') expect((a.reason as Error).message).toBe(REMATCH_DONE);
  });
});

describe('a rematch of three players', () => {
  it('starts once every other player accepted, with the next seat first', async () => {
    const { gameId } = await createStartedGame(t.db, {
      createdBy: annId,
      options: {
        ruleset: 'wordrise',
        timeControl: { kind: 'none' },
        rated: false,
        oracleAllowed: false,
      },
      seats: [{ userId: annId }, { userId: benId }, { userId: catId }],
    });
    const state = await stateOf(t, gameId);
    const order = [0, 1, 2].map((k) => [annId, benId, catId][(state.toMove + k) % 3]);
    // Everyone resigns in turn until the game is over.
    for (let move = 0; move < 2; move++) {
      const s = await stateOf(t, gameId);
      const who = [ann!, ben!, cat!][s.toMove]!;
      await who.game.submit({ gameId, expectedMove: move, action: { type: 'resign' } });
    }
    await offerRematch(t.db, { gameId, userId: annId });
    const half = await answerRematch(t.db, { gameId, userId: catId, accept: true });
    expect(half).toEqual({ status: 'offered', gameId: null });
    await expectRefusal(
      answerRematch(t.db, { gameId, userId: catId, accept: true }),
      'conflict',
      REMATCH_ANSWERED,
    );
    const done = await answerRematch(t.db, { gameId, userId: benId, accept: true });
    const next = done.gameId!;
    const nextState = await stateOf(t, next);
    const seats = await seatUsers(next);
    expect([0, 1, 2].map((k) => seats[(nextState.toMove + k) % 3])).toEqual([
      order[1],
      order[2],
      order[0],
    ]);
  });
});

describe('a rematch of a Word Wefter game', () => {
  it('keeps its game length and word challenges', async () => {
    const gameId = await finishedGame({ ruleset: 'wefter', length: 'short', challenges: true });
    await offerRematch(t.db, { gameId, userId: annId });
    const { gameId: next } = await answerRematch(t.db, { gameId, userId: benId, accept: true });
    const [row] = await t.db.select().from(games).where(eq(games.id, next!));
    expect(row).toMatchObject({
      status: 'playing',
      ruleset: 'wefter',
      gameLength: 'short',
      wordChallenges: true,
    });
    expect((await stateOf(t, next!)).length).toBe('short');
    await expectEveryGameReplays(t);
  });
});

describe('a rematch against a bot', () => {
  it('is accepted by the bot at once', async () => {
    const { gameId } = await playBot(t.db, annId, {
      ruleset: 'wordrise',
      timeControl: { kind: 'none' },
      oracleAllowed: true,
      botLevel: 'greedy',
    });
    // R24: a player may resign at any time, also before the bot's first move.
    await ann!.game.submit({ gameId, expectedMove: 0, action: { type: 'resign' } });
    const made = await offerRematch(t.db, { gameId, userId: annId });
    expect(made.status).toBe('accepted');
    const [row] = await t.db.select().from(games).where(eq(games.id, made.gameId!));
    expect(row).toMatchObject({ status: 'playing', oracleAllowed: true, rated: false });
    expect(new Set(await seatUsers(made.gameId!))).toEqual(new Set([annId, 'greedy']));
  });

  it(`counts toward the player's ${LOBBY_LIMITS.runningBotGames} running bot games`, async () => {
    const [dee] = await makeUsers(t, 'dee');
    const deeId = dee!.id;
    const bot = () =>
      playBot(t.db, deeId, {
        ruleset: 'wordrise',
        timeControl: { kind: 'none' },
        oracleAllowed: false,
        botLevel: 'beginner',
      });
    const { gameId: finished } = await bot();
    await playerFor(t, dee!).game.submit({
      gameId: finished,
      expectedMove: 0,
      action: { type: 'resign' },
    });
    for (let i = 0; i < LOBBY_LIMITS.runningBotGames; i++) await bot();
    await expectRefusal(
      offerRematch(t.db, { gameId: finished, userId: deeId }),
      'conflict',
      `You already have ${LOBBY_LIMITS.runningBotGames} games against bots going: finish or resign one before starting another.`,
    );
  });
});

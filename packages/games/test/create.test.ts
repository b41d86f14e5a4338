import { gamePlayers, games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOT_GAMES_CASUAL_MESSAGE,
  createStartedGame,
  readGameDetail,
  type SeatedGameInput,
} from '../src/index';
import {
  CASUAL,
  eventCount,
  expectEveryGameReplays,
  expectRefusal,
  makeUsers,
  stateOf,
  type Player,
} from './helpers';

const t = useTestDatabase();
let people: Player[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat');
});

const casual = CASUAL;

const seatsOf = (gameId: string) =>
  t.db
    .select()
    .from(gamePlayers)
    .where(eq(gamePlayers.gameId, gameId))
    .orderBy(asc(gamePlayers.seat));

describe('createStartedGame: a game with its seats already assigned', () => {
  it('starts a game between named players at once, in the seats given', async () => {
    const [ann, ben, cat] = people as [Player, Player, Player];
    const { gameId } = await createStartedGame(t.db, {
      createdBy: cat.id,
      options: { ...casual, rated: true, timeControl: { kind: 'realtime', minutes: 5 } },
      seats: [{ userId: ben.id }, { userId: ann.id }],
    });
    const [row] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(row).toMatchObject({
      status: 'playing',
      seats: 2,
      rated: true,
      listed: false,
      createdBy: cat.id,
      moveNumber: 0,
    });
    expect(row?.clockDeadline).toBeInstanceOf(Date);
    const seats = await seatsOf(gameId);
    expect(seats.map((s) => [s.seat, s.userId, s.name, s.joinStatus, s.timeLeftMs])).toEqual([
      [0, ben.id, 'Ben', 'joined', 5 * 60_000],
      [1, ann.id, 'Ann', 'joined', 5 * 60_000],
    ]);
    const state = await stateOf(t, gameId);
    expect(state.players.map((p) => p.name)).toEqual(['Ben', 'Ann']);
    // The seated players see it as theirs; the creator who does not play is a spectator.
    expect((await readGameDetail(t.db, gameId, ann.id)).yourSeat).toBe(1);
    expect((await readGameDetail(t.db, gameId, cat.id)).yourSeat).toBeNull();
  });

  it('seats bots next to players (casual only)', async () => {
    const [ann] = people as [Player];
    const { gameId } = await createStartedGame(t.db, {
      createdBy: ann.id,
      options: casual,
      seats: [{ botLevel: 'greedy' }, { userId: ann.id }, { botLevel: 'beginner' }],
    });
    const seats = await seatsOf(gameId);
    expect(seats.map((s) => [s.userId, s.botLevel, s.name])).toEqual([
      [null, 'greedy', 'Greedy bot'],
      [ann.id, null, 'Ann'],
      [null, 'beginner', 'Beginner bot'],
    ]);
    expect((await stateOf(t, gameId)).players).toHaveLength(3);
  });

  it('refuses what cannot be seated, writing nothing', async () => {
    const [ann, ben] = people as [Player, Player];
    const before = await t.db.select({ id: games.id }).from(games);
    const refused = async (input: SeatedGameInput, kind: 'bad-request' | 'not-found') =>
      expectRefusal(createStartedGame(t.db, input), kind);
    const twice = await refused(
      { createdBy: ann.id, options: casual, seats: [{ userId: ann.id }, { userId: ann.id }] },
      'bad-request',
    );
    expect(twice).toMatchObject({ field: 'seats' });
    const ratedBot = await refused(
      {
        createdBy: ann.id,
        options: { ...casual, rated: true },
        seats: [{ userId: ann.id }, { botLevel: 'greedy' }],
      },
      'bad-request',
    );
    expect(ratedBot).toMatchObject({ field: 'rated', message: BOT_GAMES_CASUAL_MESSAGE });
    const alone = await refused(
      { createdBy: ann.id, options: casual, seats: [{ userId: ann.id }] },
      'bad-request',
    );
    expect(alone).toMatchObject({ field: 'seats' });
    const ghost = await refused(
      {
        createdBy: ann.id,
        options: casual,
        seats: [{ userId: ben.id }, { userId: '00000000-0000-4000-8000-000000000000' }],
      },
      'not-found',
    );
    expect(ghost).toMatchObject({ field: 'seats' });
    expect(await t.db.select({ id: games.id }).from(games)).toEqual(before);
  });

  it('creates a game that plays and replays like any other', async () => {
    const [ann, ben] = people as [Player, Player];
    const { gameId } = await createStartedGame(t.db, {
      createdBy: ann.id,
      options: casual,
      seats: [{ userId: ann.id }, { userId: ben.id }],
    });
    expect(await eventCount(t, gameId)).toBe(0);
    expect(await expectEveryGameReplays(t)).toBe(3);
  });
});

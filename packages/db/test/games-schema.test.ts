import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameEvents, gamePlayers, games, users } from '../src/schema/index';
import { useTestDatabase } from '../src/testing/index';

const t = useTestDatabase();
let userId = '';

beforeAll(async () => {
  const [user] = await t.db
    .insert(users)
    .values({ username: 'erin', displayName: 'Erin' })
    .returning();
  userId = user!.id;
});

const game = (over: Partial<typeof games.$inferInsert> = {}) => ({
  ruleset: 'wordrise',
  seats: 2,
  seed: 'secret',
  createdBy: userId,
  ...over,
});
const constraintOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: { cause?: { constraint_name?: string } }) => e.cause?.constraint_name,
  );

describe('games schema', () => {
  it('refuses the Oracle in rated games, odd seat counts and inconsistent clocks', async () => {
    expect(
      await constraintOf(t.db.insert(games).values(game({ rated: true, oracleAllowed: true }))),
    ).toBe('games_oracle_casual_check');
    expect(await constraintOf(t.db.insert(games).values(game({ seats: 5 })))).toBe(
      'games_seats_check',
    );
    expect(await constraintOf(t.db.insert(games).values(game({ timeControl: 'realtime' })))).toBe(
      'games_time_control_check',
    );
    expect(await constraintOf(t.db.insert(games).values(game({ status: 'playing' })))).toBe(
      'games_state_check',
    );
    expect(
      await constraintOf(
        t.db.insert(games).values(game({ status: 'paused' as never, state: {} as never })),
      ),
    ).toBe('games_status_check');
  });

  it('seats one player only in a solo game, and keeps it casual, unlisted and without a clock', async () => {
    expect(await constraintOf(t.db.insert(games).values(game({ seats: 1 })))).toBe(
      'games_seats_check',
    );
    const solo = { solo: true, seats: 1, listed: false };
    expect(await constraintOf(t.db.insert(games).values(game(solo)))).toBeUndefined();
    for (const unfit of [
      { seats: 2 },
      { rated: true },
      { listed: true },
      { timeControl: 'realtime' as const, timeMinutes: 10 },
    ]) {
      expect(await constraintOf(t.db.insert(games).values(game({ ...solo, ...unfit })))).toMatch(
        /^games_(solo|seats)_check$/,
      );
    }
  });

  it('keeps pass-and-play games casual, unlisted and without a clock', async () => {
    for (const unfit of [
      { rated: true, oracleAllowed: false },
      { listed: true },
      { timeControl: 'realtime' as const, timeMinutes: 10 },
    ]) {
      expect(
        await constraintOf(
          t.db.insert(games).values(game({ passAndPlay: true, listed: false, ...unfit })),
        ),
      ).toBe('games_pass_and_play_check');
    }
  });

  it('seats a player, a bot or a pass-and-play name, exactly one, and a player once per game', async () => {
    const [g] = await t.db.insert(games).values(game()).returning();
    const gameId = g!.id;
    expect(
      await constraintOf(
        t.db.insert(gamePlayers).values({ gameId, seat: 0, userId, botLevel: 'greedy', name: 'x' }),
      ),
    ).toBe('game_players_occupant_check');
    expect(
      await constraintOf(t.db.insert(gamePlayers).values({ gameId, seat: 0, name: 'nobody' })),
    ).toBe('game_players_occupant_check');
    expect(
      await constraintOf(
        t.db.insert(gamePlayers).values({ gameId, seat: 0, userId, heldBy: userId, name: 'x' }),
      ),
    ).toBe('game_players_occupant_check');
    expect(
      await constraintOf(
        t.db
          .insert(gamePlayers)
          .values({ gameId, seat: 0, botLevel: 'godlike' as never, name: 'x' }),
      ),
    ).toBe('game_players_bot_level_check');
    await t.db.insert(gamePlayers).values({ gameId, seat: 0, userId, name: 'Erin' });
    expect(
      await constraintOf(
        t.db.insert(gamePlayers).values({ gameId, seat: 1, userId, name: 'Erin again' }),
      ),
    ).toBe('game_players_game_user_idx');
    expect(
      await constraintOf(
        t.db.insert(gamePlayers).values({ gameId, seat: 0, botLevel: 'casual', name: 'Bot' }),
      ),
    ).toBe('game_players_game_id_seat_pk');
    await t.db
      .insert(gamePlayers)
      .values({ gameId, seat: 1, botLevel: 'casual', name: 'Casual bot' });
  });

  it('keys events by game and move number: a move number is taken once', async () => {
    const [g] = await t.db.insert(games).values(game()).returning();
    const gameId = g!.id;
    const event = { type: 'pass', move: 0, seat: 0, rack: 'ABCDEFG', total: 0, end: null } as const;
    const row = {
      gameId,
      moveNumber: 0,
      seat: 0,
      actor: 'player' as const,
      action: 'pass' as const,
      event,
    };
    await t.db.insert(gameEvents).values(row);
    expect(await constraintOf(t.db.insert(gameEvents).values({ ...row, seat: 1 }))).toBe(
      'game_events_game_id_move_number_pk',
    );
    const [stored] = await t.db
      .select({ kind: sql<string>`jsonb_typeof(${gameEvents.event})`, event: gameEvents.event })
      .from(gameEvents)
      .where(eq(gameEvents.gameId, gameId));
    expect(stored).toEqual({ kind: 'object', event }); // stored as a JSON object, not a string
    // Deleting a game (e.g. an abandoned open one) takes its seats and events along.
    await t.db.delete(games).where(eq(games.id, gameId));
    expect(await t.db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId))).toEqual([]);
  });

  it("records an organiser's decision with the organiser named, and no actor outside the list", async () => {
    const [g] = await t.db.insert(games).values(game()).returning();
    const gameId = g!.id;
    const event = { type: 'resign', move: 0, seat: 0, total: 0, end: null } as const;
    const row = { gameId, seat: 0, action: 'resign' as const, event: event as never };
    expect(
      await constraintOf(
        t.db.insert(gameEvents).values({ ...row, moveNumber: 0, actor: 'organiser' }),
      ),
    ).toBe('game_events_organiser_named_check');
    expect(
      await constraintOf(
        t.db.insert(gameEvents).values({ ...row, moveNumber: 0, actor: 'referee' as never }),
      ),
    ).toBe('game_events_actor_check');
    expect(
      await constraintOf(
        t.db
          .insert(gameEvents)
          .values({ ...row, moveNumber: 0, actor: 'organiser', actorUserId: userId }),
      ),
    ).toBeUndefined();
  });

  it('has an index for every list the lobby and profiles show', async () => {
    const rows = await t.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where schemaname = 'public' and tablename in ('games', 'game_players', 'sign_in_failures')`,
    );
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'games_open_idx',
        'games_finished_idx',
        'games_playing_idx',
        'game_players_user_idx',
        'game_players_invited_idx',
        'sign_in_failures_username_idx',
      ]),
    );
  });
});

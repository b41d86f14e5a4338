import type {
  ActionType,
  GameEnd,
  GameEvent,
  GameLength,
  GameState,
  RngVersion,
  RulesVersion,
} from '@wordrise/engine';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Games are event-sourced: `game_events` (one row per accepted action, keyed by
 * game + move number) is the truth. `games.state` is a cache of the engine's
 * GameState after the last event; it can always be rebuilt by replaying the log
 * from the game's seed and seat names (see the api's `rebuildGameState`).
 *
 * Room left for what comes next:
 * - ratings: `games.rated` says which games count; a `ratings` table and
 *   rating-before/after columns on `game_players` can be added without changes here;
 * - tournaments: a nullable `games.tournament_id` (+ round) column;
 * - replay annotations: rows keyed by (game_id, move_number), referencing `game_events`.
 */

/** Where a game is in its life. The engine's own status ('playing' | 'over') lives in `state`. */
export const GAME_STATUSES = ['open', 'playing', 'finished', 'cancelled'] as const;
export type GameRowStatus = (typeof GAME_STATUSES)[number];

/** R25: no clock, minutes per player for the whole game, or days per move. */
/** Word Wefter's game lengths (the engine's GAME_LENGTHS): the size of the tile pool. */
const GAME_LENGTHS = ['short', 'normal', 'long'] as const satisfies readonly GameLength[];

export const TIME_CONTROL_KINDS = ['none', 'realtime', 'correspondence'] as const;
export type TimeControlKind = (typeof TIME_CONTROL_KINDS)[number];

/**
 * Bot strengths a seat can hold (the worker plays them). Kept here, next to the
 * column that stores them, because both the api and the worker read it.
 */
export const BOT_LEVELS = ['beginner', 'casual', 'greedy', 'champion'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** A seat of a challenge is `invited` until the player accepts (or declines). */
export const SEAT_JOIN_STATUSES = ['invited', 'joined', 'declined'] as const;
export type SeatJoinStatus = (typeof SEAT_JOIN_STATUSES)[number];

export const SEAT_RESULTS = ['win', 'loss', 'draw'] as const;
export type SeatResult = (typeof SEAT_RESULTS)[number];

/**
 * Who caused an event: a signed-in player, a bot, the server's clock (R25), or a
 * tournament's organiser who ended a running game by their decision (a forfeit they gave,
 * or a player they removed: recorded as the engine's resignation of that seat, but the
 * player's act it is not, and such a game is never rated).
 */
export const EVENT_ACTORS = ['player', 'bot', 'clock', 'organiser'] as const;
export type EventActor = (typeof EVENT_ACTORS)[number];

/** The end of a finished game: the engine's GameEnd plus the final standings. */
export interface StoredResult extends GameEnd {
  /** Seats, best first; seats in one group are tied (engine `ranking`). */
  readonly ranking: readonly (readonly number[])[];
}

const timestamptz = () => timestamp({ mode: 'date', withTimezone: true });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const games = pgTable(
  'games',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** A key of the engine's ruleset registry. */
    ruleset: text().notNull(),
    status: text({ enum: GAME_STATUSES }).notNull().default('open'),
    /** How many players the game seats (R4). */
    seats: smallint().notNull(),
    rated: boolean().notNull().default(false),
    /** The Oracle may be consulted (casual games only). */
    oracleAllowed: boolean().notNull().default(false),
    /** Shown in the lobby's list of open games (challenges are not). */
    listed: boolean().notNull().default(true),
    /**
     * Pass and play: the creator (the host) plays every seat on one device, each seat
     * under a name typed by the host (`game_players.held_by`). Never rated, never
     * listed, no clock; kept out of the lists of games to watch.
     */
    passAndPlay: boolean().notNull().default(false),
    /**
     * Solo play: one seat under the engine's solo rules (`mode: 'solo'`). Never rated,
     * never listed, no clock; kept out of the lists of games to watch and of ratings.
     */
    solo: boolean().notNull().default(false),
    /**
     * Word challenges (engine `challenges: true`): plays with words not in the list are
     * accepted and may be challenged. Not the lobby's challenges (invitations). Part of
     * the replay input, fixed at creation.
     */
    wordChallenges: boolean().notNull().default(false),
    /**
     * The game length (engine `length`: the pool's size; Word Wefter's Short/Normal/Long).
     * Part of the replay input, fixed at creation; `normal` for every other game.
     */
    gameLength: text({ enum: GAME_LENGTHS }).notNull().default('normal'),
    timeControl: text({ enum: TIME_CONTROL_KINDS }).notNull().default('none'),
    /** realtime: minutes on each player's clock. */
    timeMinutes: integer(),
    /** correspondence: days for each move. */
    timeDays: integer(),
    /** R5: the PRNG seed. Secret while the game runs; never leaves the server before the end. */
    seed: text().notNull(),
    /**
     * R5: the engine's randomness version the game is dealt and replayed with. The
     * default 1 is for rows from before the column (and before version 2); the lobby
     * gives every new game the engine's CURRENT_RNG_VERSION.
     */
    rngVersion: smallint().$type<RngVersion>().notNull().default(1),
    /**
     * The engine's rules version the game is judged and replayed by. The default 1
     * is for rows from before the column (their games were played under version 1);
     * the lobby gives every new game the engine's CURRENT_RULES_VERSION.
     */
    rulesVersion: smallint().$type<RulesVersion>().notNull().default(1),
    createdBy: text()
      .notNull()
      .references(() => users.id),
    /** Bumped by every change to the row: a cheap version for live updates and caches. */
    revision: integer().notNull().default(0),
    /** The engine's moveNumber: how many events the log holds. */
    moveNumber: integer().notNull().default(0),
    /** The seat to move while playing (lets "your turn" lists avoid reading `state`). */
    toMoveSeat: smallint(),
    /** When the current turn began (clock reference, database time). */
    turnStartedAt: timestamptz(),
    /** When the mover's time runs out; null without a clock or when not playing. */
    clockDeadline: timestamptz(),
    /**
     * When the pending `clock_expiry` job runs; null when none is pending. A move leaves
     * that job alone when it runs no later than the new deadline (it then finds the game
     * moved on and schedules itself at the deadline of that time), so most moves write no job.
     */
    clockCheckAt: timestamptz(),
    /**
     * A game its players did not start themselves (a tournament's pairing) waits for them:
     * until this instant a seat's clock does not run before its player first opens the game
     * (`game_players.arrived_at`). Null: clocks run from the start of each turn.
     */
    clockGraceUntil: timestamptz(),
    /** Cached engine GameState after the last event; null until the game starts. */
    state: jsonb().$type<GameState>(),
    result: jsonb().$type<StoredResult>(),
    createdAt: timestamptz().notNull().defaultNow(),
    startedAt: timestamptz(),
    finishedAt: timestamptz(),
    updatedAt: timestamptz().notNull().defaultNow(),
    /**
     * `updated_at` to the minute: what the running-games indexes order by. A move changes
     * `updated_at` but rarely its minute, and no index holds a column a move changes, so the
     * move's update of this row is HOT (no new index entries; see `hot-move.test.ts` in the game domain).
     */
    updatedMinute: timestamptz()
      .notNull()
      .generatedAlwaysAs(sql`date_trunc('minute', updated_at, 'UTC')`),
  },
  (t) => [
    check('games_status_check', sql`${t.status} in (${inList(GAME_STATUSES)})`),
    check('games_game_length_check', sql`${t.gameLength} in (${inList(GAME_LENGTHS)})`),
    check('games_seats_check', sql`${t.seats} between 2 and 4 or (${t.solo} and ${t.seats} = 1)`),
    check(
      'games_solo_check',
      sql`not ${t.solo} or (${t.seats} = 1 and not ${t.rated} and not ${t.listed} and ${t.timeControl} = 'none')`,
    ),
    check('games_oracle_casual_check', sql`not (${t.rated} and ${t.oracleAllowed})`),
    check(
      'games_pass_and_play_check',
      sql`not ${t.passAndPlay} or (not ${t.rated} and not ${t.listed} and ${t.timeControl} = 'none')`,
    ),
    check(
      'games_time_control_check',
      // coalesce: a check whose expression is NULL passes, so NULL must never reach it.
      sql`coalesce(
        (${t.timeControl} = 'none' and ${t.timeMinutes} is null and ${t.timeDays} is null)
        or (${t.timeControl} = 'realtime' and ${t.timeMinutes} > 0 and ${t.timeDays} is null)
        or (${t.timeControl} = 'correspondence' and ${t.timeDays} > 0 and ${t.timeMinutes} is null),
        false)`,
    ),
    check('games_state_check', sql`${t.status} in ('open', 'cancelled') or ${t.state} is not null`),
    // The lobby: listed open games, newest first.
    index('games_open_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} = 'open' and ${t.listed}`),
    // A player's games not started yet, newest first: the lobby's caps and "challenges sent".
    index('games_creator_open_idx')
      .on(t.createdBy, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    // Recently finished games (leaderboards, "latest games").
    index('games_finished_idx')
      .on(t.finishedAt.desc())
      .where(sql`${t.status} = 'finished'`),
    // Games to watch: running games, last changed first (by the minute, then sorted within
    // it).
    index('games_playing_idx')
      .on(t.updatedMinute.desc())
      .where(sql`${t.status} = 'playing'`),
    // A host's running pass-and-play games, last changed first (lobby.mine).
    index('games_pass_and_play_host_idx')
      .on(t.createdBy, t.updatedMinute.desc())
      .where(sql`${t.passAndPlay} and ${t.status} = 'playing'`),
    // A player's finished solo games by ruleset (best solo scores): the creator is the player.
    index('games_solo_finished_idx')
      .on(t.createdBy, t.ruleset)
      .where(sql`${t.solo} and ${t.status} = 'finished'`),
  ],
);

export const gamePlayers = pgTable(
  'game_players',
  {
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** R4: seats are numbered in joining order from 0 (compacted if someone leaves before the start). */
    seat: smallint().notNull(),
    /** The player in the seat, or null for a bot or a pass-and-play seat. */
    userId: text().references(() => users.id),
    botLevel: text({ enum: BOT_LEVELS }),
    /**
     * Pass and play: the host who plays this seat on their device (the seat is only a
     * name; no account sits in it). Null in every other game.
     */
    heldBy: text().references(() => users.id),
    /** The seat's name in the game, fixed when the seat is taken (part of the replay input). */
    name: text().notNull(),
    joinStatus: text({ enum: SEAT_JOIN_STATUSES }).notNull().default('joined'),
    joinedAt: timestamptz().notNull().defaultNow(),
    /** Clock: the seat's time left at the start of its current or next turn. */
    timeLeftMs: bigint({ mode: 'number' }),
    /**
     * When the player first opened the game while it was played, if that mattered to their
     * clock (see `games.clock_grace_until`); null otherwise.
     */
    arrivedAt: timestamptz(),
    /** Running score (final score once the game is over, after R29 penalties). */
    score: integer().notNull().default(0),
    /** 1 = best; equal ranks are ties. Set when the game ends. */
    rank: smallint(),
    result: text({ enum: SEAT_RESULTS }),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.seat] }),
    // Exactly one occupant: a player, a bot, or a name held by a pass-and-play host.
    check(
      'game_players_occupant_check',
      sql`num_nonnulls(${t.userId}, ${t.botLevel}, ${t.heldBy}) = 1`,
    ),
    check('game_players_seat_check', sql`${t.seat} between 0 and 3`),
    check(
      'game_players_join_status_check',
      sql`${t.joinStatus} in (${inList(SEAT_JOIN_STATUSES)})`,
    ),
    check(
      'game_players_bot_level_check',
      sql`${t.botLevel} is null or ${t.botLevel} in (${inList(BOT_LEVELS)})`,
    ),
    check(
      'game_players_result_check',
      sql`${t.result} is null or ${t.result} in (${inList(SEAT_RESULTS)})`,
    ),
    // One seat per player per game.
    uniqueIndex('game_players_game_user_idx').on(t.gameId, t.userId),
    // "My games", profiles and recent games: a player's seats.
    index('game_players_user_idx').on(t.userId, t.joinedAt.desc()),
    // Challenges waiting for an answer.
    index('game_players_invited_idx')
      .on(t.userId)
      .where(sql`${t.joinStatus} = 'invited'`),
  ],
);

export const gameEvents = pgTable(
  'game_events',
  {
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The engine event's `move`: 0, 1, 2, … with no gaps. */
    moveNumber: integer().notNull(),
    /** The seat the event belongs to. */
    seat: smallint().notNull(),
    actor: text({ enum: EVENT_ACTORS }).notNull(),
    /** The signed-in player who acted, or the organiser who decided (null for bots and the clock). */
    actorUserId: text().references(() => users.id),
    action: text().$type<ActionType>().notNull(),
    /** Points this event added to the seat (a play's score; minus a timeout's deduction). */
    score: integer().notNull().default(0),
    /** The acting seat's time left after the event, in ms (null without a clock). */
    clockMs: bigint({ mode: 'number' }),
    /** The engine's GameEvent, exactly as `apply` produced it. */
    event: jsonb().$type<GameEvent>().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.moveNumber] }),
    check('game_events_actor_check', sql`${t.actor} in (${inList(EVENT_ACTORS)})`),
    // An organiser's decision names the organiser.
    check(
      'game_events_organiser_named_check',
      sql`${t.actor} <> 'organiser' or ${t.actorUserId} is not null`,
    ),
    check('game_events_move_number_check', sql`${t.moveNumber} >= 0`),
  ],
);

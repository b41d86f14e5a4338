import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { games } from './games';

/**
 * Glicko-2 ratings, one per player × ruleset × speed bucket (the engine's `SPEEDS`),
 * written only by the game-over step in @wordrise/games (packages/games/src/ratings).
 * A row is created with the newcomer's values the first time a player's rated game
 * ends; `rating_changes` keeps every update (before and after) for history and audit.
 */
const timestamptz = () => timestamp({ mode: 'date', withTimezone: true });

/** The leaderboard's bounds, kept here because its partial index repeats them. */
export const LEADERBOARD_MAX_RD = 110;
export const LEADERBOARD_MIN_GAMES = 10;

export const ratings = pgTable(
  'ratings',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ruleset: text().notNull(),
    /** blitz | rapid | classical | correspondence (engine `speedOf`). */
    speed: text().notNull(),
    rating: doublePrecision().notNull(),
    rd: doublePrecision().notNull(),
    vol: doublePrecision().notNull(),
    /** Rated games that changed this rating. */
    games: integer().notNull().default(0),
    /** When the last of them ended; null for a row created but not yet rated. */
    lastRatedAt: timestamptz(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.ruleset, t.speed] }),
    check(
      'ratings_speed_check',
      sql`${t.speed} in ('blitz', 'rapid', 'classical', 'correspondence')`,
    ),
    // The leaderboard: eligible rows (not provisional, enough games) best first, holding
    // every column a page shows, so skipping to a page reads the index alone. The
    // recency window is a query-time filter (a partial index cannot mention now()).
    index('ratings_leaderboard_idx')
      .on(t.ruleset, t.speed, t.rating.desc(), t.userId, t.lastRatedAt, t.rd, t.games)
      .where(
        sql`${t.rd} <= ${sql.raw(String(LEADERBOARD_MAX_RD))} and ${t.games} >= ${sql.raw(String(LEADERBOARD_MIN_GAMES))}`,
      ),
  ],
);

export const ratingChanges = pgTable(
  'rating_changes',
  {
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ruleset: text().notNull(),
    speed: text().notNull(),
    ratingBefore: doublePrecision().notNull(),
    rdBefore: doublePrecision().notNull(),
    volBefore: doublePrecision().notNull(),
    ratingAfter: doublePrecision().notNull(),
    rdAfter: doublePrecision().notNull(),
    volAfter: doublePrecision().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
    /**
     * The player's final score in the game (game_players.score), copied when the game
     * is rated so the "highest game score" board is one index walk, not a join.
     */
    score: integer(),
    /**
     * The player's highest-scoring play in the game (its game_events points and move
     * number; the word is read from that event), null without a play: the "best single
     * play" board's entry. Copied when rated, like `score`.
     */
    bestPlayScore: integer(),
    bestPlayMove: integer(),
  },
  (t) => [
    // Exactly once per game and player.
    primaryKey({ columns: [t.gameId, t.userId] }),
    // A player's history per ruleset × speed, in order.
    index('rating_changes_history_idx').on(t.userId, t.ruleset, t.speed, t.createdAt),
    // The best-of boards, per ruleset, in their order (highest first, the earlier first).
    index('rating_changes_game_score_idx')
      .on(t.ruleset, t.score.desc(), t.createdAt, t.gameId, t.userId)
      .where(sql`${t.score} is not null`),
    index('rating_changes_best_play_idx')
      .on(t.ruleset, t.bestPlayScore.desc(), t.createdAt, t.gameId, t.userId)
      .where(sql`${t.bestPlayScore} is not null`),
  ],
);

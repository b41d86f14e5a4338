import {
  LEADERBOARD_MAX_RD,
  LEADERBOARD_MIN_GAMES,
  descNullsLast,
  ratingChanges,
  ratings,
  users,
} from '@wordrise/db';
import { isProvisional, type Speed } from '@wordrise/engine';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../db-types';
import { bucketRecords } from './record';

/** A player's rating in one ruleset × speed, as profiles show it. */
export interface RatingView {
  ruleset: string;
  speed: Speed;
  rating: number;
  rd: number;
  games: number;
  /** RD above the engine's PROVISIONAL_RD: shown with "?" and not ranked. */
  provisional: boolean;
  lastRatedAt: Date | null;
}

/** One stored update of a player's rating (history and audit). */
export interface RatingChangeView {
  gameId: string;
  ruleset: string;
  speed: Speed;
  before: { rating: number; rd: number; vol: number };
  after: { rating: number; rd: number; vol: number };
  /** after − before, rounded as players see it (+12 / −9). */
  delta: number;
  createdAt: Date;
}

/**
 * The leaderboard's rules: not provisional (RD ≤ 110, the engine's PROVISIONAL_RD),
 * at least LEADERBOARD_MIN_GAMES (10) rated games in the bucket, and a rated game
 * in the last LEADERBOARD_WINDOW_DAYS (90) days — about when an idle player at the
 * RD floor would turn provisional again (89 days), so the board shows who plays.
 */
export const LEADERBOARD_WINDOW_DAYS = 90;
export const LEADERBOARD_PAGE_SIZE = 50;
export { LEADERBOARD_MAX_RD, LEADERBOARD_MIN_GAMES };

export async function ratingsOf(db: Queryable, userId: string): Promise<RatingView[]> {
  const rows = await db
    .select()
    .from(ratings)
    .where(eq(ratings.userId, userId))
    .orderBy(asc(ratings.ruleset), asc(ratings.speed));
  return rows.map((r) => ({
    ruleset: r.ruleset,
    speed: r.speed as Speed,
    rating: r.rating,
    rd: r.rd,
    games: r.games,
    provisional: isProvisional(r),
    lastRatedAt: r.lastRatedAt,
  }));
}

function changeView(r: typeof ratingChanges.$inferSelect): RatingChangeView {
  return {
    gameId: r.gameId,
    ruleset: r.ruleset,
    speed: r.speed as Speed,
    before: { rating: r.ratingBefore, rd: r.rdBefore, vol: r.volBefore },
    after: { rating: r.ratingAfter, rd: r.rdAfter, vol: r.volAfter },
    delta: Math.round(r.ratingAfter) - Math.round(r.ratingBefore),
    createdAt: r.createdAt,
  };
}

/** A player's changes in one ruleset × speed, oldest first. */
export async function ratingHistory(
  db: Queryable,
  userId: string,
  bucket: { ruleset: string; speed: Speed },
): Promise<RatingChangeView[]> {
  const rows = await db
    .select()
    .from(ratingChanges)
    .where(
      and(
        eq(ratingChanges.userId, userId),
        eq(ratingChanges.ruleset, bucket.ruleset),
        eq(ratingChanges.speed, bucket.speed),
      ),
    )
    .orderBy(asc(ratingChanges.createdAt), asc(ratingChanges.gameId));
  return rows.map(changeView);
}

/** The rating changes a game made, by user id (empty for unrated and aborted games). */
export async function gameRatingChanges(
  db: Queryable,
  gameId: string,
): Promise<Map<string, RatingChangeView>> {
  const rows = await db.select().from(ratingChanges).where(eq(ratingChanges.gameId, gameId));
  return new Map(rows.map((r) => [r.userId, changeView(r)]));
}

export interface LeaderboardEntry {
  rank: number;
  username: string;
  name: string;
  rating: number;
  rd: number;
  games: number;
  /** Wins over the player's rated games in this ruleset × speed (0–1). */
  winRate: number | null;
  /** The mean final score of those games in which the player made a play (record.ts). */
  averageScore: number | null;
}

export interface LeaderboardPage {
  entries: LeaderboardEntry[];
  page: number;
  /** Pages of eligible players (at least 1). */
  pages: number;
}

/**
 * One page (from 1) of a ruleset × speed board, best rating first (ties by user
 * id, so pages are stable); rank is the position on the board. Both queries walk
 * the partial index `ratings_leaderboard_idx` alone.
 */
export async function leaderboardPage(
  db: Queryable,
  bucket: { ruleset: string; speed: Speed },
  page: number,
): Promise<LeaderboardPage> {
  const eligible = and(
    eq(ratings.ruleset, bucket.ruleset),
    eq(ratings.speed, bucket.speed),
    lte(ratings.rd, sql.raw(String(LEADERBOARD_MAX_RD))),
    gte(ratings.games, sql.raw(String(LEADERBOARD_MIN_GAMES))),
    gte(ratings.lastRatedAt, sql`now() - make_interval(days => ${LEADERBOARD_WINDOW_DAYS})`),
  );
  const offset = (page - 1) * LEADERBOARD_PAGE_SIZE;
  // The page from the index alone, then its 50 names (joining users before the
  // offset would look up every skipped player's name).
  const board = db
    .select({
      userId: ratings.userId,
      rating: ratings.rating,
      rd: ratings.rd,
      games: ratings.games,
    })
    .from(ratings)
    .where(eligible)
    // As the index orders it, so no sort.
    .orderBy(descNullsLast(ratings.rating), asc(ratings.userId))
    .limit(LEADERBOARD_PAGE_SIZE)
    .offset(offset)
    .as('board');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: board.userId,
        username: users.username,
        name: users.displayName,
        rating: board.rating,
        rd: board.rd,
        games: board.games,
      })
      .from(board)
      .innerJoin(users, eq(users.id, board.userId))
      .orderBy(desc(board.rating), asc(board.userId)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ratings)
      .where(eligible),
  ]);
  // Win rate and average score of the 50 on the page only (their rated games here).
  const records = await bucketRecords(
    db,
    rows.map((r) => r.userId),
    bucket,
  );
  return {
    entries: rows.map(({ userId, ...r }, i) => {
      const record = records.get(userId);
      return {
        rank: offset + i + 1,
        ...r,
        winRate: record?.winRate ?? null,
        averageScore: record?.averageScore ?? null,
      };
    }),
    page,
    pages: Math.max(1, Math.ceil((total?.n ?? 0) / LEADERBOARD_PAGE_SIZE)),
  };
}

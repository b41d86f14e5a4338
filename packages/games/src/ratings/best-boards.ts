import { descNullsLast, gameEvents, ratingChanges, users } from '@wordrise/db';
import type { Speed } from '@wordrise/engine';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db-types';
import { LEADERBOARD_PAGE_SIZE } from './read';

/**
 * The best-of boards of `/leaderboard`, per ruleset, over rated games only (the
 * games `rating_changes` names: rated, not aborted, never against a bot):
 * - `best-play`: each player's highest-scoring play in each rated game, with its
 *   main word (one entry per player and game, so one game cannot fill the board);
 * - `game-score`: each player's final score in each rated game.
 * Highest first, the earlier first among equals; 50 a page, the top
 * BEST_BOARD_MAX_ENTRIES only (a "best of" needs no tail, and its page count stays
 * one short index walk). Each page is a walk of its partial index
 * (`rating_changes_best_play_idx` / `rating_changes_game_score_idx`).
 */
export const BEST_BOARDS = ['best-play', 'game-score'] as const;
export type BestBoard = (typeof BEST_BOARDS)[number];
export const BEST_BOARD_MAX_ENTRIES = 1000;

export interface BestBoardEntry {
  rank: number;
  username: string;
  name: string;
  /** The play's points, or the final score. */
  score: number;
  /** best-play: the play's main word (tiles, `Q` for Qu); null on the game-score board. */
  word: string | null;
  gameId: string;
  speed: Speed;
  /** When the game was rated (its end). */
  at: Date;
}

export interface BestBoardPage {
  entries: BestBoardEntry[];
  page: number;
  /** Pages of entries (at least 1, at most BEST_BOARD_MAX_ENTRIES / 50). */
  pages: number;
}

export async function bestBoardPage(
  db: Queryable,
  board: BestBoard,
  ruleset: string,
  page: number,
): Promise<BestBoardPage> {
  const column = board === 'best-play' ? ratingChanges.bestPlayScore : ratingChanges.score;
  const listed = and(eq(ratingChanges.ruleset, ruleset), isNotNull(column));
  const offset = (page - 1) * LEADERBOARD_PAGE_SIZE;
  const inReach = offset < BEST_BOARD_MAX_ENTRIES;
  // The page in the index's order (desc is NULLS LAST there, as here), then its names and words.
  const top = db
    .select({
      gameId: ratingChanges.gameId,
      userId: ratingChanges.userId,
      speed: ratingChanges.speed,
      at: ratingChanges.createdAt,
      points: sql<number>`${column}`.as('points'),
      move: ratingChanges.bestPlayMove,
    })
    .from(ratingChanges)
    .where(listed)
    .orderBy(
      descNullsLast(column),
      asc(ratingChanges.createdAt),
      asc(ratingChanges.gameId),
      asc(ratingChanges.userId),
    )
    .limit(Math.min(LEADERBOARD_PAGE_SIZE, BEST_BOARD_MAX_ENTRIES - offset))
    .offset(offset)
    .as('top');
  const capped = db
    .select({ one: sql`1` })
    .from(ratingChanges)
    .where(listed)
    .limit(BEST_BOARD_MAX_ENTRIES)
    .as('capped');
  const [rows, [total]] = await Promise.all([
    inReach
      ? db
          .select({
            gameId: top.gameId,
            username: users.username,
            name: users.displayName,
            speed: top.speed,
            at: top.at,
            score: top.points,
            word:
              board === 'best-play'
                ? sql<string | null>`${gameEvents.event} -> 'words' -> 0 ->> 'word'`
                : sql<null>`null`,
          })
          .from(top)
          .innerJoin(users, eq(users.id, top.userId))
          .leftJoin(
            gameEvents,
            and(eq(gameEvents.gameId, top.gameId), eq(gameEvents.moveNumber, top.move)),
          )
          .orderBy(sql`${top.points} desc`, asc(top.at), asc(top.gameId), asc(top.userId))
      : Promise.resolve([]),
    db.select({ n: sql<number>`count(*)::int` }).from(capped),
  ]);
  return {
    entries: rows.map((r, i) => ({
      rank: offset + i + 1,
      username: r.username,
      name: r.name,
      score: r.score,
      word: r.word,
      gameId: r.gameId,
      speed: r.speed as Speed,
      at: r.at,
    })),
    page,
    pages: Math.max(1, Math.ceil((total?.n ?? 0) / LEADERBOARD_PAGE_SIZE)),
  };
}

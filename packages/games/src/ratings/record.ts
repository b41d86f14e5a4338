import { gameEvents, gamePlayers, games, ratingChanges } from '@wordrise/db';
import type { Speed } from '@wordrise/engine';
import { and, desc, asc, eq, inArray, not, sql } from 'drizzle-orm';
import type { Queryable } from '../db-types';

/** Wins, losses and ties of a set of games, with the average final score. */
export interface PlayRecord {
  wins: number;
  losses: number;
  draws: number;
  /**
   * The mean final score (one decimal) of the games in which the player made a play
   * (see `madeAPlay`), null without one.
   */
  averageScore: number | null;
  /** How many games that average is over. */
  averageOver: number;
}

/** A leaderboard's extra columns: wins over rated games in the bucket, average score. */
export interface BucketRecord extends PlayRecord {
  /** wins / rated games in the bucket (0–1), null without games. */
  winRate: number | null;
}

/**
 * The seat placed tiles at least once in its game. The average score counts only such
 * games: a game the player passed or exchanged through until someone resigned or the
 * clock ran out ends 0 without saying anything of how they score (a walkthrough's
 * 38-point game and a 0–0 resignation averaged 19).
 */
const madeAPlay = sql`exists (select 1 from ${gameEvents} where ${gameEvents.gameId} = ${gamePlayers.gameId} and ${gameEvents.seat} = ${gamePlayers.seat} and ${gameEvents.action} = 'play')`;

/**
 * The game was ended by a tournament organiser's decision (their forfeit, a removal): the
 * board decided nothing, so a profile's record counts it neither won nor lost (nor rated).
 */
export const endedByOrganiser = sql`exists (select 1 from ${gameEvents} where ${gameEvents.gameId} = ${games.id} and ${gameEvents.actor} = 'organiser')`;

const recordColumns = {
  wins: sql<number>`count(*) filter (where ${gamePlayers.result} = 'win')::int`,
  losses: sql<number>`count(*) filter (where ${gamePlayers.result} = 'loss')::int`,
  draws: sql<number>`count(*) filter (where ${gamePlayers.result} = 'draw')::int`,
  averageScore: sql<
    number | null
  >`round(avg(${gamePlayers.score}) filter (where ${madeAPlay}), 1)::float8`,
  averageOver: sql<number>`count(*) filter (where ${madeAPlay})::int`,
};

function withRate(r: PlayRecord): BucketRecord {
  const n = r.wins + r.losses + r.draws;
  return { ...r, winRate: n === 0 ? null : r.wins / n };
}

/**
 * The rated games each player has in one ruleset × speed (the games its
 * `rating_changes` name, so aborted games are not there), by user id.
 */
export async function bucketRecords(
  db: Queryable,
  userIds: readonly string[],
  bucket: { ruleset: string; speed: Speed },
): Promise<Map<string, BucketRecord>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: ratingChanges.userId, ...recordColumns })
    .from(ratingChanges)
    .innerJoin(
      gamePlayers,
      and(
        eq(gamePlayers.gameId, ratingChanges.gameId),
        eq(gamePlayers.userId, ratingChanges.userId),
      ),
    )
    .where(
      and(
        inArray(ratingChanges.userId, [...userIds]),
        eq(ratingChanges.ruleset, bucket.ruleset),
        eq(ratingChanges.speed, bucket.speed),
      ),
    )
    .groupBy(ratingChanges.userId);
  return new Map(rows.map(({ userId, ...r }) => [userId, withRate(r)]));
}

/** The player's highest-scoring play: its game, points and every word it made (main word first). */
export interface BestPlay {
  gameId: string;
  score: number;
  words: string[];
}

/**
 * A profile's record over every finished game (rated or not; not one an organiser's forfeit
 * ended), with the best single play.
 */
export interface PlayerRecord extends PlayRecord {
  bestPlay: BestPlay | null;
}

export async function playerRecord(db: Queryable, userId: string): Promise<PlayerRecord> {
  // Solo games are not won or lost: they have their own best scores (solo/best-scores.ts).
  const finished = and(
    eq(gamePlayers.userId, userId),
    eq(games.status, 'finished'),
    eq(games.solo, false),
  );
  const [[record], [best]] = await Promise.all([
    db
      .select(recordColumns)
      .from(gamePlayers)
      .innerJoin(games, eq(games.id, gamePlayers.gameId))
      .where(and(finished, not(endedByOrganiser))),
    db
      .select({
        gameId: gameEvents.gameId,
        score: gameEvents.score,
        words: sql<
          string[]
        >`coalesce(jsonb_path_query_array(${gameEvents.event}, '$.words[*].word'), '[]'::jsonb)`,
      })
      .from(gamePlayers)
      .innerJoin(games, eq(games.id, gamePlayers.gameId))
      .innerJoin(
        gameEvents,
        and(eq(gameEvents.gameId, gamePlayers.gameId), eq(gameEvents.seat, gamePlayers.seat)),
      )
      .where(and(finished, eq(gameEvents.action, 'play')))
      .orderBy(desc(gameEvents.score), asc(gameEvents.createdAt))
      .limit(1),
  ]);
  return {
    wins: record?.wins ?? 0,
    losses: record?.losses ?? 0,
    draws: record?.draws ?? 0,
    averageScore: record?.averageScore ?? null,
    averageOver: record?.averageOver ?? 0,
    bestPlay: best ?? null,
  };
}

import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { gamePlayers, games, users, type Database } from '@wordrise/db';
import { notFound } from '../refusal';

/** How many best solo scores a profile shows per ruleset. */
export const BEST_SOLO_SCORES = 10;

/** Endings of a solo game played out (R26–R28); a resignation is not a score to keep. */
const PLAYED_OUT = ['went-out', 'all-passed', 'no-words'];

export interface SoloScore {
  gameId: string;
  score: number;
  finishedAt: Date;
}

export interface BestSoloScores {
  ruleset: string;
  scores: SoloScore[];
}

/**
 * A player's best solo scores: per ruleset, the top 10 finished solo games that
 * were played out, by final score (after the rack penalty), earliest first on a tie.
 */
export async function bestSoloScores(db: Database, userId: string): Promise<BestSoloScores[]> {
  const rows = await db
    .select({
      gameId: games.id,
      ruleset: games.ruleset,
      score: gamePlayers.score,
      finishedAt: games.finishedAt,
      result: games.result,
    })
    .from(games)
    .innerJoin(gamePlayers, eq(gamePlayers.gameId, games.id))
    .where(
      and(
        eq(games.createdBy, userId),
        eq(games.solo, true),
        inArray(games.status, ['finished']),
        eq(gamePlayers.userId, userId),
      ),
    )
    .orderBy(games.ruleset, desc(gamePlayers.score), games.finishedAt);
  const byRuleset = new Map<string, SoloScore[]>();
  for (const row of rows) {
    if (!row.finishedAt || !row.result || !PLAYED_OUT.includes(row.result.reason)) continue;
    const list = byRuleset.get(row.ruleset) ?? [];
    if (list.length < BEST_SOLO_SCORES)
      list.push({ gameId: row.gameId, score: row.score, finishedAt: row.finishedAt });
    byRuleset.set(row.ruleset, list);
  }
  return [...byRuleset].map(([ruleset, scores]) => ({ ruleset, scores }));
}

/** A profile's best solo scores by username (case-insensitive), or a not-found refusal. */
export async function bestSoloScoresOf(db: Database, username: string): Promise<BestSoloScores[]> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw notFound(`There is no player called “${username}”.`, 'username');
  return bestSoloScores(db, user.id);
}

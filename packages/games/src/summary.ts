import { asc, eq, inArray } from 'drizzle-orm';
import {
  gamePlayers,
  games,
  users,
  type BotLevel,
  type GameRowStatus,
  type SeatJoinStatus,
  type SeatResult,
} from '@wordrise/db';
import type { GameLength } from '@wordrise/engine';
import type { Queryable } from './db-types';
import { ratingBucket } from './ratings/rate-game';
import { currentRatings, seatRatingOf, type SeatRating } from './ratings/seat-ratings';
import { fromColumns, type TimeControl } from './time-control';

export interface SeatSummary {
  seat: number;
  name: string;
  username: string | null;
  botLevel: BotLevel | null;
  joinStatus: SeatJoinStatus;
  score: number;
  result: SeatResult | null;
  /** The player's current rating in the game's ruleset × speed (null for a bot). */
  rating: SeatRating | null;
}

/** A game as lists show it: public facts only (no state, no seed). */
export interface GameSummary {
  id: string;
  status: GameRowStatus;
  ruleset: string;
  seats: number;
  rated: boolean;
  oracleAllowed: boolean;
  /** Pass and play: one host plays every seat on one device. */
  passAndPlay: boolean;
  /** Word challenges are on (the `challenges` option). */
  wordChallenges: boolean;
  /** Word Wefter's length (the pool's size); every other game is `normal`. */
  gameLength: GameLength;
  timeControl: TimeControl;
  createdBy: string;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  updatedAt: Date;
  moveNumber: number;
  toMove: number | null;
  players: SeatSummary[];
}

/** Summaries of the given games, in the order of `ids`. */
export async function summarize(db: Queryable, ids: readonly string[]): Promise<GameSummary[]> {
  if (ids.length === 0) return [];
  const gameRows = await db
    .select()
    .from(games)
    .where(inArray(games.id, [...ids]));
  const seatRows = await db
    .select({ seat: gamePlayers, username: users.username })
    .from(gamePlayers)
    .leftJoin(users, eq(users.id, gamePlayers.userId))
    .where(inArray(gamePlayers.gameId, [...ids]))
    .orderBy(asc(gamePlayers.gameId), asc(gamePlayers.seat));
  const byId = new Map(gameRows.map((g) => [g.id, g]));
  const current = await currentRatings(
    db,
    seatRows.flatMap((r) => (r.seat.userId ? [r.seat.userId] : [])),
    gameRows.map((g) => g.ruleset),
  );
  return ids.flatMap((id) => {
    const g = byId.get(id);
    if (!g) return [];
    return [
      {
        id: g.id,
        status: g.status,
        ruleset: g.ruleset,
        seats: g.seats,
        rated: g.rated,
        oracleAllowed: g.oracleAllowed,
        passAndPlay: g.passAndPlay,
        wordChallenges: g.wordChallenges,
        gameLength: g.gameLength,
        timeControl: fromColumns(g),
        createdBy: g.createdBy,
        createdAt: g.createdAt,
        startedAt: g.startedAt,
        finishedAt: g.finishedAt,
        updatedAt: g.updatedAt,
        moveNumber: g.moveNumber,
        toMove: g.status === 'playing' ? g.toMoveSeat : null,
        players: seatRows
          .filter((r) => r.seat.gameId === id)
          .map(({ seat: s, username }) => ({
            seat: s.seat,
            name: s.name,
            username,
            botLevel: s.botLevel,
            joinStatus: s.joinStatus,
            score: s.score,
            result: s.result,
            rating: seatRatingOf(current, s.userId, ratingBucket(g)),
          })),
      },
    ];
  });
}

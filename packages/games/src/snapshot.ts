import { and, asc, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { gamePlayers, games, ratings, users } from '@wordrise/db';
import { isProvisional } from '@wordrise/engine';
import type { Queryable } from './db-types';
import type { LoadedGame, SeatRow } from './load';
import { notFound } from './refusal';
import { gameRatingChanges, type RatingChangeView } from './ratings/read';
import { ratingEntryKey, type SeatRating } from './ratings/seat-ratings';
import { readDetailExtras, type GameDetailExtras, type SeatRatingFacts } from './view';

/** A game as every view of it is made from: the game and seats, usernames, rating facts. */
export interface GameSnapshot {
  loaded: LoadedGame;
  usernames: Map<string, string>;
  ratings: SeatRatingFacts;
  /** Its rematch and the current move's clock warning. */
  extras: GameDetailExtras;
}

const GAME_ID = sql.placeholder('gameId');

/** The game row, and the database's clock when it was read. */
function gameQuery(db: Queryable) {
  return db
    .select({
      game: games,
      nowMs: sql<number>`(extract(epoch from clock_timestamp()) * 1000)::float8`.mapWith(Number),
    })
    .from(games)
    .where(eq(games.id, GAME_ID));
}

/**
 * The seats with what views show beside them, in one query: each player's username,
 * whether they hide ratings during games, and their ratings in the game's ruleset
 * (a row per speed), plus the game's revision when this statement read them.
 */
function seatFactsQuery(db: Queryable) {
  return db
    .select({
      revision: games.revision,
      seat: gamePlayers,
      username: users.username,
      hides: users.hideRatingsInGames,
      speed: ratings.speed,
      rating: ratings.rating,
      rd: ratings.rd,
    })
    .from(games)
    .leftJoin(gamePlayers, eq(gamePlayers.gameId, games.id))
    .leftJoin(users, eq(users.id, gamePlayers.userId))
    .leftJoin(
      ratings,
      and(eq(ratings.userId, gamePlayers.userId), eq(ratings.ruleset, games.ruleset)),
    )
    .where(eq(games.id, GAME_ID))
    .orderBy(asc(gamePlayers.seat));
}

function prepare(db: Queryable) {
  return {
    game: gameQuery(db).prepare('snapshot_game'),
    facts: seatFactsQuery(db).prepare('snapshot_seat_facts'),
  };
}

// Every live view and game.view runs these: built once per pool, not per read (Drizzle's
// query building was the largest part of a read's CPU). A transaction prepares its own.
const preparedFor = new WeakMap<object, ReturnType<typeof prepare>>();

function snapshotQueries(db: Queryable): ReturnType<typeof prepare> {
  if (db instanceof PgTransaction) return prepare(db);
  let queries = preparedFor.get(db);
  if (!queries) preparedFor.set(db, (queries = prepare(db)));
  return queries;
}

type FactRow = Awaited<ReturnType<ReturnType<typeof prepare>['facts']['execute']>>[number];

interface Facts {
  revision: number | undefined;
  seats: SeatRow[];
  usernames: Map<string, string>;
  current: Map<string, SeatRating>;
  hides: Set<string>;
}

function factsOf(rows: FactRow[], ruleset: string): Facts {
  const facts: Facts = {
    revision: rows[0]?.revision,
    seats: [],
    usernames: new Map(),
    current: new Map(),
    hides: new Set(),
  };
  for (const row of rows) {
    const { seat } = row;
    if (!seat) continue;
    if (facts.seats.at(-1)?.seat !== seat.seat) facts.seats.push(seat);
    const userId = seat.userId;
    if (!userId) continue;
    if (row.username !== null) facts.usernames.set(userId, row.username);
    if (row.hides) facts.hides.add(userId);
    if (row.speed !== null && row.rating !== null && row.rd !== null) {
      facts.current.set(ratingEntryKey(userId, ruleset, row.speed), {
        rating: row.rating,
        rd: row.rd,
        provisional: isProvisional({ rd: row.rd }),
      });
    }
  }
  return facts;
}

async function snapshotFrom(
  db: Queryable,
  loaded: LoadedGame,
  facts: Facts,
): Promise<GameSnapshot> {
  const { game } = loaded;
  const [changes, extras] = await Promise.all([
    game.rated && game.status === 'finished'
      ? gameRatingChanges(db, game.id)
      : new Map<string, RatingChangeView>(),
    readDetailExtras(db, loaded),
  ]);
  return {
    loaded,
    usernames: facts.usernames,
    ratings: {
      current: facts.current,
      changes,
      // Read only while the game is played (see seatRatingFacts).
      hiddenFor: game.status === 'playing' ? facts.hides : new Set(),
    },
    extras,
  };
}

/**
 * A game and everything its views show, read without a lock in two statements sent
 * together (one round trip): the game row, and the seats with their facts. A change
 * committed between them shows as a different revision; the read is then taken again.
 */
export async function readGameSnapshot(db: Queryable, gameId: string): Promise<GameSnapshot> {
  const queries = snapshotQueries(db);
  for (let attempt = 0; ; attempt++) {
    const [[row], rows] = await Promise.all([
      queries.game.execute({ gameId }),
      queries.facts.execute({ gameId }),
    ]);
    if (!row) throw notFound();
    const facts = factsOf(rows, row.game.ruleset);
    if (facts.revision === row.game.revision || attempt === 4) {
      const loaded = { game: row.game, seats: facts.seats, nowMs: Math.floor(row.nowMs) };
      return snapshotFrom(db, loaded, facts);
    }
  }
}

/**
 * The snapshot of a game its caller already holds (e.g. as a move just left it):
 * only the seats' usernames and rating facts are read, in one statement.
 */
export async function snapshotOf(db: Queryable, loaded: LoadedGame): Promise<GameSnapshot> {
  const rows = await snapshotQueries(db).facts.execute({ gameId: loaded.game.id });
  const facts = factsOf(rows, loaded.game.ruleset);
  return snapshotFrom(db, loaded, facts);
}

/**
 * The tournament log in the database: the row lock, reading the events, appending
 * them and keeping the projections (`tournaments`, `tournament_entrants`) in step.
 */
import {
  games,
  tournamentEntrants,
  tournamentEvents,
  tournamentGames,
  tournaments,
} from '@wordrise/db';
import { playerCount, type TournamentEvent, type TournamentLogState } from '@wordrise/engine';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db-types';
import { notFound } from '../refusal';
import { toColumns } from '../time-control';

export const NO_SUCH_TOURNAMENT = 'There is no such tournament.';

/** Locks the tournament's row until the transaction ends: commands on one tournament queue here. */
export async function lockTournament(tx: Transaction, tournamentId: string): Promise<void> {
  const rows = await tx.execute<{ id: string }>(
    sql`select id from ${tournaments} where id = ${tournamentId} for update`,
  );
  if (rows.length === 0) throw notFound(NO_SUCH_TOURNAMENT);
}

/**
 * The database's time, read in `tx` (after its locks): what a tournament's times (registration
 * closing, the start, the correction window) are judged by, on every machine the same clock as
 * the queue's (a start job is due by the database's time, so a worker whose own clock ran
 * behind would find the start not yet due).
 */
export async function databaseNow(tx: Transaction): Promise<Date> {
  const [row] = await tx.execute<{ ms: number }>(
    sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
  );
  if (!row) throw new Error('no time from the database');
  return new Date(row.ms);
}

/**
 * Locks the tournament's running games (in id order), for a command that may end some
 * of them. Taken before the tournament's row: a game that ends holds its own row, then
 * takes the tournament's (the game-over step), so every path locks games first and the
 * two can never wait for each other.
 */
export async function lockRunningGames(
  tx: Transaction,
  tournamentId: string,
): Promise<{ id: string; clockRanOut: boolean }[]> {
  const rows = await tx.execute<{ id: string; clock_ran_out: boolean }>(
    sql`select g.id, coalesce(g.clock_deadline <= now(), false) as clock_ran_out from ${games} g
        join ${tournamentGames} tg on tg.game_id = g.id
        where tg.tournament_id = ${tournamentId} and g.status = 'playing'
        order by g.id for update of g`,
  );
  return rows.map((r) => ({ id: r.id, clockRanOut: r.clock_ran_out }));
}

/** The log, oldest first. */
export async function readTournamentLog(
  db: Queryable,
  tournamentId: string,
): Promise<TournamentEvent[]> {
  const rows = await db
    .select({ payload: tournamentEvents.payload })
    .from(tournamentEvents)
    .where(eq(tournamentEvents.tournamentId, tournamentId))
    .orderBy(asc(tournamentEvents.seq));
  return rows.map((r) => r.payload);
}

/** Appends events after `seq` (the log's length): the primary key refuses a second writer. */
export async function appendTournamentEvents(
  tx: Transaction,
  tournamentId: string,
  seq: number,
  events: readonly TournamentEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(tournamentEvents).values(
    events.map((e, i) => ({
      tournamentId,
      seq: seq + i + 1,
      type: e.type,
      payload: e,
      by: e.by,
      at: new Date(e.at),
    })),
  );
}

/** The row's columns for a state (settings, status, revision, player count, winner). */
export function projection(s: TournamentLogState) {
  const x = s.settings;
  return {
    organiserId: s.organiserId,
    name: x.name,
    description: x.description,
    format: x.format,
    ruleset: x.ruleset,
    ...toColumns(x.timeControl),
    rated: x.rated,
    rounds: x.rounds,
    bestOf: x.bestOf,
    capacity: x.capacity,
    registrationOpensAt: new Date(x.registrationOpensAt),
    registrationClosesAt: new Date(x.registrationClosesAt),
    startsAt: new Date(x.startsAt),
    startedAt: s.startedAt === null ? null : new Date(s.startedAt),
    checkInOpensAt: x.checkInOpensAt === null ? null : new Date(x.checkInOpensAt),
    forfeitLimit: x.forfeitLimit,
    status: s.status,
    revision: s.revision,
    entrantCount: playerCount(s),
    winnerEntrantId: s.status === 'finished' ? (s.finalStandings?.[0]?.entrantId ?? null) : null,
  };
}

/** Writes the projections of `s` (the row is locked, or new in this transaction). */
export async function saveProjections(
  tx: Transaction,
  tournamentId: string,
  s: TournamentLogState,
): Promise<void> {
  await tx.update(tournaments).set(projection(s)).where(eq(tournaments.id, tournamentId));
  await tx.delete(tournamentEntrants).where(eq(tournamentEntrants.tournamentId, tournamentId));
  if (s.entrants.length > 0)
    await tx.insert(tournamentEntrants).values(
      s.entrants.map((e) => ({
        tournamentId,
        entrantId: e.id,
        userId: e.userId,
        name: e.name,
        status: e.status,
        played: e.played,
      })),
    );
}

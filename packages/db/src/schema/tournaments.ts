import type {
  EntrantStatus,
  TournamentEvent,
  TournamentEventType,
  TournamentFormat,
  TournamentStatus,
} from '@wordrise/engine';
import { sql } from 'drizzle-orm';
import {
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
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { games, TIME_CONTROL_KINDS } from './games';

/**
 * Tournaments are event-sourced like games: `tournament_events` (one row per event,
 * keyed by tournament + sequence number) is the truth; the engine's `rebuild` makes
 * the tournament's state from it. `tournaments`, `tournament_entrants` and
 * `tournament_games` are projections written in the same transaction as the events,
 * for lists, locks and joins (see packages/games/src/tournaments).
 */

const timestamptz = () => timestamp({ mode: 'date', withTimezone: true });

export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid().primaryKey().defaultRandom(),
    organiserId: text()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    format: text().$type<TournamentFormat>().notNull(),
    ruleset: text().notNull(),
    timeControl: text({ enum: TIME_CONTROL_KINDS }).notNull().default('none'),
    timeMinutes: integer(),
    timeDays: integer(),
    rated: boolean().notNull().default(false),
    rounds: smallint().notNull(),
    bestOf: smallint().notNull().default(1),
    capacity: smallint().notNull(),
    registrationOpensAt: timestamptz().notNull(),
    registrationClosesAt: timestamptz().notNull(),
    startsAt: timestamptz().notNull(),
    /** When it actually started (the organiser may start early); null before the start. */
    startedAt: timestamptz(),
    checkInOpensAt: timestamptz(),
    forfeitLimit: smallint().notNull().default(0),
    status: text().$type<TournamentStatus>().notNull().default('registration'),
    /** How many events the log holds: a cheap version for pages that poll. */
    revision: integer().notNull().default(0),
    /**
     * The players (lists show it without reading the log): before the start the places
     * taken (active entrants), from the start everyone who had a place then (the engine's
     * `playerCount`), those knocked out, withdrawn or removed since included.
     */
    entrantCount: integer().notNull().default(0),
    /** The winner's entrant id once finished (the final standings' first; a late correction may change it). */
    winnerEntrantId: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check(
      'tournaments_status_check',
      sql`${t.status} in ('registration', 'running', 'paused', 'finished', 'cancelled')`,
    ),
    // The three lists of /tournaments, each by start time.
    index('tournaments_status_starts_idx').on(t.status, t.startsAt),
    // An organiser's tournaments: the cap on unfinished ones counts them at every creation.
    index('tournaments_organiser_status_idx').on(t.organiserId, t.status),
  ],
);

/** The log: append-only. `seq` counts from 1; the payload is the whole event. */
export const tournamentEvents = pgTable(
  'tournament_events',
  {
    tournamentId: uuid()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    type: text().$type<TournamentEventType>().notNull(),
    payload: jsonb().$type<TournamentEvent>().notNull(),
    /** Who acted; null: the system. */
    by: text().references(() => users.id),
    at: timestamptz().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.seq] })],
);

/** Who plays: "my tournaments", the lobby's marks, a profile's tournaments. */
export const tournamentEntrants = pgTable(
  'tournament_entrants',
  {
    tournamentId: uuid()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** The tournament's own id (e1, e2, …). */
    entrantId: text().notNull(),
    userId: text().references(() => users.id),
    name: text().notNull(),
    status: text().$type<EntrantStatus>().notNull(),
    /** Had a place when the tournament started: took part (whatever their status since). */
    played: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.entrantId] }),
    index('tournament_entrants_user_idx').on(t.userId),
  ],
);

/** The games a tournament created, so a game knows its tournament (lobby, game page). */
export const tournamentGames = pgTable(
  'tournament_games',
  {
    gameId: uuid()
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    tournamentId: uuid()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: smallint().notNull(),
    matchId: text().notNull(),
    gameNumber: smallint().notNull(),
  },
  (t) => [index('tournament_games_tournament_idx').on(t.tournamentId, t.round)],
);

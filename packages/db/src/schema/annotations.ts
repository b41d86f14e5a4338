import type { Play } from '@wordrise/engine';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { gameEvents, games } from './games';

/** What an annotated move was: a play, or a turn the mover passed or exchanged instead. */
export const ANNOTATED_MOVE_KINDS = ['play', 'pass', 'exchange'] as const;
export type AnnotatedMoveKind = (typeof ANNOTATED_MOVE_KINDS)[number];

/**
 * The Oracle's verdict on one move, as stored: a row of `move_annotations` (with
 * its game and version) or an entry of `imported_games.analysis` (see below for
 * rank and points lost).
 */
export interface PlayAnnotation {
  moveNumber: number;
  /** Absent in analyses stored before passes and exchanges were judged: a play. */
  kind?: AnnotatedMoveKind;
  bestPlay: Play;
  bestScore: number;
  playedScore: number;
  /** Null for a pass or an exchange (not one of the plays it is compared with). */
  rank: number | null;
  playCount: number;
  pointsLost: number;
}

/**
 * The Oracle's verdict on one move of a finished game, for the replay viewer:
 * written by the worker's `analyse_game` job (see apps/worker/README.md), one row
 * per `play` event, and per pass or exchange made while the rack had a play (what
 * not playing cost); forced passes, resignations and timeouts get none.
 *
 * - `rank`: 1 + the number of legal plays that score strictly more than the
 *   played move, so plays of equal score share a rank and rank 1 means "scored as
 *   much as the best play" (`points_lost` = 0).
 * - `oracle_version`: the analysis that wrote the row; rows with another
 *   version are stale and are redone by `reanalyse_stale`.
 */
export const moveAnnotations = pgTable(
  'move_annotations',
  {
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The annotated event's move number (`game_events.move_number`). */
    moveNumber: integer().notNull(),
    kind: text().$type<AnnotatedMoveKind>().notNull().default('play'),
    /** The highest-scoring play for the mover's rack on the board before the move (contract order breaks ties). */
    bestPlay: jsonb().$type<Play>().notNull(),
    bestScore: integer().notNull(),
    playedScore: integer().notNull(),
    /** 1-based; ties share the best rank (see above); null for a pass or an exchange. */
    rank: integer(),
    /** How many legal plays the rack had. */
    playCount: integer().notNull(),
    /** best_score − played_score, never below 0. */
    pointsLost: integer().notNull(),
    oracleVersion: text().notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.moveNumber] }),
    foreignKey({
      name: 'move_annotations_event_fk',
      columns: [t.gameId, t.moveNumber],
      foreignColumns: [gameEvents.gameId, gameEvents.moveNumber],
    }).onDelete('cascade'),
    check('move_annotations_rank_check', sql`${t.rank} >= 1`),
    check('move_annotations_kind_check', sql`${t.kind} in ('play', 'pass', 'exchange')`),
    // A play has its rank among the plays; a pass or an exchange has none.
    check('move_annotations_kind_rank_check', sql`(${t.kind} = 'play') = (${t.rank} is not null)`),
    check('move_annotations_points_lost_check', sql`${t.pointsLost} >= 0`),
    // The stale sweep: games whose analysis was written by another Oracle version.
    index('move_annotations_version_idx').on(t.oracleVersion, t.gameId),
  ],
);

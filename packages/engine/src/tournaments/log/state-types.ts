/**
 * A tournament as its log makes it (`rebuild(events)` in state.ts): plain data, the
 * same for the database's projections, the API's views and the property tests.
 */
import type { BotLevel } from '../../bots/index';
import type { CorrectionKind, FinalStanding, TournamentSettings } from './events';

export const TOURNAMENT_STATUSES = [
  'registration',
  'running',
  'paused',
  'finished',
  'cancelled',
] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/**
 * Where an entrant stands: `active` plays (before the start: registered); `withdrawn`
 * left by themselves; `removed` by the organiser or after too many forfeits; `dropped`
 * had not checked in when check-in closed. Only `active` entrants are paired.
 */
export const ENTRANT_STATUSES = ['active', 'withdrawn', 'removed', 'dropped'] as const;
export type EntrantStatus = (typeof ENTRANT_STATUSES)[number];

export interface TournamentEntrant {
  readonly id: string;
  readonly userId: string | null;
  readonly botLevel: BotLevel | null;
  readonly name: string;
  readonly rating: number | null;
  /** The rating at entry was provisional (shown "1500?"). */
  readonly provisional: boolean;
  readonly checkedIn: boolean;
  readonly status: EntrantStatus;
  /** The organiser's reason for a removal (or "N forfeits"); null otherwise. */
  readonly removedReason: string | null;
  /** Whether the entrant had a place when the tournament started (they appear in its results). */
  readonly played: boolean;
  /** Games lost by forfeit (never moved, or removed). */
  readonly forfeits: number;
}

/** A result a correction gave: for `entrantId` (null for void). */
export interface Correction {
  readonly kind: CorrectionKind;
  readonly entrantId: string | null;
  readonly reason: string;
}

export interface TournamentGame {
  readonly gameId: string;
  /** 1-based within its match. */
  readonly gameNumber: number;
  /** Entrant ids in seat order. */
  readonly seats: readonly [string, string];
  /** As the game ended (null while it runs): a's result and spread, the forfeiter. */
  readonly result: {
    readonly scoreA: 1 | 0.5 | 0;
    readonly spread: number;
    readonly forfeitBy: string | null;
  } | null;
  readonly correction: Correction | null;
}

/** What a decided match gives a: 1, ½ or 0, the spread; `void` counts for nobody. */
export type MatchOutcome =
  | { readonly kind: 'played'; readonly scoreA: 1 | 0.5 | 0; readonly spread: number }
  | { readonly kind: 'bye' }
  | { readonly kind: 'void' };

export interface TournamentMatch {
  readonly matchId: string;
  readonly round: number;
  readonly a: string;
  /** null: a bye for a. */
  readonly b: string | null;
  readonly games: readonly TournamentGame[];
  readonly correction: Correction | null;
  /** Null while undecided. */
  readonly outcome: MatchOutcome | null;
}

export interface TournamentRound {
  readonly round: number;
  readonly matches: readonly TournamentMatch[];
}

export interface TournamentLogState {
  /** Events applied: the tournament's revision. */
  readonly revision: number;
  readonly organiserId: string;
  readonly createdAt: string;
  readonly settings: TournamentSettings;
  readonly status: TournamentStatus;
  /** In entry order; `seedOrder` gives the seeds. */
  readonly entrants: readonly TournamentEntrant[];
  /** The organiser's seeding (entrant ids); null: by rating. */
  readonly seedOrder: readonly string[] | null;
  readonly forbidden: readonly (readonly [string, string])[];
  readonly checkInClosed: boolean;
  readonly startedAt: string | null;
  readonly rounds: readonly TournamentRound[];
  /** Set when finished (revised by a correction made after it finished). */
  readonly finalStandings: readonly FinalStanding[] | null;
  /** When the last round completed (ISO time); null until then. */
  readonly finishedAt: string | null;
  readonly cancelReason: string | null;
}

/**
 * What the tournament components draw: plain values the page builds from the API's answer.
 * Names are already chosen (display name, bot label); links are built here from game ids.
 */

export type TournamentFormatName =
  'swiss' | 'round-robin' | 'single-elimination' | 'double-elimination';

export type TournamentStatus = 'registration' | 'running' | 'paused' | 'finished' | 'cancelled';

export type EntrantStatus = 'active' | 'withdrawn' | 'removed' | 'dropped';

export interface EntrantRow {
  id: string;
  name: string;
  /** 1 = top seed; null before seeds exist. */
  seed: number | null;
  rating: number | null;
  /** The rating is provisional: "1500?", as the rest of the site writes it. */
  provisional?: boolean;
  status: EntrantStatus;
  checkedIn?: boolean;
  bot?: boolean;
  you?: boolean;
  /** The player's profile, if they have one (bots do not). */
  href?: string | null;
}

/** One row of the standings: the engine's `Standing` with a name. */
export interface StandingRow {
  entrantId: string;
  name: string;
  rank: number;
  /** Draws count ½. */
  wins: number;
  losses: number;
  spread: number;
  buchholz: number;
  you?: boolean;
  /** Removed or withdrawn: still listed, marked. */
  out?: boolean;
}

/** One game of a match, linked to watch (while it runs) or replay (once over). */
export interface MatchGame {
  id: string;
  /** 1-based, within the match (best of N). */
  number: number;
  status: 'running' | 'finished';
  voided?: boolean;
}

export interface MatchSide {
  entrantId: string;
  name: string;
  seed?: number | null;
  you?: boolean;
}

/** A pairing: a match of one or more games, or a bye (b is null and bye is true). */
export interface MatchView {
  id: string;
  round: number;
  /** Elimination: which part of the bracket the match belongs to. */
  bracket?: 'winners' | 'losers' | 'final' | 'reset';
  /** Null: not known yet (a bracket slot waiting for an earlier match). */
  a: MatchSide | null;
  b: MatchSide | null;
  bye?: boolean;
  /** a's and b's points: games won in a best-of-N, or the game's result (1, ½, 0). */
  aPoints?: number | null;
  bPoints?: number | null;
  /** a's points minus b's over the match's games; null while nothing is decided. */
  spread?: number | null;
  winner?: 'a' | 'b' | null;
  /** Who lost by forfeit (never moved, removed, or the organiser's decision). */
  forfeitBy?: 'a' | 'b' | null;
  voided?: boolean;
  games: readonly MatchGame[];
}

export interface RoundView {
  round: number;
  matches: readonly MatchView[];
}

export interface HistoryEntry {
  seq: number;
  /** ISO time. */
  at: string;
  /** Who did it: a display name, or null for the system (the worker, the clock). */
  by: string | null;
  /** One sentence. */
  text: string;
}

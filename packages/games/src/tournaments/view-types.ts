/**
 * What the tournament pages read (the API's `tournament.*` outputs): plain data.
 */
import type {
  BracketPart,
  CorrectionKind,
  EntrantStatus,
  TournamentEventType,
  TournamentFormat,
  TournamentPlacing,
  TournamentSettings,
  TournamentStatus,
} from '@wordrise/engine';

/** A player's public face: username (for profile links) and display name. */
export interface PersonRef {
  readonly username: string;
  readonly name: string;
}

/** One line of `tournament.list`. */
export interface TournamentSummary {
  readonly id: string;
  readonly name: string;
  readonly format: TournamentFormat;
  readonly ruleset: string;
  readonly timeControl: TournamentSettings['timeControl'];
  readonly rated: boolean;
  readonly status: TournamentStatus;
  /** The scheduled start. */
  readonly startsAt: Date;
  /** When it actually started (it may start early); null before the start. */
  readonly startedAt: Date | null;
  readonly registrationOpensAt: Date;
  readonly registrationClosesAt: Date;
  /**
   * Players (and bots): before the start the places taken; from the start everyone who
   * had a place then, those knocked out, withdrawn or removed since included.
   */
  readonly entrants: number;
  readonly capacity: number;
  readonly organiser: PersonRef;
  /** Once finished: the first of the final standings (username null for a bot). */
  readonly winner: { readonly name: string; readonly username: string | null } | null;
}

/** One line of a profile's tournaments (`user.tournaments`). */
export interface PlayerTournament {
  readonly id: string;
  readonly name: string;
  readonly format: TournamentFormat;
  readonly status: TournamentStatus;
  /** The scheduled start. */
  readonly startsAt: Date;
  /** When it actually started; null before the start. */
  readonly startedAt: Date | null;
  /** As `TournamentSummary.entrants`. */
  readonly players: number;
  readonly capacity: number;
  /** How far the player got (null: the log does not say, which should not happen). */
  readonly placing: TournamentPlacing | null;
  /** How many of the player's results the organiser corrected (as its page lists them). */
  readonly corrected: number;
}

export interface PlayerTournamentsPage {
  readonly items: readonly PlayerTournament[];
  readonly page: number;
  readonly hasMore: boolean;
}

export interface TournamentListPage {
  readonly items: readonly TournamentSummary[];
  readonly page: number;
  readonly hasMore: boolean;
}

export interface EntrantView {
  readonly entrantId: string;
  /** 1 = top seed; null for entrants who no longer take part before the start. */
  readonly seed: number | null;
  readonly name: string;
  /** Null for bots. */
  readonly username: string | null;
  readonly botLevel: string | null;
  /** The rating at entry; null for bots. */
  readonly rating: number | null;
  /** That rating was provisional: shown "1500?" as everywhere else. */
  readonly provisional: boolean;
  readonly checkedIn: boolean;
  readonly status: EntrantStatus;
  readonly removedReason: string | null;
  readonly forfeits: number;
}

export interface TournamentGameView {
  readonly gameId: string;
  readonly gameNumber: number;
  /** Entrant ids in seat order. */
  readonly seats: readonly [string, string];
  /** The game row's status: playing (watch it) or finished (replay it). */
  readonly status: 'open' | 'playing' | 'finished' | 'cancelled';
  /** Null while it runs. scoreA is the match's a's result. */
  readonly result: {
    readonly scoreA: 1 | 0.5 | 0;
    readonly spread: number;
    readonly forfeitBy: string | null;
  } | null;
  readonly correction: {
    readonly kind: CorrectionKind;
    readonly entrantId: string | null;
    readonly reason: string;
  } | null;
}

export interface MatchView {
  readonly matchId: string;
  readonly round: number;
  readonly a: string;
  /** Null: a bye for a. */
  readonly b: string | null;
  /** Double elimination: the part of the bracket the match is in; null in other formats. */
  readonly bracket: BracketPart | null;
  readonly games: readonly TournamentGameView[];
  readonly correction: {
    readonly kind: CorrectionKind;
    readonly entrantId: string | null;
    readonly reason: string;
  } | null;
  /** Null while undecided. `winner` null on a draw or a void match. */
  readonly result: {
    readonly kind: 'played' | 'bye' | 'void';
    readonly scoreA: 1 | 0.5 | 0 | null;
    readonly spread: number | null;
    readonly winner: string | null;
  } | null;
}

export interface RoundView {
  readonly round: number;
  readonly matches: readonly MatchView[];
  readonly complete: boolean;
  /** The standings after this round (null while it runs). */
  readonly standings: readonly StandingView[] | null;
}

export interface StandingView {
  readonly entrantId: string;
  readonly name: string;
  readonly rank: number;
  readonly wins: number;
  readonly losses: number;
  readonly spread: number;
  readonly buchholz: number;
}

/** One line of the history: the log's event, in words. */
export interface HistoryLine {
  readonly seq: number;
  readonly at: Date;
  readonly type: TournamentEventType;
  /** Who acted (null: the system). */
  readonly by: PersonRef | null;
  readonly text: string;
}

export interface ViewerRole {
  readonly organiser: boolean;
  /** The viewer's entrant id, when they are (or were) an entrant. */
  readonly entrantId: string | null;
  readonly checkedIn: boolean;
  readonly canRegister: boolean;
  readonly canWithdraw: boolean;
  readonly canCheckIn: boolean;
  /**
   * The organiser may correct a result now: while it runs (once a round is paired), or until
   * `correctionsUntil` once it finished.
   */
  readonly canCorrect: boolean;
  /** The organiser's corrections of the viewer's own results, one sentence each. */
  readonly corrections: readonly string[];
}

export interface TournamentDetail {
  readonly id: string;
  readonly revision: number;
  readonly status: TournamentStatus;
  readonly settings: Omit<
    TournamentSettings,
    'registrationOpensAt' | 'registrationClosesAt' | 'startsAt' | 'checkInOpensAt'
  > & {
    readonly registrationOpensAt: Date;
    readonly registrationClosesAt: Date;
    readonly startsAt: Date;
    readonly checkInOpensAt: Date | null;
  };
  readonly organiser: PersonRef;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  /** When the last round completed; null until it finished. */
  readonly finishedAt: Date | null;
  /**
   * Once finished: until when the organiser may still correct a result
   * (`CORRECTION_WINDOW_DAYS` after it finished); after it the results are final.
   */
  readonly correctionsUntil: Date | null;
  readonly entrants: readonly EntrantView[];
  /** How many players it counts, as its list card does (`TournamentSummary.entrants`). */
  readonly players: number;
  readonly forbiddenPairs: readonly { readonly a: string; readonly b: string }[];
  readonly rounds: readonly RoundView[];
  /** Every entrant who played, every tie-break column; final once finished. */
  readonly standings: readonly StandingView[];
  /**
   * The spread a bye counts for (a bye is a win). A forfeit the log gives (a correction, a
   * player who withdrew or was removed) counts it too, won or lost; a game a player lost
   * without moving counts its own score.
   */
  readonly byeSpread: number;
  /**
   * Real-time events: how long after the pairing a game's clocks wait for its players at
   * most (`ARRIVAL_GRACE_MS`); null when no clock waits (not real-time).
   */
  readonly arrivalGraceMs: number | null;
  /** The winner's entrant id once finished. */
  readonly winner: string | null;
  readonly cancelReason: string | null;
  /** The log, oldest first. */
  readonly history: readonly HistoryLine[];
  readonly viewer: ViewerRole;
}

/** `tournament.live`: cheap to poll; re-read `get` when the revision changes. */
export interface TournamentRevision {
  readonly revision: number;
  readonly status: TournamentStatus;
}

/** A tournament game as the lobby marks it. */
export interface TournamentGameMark {
  readonly tournamentId: string;
  readonly tournamentName: string;
  readonly round: number;
  /** Forfeits before a player is removed (0: never): the game page warns before a forfeit. */
  readonly forfeitLimit: number;
}

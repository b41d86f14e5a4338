/**
 * A tournament's log: every organiser action, every player action and every result
 * is one of these events, plain JSON, appended in order. The log is the truth; the
 * tournament's state is `rebuild(events)` (state.ts). Every event says when (`at`,
 * ISO time) and who (`by`: a user id, or null for the system — the worker, a clock).
 */
import type { BotLevel } from '../../bots/index';
import type { TournamentFormat } from '../types';

/** A game's clock, as the game domain stores it (R25). */
export type TournamentTimeControl =
  | { readonly kind: 'none' }
  | { readonly kind: 'realtime'; readonly minutes: number }
  | { readonly kind: 'correspondence'; readonly days: number };

/** Everything the organiser sets when creating a tournament (and may edit until it starts). */
export interface TournamentSettings {
  readonly name: string;
  readonly description: string;
  readonly format: TournamentFormat;
  /** A key of the engine's ruleset registry. */
  readonly ruleset: string;
  readonly timeControl: TournamentTimeControl;
  /** Results count for ratings (games between two players only; bot games stay casual). */
  readonly rated: boolean;
  /** Swiss: how many rounds (the other formats ignore it). */
  readonly rounds: number;
  /** Games per match (odd, 1 = single game); seats alternate from game to game. */
  readonly bestOf: number;
  /** Most entrants (players and bots together). */
  readonly capacity: number;
  /** ISO times. Players register from `registrationOpensAt` until `registrationClosesAt`. */
  readonly registrationOpensAt: string;
  readonly registrationClosesAt: string;
  /** When the worker starts the tournament (round 1 is paired then). */
  readonly startsAt: string;
  /** Check-in runs from here until `startsAt`; null: no check-in, everyone registered plays. */
  readonly checkInOpensAt: string | null;
  /** A player who forfeits this many games (never moving in them) is removed; 0: never. */
  readonly forfeitLimit: number;
}

/** Who an entrant is: a registered player or a bot the organiser entered. */
export type EntrantIdentity =
  | { readonly userId: string; readonly botLevel: null }
  | { readonly userId: null; readonly botLevel: BotLevel };

/** An entrant as registered: `id` is the tournament's own (e1, e2, …), stable for the log. */
export type EntrantEntry = EntrantIdentity & {
  readonly entrantId: string;
  readonly name: string;
  /** The rating at entry (default seeding order); null when unrated (bots). */
  readonly rating: number | null;
  /** That rating was provisional ("1500?"); absent in logs written before it was kept. */
  readonly provisional?: boolean;
};

/** One pairing of a round: a match between a and b (best of N), or a bye for a. */
export type PairedMatch =
  | { readonly matchId: string; readonly a: string; readonly b: string }
  | { readonly matchId: string; readonly a: string; readonly bye: true };

/** What a correction does to a game or a match, for `entrantId`. */
export const CORRECTION_KINDS = ['forfeit-win', 'forfeit-loss', 'void'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/** What a correction is about: one game of a match, or the whole match. */
export type CorrectionTarget =
  | { readonly kind: 'game'; readonly gameId: string }
  | { readonly kind: 'match'; readonly matchId: string };

interface Base<T extends string> {
  readonly type: T;
  /** ISO time. */
  readonly at: string;
  /** The user who acted; null: the system (the worker, the start time, a finished game). */
  readonly by: string | null;
}

export type TournamentEvent =
  | (Base<'created'> & { readonly settings: TournamentSettings })
  | (Base<'edited'> & { readonly changes: Partial<TournamentSettings> })
  /** A player registered themselves. */
  | (Base<'player_registered'> & EntrantEntry)
  /** The organiser entered a player or a bot. */
  | (Base<'player_added'> & EntrantEntry)
  | (Base<'player_withdrew'> & { readonly entrantId: string })
  /**
   * The organiser removed a player. Before the start they are gone; during the event
   * their unfinished games are forfeited (`game_result` events follow) and they are never
   * paired again.
   */
  | (Base<'player_removed'> & { readonly entrantId: string; readonly reason: string })
  /** Entrant ids, top seed first (entrants left out follow in the default order). */
  | (Base<'seeds_set'> & { readonly order: readonly string[] })
  | (Base<'forbidden_pair_added'> & { readonly a: string; readonly b: string })
  | (Base<'forbidden_pair_removed'> & { readonly a: string; readonly b: string })
  | (Base<'checked_in'> & { readonly entrantId: string })
  /** Check-in ended: these entrants had not checked in and are dropped. */
  | (Base<'check_in_closed'> & { readonly dropped: readonly string[] })
  | Base<'started'>
  | (Base<'round_paired'> & { readonly round: number; readonly matches: readonly PairedMatch[] })
  /** A game of a match was created; `seats` are entrant ids in seat order. */
  | (Base<'game_created'> & {
      readonly round: number;
      readonly matchId: string;
      readonly gameId: string;
      /** 1-based within the match. */
      readonly gameNumber: number;
      readonly seats: readonly [string, string];
    })
  /**
   * A game ended: `scoreA` is the result of the match's `a` (1, ½, 0), `spread` a's
   * points minus b's; `forfeitBy` names the loser when they never moved (or were removed).
   */
  | (Base<'game_result'> & {
      readonly gameId: string;
      readonly scoreA: 1 | 0.5 | 0;
      readonly spread: number;
      readonly forfeitBy: string | null;
    })
  /** The organiser changed a result: a forfeit win or loss for `entrantId`, or void. */
  | (Base<'result_corrected'> & {
      readonly target: CorrectionTarget;
      readonly correction: CorrectionKind;
      /** Whose forfeit win or loss it is; null for void. */
      readonly entrantId: string | null;
      readonly reason: string;
    })
  | Base<'paused'>
  | Base<'resumed'>
  /** Removed by the system after `forfeitLimit` forfeits. */
  | (Base<'auto_removed'> & { readonly entrantId: string; readonly forfeits: number })
  /** The last round is complete; the final standings, rank order. */
  | (Base<'finished'> & { readonly standings: readonly FinalStanding[] })
  /**
   * The organiser corrected a result after the tournament finished (the `result_corrected`
   * just before): the final standings worked out again, rank order. The tournament stays
   * finished; its `finished` event keeps the standings it finished with.
   */
  | (Base<'standings_revised'> & { readonly standings: readonly FinalStanding[] })
  | (Base<'cancelled'> & { readonly reason: string });

export interface FinalStanding {
  readonly entrantId: string;
  readonly rank: number;
  readonly wins: number;
  readonly losses: number;
  readonly spread: number;
  readonly buchholz: number;
}

export type TournamentEventType = TournamentEvent['type'];

/** The event of a type. */
export type TournamentEventOf<T extends TournamentEventType> = Extract<
  TournamentEvent,
  { type: T }
>;

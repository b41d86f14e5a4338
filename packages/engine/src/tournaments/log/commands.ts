/**
 * What can be asked of a tournament: by the organiser, by a player, or by the system
 * (the worker, a game that ended). `decide` (decide.ts) answers each with the events
 * to append or a refusal.
 */
import type { BotLevel } from '../../bots/index';
import type { CorrectionKind, CorrectionTarget, TournamentSettings } from './events';

/** Who asks: a signed-in user, or the system (null). */
export type TournamentActor = { readonly userId: string } | null;

/** A player as the caller found them (name and rating at entry). */
export interface PlayerFacts {
  readonly userId: string;
  readonly name: string;
  readonly rating: number | null;
  /** The rating was provisional ("1500?"). */
  readonly provisional?: boolean;
}

export type TournamentCommand =
  | { readonly type: 'create'; readonly settings: TournamentSettings }
  | { readonly type: 'edit'; readonly changes: Partial<TournamentSettings> }
  /** The actor registers themselves. */
  | { readonly type: 'register'; readonly player: PlayerFacts }
  /** The actor withdraws (during the event: their unfinished games are forfeited). */
  | { readonly type: 'withdraw' }
  | { readonly type: 'check_in' }
  | { readonly type: 'add_player'; readonly player: PlayerFacts }
  | { readonly type: 'add_bot'; readonly botLevel: BotLevel; readonly name: string }
  | { readonly type: 'remove_player'; readonly entrantId: string; readonly reason: string }
  | { readonly type: 'set_seeds'; readonly order: readonly string[] }
  | { readonly type: 'add_forbidden_pair'; readonly a: string; readonly b: string }
  | { readonly type: 'remove_forbidden_pair'; readonly a: string; readonly b: string }
  /** The organiser starts now, or the system at the start time. */
  | { readonly type: 'start' }
  | { readonly type: 'pause' }
  | { readonly type: 'resume' }
  | {
      readonly type: 'correct_result';
      readonly target: CorrectionTarget;
      readonly correction: CorrectionKind;
      /** Whose forfeit win or loss (ignored for void). */
      readonly entrantId: string | null;
      readonly reason: string;
    }
  | { readonly type: 'cancel'; readonly reason: string }
  /** The system: a tournament game ended. Nothing happens if its result is already known. */
  | {
      readonly type: 'record_game';
      readonly gameId: string;
      readonly scoreA: 1 | 0.5 | 0;
      readonly spread: number;
      readonly forfeitBy: string | null;
    }
  /** The system: pair the next round or finish, when the current one is complete. */
  | { readonly type: 'advance' };

export type TournamentCommandType = TournamentCommand['type'];

/**
 * Why a command was refused: a kind the transports map (as the game domain's
 * refusals) and one sentence for people.
 */
export interface TournamentRefusal {
  readonly kind: 'forbidden' | 'conflict' | 'bad-request' | 'not-found';
  readonly message: string;
  /** The input at fault, when there is one. */
  readonly field?: string;
}

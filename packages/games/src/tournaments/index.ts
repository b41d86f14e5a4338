/**
 * Tournaments: the organiser's flow over the engine's pure log (`decide`/`rebuild`).
 * The API and the worker call these; nothing else writes a tournament.
 */
import type { Database } from '@wordrise/db';
import type {
  BotLevel,
  CorrectionKind,
  CorrectionTarget,
  TournamentSettings,
} from '@wordrise/engine';
import type { TournamentDetail, TournamentListPage, TournamentRevision } from './view-types';

export type * from './view-types';

export type TournamentListKind = 'upcoming' | 'running' | 'finished';

const notYet = (): never => {
  throw new Error('not implemented');
};

/** Upcoming (registration), running (running, paused) or finished (finished, cancelled). */
export async function listTournaments(
  _db: Database,
  _input: { kind: TournamentListKind; page: number; limit: number },
): Promise<TournamentListPage> {
  return notYet();
}

export async function readTournament(
  _db: Database,
  _tournamentId: string,
  _viewerId: string | null,
): Promise<TournamentDetail> {
  return notYet();
}

export async function tournamentRevision(
  _db: Database,
  _tournamentId: string,
): Promise<TournamentRevision> {
  return notYet();
}

export async function createTournament(
  _db: Database,
  _organiserId: string,
  _settings: TournamentSettings,
): Promise<{ id: string }> {
  return notYet();
}

/** What the API's organiser and player actions ask, before the domain finds names and ratings. */
export type TournamentRequest =
  | { readonly type: 'edit'; readonly changes: Partial<TournamentSettings> }
  | { readonly type: 'register' }
  | { readonly type: 'withdraw' }
  | { readonly type: 'check_in' }
  | { readonly type: 'add_player'; readonly username: string }
  | { readonly type: 'add_bot'; readonly botLevel: BotLevel }
  | { readonly type: 'remove_player'; readonly entrantId: string; readonly reason: string }
  | { readonly type: 'set_seeds'; readonly order: readonly string[] }
  | { readonly type: 'add_forbidden_pair'; readonly a: string; readonly b: string }
  | { readonly type: 'remove_forbidden_pair'; readonly a: string; readonly b: string }
  | { readonly type: 'start' }
  | { readonly type: 'pause' }
  | { readonly type: 'resume' }
  | {
      readonly type: 'correct_result';
      readonly target: CorrectionTarget;
      readonly correction: CorrectionKind;
      readonly entrantId: string | null;
      readonly reason: string;
    }
  | { readonly type: 'cancel'; readonly reason: string };

/** A user's request on a tournament; the new revision. */
export async function requestTournament(
  _db: Database,
  _tournamentId: string,
  _userId: string,
  _request: TournamentRequest,
): Promise<TournamentRevision> {
  return notYet();
}

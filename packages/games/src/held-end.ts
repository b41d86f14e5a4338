import type { Database } from '@wordrise/db';
import { apply, getRuleset, type Action, type GameState, type Lexicon } from '@wordrise/engine';
import { CHALLENGE_WINDOW_MS, challengeWindowOf, opensUntilNextAction } from './challenge-window';
import type { Transaction } from './db-types';
import { loadGame, type GameRow, type LoadedGame } from './load';
import { recordEvent } from './record';
import { ruleRefusal } from './refusal';

/**
 * Word challenges: a play that goes out holds the game's end while its challenge window
 * is open (engine `OpenPlay.ends`). What closes the window on the server's side:
 * - live games (a realtime clock or none): the `challenge_close` job at the window's
 *   end (15 s after the play) accepts the play for the next player;
 * - correspondence games: the next player's clock — when their time for the move runs
 *   out, the play is accepted for them (no timeout is recorded: they only let it stand);
 * - pass-and-play games (no clock): only the next holder's accept, or a challenge;
 * - in every game, an opponent's accept or challenge first.
 */

/** The accept that closes a held window: by the seat to move, else the first active opponent. */
export function closingAccept(state: GameState): Action | null {
  const open = state.openPlay;
  if (!open?.ends || state.status !== 'playing') return null;
  const n = state.players.length;
  if (state.toMove !== open.seat && state.players[state.toMove]?.status === 'active')
    return { type: 'accept', seat: state.toMove };
  for (let step = 1; step < n; step++) {
    const seat = (open.seat + step) % n;
    if (state.players[seat]?.status === 'active') return { type: 'accept', seat };
  }
  return null;
}

/** When the `challenge_close` job runs for a game: a held window in a live game, at its end. */
export function heldWindowClosesAt(
  game: Pick<
    GameRow,
    | 'state'
    | 'status'
    | 'turnStartedAt'
    | 'timeControl'
    | 'timeMinutes'
    | 'timeDays'
    | 'passAndPlay'
  >,
): Date | null {
  if (game.status !== 'playing' || !game.state?.openPlay?.ends || !game.turnStartedAt) return null;
  if (opensUntilNextAction(game)) return null;
  return new Date(game.turnStartedAt.getTime() + CHALLENGE_WINDOW_MS);
}

/** Records the closing accept of a held window, in the caller's transaction. */
export async function recordClosingAccept(
  tx: Transaction,
  loaded: LoadedGame,
  lexicon: (wordList: string) => Lexicon,
): Promise<LoadedGame | null> {
  const state = loaded.game.state;
  const action = state && closingAccept(state);
  if (!state || !action) return null;
  const wordList = getRuleset(state.ruleset)?.wordList ?? 'english';
  const applied = apply(state, action, lexicon(wordList));
  if (!applied.ok) throw ruleRefusal(applied.error);
  return recordEvent(tx, loaded, applied, { actor: 'clock', userId: null });
}

/** What a `challenge_close` job did. */
export type ChallengeCloseOutcome = 'accepted' | 'stale' | 'not-yet';

/**
 * The `challenge_close` job: if the game is still at `moveNumber` with a held window whose
 * time is over, the play is accepted (and the game ends). 'not-yet' when the window is
 * still open by the database's clock (the worker retries); 'stale' when anything moved on.
 */
export async function closeHeldWindow(
  db: Database,
  job: { gameId: string; moveNumber: number },
  lexicon: (wordList: string) => Lexicon,
): Promise<ChallengeCloseOutcome> {
  return db.transaction(async (tx) => {
    const loaded = await loadGame(tx, job.gameId, { lock: true });
    const { game } = loaded;
    if (game.status !== 'playing' || game.state?.moveNumber !== job.moveNumber) return 'stale';
    if (!game.state.openPlay?.ends || opensUntilNextAction(game)) return 'stale';
    if (challengeWindowOf(game, loaded.nowMs)) return 'not-yet';
    return (await recordClosingAccept(tx, loaded, lexicon)) ? 'accepted' : 'stale';
  });
}

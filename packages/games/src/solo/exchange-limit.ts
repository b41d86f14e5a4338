import type { GameState } from '@wordrise/engine';
import { badRequest } from '../refusal';

/**
 * Solo exchanges are free: they never bring the no-word ending (R28) nearer, so a player
 * who only exchanges would grow the game's log without end, and with it every read of the
 * log and the analysis of the finished game. From this move on a solo game takes no more
 * exchanges; plays and passes still end it (three passes in a row), so its log stays
 * within what a game record may hold (`IMPORT_MAX_EVENTS`: 600 + 100 plays with two passes
 * between them).
 */
export const SOLO_EXCHANGES_CLOSE_AT_MOVE = 600;

export const SOLO_EXCHANGES_CLOSED = `This solo game has reached ${SOLO_EXCHANGES_CLOSE_AT_MOVE} moves: no more exchanges. Play a word, or pass (three passes in a row end the game).`;

/** Refuses an exchange in a solo game that has reached its last exchange. */
export function checkSoloExchange(state: GameState, action: { readonly type: string }): void {
  if (
    action.type === 'exchange' &&
    state.mode === 'solo' &&
    state.moveNumber >= SOLO_EXCHANGES_CLOSE_AT_MOVE
  )
    throw badRequest(SOLO_EXCHANGES_CLOSED);
}

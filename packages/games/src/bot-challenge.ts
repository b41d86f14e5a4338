import type { GameState } from '@wordrise/engine';
import type { SeatRow } from './load';

/**
 * Bots challenge exactly the plays that have a word not in the list (the server knows
 * it from the engine's event; the word list is public, so this is no hidden knowledge)
 * and never a valid one. The challenger is the first active bot seat after the player,
 * in turn order: one challenge settles the play, so one bot is enough.
 */
export function botChallenger(state: GameState | null, seats: readonly SeatRow[]): number | null {
  const open = state?.openPlay;
  if (!state || state.status !== 'playing' || !open || open.unlisted.length === 0) return null;
  const n = state.players.length;
  for (let step = 1; step < n; step++) {
    const seat = (open.seat + step) % n;
    if (state.players[seat]?.status !== 'active') continue;
    if (seats.some((s) => s.seat === seat && s.botLevel)) return seat;
  }
  return null;
}

/** The bot in `seat` should challenge the open play now (see {@link botChallenger}). */
export function botShouldChallenge(state: GameState, seat: number): boolean {
  const open = state.openPlay;
  return !!open && open.unlisted.length > 0 && open.seat !== seat;
}

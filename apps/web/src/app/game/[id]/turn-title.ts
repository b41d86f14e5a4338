import type { GameDetail } from './game-types';

/** The game page's tab title: "● Your turn" leads it while the viewer is to move. */
export const GAME_TITLE = 'Game — WordRise';
export const YOUR_TURN_TITLE = '● Your turn — WordRise';

/**
 * Whether this view is the viewer's turn, as the table judges it (game-table.tsx): their
 * seat is to move and still in, and no play that went out is holding the end.
 */
export function isYourTurn(view: GameDetail): boolean {
  const seat = view.yourSeat;
  const game = view.game;
  if (view.status !== 'playing' || seat === null || !game) return false;
  // A seat without a rack is a spectator's view; at one device the mover's rack comes only
  // when asked for, and the seat to move is still the viewer's.
  if (game.rack === null && !view.passAndPlay) return false;
  return (
    game.players[seat]?.status === 'active' &&
    view.toMove === seat &&
    game.challengeable?.endsGame !== true
  );
}

export const gameTitle = (yourTurn: boolean) => (yourTurn ? YOUR_TURN_TITLE : GAME_TITLE);

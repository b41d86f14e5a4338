import type { GameState } from '@wordrise/engine';
import { seatActedBy } from '../acting-seat';
import type { Queryable } from '../db-types';
import { loadGame } from '../load';
import { conflict, forbidden, notFound, over, stale } from '../refusal';

/** The rack of the seat to move at one device, for the move it is shown at. */
export interface DeviceRack {
  readonly seat: number;
  readonly moveNumber: number;
  readonly rack: string;
}

export const DEVICE_RACK_NOT_HOST = 'Only the host of this pass-and-play game holds its racks.';
export const DEVICE_RACK_CHALLENGE_FIRST =
  'The table says first whether anyone challenges the last play: then the rack is shown.';

/**
 * Word challenges at one device: the last play may still be challenged by an active opponent
 * of its player. The table decides on it before any rack is shown, or any Oracle answer for
 * one (the cover asks everyone), so nobody decides with the next holder's tiles in view.
 */
export function decidingOnChallenge(state: GameState): boolean {
  const open = state.openPlay;
  return !!open && state.players.some((p, s) => s !== open.seat && p.status === 'active');
}

/**
 * Pass and play: the mover's rack, asked for when its player says "it's me, show my rack".
 * Until then no view the host is sent holds it (`detailFor`): the device shows a cover
 * while it is passed on, and what is in the page's data could be read from it unseen.
 * `moveNumber` is the move the page shows; another move first is refused as stale.
 */
export async function rackAtDevice(
  db: Queryable,
  gameId: string,
  hostId: string,
  moveNumber: number,
): Promise<DeviceRack> {
  const loaded = await loadGame(db, gameId);
  const { game } = loaded;
  if (!game.passAndPlay || game.createdBy !== hostId) throw forbidden(DEVICE_RACK_NOT_HOST);
  if (game.status !== 'playing' || !game.state) throw over();
  if (game.moveNumber !== moveNumber) throw stale();
  if (decidingOnChallenge(game.state)) throw conflict(DEVICE_RACK_CHALLENGE_FIRST);
  const seat = seatActedBy(loaded, hostId);
  const rack = seat && game.state.players[seat.seat]?.rack;
  if (!seat || rack === undefined) throw notFound();
  return { seat: seat.seat, moveNumber, rack };
}

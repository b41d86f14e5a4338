import type { LoadedGame, SeatRow } from './load';

/**
 * The seat `userId` acts and sees for: their own joined seat; in a pass-and-play
 * game they host, the seat to move while it is played. The host hands one device
 * from seat to seat, so the server shows the host one rack at a time, the mover's,
 * and takes the host's moves for that seat only. Nobody acts for a seat otherwise.
 */
export function seatActedBy(
  loaded: Pick<LoadedGame, 'game' | 'seats'>,
  userId: string | null | undefined,
): SeatRow | undefined {
  if (!userId) return undefined;
  const own = loaded.seats.find((s) => s.userId === userId && s.joinStatus === 'joined');
  if (own) return own;
  const { game } = loaded;
  if (!game.passAndPlay || game.status !== 'playing' || game.toMoveSeat === null) return undefined;
  return loaded.seats.find((s) => s.seat === game.toMoveSeat && s.heldBy === userId);
}

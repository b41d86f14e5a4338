/** What `challengersAtOneDevice` needs of a game's view. */
export interface ChallengeTable {
  readonly passAndPlay: boolean;
  /** The play that may be challenged now, by its seat; null when none may be. */
  readonly challengeWindow: { readonly seat: number } | null;
  /** At one device: the seat to move, the device's next holder. */
  readonly yourSeat: number | null;
  readonly game: { readonly players: readonly { readonly status: string }[] } | null;
}

/**
 * Word challenges at one device (pass and play): the seats that may challenge the open play,
 * every active opponent of its player, the next holder first, then on round the table. Each
 * has a button of their own, as a failed challenge costs the challenger their next turn.
 * Empty when no play may be challenged or the game is not played at one device.
 */
export function challengersAtOneDevice(view: ChallengeTable): number[] {
  const open = view.challengeWindow;
  const players = view.game?.players ?? [];
  if (!view.passAndPlay || !open) return [];
  const n = players.length;
  const holder = view.yourSeat;
  const round = Array.from({ length: Math.max(0, n - 1) }, (_, i) => (open.seat + 1 + i) % n);
  const order = holder === null ? round : [holder, ...round.filter((s) => s !== holder)];
  return order.filter((s) => s !== open.seat && players[s]?.status === 'active');
}

import type { GameDetail } from './game-types';

/**
 * Word challenges at one device (pass and play): the seats that may challenge the open play,
 * every active opponent of its player, the next holder first, then on round the table. Each
 * has a button of their own, as a failed challenge costs the challenger their next turn.
 * Empty when no play may be challenged or the game is not played at one device.
 */
export function challengersAtOneDevice(view: GameDetail): number[] {
  const open = view.challengeWindow;
  const players = view.game?.players ?? [];
  if (!view.passAndPlay || !open) return [];
  const n = players.length;
  const holder = view.yourSeat;
  const round = Array.from({ length: n - 1 }, (_, i) => (open.seat + 1 + i) % n);
  const order = holder === null ? round : [holder, ...round.filter((s) => s !== holder)];
  return order.filter((s) => s !== open.seat && players[s]?.status === 'active');
}

/** "Ben", "Ben or Cat", "Ben, Cat or Dan". */
export function eitherOf(names: readonly string[]): string {
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

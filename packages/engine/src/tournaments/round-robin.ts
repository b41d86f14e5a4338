/**
 * Round robin by the circle method: seat 0 stays, the others rotate one place per
 * round. With an odd field a phantom seat is added, so n−1 rounds for even n and n
 * (one bye each) for odd n. The schedule is fixed by the seeding: a withdrawn player's
 * remaining games are skipped and their scheduled opponent gets the bye.
 */
import type { Pairing, TournamentState } from './types';

/** The scheduled meetings of every round (null = the phantom seat). */
export function roundRobinSchedule<T>(players: readonly T[]): (readonly [T | null, T | null])[][] {
  const seats: (T | null)[] = [...players];
  if (seats.length % 2 === 1) seats.push(null);
  const n = seats.length;
  const rounds: (readonly [T | null, T | null])[][] = [];
  let order = seats;
  for (let r = 0; r < n - 1; r++) {
    const round: (readonly [T | null, T | null])[] = [];
    for (let i = 0; i < n / 2; i++) {
      const x = order[i] as T | null;
      const y = order[n - 1 - i] as T | null;
      // Seat 0 would always sit first: alternate it by round.
      round.push(i === 0 && r % 2 === 1 ? [y, x] : [x, y]);
    }
    rounds.push(round);
    order = [order[0] as T | null, order[n - 1] as T | null, ...order.slice(1, n - 1)];
  }
  return rounds;
}

export function roundRobinRounds(players: number): number {
  return players % 2 === 0 ? players - 1 : players;
}

/** The pairings of round `round` (1-based) of the schedule. */
export function roundRobinPairings(state: TournamentState, round: number): Pairing[] {
  const withdrawn = new Set(state.withdrawn);
  const schedule = roundRobinSchedule(state.players.map((p) => p.id));
  const present = (id: string | null): id is string => id !== null && !withdrawn.has(id);
  const games: Pairing[] = [];
  const byes: Pairing[] = [];
  for (const [x, y] of schedule[round - 1] ?? []) {
    if (present(x) && present(y)) games.push({ a: x, b: y });
    else if (present(x)) byes.push({ a: x, bye: true });
    else if (present(y)) byes.push({ a: y, bye: true });
  }
  return [...games, ...byes];
}

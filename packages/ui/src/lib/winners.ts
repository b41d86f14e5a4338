/**
 * The seats to call winners once a game is over: those whose stored result is a win, but
 * never a solo game's one player after they resigned. The engine ranks a lone seat first
 * however its game ended (R24 ranks those who stayed above those who left, and in a solo
 * game nobody is left to stay), yet a game given up is not won. A solo game played out
 * keeps its mark.
 */
export function winnerSeats(
  results: readonly (string | null)[],
  endReason: string | null | undefined,
): number[] {
  if (results.length === 1 && (endReason === 'resigned' || endReason === 'timed-out')) return [];
  return results.flatMap((result, seat) => (result === 'win' ? [seat] : []));
}

/**
 * The seats to call winners once a game is over: those whose stored result is a win, but
 * never a solo game's one player. The engine ranks a lone seat first however its game ended
 * (R24 ranks those who stayed above those who left), yet a solo game is neither won nor lost:
 * its end gives a score (`whoWon`: "Sol scored 42"), resigned or played out.
 */
export function winnerSeats(results: readonly (string | null)[]): number[] {
  if (results.length === 1) return [];
  return results.flatMap((result, seat) => (result === 'win' ? [seat] : []));
}

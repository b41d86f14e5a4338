import type { PlayAnnotation } from '@wordrise/db';
import type { MoveAnalysis, PlayAnalysis, TurnAnalysis } from '@wordrise/engine';

/** A pass or an exchange made while the rack had a play: what not playing cost. */
type JudgedTurn = TurnAnalysis & { readonly bestPlay: NonNullable<TurnAnalysis['bestPlay']> };

/**
 * What is stored of an analysis, for a game (`move_annotations` rows), an imported
 * record (`imported_games.analysis`) or the demo review: one annotation per play, and
 * per pass or exchange while the rack had a play (judged against the best of them, with
 * no rank); a forced pass, resignations and timeouts get none.
 */
export function playAnnotations(moves: readonly MoveAnalysis[]): PlayAnnotation[] {
  return moves
    .filter(
      (m): m is PlayAnalysis | JudgedTurn =>
        m.type === 'play' || ((m.type === 'pass' || m.type === 'exchange') && m.bestPlay !== null),
    )
    .map((a) => ({
      moveNumber: a.move,
      kind: a.type,
      bestPlay: a.bestPlay,
      bestScore: a.bestPlay.score,
      playedScore: a.playedScore,
      rank: a.rank,
      playCount: a.playCount,
      pointsLost: a.pointsLost,
    }));
}

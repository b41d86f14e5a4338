import type { PlayAnnotation } from '@wordrise/db';
import type { MoveAnalysis, PlayAnalysis } from '@wordrise/engine';

/**
 * What is stored of an analysis, for a game (`move_annotations` rows), an imported
 * record (`imported_games.analysis`) or the demo review: one annotation per play;
 * exchanges, passes, resignations and timeouts get none.
 */
export function playAnnotations(moves: readonly MoveAnalysis[]): PlayAnnotation[] {
  return moves
    .filter((m): m is PlayAnalysis => m.type === 'play')
    .map((a) => ({
      moveNumber: a.move,
      bestPlay: a.bestPlay,
      bestScore: a.bestScore,
      playedScore: a.playedScore,
      rank: a.rank,
      playCount: a.playCount,
      pointsLost: a.pointsLost,
    }));
}

import { pointsInWords } from '../lib/move-speech';
import { spellWord, type TileSpelling } from '../lib/spelling';
import { labelOf, type MoveAnnotation } from './annotations';

/**
 * The Oracle's verdict on a move, briefly, for a screen reader stepping through a replay:
 * "Oracle: best play", "Oracle: mistake, 12 points below QUIZ for 40" (the label where the
 * move has one, then what the best play would have scored).
 */
export function oracleVerdict(annotation: MoveAnnotation, spelling: TileSpelling): string {
  if (annotation.rank === 1) return 'Oracle: best play';
  // A pass or an exchange whose rack's plays scored nothing lost nothing either.
  if (annotation.pointsLost <= 0) return 'Oracle: no points lost';
  const label = labelOf(annotation);
  const main = annotation.bestPlay.words[0];
  const best = main
    ? `${spellWord(main.word, spelling)} for ${annotation.bestScore}`
    : `the best play's ${annotation.bestScore}`;
  return `Oracle: ${label ? `${label}, ` : ''}${pointsInWords(annotation.pointsLost)} below ${best}`;
}

/** The Oracle's mark on a move list's row, in words: "Oracle: mistake", "Oracle: best play". */
export function oracleMark(annotation: MoveAnnotation | undefined): string | null {
  if (!annotation) return null;
  const label = labelOf(annotation);
  if (label) return `Oracle: ${label}`;
  return annotation.rank === 1 ? 'Oracle: best play' : null;
}

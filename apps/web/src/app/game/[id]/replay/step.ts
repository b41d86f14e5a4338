/**
 * The step a `?move=` parameter asks for: 0 is the start, k the position after the
 * k-th move; missing or malformed means the end (a finished game opens on its result).
 */
export function stepFromParam(value: string | string[] | undefined, last: number): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || !/^\d+$/.test(text)) return last;
  return Math.min(Number(text), last);
}

/** The step after pressing `key` (← → Home End), or null for other keys. */
export function stepForKey(key: string, step: number, last: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, step - 1);
    case 'ArrowRight':
      return Math.min(last, step + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * What a screen reader is told on stepping to `step`: "Move 5 of 32: Ann played QUIET at
 * row 5, column 3 across for 24" (`moveWords`, the move in words), then the Oracle's
 * `verdict` where the move has one (". Oracle: best play."), or the start.
 */
export function stepNews(
  step: number,
  last: number,
  moveWords: string | null,
  verdict: string | null = null,
): string {
  if (step === 0 || moveWords === null) return 'The start of the game.';
  const news = `Move ${step} of ${last}: ${moveWords}`;
  return verdict ? `${news}. ${verdict}.` : news;
}

import type { MoveListEntry } from './moves';

/**
 * The moves as a list shows them, each play that an upheld challenge took back marked so
 * (`takenBack`) and given the total its player had after the take-back: the engine records
 * a play's total as it stood before anyone challenged, which would leave the list's running
 * total above the scoreboard. The challenge is the event right after the play (a window
 * closes at the next event); the play looked for is its seat's last one before it.
 */
export function withTakeBacks<T extends MoveListEntry>(moves: readonly T[]): T[] {
  const marked = moves.slice();
  moves.forEach((move, i) => {
    if (move.type !== 'challenge' || !move.upheld || move.challenged === undefined) return;
    const at = lastPlayOf(moves, move.challenged, i);
    const play = at < 0 ? undefined : moves[at];
    if (!play) return;
    // Older entries may lack the total after the take-back: the play's points come off.
    const total = move.challengedTotal ?? play.total - (play.score ?? 0);
    marked[at] = { ...play, takenBack: true, total };
  });
  return marked;
}

function lastPlayOf(moves: readonly MoveListEntry[], seat: number, before: number): number {
  for (let i = before - 1; i >= 0; i--) {
    if (moves[i]!.type === 'play' && moves[i]!.seat === seat) return i;
  }
  return -1;
}

/** What counting stacked tiles needs of a move: a play's squares, a challenge's outcome. */
export interface BoardChange {
  readonly type: string;
  /** Play: the squares its tiles went on. */
  readonly placements?: readonly { readonly r: number; readonly c: number }[];
  /** Challenge: upheld takes the challenged play's tiles off the board again. */
  readonly upheld?: boolean;
}

/**
 * For each move of a game, oldest first, how many of its tiles went on top of a tile
 * already on the board (0 for anything but a play). Counted from the plays' squares alone,
 * which everyone sees: every game starts on an empty board, a play adds a tile to each of
 * its squares and an upheld challenge takes the open play (the last one) off the top again.
 */
export function stackedTileCounts(moves: readonly BoardChange[]): number[] {
  const heights = new Map<string, number>();
  const key = (square: { r: number; c: number }) => `${square.r},${square.c}`;
  let lastPlay: BoardChange['placements'] = [];
  return moves.map((move) => {
    if (move.type === 'challenge' && move.upheld) {
      for (const square of lastPlay ?? []) {
        heights.set(key(square), (heights.get(key(square)) ?? 1) - 1);
      }
      lastPlay = [];
      return 0;
    }
    if (move.type !== 'play') return 0;
    let stacked = 0;
    for (const square of move.placements ?? []) {
      const height = heights.get(key(square)) ?? 0;
      if (height > 0) stacked += 1;
      heights.set(key(square), height + 1);
    }
    lastPlay = move.placements;
    return stacked;
  });
}

import {
  BLANK,
  judgePlay,
  WEFTER,
  WILD,
  type Board,
  type Lexicon,
  type Placement,
} from '@wordrise/engine';

/** What the search reads: the player's own view (board, rack), nothing hidden. */
export interface SeenPosition {
  readonly board: Board;
  readonly rack: string;
  readonly firstPlay: boolean;
}

export interface FoundPlay {
  readonly placements: Placement[];
  readonly score: number;
}

const LETTERS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
const STEPS = [
  [0, 1],
  [1, 0],
  [0, 2],
  [2, 0],
] as const;

/** The letters a rack tile may be placed as: a wild as any letter (lower case). */
const placedAs = (tile: string, wilds: boolean) =>
  tile === WILD ? (wilds ? LETTERS.map((l) => l.toLowerCase()) : []) : [tile];

/**
 * A small brute force over one- and two-tile placements with the engine's rules
 * checker (the Oracle does not read Word Wefter racks yet): every legal play of the
 * kind asked for, best score first. `kind` narrows it to plays placing a wild or a
 * blank; otherwise wilds and blanks are left on the rack.
 */
export function findPlays(
  seen: SeenPosition,
  lexicon: Lexicon,
  kind: 'any' | 'wild' | 'blank' = 'any',
): FoundPlay[] {
  const { board, rack } = seen;
  const n = board.size;
  const at = (r: number, c: number) => board.cells[r * n + c] ?? '';
  const near = (r: number, c: number) =>
    seen.firstPlay
      ? WEFTER.board.startSquares.some((s) => Math.abs(s.r - r) + Math.abs(s.c - c) <= 1)
      : [
          [r, c],
          [r + 1, c],
          [r - 1, c],
          [r, c + 1],
          [r, c - 1],
        ].some(([y, x]) => y! >= 0 && x! >= 0 && y! < n && x! < n && at(y!, x!) !== '');
  const tiles = [...new Set(rack)];
  const found = new Map<string, FoundPlay>();
  const judge = (placements: Placement[]) => {
    const judged = judgePlay(board, placements, WEFTER, lexicon, {
      firstPlay: seen.firstPlay,
      rack,
    });
    if (judged.ok) found.set(JSON.stringify(placements), { placements, score: judged.score });
  };
  const wanted = (letters: string[]) =>
    kind === 'any'
      ? letters.every((l) => l !== BLANK && l === l.toUpperCase())
      : kind === 'wild'
        ? letters.some((l) => l !== BLANK && l !== l.toUpperCase())
        : letters.includes(BLANK);

  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (!near(r, c)) continue;
      // One tile (on an empty square: every play covers one).
      if (!seen.firstPlay && at(r, c) === '' && kind !== 'blank') {
        for (const tile of tiles)
          for (const letter of placedAs(tile, kind === 'wild'))
            if (wanted([letter])) judge([{ r, c, letter }]);
      }
      // Two tiles in a line, next to each other or with a board tile between them.
      if (kind === 'wild') continue;
      for (const [dr, dc] of STEPS) {
        const r2 = r + dr;
        const c2 = c + dc;
        if (r2 >= n || c2 >= n) continue;
        if (dr + dc === 2 && at(r + dr / 2, c + dc / 2) === '') continue;
        if (at(r, c) !== '' && at(r2, c2) !== '') continue;
        for (const [i, a] of [...rack].entries())
          for (const [j, b] of [...rack].entries()) {
            if (i === j || a === WILD || b === WILD) continue;
            if (!wanted([a, b])) continue;
            judge([
              { r, c, letter: a },
              { r: r2, c: c2, letter: b },
            ]);
          }
      }
    }
  }
  return [...found.values()].sort((x, y) => y.score - x.score);
}

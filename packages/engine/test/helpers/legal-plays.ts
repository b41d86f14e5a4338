import { DIRECTIONS, isOccupied, stepOf, topAt, type Board } from '../../src/board';
import { judgePlay, type JudgedPlay } from '../../src/judge';
import type { Placement } from '../../src/placement';
import type { Ruleset } from '../../src/ruleset';
import type { FixtureLexicon } from './lexicon';

/**
 * Every legal play, by brute force over a small word list. A legal play's main
 * run is a listed word; for a given word, start and direction the placements are
 * forced (a square showing the word's letter is kept — stacking a letter on
 * itself is illegal — any other square gets the word's letter), so trying every
 * word at every start in both directions and judging the result finds them all.
 */
export function findLegalPlays(
  board: Board,
  rack: string,
  ruleset: Ruleset,
  lexicon: FixtureLexicon,
  firstPlay: boolean,
): JudgedPlay[] {
  const found = new Map<string, JudgedPlay>();
  const size = board.size;
  const rackCounts = countTiles(rack);
  for (const word of lexicon.words) {
    for (const direction of DIRECTIONS) {
      const [dr, dc] = stepOf(direction);
      for (let r = 0; r + dr * (word.length - 1) < size; r++) {
        for (let c = 0; c + dc * (word.length - 1) < size; c++) {
          if (isOccupied(board, r - dr, c - dc)) continue;
          if (isOccupied(board, r + dr * word.length, c + dc * word.length)) continue;
          const placements = forcedPlacements(board, word, r, c, dr, dc, ruleset, rackCounts);
          if (!placements || !mayConnect(board, placements, word.length, ruleset, firstPlay))
            continue;
          const key = placements
            .map((p) => `${p.r},${p.c}${p.letter}`)
            .sort()
            .join(' ');
          if (found.has(key)) continue;
          const judged = judgePlay(board, placements, ruleset, lexicon, { firstPlay, rack });
          if (judged.ok) found.set(key, judged);
        }
      }
    }
  }
  return [...found.values()];
}

const SCRATCH = new Int32Array(26);

function forcedPlacements(
  board: Board,
  word: string,
  r: number,
  c: number,
  dr: number,
  dc: number,
  ruleset: Ruleset,
  rackCounts: Int32Array,
): Placement[] | undefined {
  // First a pass without allocating: most candidates fail on the rack.
  const left = SCRATCH;
  left.set(rackCounts);
  let placed = 0;
  for (let i = 0; i < word.length; i++) {
    const rr = r + dr * i;
    const cc = c + dc * i;
    const stack = board.cells[rr * board.size + cc] ?? '';
    const code = word.charCodeAt(i);
    if (stack.charCodeAt(stack.length - 1) === code) continue;
    if (stack.length >= ruleset.maxStackHeight) return undefined;
    if (--left[code - 65]! < 0) return undefined;
    placed++;
  }
  if (placed === 0) return undefined;
  const placements: Placement[] = [];
  for (let i = 0; i < word.length; i++) {
    const rr = r + dr * i;
    const cc = c + dc * i;
    const letter = word[i] as string;
    if (topAt(board, rr, cc) !== letter) placements.push({ r: rr, c: cc, letter });
  }
  return placements;
}

/** A cheap R12/R13 pre-check so that only plausible candidates are judged. */
function mayConnect(
  board: Board,
  placements: readonly Placement[],
  wordLength: number,
  ruleset: Ruleset,
  firstPlay: boolean,
): boolean {
  if (firstPlay) {
    return placements.some((p) =>
      ruleset.board.startSquares.some((s) => s.r === p.r && s.c === p.c),
    );
  }
  if (placements.length < wordLength) return true; // keeps a tile of the board
  return placements.some(
    ({ r, c }) =>
      isOccupied(board, r, c) ||
      isOccupied(board, r - 1, c) ||
      isOccupied(board, r + 1, c) ||
      isOccupied(board, r, c - 1) ||
      isOccupied(board, r, c + 1),
  );
}

function countTiles(tiles: string): Int32Array {
  const counts = new Int32Array(26);
  for (let i = 0; i < tiles.length; i++) counts[tiles.charCodeAt(i) - 65]!++;
  return counts;
}

import { BLANK, WILD, letterOf } from '../../../src/tiles';
import type { Board } from '../../../src/board';
import { judgePlay, type JudgedPlay } from '../../../src/judge';
import type { Lexicon } from '../../../src/lexicon';
import type { Placement } from '../../../src/placement';
import type { Ruleset } from '../../../src/ruleset';

/**
 * The reference the Oracle is proved against: a deliberately simple brute force.
 * For every row and column, every span [p, q] of squares, every choice of tiles
 * for that span (each empty square in it must get one, each occupied square may),
 * and every assignment of rack tiles to the chosen squares, ask the rules checker
 * (`judgePlay`). It knows nothing of anchors, cross-checks or scoring.
 *
 * The only shortcut: while letters are assigned left to right, the line's run so
 * far must be a prefix of some word (`isPrefix`) — a necessary condition of R11
 * for runs of two or more tiles, and the checker still judges every survivor.
 *
 * Word Wefter tiles: a wild (`?`) is tried as every letter (a–z), a blank (`_`)
 * on every occupied square. Blanks on the line split it into segments; then only
 * a segment holding a placed letter must be a word prefix (the rest may be old
 * junk), and the checker decides everything else.
 */
export interface BruteForceStats {
  /** Placement sets handed to the rules checker. */
  judged: number;
}

export function playKey(placements: readonly Placement[]): string {
  return placements
    .map((p) => `${p.r},${p.c}${p.letter}`)
    .sort()
    .join(' ');
}

export function bruteForcePlays(
  board: Board,
  rack: string,
  ruleset: Ruleset,
  lexicon: Lexicon,
  isPrefix: (letters: string) => boolean,
  firstPlay: boolean,
  stats: BruteForceStats = { judged: 0 },
): Map<string, JudgedPlay> {
  const N = board.size;
  const maxTiles = Math.min(rack.length, ruleset.rackSize);
  const found = new Map<string, JudgedPlay>();
  const counts = new Map<string, number>();
  for (const t of rack) counts.set(t, (counts.get(t) ?? 0) + 1);
  const letters = [...counts.keys()].sort();
  const special = /[^A-Z]/.test(rack) || board.cells.some((s) => s.includes(BLANK));
  const allLetters = 'abcdefghijklmnopqrstuvwxyz';

  for (const across of [true, false]) {
    for (let line = 0; line < N; line++) {
      const sq = (i: number) => (across ? line * N + i : i * N + line);
      const stackAt = (i: number) => (i >= 0 && i < N ? (board.cells[sq(i)] ?? '') : '');
      const at = (i: number) => (across ? { r: line, c: i } : { r: i, c: line });
      for (let p = 0; p < N; p++) {
        for (let q = p; q < N; q++) {
          if (!across && p === q) continue; // a single square: tried once, from its row
          let empties = 0;
          const optional: number[] = [];
          for (let i = p; i <= q; i++) {
            if (stackAt(i) === '') empties++;
            else if (i !== p && i !== q) optional.push(i);
          }
          if (empties > maxTiles) break;
          // Every subset of the occupied squares strictly inside the span.
          for (let mask = 0; mask < 1 << optional.length; mask++) {
            const chosen: number[] = [];
            for (let i = p; i <= q; i++) {
              if (stackAt(i) === '' || i === p || i === q) chosen.push(i);
              else if (mask & (1 << optional.indexOf(i))) chosen.push(i);
            }
            if (chosen.length > maxTiles) continue;
            // The run along the line after the play: from the first occupied square
            // before p to the last after q.
            let from = p;
            while (stackAt(from - 1) !== '') from--;
            let to = q;
            while (stackAt(to + 1) !== '') to++;
            const runLength = to - from + 1;
            const chosenSet = new Set(chosen);
            const assigned: Placement[] = [];
            if (special) {
              // Segments: `word` = letters since the last blank, `live` = it holds a placed letter.
              const assignSpecial = (i: number, word: string, live: boolean): void => {
                if (live && word.length >= 2 && !isPrefix(word)) return;
                if (i > to) {
                  stats.judged++;
                  const judged = judgePlay(board, assigned, ruleset, lexicon, { firstPlay, rack });
                  if (judged.ok) found.set(playKey(judged.placements), judged);
                  return;
                }
                const top = stackAt(i).slice(-1);
                const next = (tile: string, placed: boolean) =>
                  tile === BLANK
                    ? assignSpecial(i + 1, '', false)
                    : assignSpecial(i + 1, word + letterOf(tile), live || placed);
                if (!chosenSet.has(i)) return next(top, false);
                for (const tile of letters) {
                  const left = counts.get(tile) ?? 0;
                  if (left === 0) continue;
                  if (tile === BLANK && top === '') continue; // a blank goes on a tile
                  counts.set(tile, left - 1);
                  for (const letter of tile === WILD ? allLetters : tile) {
                    assigned.push({ ...at(i), letter });
                    next(letter, true);
                    assigned.pop();
                  }
                  counts.set(tile, left);
                }
              };
              assignSpecial(from, '', false);
              continue;
            }
            const assign = (i: number, word: string): void => {
              if (runLength >= 2 && word.length > 0 && !isPrefix(word)) return;
              if (i > to) {
                if (runLength >= 2 && !lexicon.has(word)) return;
                stats.judged++;
                const judged = judgePlay(board, assigned, ruleset, lexicon, { firstPlay, rack });
                if (judged.ok) found.set(playKey(judged.placements), judged);
                return;
              }
              if (!chosenSet.has(i)) {
                assign(i + 1, word + letterOf(stackAt(i).slice(-1)));
                return;
              }
              for (const letter of letters) {
                const left = counts.get(letter) ?? 0;
                if (left === 0) continue;
                counts.set(letter, left - 1);
                assigned.push({ ...at(i), letter });
                assign(i + 1, word + letter);
                assigned.pop();
                counts.set(letter, left);
              }
            };
            assign(from, '');
          }
        }
      }
    }
  }
  return found;
}

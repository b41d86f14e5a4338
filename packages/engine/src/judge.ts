import {
  DIRECTIONS,
  heightAt,
  isOccupied,
  otherDirection,
  runLetters,
  runThrough,
  stepOf,
  topAt,
  withTiles,
  type Board,
  type Direction,
  type Run,
  type Square,
} from './board';
import { ruleError, type RuleError } from './errors';
import type { Lexicon } from './lexicon';
import {
  checkPlacementShape,
  lineOf,
  placedLetters,
  sortPlacements,
  squareName,
  type Placement,
} from './placement';
import { rackShortage } from './rack';
import { shortageMessage, shortageReason } from './rack-sentences';
import { err, ok, type Result } from './result';
import { spellTiles, type Ruleset } from './ruleset';
import { scoreWord, tileCountBonus } from './scoring';
import { isBlank, letterOf } from './tiles';
import { wordsOfPlay } from './words';

/** A word formed or changed by a play, with its score (R18, R19). `word` is in tiles. */
export interface ScoredWord {
  readonly word: string;
  readonly score: number;
  readonly start: Square;
  readonly direction: Direction;
}

/** A legal play, judged: its placements in reading order, main word first. */
export interface JudgedPlay {
  readonly placements: readonly Placement[];
  /** The direction of the main word. */
  readonly direction: Direction;
  readonly words: readonly ScoredWord[];
  /** R20 */
  readonly bonus: number;
  /** R21: the words' scores plus the bonus. */
  readonly score: number;
}

export interface JudgeOptions {
  /** R12 instead of R13: no word-forming play has been made yet. */
  readonly firstPlay: boolean;
  /** When given, the tiles must come from this rack (R7). */
  readonly rack?: string;
}

/**
 * Judges one play against the rulings R7–R21. When several rulings are broken the
 * first in rule-id order is reported; malformed input (off the board, not a tile)
 * is refused before any ruling with an `INPUT` error.
 */
export function judgePlay(
  board: Board,
  placements: readonly Placement[],
  ruleset: Ruleset,
  lexicon: Lexicon,
  options: JudgeOptions,
): Result<JudgedPlay, RuleError> {
  const shapeError = checkPlacementShape(board, placements, ruleset);
  if (shapeError) return err(shapeError);
  const spell = (tiles: string) => spellTiles(ruleset, tiles);

  // R7: 1 to rack-size tiles, from the rack.
  if (placements.length === 0) {
    return err(ruleError('R7', 'places no tiles', 'Place at least one tile.'));
  }
  if (placements.length > ruleset.rackSize) {
    return err(
      ruleError(
        'R7',
        `places ${placements.length} tiles, more than ${ruleset.rackSize}`,
        `A play places at most ${ruleset.rackSize} tiles.`,
      ),
    );
  }
  if (options.rack !== undefined) {
    const short = rackShortage(options.rack, placedLetters(placements));
    if (short) {
      return err(
        ruleError('R7', shortageReason(ruleset, short), shortageMessage(ruleset, short, 'place')),
      );
    }
  }

  const sorted = sortPlacements(placements);
  const line = lineOf(sorted);
  // R8: one row or column, no gaps between the first and last tile.
  if (line === undefined) {
    return err(
      ruleError(
        'R8',
        'tiles are not in one row or column',
        "Put all of this turn's tiles in one row or one column.",
      ),
    );
  }
  const placedCount = new Uint8Array(board.size * board.size);
  for (const p of sorted) {
    const at = p.r * board.size + p.c;
    placedCount[at] = (placedCount[at] ?? 0) + 1;
  }
  const gap = firstGap(board, sorted, line, placedCount);
  if (gap) {
    return err(
      ruleError(
        'R8',
        `leaves a gap at ${squareName(gap)}`,
        'Leave no empty squares between your tiles.',
      ),
    );
  }

  // R9: one tile per square.
  const doubled = sorted.find((p) => (placedCount[p.r * board.size + p.c] ?? 0) > 1);
  if (doubled) {
    return err(
      ruleError(
        'R9',
        `places two tiles on ${squareName(doubled)}`,
        'Put at most one tile on each square per turn.',
      ),
    );
  }

  // R10: no letter on the same letter, stacks at most maxStackHeight high.
  for (const p of sorted) {
    if (
      ruleset.placement.noSameLetterStack &&
      letterOf(topAt(board, p.r, p.c)) === letterOf(p.letter)
    ) {
      return err(
        ruleError(
          'R10',
          `stacks ${spell(p.letter)} on ${spell(p.letter)} at ${squareName(p)}`,
          `You can't put ${spell(p.letter)} on top of the same letter.`,
        ),
      );
    }
    const height = heightAt(board, p.r, p.c) + 1;
    if (height > ruleset.maxStackHeight) {
      return err(
        ruleError(
          'R10',
          `makes a stack of ${height} at ${squareName(p)}, more than ${ruleset.maxStackHeight}`,
          `No stack can be more than ${ruleset.maxStackHeight} tiles high.`,
        ),
      );
    }
  }

  // R10 (Word Wefter): a blank goes only on a tile; some tile goes on an empty square.
  const blankOnEmpty = sorted.find((p) => isBlank(p.letter) && !isOccupied(board, p.r, p.c));
  if (blankOnEmpty) {
    return err(
      ruleError(
        'R10',
        `puts a blank on the empty square ${squareName(blankOnEmpty)}`,
        'A blank tile can only go on top of a tile.',
      ),
    );
  }
  if (ruleset.placement.needsEmptySquare && sorted.every((p) => isOccupied(board, p.r, p.c))) {
    return err(
      ruleError(
        'R10',
        'places no tile on an empty square',
        'Place at least one tile on an empty square.',
      ),
    );
  }

  // R11: at least one word, every word formed or changed in the word list.
  const after = withTiles(board, sorted);
  const { direction, runs } = wordsOfPlay(after, sorted, line);
  if (runs.length === 0) {
    return err(
      ruleError(
        'R11',
        'forms no word of two or more tiles',
        'Your tiles must make at least one word of two or more letters.',
      ),
    );
  }
  const letters = runs.map((run) => runLetters(after, run));
  const unknown = letters.find((word) => !lexicon.has(word));
  if (unknown !== undefined) {
    return err(
      ruleError(
        'R11',
        `${spell(unknown)} is not in the word list`,
        `${spell(unknown)} is not in the word list.`,
      ),
    );
  }

  // R12 / R13: the first play covers a start square; later plays touch the board.
  if (options.firstPlay) {
    const covers = sorted.some((p) =>
      ruleset.board.startSquares.some((s) => s.r === p.r && s.c === p.c),
    );
    if (!covers) {
      return err(
        ruleError(
          'R12',
          'does not cover a centre square',
          'The first word must cover at least one of the centre squares.',
        ),
      );
    }
  } else if (!sorted.some((p) => touchesOldTiles(board, p))) {
    return err(
      ruleError(
        'R13',
        'does not touch the tiles on the board',
        'Your play must join the tiles already on the board, next to them or stacked on them.',
      ),
    );
  }

  // R14: every old word keeps at least one square without a new tile.
  if (ruleset.placement.noFullCover) {
    const covered = fullyCoveredWord(board, sorted, placedCount);
    if (covered !== undefined) {
      return err(
        ruleError(
          'R14',
          `covers every letter of ${spell(covered)}`,
          `You can't cover every letter of ${spell(covered)} in one turn.`,
        ),
      );
    }
  }

  // R15: no bare plural unless its S also makes a perpendicular word.
  const pluralLetter = ruleset.placement.barePluralLetter;
  if (pluralLetter !== null) {
    for (const [i, run] of runs.entries()) {
      if (!isForbiddenBarePlural(board, after, run, placedCount, pluralLetter)) continue;
      const base = (letters[i] ?? '').slice(0, -1);
      return err(
        ruleError(
          'R15',
          `makes ${spell(base)} plural just by adding an ${spell(pluralLetter)}`,
          `You can't make ${spell(base)} plural just by adding an ${spell(pluralLetter)}, unless that ${spell(pluralLetter)} also makes another word.`,
        ),
      );
    }
  }

  // R18–R21: score every word formed or changed, plus the bonus.
  const words = runs.map((run, i): ScoredWord => {
    const placed = placedFlags(board.size, run, placedCount);
    const score = scoreWord({ board: after, run, placed }, ruleset);
    return { word: letters[i] ?? '', score, start: run.start, direction: run.direction };
  });
  const bonus = tileCountBonus(sorted.length, ruleset);
  const score = words.reduce((sum, w) => sum + w.score, bonus);
  return ok({ placements: sorted, direction, words, bonus, score });
}

/** The first empty square between the first and last placement that gets no tile. */
function firstGap(
  board: Board,
  sorted: readonly Placement[],
  line: Direction | 'both',
  placedCount: Uint8Array,
): Square | undefined {
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last || line === 'both') return undefined;
  const [dr, dc] = stepOf(line);
  for (let r = first.r, c = first.c; r <= last.r && c <= last.c; r += dr, c += dc) {
    if (!placedCount[r * board.size + c] && !isOccupied(board, r, c)) return { r, c };
  }
  return undefined;
}

function touchesOldTiles(board: Board, { r, c }: Square): boolean {
  return (
    isOccupied(board, r, c) ||
    isOccupied(board, r - 1, c) ||
    isOccupied(board, r + 1, c) ||
    isOccupied(board, r, c - 1) ||
    isOccupied(board, r, c + 1)
  );
}

/** R14: the letters of an old word (before the play) whose every square got a tile. */
function fullyCoveredWord(
  board: Board,
  sorted: readonly Placement[],
  placedCount: Uint8Array,
): string | undefined {
  for (const p of sorted) {
    for (const direction of DIRECTIONS) {
      const old = runThrough(board, p, direction);
      if (old.length < 2) continue;
      if (placedFlags(board.size, old, placedCount).every(Boolean)) return runLetters(board, old);
    }
  }
  return undefined;
}

/**
 * R15: the run is a bare plural (its last square got the plural letter on an empty
 * square, no other square got a tile, and those others — necessarily a maximal run
 * before the play, since the squares around them were empty — are a word of two or
 * more tiles) and that letter makes no perpendicular word.
 */
function isForbiddenBarePlural(
  before: Board,
  after: Board,
  run: Run,
  placedCount: Uint8Array,
  pluralLetter: string,
): boolean {
  if (run.length < 3) return false;
  const placed = placedFlags(before.size, run, placedCount);
  if (!placed[run.length - 1] || placed.slice(0, -1).some(Boolean)) return false;
  const [dr, dc] = stepOf(run.direction);
  const last = { r: run.start.r + dr * (run.length - 1), c: run.start.c + dc * (run.length - 1) };
  if (isOccupied(before, last.r, last.c) || topAt(after, last.r, last.c) !== pluralLetter)
    return false;
  return runThrough(after, last, otherDirection(run.direction)).length < 2;
}

function placedFlags(size: number, run: Run, placedCount: Uint8Array): boolean[] {
  const [dr, dc] = stepOf(run.direction);
  const flags: boolean[] = [];
  for (let i = 0; i < run.length; i++) {
    flags.push((placedCount[(run.start.r + dr * i) * size + run.start.c + dc * i] ?? 0) > 0);
  }
  return flags;
}

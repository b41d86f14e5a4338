import { emptyBoard, withTiles, type Board } from '../../../src/board';
import { judgePlay } from '../../../src/judge';
import { AllPlays, Oracle, type Play } from '../../../src/oracle/index';
import type { Rng } from '../../../src/rng';
import type { Ruleset } from '../../../src/ruleset';
import type { WordGraph } from '../../../src/wordgraph';

/** A position for the Oracle plus the rack to solve, with a label for test names. */
export interface RackPosition {
  readonly label: string;
  readonly board: Board;
  readonly firstPlay: boolean;
  readonly rack: string;
}

/** The bag of a ruleset as one string (R2 distribution), in letter order. */
export function bagOf(ruleset: Ruleset): string {
  return Object.entries(ruleset.tiles.distribution)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([letter, n]) => letter.repeat(n))
    .join('');
}

/** `count` tiles drawn at random from a full bag (without replacement). */
export function randomRack(rng: Rng, ruleset: Ruleset, count: number): string {
  const bag = [...bagOf(ruleset)];
  let rack = '';
  for (let i = 0; i < count && bag.length > 0; i++) rack += bag.splice(rng.below(bag.length), 1)[0];
  return rack;
}

export interface GameOptions {
  /** Plays to make. */
  readonly moves: number;
  /** Chance of choosing, among the legal plays, one that stacks the most tiles. */
  readonly stackBias?: number;
}

/**
 * A board reached by random legal plays from an empty board: each turn a fresh
 * random 7-tile rack, the Oracle's plays for it, one picked at random (or, with
 * `stackBias`, one of those stacking the most). Every chosen play is re-judged
 * by the rules checker and must be legal with the same score.
 */
export function randomGameBoard(
  rng: Rng,
  lexicon: WordGraph,
  ruleset: Ruleset,
  options: GameOptions,
): { board: Board; firstPlay: boolean } {
  const oracle = new Oracle(lexicon, ruleset);
  let board = emptyBoard(ruleset.board.size);
  let firstPlay = true;
  const stackBias = options.stackBias ?? 0;
  for (let move = 0, tries = 0; move < options.moves && tries < options.moves * 4; tries++) {
    const rack = randomRack(rng, ruleset, ruleset.rackSize);
    const recorder = new AllPlays();
    oracle.generate({ board, firstPlay }, rack, recorder);
    if (recorder.count === 0) continue;
    const plays = recorder.plays();
    let play: Play;
    if (stackBias > 0 && rng.below(1000) < stackBias * 1000) {
      const stacked = (p: Play) =>
        p.placements.filter((x) => (board.cells[x.r * board.size + x.c] ?? '') !== '').length;
      const most = Math.max(...plays.map(stacked));
      const candidates = plays.filter((p) => stacked(p) === most);
      play = candidates[rng.below(candidates.length)] as Play;
    } else {
      play = plays[rng.below(plays.length)] as Play;
    }
    const judged = judgePlay(board, play.placements, ruleset, lexicon, { firstPlay, rack });
    if (!judged.ok)
      throw new Error(
        `the Oracle offered an illegal play: ${judged.error.rule} ${judged.error.reason}`,
      );
    if (judged.score !== play.score)
      throw new Error(`score ${play.score}, rules checker says ${judged.score}`);
    board = withTiles(board, play.placements);
    firstPlay = false;
    move++;
  }
  return { board, firstPlay };
}

/**
 * A board of random stacks that no game could reach: `squares` random squares,
 * clustered around the centre, with random letters, 1 to `maxHeight` high. The
 * rules do not require old words to be words, so the Oracle must cope.
 */
export function junkBoard(rng: Rng, ruleset: Ruleset, squares: number, maxHeight: number): Board {
  const N = ruleset.board.size;
  const bag = bagOf(ruleset);
  const cells = Array.from({ length: N * N }, () => '');
  for (let k = 0; k < squares; k++) {
    const r = Math.min(N - 1, Math.max(0, (N >> 1) - 3 + rng.below(7)));
    const c = Math.min(N - 1, Math.max(0, (N >> 1) - 3 + rng.below(7)));
    const height = 1 + rng.below(maxHeight);
    let stack = '';
    for (let h = 0; h < height; h++) {
      let letter = bag[rng.below(bag.length)] as string;
      while (letter === stack.slice(-1)) letter = bag[rng.below(bag.length)] as string;
      stack += letter;
    }
    cells[r * N + c] = stack;
  }
  return { size: N, cells };
}

export function maxHeightOf(board: Board): number {
  return Math.max(0, ...board.cells.map((s) => s.length));
}

export function tilesOn(board: Board): number {
  return board.cells.reduce((n, s) => n + (s === '' ? 0 : 1), 0);
}

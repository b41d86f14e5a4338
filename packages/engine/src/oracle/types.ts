import type { Board, Direction } from '../board';
import type { ScoredWord } from '../judge';
import type { Placement } from '../placement';
import type { PlayStore } from './store';

/**
 * What the Oracle searches: a board and whether the next word-forming play is the
 * game's first (R12 instead of R13). `GameState` has both fields, so a game state
 * can be passed as it is.
 */
export interface OraclePosition {
  readonly board: Board;
  readonly firstPlay: boolean;
}

/**
 * A legal play with its full score, shaped like the rules checker's `JudgedPlay`
 * (placements in reading order, main word first, then cross words in reading
 * order) plus the tiles it takes from the rack.
 */
export interface Play {
  readonly placements: readonly Placement[];
  /** The direction of the main word (a one-tile play: across when it makes an across word). */
  readonly direction: Direction;
  readonly words: readonly ScoredWord[];
  /** R20 */
  readonly bonus: number;
  /** R21: the words' scores plus the bonus. */
  readonly score: number;
  /** The placed letters in reading order: what leaves the rack. */
  readonly tiles: string;
}

/**
 * A play the generator has just found, seen through the generator's scratch state.
 * Valid only during `Recorder.record`: copy what you keep (`toPlay()` or a store).
 */
export interface FoundPlay {
  readonly score: number;
  /** Tiles placed. */
  readonly tileCount: number;
  readonly direction: Direction;
  /**
   * Tiles left on the rack after the play, per letter index (0 = A … 25 = Z).
   * Read-only; zero allocation (for equity functions).
   */
  readonly leaveCounts: Uint8Array;
  /** The tiles left on the rack after the play, as a string in A–Z order (allocates). */
  leave(): string;
  /** Builds the full play object (allocates). */
  toPlay(): Play;
  /** Appends the play to a compact store (what the built-in recorders keep); returns its index. */
  copyTo(store: PlayStore): number;
}

/** The search facts a recorder may want before the first play arrives. */
export interface SearchContext {
  readonly board: Board;
  readonly rack: string;
}

/**
 * Receives every legal play the generator finds (macondo/wolges style: one
 * generator, pluggable recorders). `minScore` is read before every branch: the
 * generator skips any branch whose score upper bound is *below* it, so a
 * recorder that wants every play keeps it at -Infinity, and a best-only recorder
 * raises it as better plays arrive. Plays scoring below `minScore` may still be
 * offered; ties are always offered.
 */
export interface Recorder {
  /**
   * True when `minScore` may rise during the search (top-N, best-only): the
   * generator then computes score bounds, searches the most promising anchors
   * first and skips branches that cannot reach `minScore`.
   */
  readonly usesThreshold: boolean;
  readonly minScore: number;
  begin(context: SearchContext): void;
  record(play: FoundPlay): void;
}

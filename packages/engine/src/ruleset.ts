import type { Board, Run, Square } from './board';
import type { ScoringModel } from './scoring-model';
import { isRainbow, isWildOnBoard, letterOf, type TileKinds } from './tiles';

/**
 * A ruleset is a value: the numbers and switches of one game in the Upwords
 * family, plus a few hook functions where a number is not enough. The engine
 * reads every game-specific fact from here; nothing outside a ruleset's own
 * file names WordRise. Rulesets are registered in `rulesets/index.ts`.
 */
export const RULESET_KEYS = ['wordrise', 'upwords-8', 'wefter'] as const;
export type RulesetKey = (typeof RULESET_KEYS)[number];

/** R25: what running out of time costs. */
export const TIMEOUT_POLICIES = ['forfeit', 'deduct'] as const;
export type TimeoutPolicyKind = (typeof TIMEOUT_POLICIES)[number];
export type TimeoutPolicy =
  | { readonly kind: 'forfeit' }
  /** Lose `points` and the turn, and play on (tournament style). */
  | { readonly kind: 'deduct'; readonly points: number };

/** R27: when a round of passes by every active player ends the game. */
export const ALL_PASS_ENDINGS = ['empty-bag', 'any-bag', 'never'] as const;
export type AllPassEnding = (typeof ALL_PASS_ENDINGS)[number];

/** R6: how the first player is chosen. */
export const FIRST_PLAYER_RULES = ['letter-nearest-a'] as const;
export type FirstPlayerRule = (typeof FIRST_PLAYER_RULES)[number];

/** A word to score: its run on the board after the play and which squares got a tile. */
export interface WordToScore {
  readonly board: Board;
  readonly run: Run;
  /** `placed[i]` is true when the i-th square of the run received a tile this turn. */
  readonly placed: readonly boolean[];
}

export interface RulesetHooks {
  /**
   * R18/R19 escape hatch: points for one word, for scoring no `ScoringModel` can
   * express. When present it replaces the model for words (the tile-count bonus
   * still comes from the model); the Oracle then scores every play through the
   * rules checker — exact, but several times slower and without pruning.
   */
  readonly scoreWord?: (word: WordToScore, ruleset: Ruleset) => number;
  /** R29: points a player loses for the tiles left on their rack at the end. */
  readonly rackPenalty: (rack: string, ruleset: Ruleset) => number;
}

export interface Ruleset {
  readonly key: RulesetKey;
  readonly name: string;
  /** R17: the word list the game is played with, by name. */
  readonly wordList: string;
  readonly board: {
    /** R1: squares per side. */
    readonly size: number;
    /** R12: the first play must cover at least one of these. */
    readonly startSquares: readonly Square[];
  };
  readonly tiles: {
    /** R2: how many of each tile the bag holds; keys are the tile letters. */
    readonly distribution: Readonly<Record<string, number>>;
    /** R16: the tile standing for "Qu" (null if the set has none). */
    readonly qu: string | null;
    /** How a tile is spelled for people where it differs from its letter (Q → "QU"). */
    readonly spelling: Readonly<Record<string, string>>;
    /**
     * Tile kinds besides plain letters (tiles.ts); absent = none. Wild (`?`) and
     * blank (`_`) tiles are counted in `distribution`; rainbow tiles are plain
     * tiles made rainbow when drawn.
     */
    readonly kinds?: TileKinds;
  };
  /** R3: tiles on a full rack; also the most tiles one play may place (R7). */
  readonly rackSize: number;
  /** R10: the tallest a stack may be. */
  readonly maxStackHeight: number;
  /** R4: how many players a game seats. */
  readonly players: { readonly min: number; readonly max: number };
  readonly firstPlayer: FirstPlayerRule;
  readonly placement: {
    /** R10: no tile on a letter equal to it. */
    readonly noSameLetterStack: boolean;
    /** R14: no old word may have every square covered in one turn. */
    readonly noFullCover: boolean;
    /** R15: the letter of a bare plural, or null when bare plurals are allowed. */
    readonly barePluralLetter: string | null;
    /** Every play puts at least one tile on an empty square (Word Wefter). Absent = false. */
    readonly needsEmptySquare?: boolean;
  };
  /** R18–R20, R29: how words and plays score (see scoring-model.ts). */
  readonly scoring: ScoringModel;
  readonly exchange: {
    /** R22: the most tiles one exchange may return (at least one). */
    readonly maxTiles: number;
    /** R22: exchanging needs at least this many tiles in the bag. */
    readonly minBag: number;
    /** R22: true = the returned tile is mixed in before drawing (you may draw it back). */
    readonly returnBeforeDraw: boolean;
    /**
     * Solo play: an exchange costs nothing — it leaves the R27/R28 counters as they
     * were (it is not a word-less turn). Absent = false (an exchange is a word-less turn).
     */
    readonly free?: boolean;
  };
  readonly end: {
    /** R26: the game ends when the bag is empty and a player empties their rack. */
    readonly whenOutWithEmptyBag: boolean;
    /**
     * R27: the game ends when every active player passes in a row — only once the
     * bag is empty (WordRise), whatever the bag holds (Upwords), or never.
     */
    readonly whenAllPass: AllPassEnding;
    /** R28: rounds without a word (passes, exchanges) that end the game; null = no limit. */
    readonly noWordRounds: number | null;
    /**
     * Word Wefter: when a rack cannot be refilled (pool and market empty) every
     * active seat gets one more turn, then the game ends (`final-round`). Absent = false.
     */
    readonly finalRound?: boolean;
    /** Word Wefter: the game ends when every square holds a tile (`board-full`). Absent = false. */
    readonly whenBoardFull?: boolean;
  };
  /** R25 */
  readonly timeout: TimeoutPolicy;
  /** The game has a Word Wefter marketplace (wefter/market.ts). Absent = false. */
  readonly market?: boolean;
  readonly hooks: RulesetHooks;
}

/** The tile letters of a ruleset's set, in a fixed order. */
export function tileAlphabet(ruleset: Ruleset): readonly string[] {
  return Object.keys(ruleset.tiles.distribution).sort();
}

/**
 * A tile of the ruleset's set, as it may lie on a rack or the board: a letter of
 * the distribution, and when the set has them a played wild (`e`) or a rainbow tile.
 */
export function isTile(ruleset: Ruleset, letter: string): boolean {
  if ((ruleset.tiles.distribution[letter] ?? 0) > 0) return true;
  const kinds = ruleset.tiles.kinds;
  if (kinds?.wild && isWildOnBoard(letter)) return true;
  if (kinds?.rainbow && isRainbow(letter))
    return (ruleset.tiles.distribution[letterOf(letter)] ?? 0) > 0;
  return false;
}

/** A tile word as people read it: `QIT` → `QUIT`. */
export function spellTiles(ruleset: Ruleset, tiles: string): string {
  let text = '';
  for (const tile of tiles) {
    const letter = letterOf(tile);
    text += ruleset.tiles.spelling[letter] ?? letter;
  }
  return text;
}

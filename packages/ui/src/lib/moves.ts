import { spellWord, type TileSpelling } from './spelling';
import { listInWords } from './phrases';

/** One move as the list shows it. The engine's `GameEvent` fits this shape as it is. */
export interface MoveListEntry {
  readonly type: 'play' | 'exchange' | 'pass' | 'resign' | 'timeout' | 'challenge' | 'accept';
  readonly seat: number;
  /** The seat's score after the move. */
  readonly total: number;
  /** Play: the words made or changed, main word first, in tiles (`QIT`). */
  readonly words?: readonly { readonly word: string; readonly score: number }[];
  /** Play: the squares its tiles went on (to count those stacked on others' tiles). */
  readonly placements?: readonly { readonly r: number; readonly c: number }[];
  /** Play: the points of the move, bonus included. */
  readonly score?: number;
  /** Play: the all-tiles bonus. */
  readonly bonus?: number;
  /** Exchange: the tiles returned (hidden tiles are still counted). */
  readonly tiles?: string;
  /** Timeout: points deducted. */
  readonly penalty?: number;
  /** Challenge: whether it was upheld (the play taken back) and whose play it was. */
  readonly upheld?: boolean;
  readonly challenged?: number;
  /** Challenge: the words not in the list (tiles), once the challenge resolved them. */
  readonly unlisted?: readonly string[];
  /**
   * Resign: recorded by the server for a player gone a minute, when an opponent claimed the
   * win (not the engine's: the move log's author says so).
   */
  readonly claimed?: boolean;
  /**
   * Resign: recorded for a tournament organiser's decision (their forfeit, the player's
   * removal), not the player's own act (the move log's author says so).
   */
  readonly byOrganiser?: boolean;
  /** Set on the move that ended the game (the engine's `GameEnd`). */
  readonly end?: GameEndEntry | null;
}

/** How a game ended, as the engine records it on the last move (racks public by then). */
export interface GameEndEntry {
  readonly reason: string;
  /** R29: points each seat lost for the tiles left on its rack. */
  readonly penalties: readonly number[];
  /** Each seat's final rack. */
  readonly racks: readonly string[];
}

/** R29: the endings of a game played out, which charge the rack penalty. */
const PLAYED_OUT = ['went-out', 'all-passed', 'no-words'];

/** R29: whether this ending charged the rack penalty. */
export function rackPenaltyApplies(end: GameEndEntry): boolean {
  return PLAYED_OUT.includes(end.reason) || end.penalties.some((p) => p !== 0);
}

/**
 * R29, per player, where the rack penalty applies: "alice: 2 tiles left (−10)",
 * "bob: no tiles left". Empty when it does not (a game decided by a resignation or a
 * forfeit on time keeps the scores as they stood; games of rules version 1 were
 * charged anyway, and show it).
 */
export function rackPenaltyLines(end: GameEndEntry, seatNames: readonly string[]): string[] {
  if (!rackPenaltyApplies(end)) return [];
  return end.penalties.map((points, seat) => {
    const name = seatNames[seat] ?? `Seat ${seat + 1}`;
    const tiles = end.racks[seat]?.length ?? 0;
    if (tiles === 0 && points === 0) return `${name}: no tiles left`;
    return `${name}: ${tiles} ${tiles === 1 ? 'tile' : 'tiles'} left (−${points})`;
  });
}

/** A resignation an organiser decided, after the player's name: "Ann lost by forfeit (…)". */
export const ORGANISER_FORFEIT = 'lost by forfeit (the organiser’s decision)';
/** A resignation the server recorded for a player gone a minute, an opponent having claimed the win. */
export const LEFT_AND_CLAIMED = 'left the game (win claimed)';

/**
 * What a move did, in words: "QUIT 6, IT 4 (+20 bonus)", "exchanged 1 tile", "passed"…
 * Words are spelled as the ruleset's `spelling` writes their tiles.
 */
export function describeMove(move: MoveListEntry, spelling: TileSpelling): string {
  switch (move.type) {
    case 'play': {
      const words = (move.words ?? [])
        .map((w) => `${spellWord(w.word, spelling)} ${w.score}`)
        .join(', ');
      const bonus = move.bonus ? ` (+${move.bonus} bonus)` : '';
      return `${words || 'played'}${bonus}`;
    }
    case 'exchange': {
      const n = move.tiles?.length ?? 1;
      return `exchanged ${n} ${n === 1 ? 'tile' : 'tiles'}`;
    }
    case 'pass':
      return 'passed';
    case 'resign':
      return move.byOrganiser ? ORGANISER_FORFEIT : move.claimed ? LEFT_AND_CLAIMED : 'resigned';
    case 'timeout':
      return move.penalty ? `ran out of time (−${move.penalty})` : 'ran out of time';
    case 'challenge':
      return move.upheld
        ? `challenged: ${wordsNotListed(move.unlisted ?? [], spelling)}; the play is taken back`
        : 'challenged: every word is valid; loses the next turn';
    case 'accept':
      return 'accepted the play';
  }
}

/** Word challenges: "TXQ is not a word", "TXQ and QI are not words". */
export function wordsNotListed(words: readonly string[], spelling: TileSpelling): string {
  const spelled = words.map((w) => spellWord(w, spelling));
  if (spelled.length <= 1) return `${spelled[0] ?? 'a word'} is not a word`;
  return `${listInWords(spelled)} are not words`;
}

/** The points a move changed the score by, signed, for the list ("+16", "−10", "" for none). */
export function moveDelta(move: MoveListEntry): string {
  const delta =
    move.type === 'play' ? (move.score ?? 0) : move.type === 'timeout' ? -(move.penalty ?? 0) : 0;
  if (delta === 0) return move.type === 'play' ? '+0' : '';
  return delta > 0 ? `+${delta}` : `−${-delta}`;
}

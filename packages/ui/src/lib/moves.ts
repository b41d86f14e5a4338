import { spellWord, type TileSpelling } from './spelling';
import { listInWords } from './phrases';
import { purchaseShort, type Bought } from './purchase';

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
  /** Challenge, upheld: the challenged seat's total once its play was taken back. */
  readonly challengedTotal?: number;
  /**
   * Play: an upheld challenge took it back (`withTakeBacks` sets this, and the total the
   * player had after the take-back): its points no longer count.
   */
  readonly takenBack?: boolean;
  /**
   * Word Wefter, play or pass: the marketplace tiles bought first and what they cost, paid
   * from the score at that move (`total` is after paying).
   */
  readonly bought?: Bought;
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
 * What a move did, in words: "QUIT 6, IT 4 (+20 bonus)", "exchanged 1 tile", "passed",
 * "MCA 6 (taken back)", "ZYGOMATA 264, bought G T Y for 9"…
 * Words are spelled as the ruleset's `spelling` writes their tiles.
 */
export function describeMove(move: MoveListEntry, spelling: TileSpelling): string {
  const parts = moveParts(move, spelling);
  return [parts.act, parts.takenBack ? ` ${TAKEN_BACK}` : '', parts.bought].join('');
}

/** How a taken-back play's row says so, after its struck-through words. */
export const TAKEN_BACK = '(taken back)';

/**
 * A row's description in its parts, so a list can strike through a taken-back play's
 * words alone (the purchase before it stands): the act, whether it was taken back, and
 * the purchase (", bought G T Y for 9", or "").
 */
export function moveParts(
  move: MoveListEntry,
  spelling: TileSpelling,
): { act: string; takenBack: boolean; bought: string } {
  const bought = move.bought ? `, ${purchaseShort(move.bought, spelling)}` : '';
  return { act: actOf(move, spelling), takenBack: !!move.takenBack, bought };
}

function actOf(move: MoveListEntry, spelling: TileSpelling): string {
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

/**
 * The points a move changed its player's score by, all told: a play's points less what its
 * purchase cost (a taken-back play's points do not count), a pass's purchase, a timeout's
 * penalty. So each row's total is the player's previous total plus this.
 */
export function scoreChange(move: MoveListEntry): number {
  const cost = move.bought?.cost ?? 0;
  switch (move.type) {
    case 'play':
      return (move.takenBack ? 0 : (move.score ?? 0)) - cost;
    case 'pass':
      return -cost;
    case 'timeout':
      return -(move.penalty ?? 0);
    default:
      return 0;
  }
}

/**
 * The points a move changed the score by, signed, for the list ("+16", "−10", "" for none):
 * "+0" for a play that scored nothing, "0" for one taken back.
 */
export function moveDelta(move: MoveListEntry): string {
  const delta = scoreChange(move);
  if (delta === 0) return move.type !== 'play' ? '' : move.takenBack ? '0' : '+0';
  return delta > 0 ? `+${delta}` : `−${-delta}`;
}

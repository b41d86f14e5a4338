import { spellWord, type TileSpelling } from './spelling';

/** One move as the list shows it. The engine's `GameEvent` fits this shape as it is. */
export interface MoveListEntry {
  readonly type: 'play' | 'exchange' | 'pass' | 'resign' | 'timeout';
  readonly seat: number;
  /** The seat's score after the move. */
  readonly total: number;
  /** Play: the words made or changed, main word first, in tiles (`QIT`). */
  readonly words?: readonly { readonly word: string; readonly score: number }[];
  /** Play: the points of the move, bonus included. */
  readonly score?: number;
  /** Play: the all-tiles bonus. */
  readonly bonus?: number;
  /** Exchange: the tiles returned (hidden tiles are still counted). */
  readonly tiles?: string;
  /** Timeout: points deducted. */
  readonly penalty?: number;
}

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
      return 'resigned';
    case 'timeout':
      return move.penalty ? `ran out of time (−${move.penalty})` : 'ran out of time';
  }
}

/** The points a move changed the score by, signed, for the list ("+16", "−10", "" for none). */
export function moveDelta(move: MoveListEntry): string {
  const delta =
    move.type === 'play' ? (move.score ?? 0) : move.type === 'timeout' ? -(move.penalty ?? 0) : 0;
  if (delta === 0) return move.type === 'play' ? '+0' : '';
  return delta > 0 ? `+${delta}` : `−${-delta}`;
}

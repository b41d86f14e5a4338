import { describeMove, type MoveListEntry } from './moves';
import { spellWord, type TileSpelling } from './spelling';
import { counted, listInWords } from './phrases';
import { stackedTileCounts } from './stacked-tiles';
import { purchaseInWords } from './purchase';

/** Where a move stands in the game and what the list knows of it beyond the move itself. */
export interface MoveSentenceContext {
  /** Counted from 1, as the list numbers its rows. */
  readonly number: number;
  /** The mover's name. */
  readonly name: string;
  /** How many of a play's tiles went on top of others (`stackedTileCounts`). */
  readonly stacked: number;
  readonly spelling: TileSpelling;
}

/**
 * A move list's row as one sentence for a screen reader, where the eye reads columns:
 * "Move 14. Ann played QUIET 24 and IT 4, stacked on 2 tiles: 28 points, total 57.",
 * "Move 15. Ben passed. Total 40." A play of one word leaves out that word's points (the
 * play's say them). A Word Wefter purchase comes first ("bought G and T for 3 points, then
 * played …"); a play taken back by a challenge says so, and scores no points.
 */
export function moveSentence(move: MoveListEntry, context: MoveSentenceContext): string {
  const { number, name, stacked, spelling } = context;
  if (move.type !== 'play') {
    return `Move ${number}. ${name} ${actInWords(move, spelling)}. Total ${move.total}.`;
  }
  const words = move.words ?? [];
  const spelled =
    words.length === 1
      ? spellWord(words[0]!.word, spelling)
      : listInWords(words.map((w) => `${spellWord(w.word, spelling)} ${w.score}`));
  const what = [
    `played${spelled ? ` ${spelled}` : ''}`,
    move.bonus ? `with a ${move.bonus}-point bonus` : '',
    stacked > 0 ? `stacked on ${counted(stacked, 'tile', 'tiles')}` : '',
    move.takenBack ? 'taken back after a challenge' : '',
  ]
    .filter(Boolean)
    .join(', ');
  const points = move.takenBack ? 'no points' : pointsInWords(move.score ?? 0);
  return `Move ${number}. ${name} ${boughtFirst(move, spelling)}${what}: ${points}, total ${move.total}.`;
}

/** Every row's sentence of a move list, oldest first (`moveSentence`, names by seat). */
export function moveSentences(
  moves: readonly MoveListEntry[],
  seatNames: readonly string[],
  spelling: TileSpelling,
): string[] {
  const stacked = stackedTileCounts(moves);
  return moves.map((move, i) =>
    moveSentence(move, {
      number: i + 1,
      name: seatNames[move.seat] ?? `Seat ${move.seat + 1}`,
      stacked: stacked[i] ?? 0,
      spelling,
    }),
  );
}

/** What a move other than a play did, as the list writes it, a penalty said in words. */
function actInWords(move: MoveListEntry, spelling: TileSpelling): string {
  if (move.type === 'timeout' && move.penalty) {
    return `ran out of time, losing ${pointsInWords(move.penalty)}`;
  }
  if (move.type === 'pass') return `${boughtFirst(move, spelling)}passed`;
  return describeMove(move, spelling);
}

/** Word Wefter: the purchase before a play or pass, "bought G for 1 point, then ", else "". */
function boughtFirst(move: MoveListEntry, spelling: TileSpelling): string {
  return move.bought ? `${purchaseInWords(move.bought, spelling)}, then ` : '';
}

/** "1 point", "12 points". */
export function pointsInWords(points: number): string {
  return counted(points, 'point', 'points');
}

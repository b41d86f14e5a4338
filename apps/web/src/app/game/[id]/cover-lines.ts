import { listInWords, spellWord, type TileSpelling } from '@wordrise/ui';
import { challengeInWords } from './announcements';
import type { GameDetail, HistoryEntry } from './game-types';

/**
 * The pass-and-play cover hides the board, so what the table decides there is said in
 * words: the open play ("Ann played QUIT and QI for 15") and, once answered, a challenge's
 * outcome. Both are public (the board and the moves list show them); nothing of a rack.
 */
export interface CoverLines {
  /** The play that may be challenged; null when none is open or the history is not caught up. */
  readonly play: string | null;
  /** The last move if it was a challenge ("Cat challenged: every word is valid; …"). */
  readonly outcome: string | null;
}

export function coverLines(
  view: GameDetail,
  history: readonly HistoryEntry[],
  spelling: TileSpelling,
): CoverLines {
  const names = view.players.map((p) => p.name);
  // A history that lags behind the view (it is fetched after each move) says nothing yet.
  const last = history.length >= view.moveNumber ? history.at(-1) : undefined;
  const open = view.challengeWindow;
  const play =
    open && last?.event.type === 'play' && last.seat === open.seat
      ? `${names[open.seat] ?? 'A player'} played ${listInWords(last.event.words.map((w) => spellWord(w.word, spelling)))} for ${last.event.score}`
      : null;
  // At one device every seat is "you": the challenger is named (null: no seat is "you").
  const outcome =
    last?.event.type === 'challenge' ? challengeInWords(last.event, null, names, spelling) : null;
  return { play, outcome };
}

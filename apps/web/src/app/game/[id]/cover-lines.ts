import { listInWords, moveInWords, spellWord, type TileSpelling } from '@wordrise/ui';
import { challengeInWords } from './announcements';
import type { GameDetail, HistoryEntry } from './game-types';

/**
 * The pass-and-play cover hides the board, so what the table decides there is said in
 * words: the open play ("Ann played QUIT and QI for 15") and, once answered, a challenge's
 * outcome; with no play open, the last move, so the next player hears what the one before
 * did (the table's log starts afresh behind each cover). All public (the board and the moves
 * list show them); nothing of a rack.
 */
export interface CoverLines {
  /** The play that may be challenged; null when none is open or the history is not caught up. */
  readonly play: string | null;
  /**
   * With no play open, the last move: a challenge's outcome ("Cat challenged: every word is
   * valid; …"), a play, pass or exchange ("Ann played QUIT at row 5, column 5 across for 15").
   */
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
  // At one device every seat is "you": players are named (null: no seat is "you").
  const outcome =
    !last || open
      ? null
      : last.event.type === 'challenge'
        ? challengeInWords(last.event, null, names, spelling)
        : moveInWords(last.event, names[last.seat] ?? 'A player', spelling);
  return { play, outcome };
}

'use client';

import type { ChallengeEvent, GameEvent } from '@wordrise/engine';
import { moveInWords, wordsNotListed, type TileSpelling } from '@wordrise/ui';
import { useState } from 'react';

/** One line of the game's log region. */
export interface Announcement {
  readonly id: string;
  readonly text: string;
}

/** Enough for a screen reader to catch up; older lines are dropped (removals are not read). */
const KEEP = 20;

interface Log {
  /** How many moves of the history have been announced (or were there when the page opened). */
  readonly seen: number;
  /** The move number whose "Your turn" has been said. */
  readonly turnSaid: number | null;
  readonly entries: readonly Announcement[];
}

/**
 * What the page's `role="log"` region says, one line per event, added as it happens: each
 * move ("bob played QUIT at row 5, column 3 across for 12"), so the bot's reply does not replace the player's
 * own move before it is read, then "Your turn" when the turn comes back, once the history
 * has caught up with the move (so it follows the move that gave it). Nothing for what was
 * there when the page opened.
 */
export function useAnnouncements(input: {
  history: readonly { moveNumber: number; seat: number; event: GameEvent }[];
  /** The viewer's seat: a challenge is told to its challenger and its player in person. */
  yourSeat: number | null;
  seatNames: readonly string[];
  spelling: TileSpelling;
  yourTurn: boolean;
  moveNumber: number;
  /** What is said when the turn comes: "Your turn", or in pass and play "Ann’s turn". */
  turnText: string;
}): readonly Announcement[] {
  const { history, yourSeat, seatNames, spelling, yourTurn, moveNumber, turnText } = input;
  const [log, setLog] = useState<Log>(() => ({
    seen: history.length,
    turnSaid: yourTurn ? moveNumber : null,
    entries: [],
  }));

  // Adjusted while rendering (React's pattern for state that follows props): no extra pass.
  let next = log;
  if (history.length !== next.seen) {
    const fresh = history.slice(next.seen).map((h) => ({
      id: `move-${h.moveNumber}`,
      text:
        h.event.type === 'challenge'
          ? challengeInWords(h.event, yourSeat, seatNames, spelling)
          : moveInWords(h.event, seatNames[h.seat] ?? 'A player', spelling),
    }));
    next = { ...next, seen: history.length, entries: [...next.entries, ...fresh] };
  }
  if (yourTurn && history.length >= moveNumber && next.turnSaid !== moveNumber) {
    next = {
      ...next,
      turnSaid: moveNumber,
      entries: [...next.entries, { id: `turn-${moveNumber}`, text: turnText }],
    };
  }
  if (next !== log) setLog({ ...next, entries: next.entries.slice(-KEEP) });
  return next.entries.slice(-KEEP);
}

/**
 * Word challenges, as the viewer hears it: "Your challenge succeeded: TXQ is not a word;
 * the play is taken back", "Your challenge failed: every word is valid; you lose your next
 * turn", and the same from the side of the play's player; others hear the move as it is.
 */
export function challengeInWords(
  event: ChallengeEvent,
  yourSeat: number | null,
  seatNames: readonly string[],
  spelling: TileSpelling,
): string {
  const challenger = seatNames[event.seat] ?? 'A player';
  const notWords = wordsNotListed(event.unlisted, spelling);
  if (yourSeat === event.seat) {
    return event.upheld
      ? `Your challenge succeeded: ${notWords}; the play is taken back`
      : 'Your challenge failed: every word is valid; you lose your next turn';
  }
  if (yourSeat === event.challenged) {
    return event.upheld
      ? `${challenger} challenged your play: ${notWords}; your tiles are back on your rack`
      : `${challenger} challenged your play: every word is valid; ${challenger} loses their next turn`;
  }
  return moveInWords(event, challenger, spelling);
}

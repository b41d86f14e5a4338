'use client';

import type { ChallengeEvent, GameEvent } from '@wordrise/engine';
import {
  challengersAtOneDevice,
  letterLabel,
  listInWords,
  moveInWords,
  wordsNotListed,
  type TileSpelling,
} from '@wordrise/ui';
import { createContext, useContext, useEffect, useState } from 'react';
import type { GameDetail } from './game-types';
import { imposedBy } from './move-entries';

/** One line of the game's log region. */
export interface Announcement {
  readonly id: string;
  readonly text: string;
}

/**
 * What the game page (game-client.tsx) knows beyond the table's own props: the viewer's
 * view of the game, and whether it started while they watched the waiting room.
 */
export interface AnnouncementsSetting {
  readonly view: GameDetail;
  readonly startedHere: boolean;
}

export const AnnouncementsContext = createContext<AnnouncementsSetting | null>(null);

/** Enough for a screen reader to catch up; older lines are dropped (removals are not read). */
const KEEP = 20;

interface Log {
  /** Lines are added only once the (empty) region is on the page: text there from the start is not read. */
  readonly mounted: boolean;
  /** The opening line (how the game started) has had its chance. */
  readonly opened: boolean;
  /** How many moves of the history have been announced (or were there when the page opened). */
  readonly seen: number;
  /** The move number whose "Your turn" has been said. */
  readonly turnSaid: number | null;
  /** The move whose challenge window has been said. */
  readonly challengeSaid: number | null;
  readonly entries: readonly Announcement[];
}

/**
 * What the page's `role="log"` region says, one line per event, added as it happens: how
 * the game starts if it started while the viewer waited ("The game has started. You move
 * first."), each move ("bob played QUIT at row 5, column 3 across for 12"; the viewer's own
 * as "You played…"), so the bot's reply does not replace the player's own move before it is
 * read, a word challenge's window when it opens for the viewer, then "Your turn" when the
 * turn comes — also when the page opens on it — once the history has caught up with the
 * move (so it follows the move that gave it). Moves made before the page opened are not told.
 */
export function useAnnouncements(input: {
  history: readonly { moveNumber: number; seat: number; event: GameEvent; actor?: string }[];
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
  const setting = useContext(AnnouncementsContext);
  const view = setting?.view;
  // At one device every seat is "you": moves keep their players' names.
  const you = view?.passAndPlay ? null : yourSeat;
  const [log, setLog] = useState<Log>(() => ({
    mounted: false,
    opened: false,
    seen: history.length,
    turnSaid: null,
    challengeSaid: null,
    entries: [],
  }));
  useEffect(() => setLog((l) => ({ ...l, mounted: true })), []);

  // Adjusted while rendering (React's pattern for state that follows props): no extra pass.
  let next = log;
  const add = (id: string, text: string) => {
    next = { ...next, entries: [...next.entries, { id, text }] };
  };
  if (next.mounted && !next.opened) {
    next = { ...next, opened: true };
    const opening = setting?.startedHere ? startInWords(setting.view) : null;
    if (opening) {
      add('start', opening);
      next = { ...next, turnSaid: moveNumber };
    }
  }
  if (history.length !== next.seen) {
    for (const h of history.slice(next.seen))
      add(
        `move-${h.moveNumber}`,
        h.event.type === 'challenge'
          ? challengeInWords(h.event, yourSeat, seatNames, spelling)
          : eventInWords(
              h.event,
              h.seat === you ? null : (seatNames[h.seat] ?? 'A player'),
              spelling,
              imposedBy(h),
            ),
      );
    next = { ...next, seen: history.length };
  }
  const caughtUp = next.mounted && history.length >= moveNumber;
  // Word challenges: said once to each player who may challenge the play (challenge-bar.tsx).
  // At one device, to the table: every opponent of the play may, the next holder first.
  const open = view?.challengeWindow;
  const atOneDevice = view ? challengersAtOneDevice(view) : [];
  const mayChallenge = view?.passAndPlay
    ? atOneDevice.length > 0
    : open && you !== null && open.seat !== you && view?.game?.players[you]?.status === 'active';
  if (caughtUp && view && open && mayChallenge && next.challengeSaid !== open.move) {
    next = { ...next, challengeSaid: open.move };
    const names = view.passAndPlay
      ? listInWords(
          atOneDevice.map((s) => seatNames[s] ?? 'A player'),
          'or',
        )
      : null;
    add(`challenge-${open.move}`, challengeWindowInWords(view, open, names));
  }
  if (yourTurn && caughtUp && next.turnSaid !== moveNumber) {
    next = { ...next, turnSaid: moveNumber };
    add(`turn-${moveNumber}`, turnText);
  }
  if (next !== log) setLog({ ...next, entries: next.entries.slice(-KEEP) });
  return next.entries.slice(-KEEP);
}

/** "The game has started. You move first." or "Bob moves first.", for a game not yet moved in. */
export function startInWords(view: GameDetail): string | null {
  if (view.status !== 'playing' || view.moveNumber !== 0 || view.toMove === null) return null;
  const first =
    view.toMove === view.yourSeat && !view.passAndPlay
      ? 'You move'
      : `${view.players[view.toMove]?.name ?? 'A player'} moves`;
  return `The game has started. ${first} first.`;
}

/**
 * "You may challenge Bob’s play for 15 seconds" (correspondence and pass and play: "until the
 * next move"); at one device the challengers are named ("Ann or Cat may challenge …").
 */
function challengeWindowInWords(
  view: GameDetail,
  open: NonNullable<GameDetail['challengeWindow']>,
  challengerName: string | null,
): string {
  const who = view.players[open.seat]?.name ?? 'the player';
  const left =
    open.closesAt === null
      ? null
      : Math.round(
          (new Date(open.closesAt).getTime() - new Date(view.serverTime).getTime()) / 1000,
        );
  // A view that arrives as the window closes (a slow link, a clock ahead) has no second left.
  const until =
    left === null
      ? 'until the next move'
      : left < 1
        ? 'for a moment more'
        : `for ${left} ${left === 1 ? 'second' : 'seconds'}`;
  const end = open.endsGame
    ? `; ${who} went out: the game ends unless ${challengerName ? `${challengerName} challenges` : 'you challenge'}`
    : '';
  return `${challengerName ?? 'You'} may challenge ${who}’s play ${until}${end}`;
}

/**
 * A move in words for the log: the player's name for others' moves, "You" for the viewer's
 * own (`name` null), and an exchange of one's own says what came out of the bag.
 */
export function eventInWords(
  event: GameEvent,
  name: string | null,
  spelling: TileSpelling,
  /** A resignation its player did not make: the organiser's forfeit, or a claimed win. */
  imposer: 'organiser' | 'claim' | null = null,
): string {
  const said = moveInWords(event, name ?? 'You', spelling, imposer);
  if (name !== null || event.type !== 'exchange' || !event.drawn) return said;
  const drawn = Array.from(event.drawn, (tile) => letterLabel(tile, spelling));
  return `${said}; you drew ${drawn.join(', ')}`;
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

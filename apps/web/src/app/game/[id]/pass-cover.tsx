'use client';

import { challengersAtOneDevice } from '@wordrise/ui';
import { useEffect, useId, useRef } from 'react';
import { PRIMARY } from '~/components/buttons';
import type { CoverLines } from './cover-lines';
import type { GameDetail } from './game-types';
import { useKeptFocus } from './kept-focus';
import { useWindowAnswer } from './window-answer';

const REVEAL =
  'rounded-lg bg-gold px-6 py-3 text-lg font-bold text-tile-ink hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-50';

/**
 * Pass and play, between turns: the whole screen asks for the device to go to the
 * next player, and shows nothing of the game until they say it is them. The table
 * (rack, Oracle, preview) is not rendered under it at all, so nothing of a rack is
 * on the page to glimpse or to read out.
 *
 * Word challenges: while the last play may be challenged, the whole table decides here,
 * before any rack is shown — one "<Name> challenges" button per opponent of the play (the
 * next holder first), as a failed challenge costs its challenger their next turn. The reveal
 * button then reads "No challenge — I'm Ben, show my rack" and accepts the play for the
 * table: everyone has seen the question, so nobody needs to look at Ben's rack to challenge,
 * and there is no lone "Accept" that closes the others' chance unseen. After a challenge
 * the cover stays (for whoever is to move now) and says the outcome in a status line, as the
 * game's log is on the table, not here.
 */
export function PassCover({
  gameId,
  view,
  name,
  lines,
  revealing,
  revealFailed,
  onView,
  onStale,
  onReveal,
}: {
  gameId: string;
  view: GameDetail;
  /** The player to move: the next holder of the device. */
  name: string;
  lines: CoverLines;
  /** The rack was asked for and is on its way (the server keeps it until then). */
  revealing: boolean;
  /** Why the rack could not be fetched; the button asks again. */
  revealFailed: string | null;
  onView: (view: GameDetail) => void;
  onStale: () => void;
  /** Its player said it is them, for this move (after the accept the reveal sent, if any). */
  onReveal: (moveNumber: number) => void;
}) {
  const reveal = useRef<HTMLButtonElement>(null);
  // The cover is a new screen: focus its main action (keyboard and screen-reader users). It
  // is the reveal, never a challenge, so a quick Enter cannot cost anyone a turn.
  useEffect(() => reveal.current?.focus(), [name]);
  // The button waits (disabled) while the rack is fetched; if that fails it is pressed again.
  useEffect(() => {
    if (revealFailed) reveal.current?.focus();
  }, [revealFailed]);
  const { send, answering, failedMessage } = useWindowAnswer({ gameId, view, onView, onStale });
  const keepFocus = useKeptFocus(answering);
  const focusReveal = () => reveal.current?.focus();
  const questionId = useId();
  const outcomeId = useId();

  const open = view.challengeWindow;
  const challengers = challengersAtOneDevice(view);
  const asking = open !== null && challengers.length > 0;
  const player = open ? (view.players[open.seat]?.name ?? 'The player') : '';
  const revealLabel = !asking
    ? `I'm ${name} — show my rack`
    : open.endsGame
      ? 'No challenge — end the game'
      : `No challenge — I'm ${name}, show my rack`;

  return (
    <main
      className="fixed inset-0 z-40 overflow-y-auto bg-slate-950"
      data-testid="pass-cover"
      data-move-number={view.moveNumber}
    >
      <div className="flex min-h-full flex-col items-center justify-center gap-6 px-6 py-8 text-center">
        <h1 className="text-3xl font-bold text-white" aria-live="polite">
          Pass the device to {name}
        </h1>
        {/* Always on the page, so a challenge's outcome is read as it arrives. */}
        <p
          role="status"
          id={outcomeId}
          data-testid="cover-outcome"
          className="max-w-sm text-base text-slate-100"
        >
          {lines.outcome}
        </p>
        {asking && (
          <section
            aria-labelledby={questionId}
            data-testid="cover-challenge"
            className="flex max-w-sm flex-col items-center gap-3 rounded-md border border-amber-400/60 bg-amber-950/60 px-4 py-3 text-amber-100"
          >
            <p id={questionId}>
              {lines.play ?? `${player} played`}.{' '}
              {open.endsGame
                ? `${player} went out: the game ends unless someone challenges.`
                : 'Does anyone challenge the play?'}
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              {challengers.map((seat) => (
                <button
                  key={seat}
                  type="button"
                  className={PRIMARY}
                  disabled={answering}
                  onClick={() =>
                    send('challenge', { heldSeat: seat, onSettled: () => keepFocus(focusReveal) })
                  }
                >
                  {view.players[seat]?.name ?? `Seat ${seat + 1}`} challenges
                </button>
              ))}
            </div>
          </section>
        )}
        {!(asking && open.endsGame) && (
          <p className="max-w-sm text-sm text-slate-400">
            Only {name} should look at the screen after this: the next screen shows their rack.
          </p>
        )}
        <button
          ref={reveal}
          type="button"
          className={REVEAL}
          disabled={answering || revealing}
          // Focused when the cover shows: what the table is asked, or what the last move was.
          aria-describedby={asking ? questionId : lines.outcome ? outcomeId : undefined}
          onClick={() =>
            asking
              ? send('accept', {
                  onDone: (answered) => onReveal(answered.moveNumber),
                  onSettled: () => keepFocus(focusReveal),
                })
              : onReveal(view.moveNumber)
          }
        >
          {revealLabel}
        </button>
        {(failedMessage ?? revealFailed) && (
          <p role="alert" className="max-w-sm text-sm text-red-300">
            {failedMessage ?? revealFailed}
          </p>
        )}
      </div>
    </main>
  );
}

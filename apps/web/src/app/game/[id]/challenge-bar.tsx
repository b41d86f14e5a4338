'use client';

import { challengersAtOneDevice } from '@wordrise/ui';
import type { GameDetail } from './game-types';
import { useEffect, useState } from 'react';
import { PRIMARY, SECONDARY } from '~/components/buttons';
import { focusStatusLine, statusLine, useKeptFocus } from './kept-focus';
import { useWindowAnswer, type WindowAnswer } from './window-answer';

/**
 * Word challenges: while the last play may be challenged, every opponent sees a countdown
 * with Challenge and Accept buttons ("Challenge? 12 s"; at one device with three or four
 * players, one challenge button per opponent: "Cat challenges"); its player sees "Waiting for
 * challenges…". A play that went out says so: the game ends when the window closes (an
 * accept, the time, a failed challenge). Nothing here says whether the play's words are
 * in the list. The window and the outcome are announced in the game's log region
 * (`announcements.ts`); once answered, focus goes to the status line (the bar is gone).
 */
export function ChallengeBar({
  gameId,
  view,
  receivedAt,
  onView,
  onStale,
}: {
  gameId: string;
  view: GameDetail;
  /** When the view arrived (client clock): with `serverTime`, where the countdown stands. */
  receivedAt: number;
  onView: (view: GameDetail) => void;
  onStale: () => void;
}) {
  const open = view.challengeWindow;
  const closesAt = open?.closesAt ? new Date(open.closesAt).getTime() : null;
  const serverTime = new Date(view.serverTime).getTime();
  const [now, setNow] = useState(() => receivedAt);
  useEffect(() => {
    if (closesAt === null) return;
    const tick = () => setNow(Date.now());
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [closesAt]);
  const { send, answering, failedMessage } = useWindowAnswer({ gameId, view, onView, onStale });
  // While the answer is on its way its buttons wait (disabled): focus waits on the status line.
  const keepFocus = useKeptFocus(answering, statusLine);

  const yourSeat = view.yourSeat;
  if (!open || yourSeat === null || view.status !== 'playing') return null;
  if (view.game?.players[yourSeat]?.status !== 'active') return null;
  // The server's clock: the time left when the view was read, less what passed since.
  const leftMs = closesAt === null ? null : closesAt - serverTime - Math.max(0, now - receivedAt);
  if (leftMs !== null && leftMs <= 0) return null;
  const seconds = leftMs === null ? null : Math.ceil(leftMs / 1000);

  if (open.seat === yourSeat) {
    return (
      <p
        role="status"
        data-testid="challenge-waiting"
        className="order-first w-full rounded-md border border-slate-600 bg-slate-900/70 px-3 py-2 text-sm text-slate-200"
      >
        Waiting for challenges…
        {open.endsGame && ' The game ends when the time to challenge is over.'}
      </p>
    );
  }
  const playerName = view.players[open.seat]?.name ?? 'the player';
  // At one device with three or four seats, any opponent may challenge: one button each
  // ("Cat challenges"), as a failed challenge costs its challenger their next turn.
  const challengers = challengersAtOneDevice(view);
  const buttons: { label: string; answer: WindowAnswer; heldSeat?: number; look: string }[] = [
    ...(challengers.length > 1
      ? challengers.map((seat) => ({
          label: `${view.players[seat]?.name ?? `Seat ${seat + 1}`} challenges`,
          answer: 'challenge' as const,
          heldSeat: seat,
          look: PRIMARY,
        }))
      : [{ label: 'Challenge', answer: 'challenge' as const, look: PRIMARY }]),
    { label: 'Accept', answer: 'accept', look: SECONDARY },
  ];
  return (
    <div
      role="group"
      aria-label={`Challenge ${playerName}’s play`}
      data-testid="challenge-window"
      className="order-first flex w-full flex-wrap items-center gap-3 rounded-md border border-amber-400/60 bg-amber-950/60 px-3 py-2 text-sm text-amber-100"
    >
      <span
        role="timer"
        aria-live="off"
        data-testid="challenge-countdown"
        className="font-semibold"
      >
        Challenge? {seconds === null ? 'until the next move' : `${seconds} s`}
      </span>
      {open.endsGame && (
        <span data-testid="challenge-ends-game">
          {playerName} went out: the game ends unless you challenge.
        </span>
      )}
      {buttons.map(({ label, answer, heldSeat, look }) => (
        <button
          key={label}
          type="button"
          className={look}
          disabled={answering}
          onClick={() => send(answer, { heldSeat, onSettled: () => keepFocus(focusStatusLine) })}
        >
          {label}
        </button>
      ))}
      {failedMessage && (
        <span role="alert" className="text-red-300">
          {failedMessage}
        </span>
      )}
    </div>
  );
}

'use client';

import { useMutation } from '@tanstack/react-query';
import type { GameDetail } from './game-types';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTRPC } from '~/trpc/react';
import { focusDropped } from './kept-focus';

const BUTTON =
  'rounded-md bg-slate-800 px-3 py-1.5 text-sm font-semibold text-slate-100 hover:bg-slate-700 disabled:opacity-50';
const PRIMARY =
  'rounded-md bg-gold px-3 py-1.5 text-sm font-semibold text-slate-950 hover:brightness-110 disabled:opacity-50';

/** "Ben", "Ben and Cat": the names of some seats. */
const namesOf = (view: GameDetail, seats: readonly number[]) =>
  seats.map((s) => view.players[s]?.name ?? 'a player').join(' and ');

/**
 * The end summary's rematch: offer one, answer one (accept / decline), take one's
 * own offer back. Every change reaches the other players through the game's live
 * view; when the rematch starts while this page is open, every player is taken to it.
 */
export function Rematch({ gameId, view }: { gameId: string; view: GameDetail }) {
  const trpc = useTRPC();
  const router = useRouter();
  const rematch = view.rematch;
  const you = view.yourSeat;

  // Taken to the new game only when it started while this page watched the offer, not
  // when an old game whose rematch was played long ago is opened again.
  const sawOffer = useRef(false);
  const newGame = rematch?.status === 'accepted' ? rematch.gameId : null;
  useEffect(() => {
    if (rematch?.status === 'offered') sawOffer.current = true;
    if (newGame && sawOffer.current && you !== null) router.push(`/game/${newGame}`);
  }, [rematch?.status, newGame, you, router]);

  const onAnswer = {
    onSuccess: (result: { gameId: string | null }) => {
      if (result.gameId) router.push(`/game/${result.gameId}`);
    },
  };
  const offer = useMutation(trpc.rematch.offer.mutationOptions(onAnswer));
  const answer = useMutation(trpc.rematch.answer.mutationOptions(onAnswer));
  const cancel = useMutation(trpc.rematch.cancel.mutationOptions());
  const busy = offer.isPending || answer.isPending || cancel.isPending;
  const error = offer.error ?? answer.error ?? cancel.error;

  // The button pressed goes once the game's view answers (its live update, which may come
  // before or after the request's own answer): once nothing is being sent, focus goes to the
  // next button (Cancel the offer, Rematch again), else to what is said now ("You declined
  // the rematch."), never to the page — only for a player who pressed one here.
  const group = useRef<HTMLDivElement>(null);
  const said = useRef<HTMLSpanElement>(null);
  const pressed = useRef(false);
  const stage = `${rematch?.status}:${rematch?.acceptedSeats.length}`;
  useEffect(() => {
    if (!pressed.current || busy) return;
    // Settled (declined, accepted, cancelled): later changes elsewhere are not this press's.
    const settled = rematch?.status !== 'offered';
    if (settled) pressed.current = false;
    if (!focusDropped() && document.activeElement !== said.current) return;
    const next = group.current?.querySelector<HTMLElement>('button:not([disabled]), a');
    (next ?? said.current)?.focus();
  }, [stage, busy, rematch?.status]);
  const press = (act: () => void) => () => {
    pressed.current = true;
    act();
  };

  if (!rematch) return null;
  // What is said (a polite status line, there from the start so changes are read) and what
  // can be pressed.
  let message = '';
  let buttons: ReactNode = null;
  if (rematch.status === 'accepted' && rematch.gameId) {
    buttons = (
      <Link href={`/game/${rematch.gameId}`} className={PRIMARY} data-testid="rematch-link">
        Go to the rematch
      </Link>
    );
  } else if (rematch.status === 'declined') {
    message =
      rematch.declinedBySeat === you
        ? 'You declined the rematch.'
        : `${namesOf(view, rematch.declinedBySeat === null ? [] : [rematch.declinedBySeat])} declined the rematch.`;
  } else if (rematch.status === 'offered' && you !== null) {
    const others = view.players
      .map((p) => p.seat)
      .filter(
        (s) =>
          s !== rematch.offeredBySeat &&
          view.players[s]?.userId &&
          !rematch.acceptedSeats.includes(s),
      );
    if (rematch.offeredBySeat === you) {
      message = `Rematch offered: waiting for ${namesOf(view, others)}.`;
      buttons = (
        <button
          type="button"
          className={BUTTON}
          disabled={busy}
          onClick={press(() => cancel.mutate({ gameId }))}
        >
          Cancel the offer
        </button>
      );
    } else if (rematch.acceptedSeats.includes(you)) {
      message = `You accepted the rematch: waiting for ${namesOf(view, others)}.`;
    } else {
      message = `${namesOf(view, rematch.offeredBySeat === null ? [] : [rematch.offeredBySeat])} offers a rematch.`;
      buttons = (
        <>
          <button
            type="button"
            className={PRIMARY}
            disabled={busy}
            onClick={press(() => answer.mutate({ gameId, accept: true }))}
          >
            Accept the rematch
          </button>
          <button
            type="button"
            className={BUTTON}
            disabled={busy}
            onClick={press(() => answer.mutate({ gameId, accept: false }))}
          >
            Decline
          </button>
        </>
      );
    }
  } else if (rematch.status === 'none' && you !== null) {
    buttons = (
      <button
        type="button"
        className={PRIMARY}
        disabled={busy}
        onClick={press(() => offer.mutate({ gameId }))}
      >
        Rematch
      </button>
    );
  }
  if (!message && !buttons && !error) return null;
  return (
    <div
      ref={group}
      role="group"
      aria-label="Rematch"
      data-testid="rematch"
      data-status={rematch.status}
      className="flex flex-wrap items-center gap-2"
    >
      <span
        ref={said}
        role="status"
        tabIndex={-1}
        data-testid="rematch-news"
        className={
          message.endsWith('offers a rematch.')
            ? 'text-sm font-semibold text-white'
            : 'text-sm text-slate-300'
        }
      >
        {message}
      </span>
      {buttons}
      {error && (
        <span role="alert" className="text-sm text-red-300">
          {error.message}
        </span>
      )}
    </div>
  );
}

'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '~/trpc/react';
import { AskFirst } from './ask-first';
import { SMALL_BUTTON_TARGET } from './small-buttons';
import { removalRule, type GameTournament } from '@wordrise/ui';

/** What counts as a seat's move (the server decides the same way). */
const MOVES = new Set(['play', 'exchange', 'pass']);

/** The seat has made a move of its own (a resignation or a leave before it is a forfeit). */
export function hasMoved(
  history: readonly { readonly event: { readonly type: string; readonly seat: number } }[],
  seat: number,
): boolean {
  return history.some(({ event }) => event.seat === seat && MOVES.has(event.type));
}

/**
 * Leaving a running game: before your first move it is aborted (no result, no
 * rating); after it, leaving forfeits the game. A tournament game is never aborted: leaving
 * forfeits it (before moving, a forfeit the tournament counts). Asks once before doing either.
 */
export function LeaveGame({
  gameId,
  seat,
  history,
  realtime,
  seatNames,
  tournament,
}: {
  gameId: string;
  seat: number;
  history: readonly { readonly event: { readonly type: string; readonly seat: number } }[];
  /** A real-time game the player is still in: a player gone for a minute can be claimed against. */
  realtime: boolean;
  seatNames: readonly string[];
  tournament: GameTournament | null;
}) {
  const trpc = useTRPC();
  const movedYet = hasMoved(history, seat);
  const forfeits = movedYet || tournament !== null;
  const leave = useMutation(trpc.game.leave.mutationOptions());
  const consequence = movedYet
    ? 'You have moved already: leaving forfeits the game (a loss).'
    : tournament
      ? `A tournament game is not aborted: leaving forfeits it (a loss), and as you have not moved yet, the tournament counts it as a forfeit.${removalRule(tournament)}`
      : 'You have not moved yet: the game is aborted, with no result and no rating.';
  return (
    <div className="flex flex-wrap items-start gap-4">
      <AskFirst
        label="Leave game"
        className={`${SMALL_BUTTON_TARGET} text-xs text-slate-400 underline hover:text-white`}
        question={consequence}
        confirmLabel={forfeits ? 'Forfeit and leave' : 'Abort the game'}
        confirmClassName={`${SMALL_BUTTON_TARGET} rounded bg-red-800 px-2 py-1 font-bold text-white`}
        cancelLabel="Stay"
        cancelClassName={`${SMALL_BUTTON_TARGET} underline`}
        groupClassName="flex flex-col gap-1 text-xs"
        pending={leave.isPending}
        onConfirm={() => leave.mutate({ gameId })}
        // A forfeit is a loss: Stay, the safe answer, has focus (as KEEP PLAYING does for RESIGN).
        focus={forfeits ? 'cancel' : 'confirm'}
      >
        {leave.error && (
          <p role="alert" className="text-red-300">
            {leave.error.message}
          </p>
        )}
      </AskFirst>
      {realtime && <ClaimWin gameId={gameId} seatNames={seatNames} />}
    </div>
  );
}

/** How often a player's page asks whether an opponent has gone (their heartbeat's pace). */
const ABSENT_POLL_MS = 15_000;

/**
 * Claims the game against a player who has had no connection to it for a minute. Offered
 * only while the server says someone is gone (asked every 15 s), and asked once more before
 * it is made: the claim ends the game. The server checks again and says no if they are back.
 */
function ClaimWin({ gameId, seatNames }: { gameId: string; seatNames: readonly string[] }) {
  const trpc = useTRPC();
  const absent = useQuery(
    trpc.game.absent.queryOptions({ gameId }, { refetchInterval: ABSENT_POLL_MS }),
  );
  const claim = useMutation(trpc.game.claimWin.mutationOptions());
  const [asking, setAsking] = useState(false);
  // "Wait" puts focus back on "Claim win" (the question's row, with its focus, is gone).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (refocus) setRefocus(false);
  }, [refocus]);
  // A refusal (they came back) is shown until someone is gone anew: then it is offered afresh.
  const { reset } = claim;
  useEffect(() => {
    if (absent.data?.seats.length) reset();
  }, [absent.data, reset]);
  const gone = (absent.data?.seats ?? []).map((s) => seatNames[s] ?? `Seat ${s + 1}`);
  if (gone.length === 0 && !claim.error) return null;
  const who = gone.join(' and ');
  return (
    <div role="group" aria-label="Claim win" className="flex flex-col gap-1 text-xs">
      {gone.length > 0 && (
        <p role="status" className="text-slate-300">
          {who} {gone.length === 1 ? 'has' : 'have'} not been here for over a minute.
        </p>
      )}
      {gone.length > 0 && !asking && (
        <button
          type="button"
          className={`${SMALL_BUTTON_TARGET} self-start text-slate-400 underline hover:text-white`}
          autoFocus={refocus}
          onClick={() => setAsking(true)}
        >
          Claim win
        </button>
      )}
      {gone.length > 0 && asking && (
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-slate-300">
            {gone.length === 1 ? `${who} forfeits` : `${gone[0]} forfeits`} and the game ends for
            them.
          </span>
          <button
            type="button"
            className={`${SMALL_BUTTON_TARGET} rounded bg-amber-700 px-2 py-1 font-bold text-white`}
            disabled={claim.isPending}
            autoFocus
            onClick={() =>
              claim.mutate(
                { gameId },
                {
                  onSettled: () => {
                    setAsking(false);
                    void absent.refetch();
                  },
                },
              )
            }
          >
            Claim the win
          </button>
          <button
            type="button"
            className={`${SMALL_BUTTON_TARGET} underline`}
            onClick={() => {
              setAsking(false);
              setRefocus(true);
            }}
          >
            Wait
          </button>
        </span>
      )}
      {claim.error && (
        <p role="alert" className="text-red-300">
          {claim.error.message}
        </p>
      )}
    </div>
  );
}

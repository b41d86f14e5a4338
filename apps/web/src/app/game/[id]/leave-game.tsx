'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '~/trpc/react';

/** What counts as a seat's move (the server decides the same way). */
const MOVES = new Set(['play', 'exchange', 'pass']);

/**
 * Leaving a running game: before your first move it is aborted (no result, no
 * rating); after it, leaving forfeits the game. Asks once before doing either.
 */
export function LeaveGame({
  gameId,
  seat,
  events,
  realtime,
}: {
  gameId: string;
  seat: number;
  events: readonly { readonly type: string; readonly seat: number }[];
  /** A real-time game: a player gone for a minute can be claimed against. */
  realtime: boolean;
}) {
  const trpc = useTRPC();
  const movedYet = events.some((e) => e.seat === seat && MOVES.has(e.type));
  const [asking, setAsking] = useState(false);
  const leave = useMutation(trpc.game.leave.mutationOptions());
  const consequence = movedYet
    ? 'You have moved already: leaving forfeits the game (a loss).'
    : 'You have not moved yet: the game is aborted, with no result and no rating.';
  if (!asking)
    return (
      <div className="flex flex-wrap items-start gap-4">
        <button
          type="button"
          className="text-xs text-slate-400 underline hover:text-white"
          onClick={() => setAsking(true)}
        >
          Leave game
        </button>
        {realtime && <ClaimWin gameId={gameId} />}
      </div>
    );
  return (
    <div role="group" aria-label="Leave game" className="flex flex-col gap-1 text-xs">
      <p className="text-slate-300">{consequence}</p>
      <span className="flex gap-2">
        <button
          type="button"
          className="rounded bg-red-800 px-2 py-1 font-bold text-white"
          disabled={leave.isPending}
          onClick={() => leave.mutate({ gameId })}
        >
          {movedYet ? 'Forfeit and leave' : 'Abort the game'}
        </button>
        <button type="button" className="underline" onClick={() => setAsking(false)}>
          Stay
        </button>
      </span>
      {leave.error && (
        <p role="alert" className="text-red-300">
          {leave.error.message}
        </p>
      )}
    </div>
  );
}

/**
 * Claims the game against a player who has had no connection to it for a minute
 * (the server checks its record of live connections and says no otherwise).
 */
function ClaimWin({ gameId }: { gameId: string }) {
  const trpc = useTRPC();
  const claim = useMutation(trpc.game.claimWin.mutationOptions());
  return (
    <div className="flex flex-col gap-1 text-xs">
      <button
        type="button"
        className="self-start text-slate-400 underline hover:text-white"
        disabled={claim.isPending}
        onClick={() => claim.mutate({ gameId })}
        title="A player gone (no connection) for a minute forfeits"
      >
        Claim win
      </button>
      {claim.error && (
        <p role="alert" className="text-red-300">
          {claim.error.message}
        </p>
      )}
    </div>
  );
}

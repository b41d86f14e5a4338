'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '~/trpc/react';
import { SMALL_BUTTON_TARGET } from './small-buttons';

/**
 * The host ends a pass-and-play game for everyone (the server aborts it: no result).
 * A player giving up while the others play on resigns on their turn instead.
 */
export function EndPassAndPlay({ gameId }: { gameId: string }) {
  const trpc = useTRPC();
  const [asking, setAsking] = useState(false);
  const end = useMutation(trpc.game.leave.mutationOptions());
  if (!asking)
    return (
      <button
        type="button"
        className={`${SMALL_BUTTON_TARGET} self-start text-xs text-slate-400 underline hover:text-white`}
        onClick={() => setAsking(true)}
      >
        End the game
      </button>
    );
  return (
    <div role="group" aria-label="End the game" className="flex flex-col gap-1 text-xs">
      <p className="text-slate-300">
        Ends the game for every player at this device: no result. (To give up alone, resign on your
        turn.)
      </p>
      <span className="flex gap-2">
        <button
          type="button"
          className={`${SMALL_BUTTON_TARGET} rounded bg-red-800 px-2 py-1 font-bold text-white`}
          disabled={end.isPending}
          onClick={() => end.mutate({ gameId })}
        >
          End it for everyone
        </button>
        <button
          type="button"
          className={`${SMALL_BUTTON_TARGET} underline`}
          onClick={() => setAsking(false)}
        >
          Keep playing
        </button>
      </span>
      {end.error && (
        <p role="alert" className="text-red-300">
          {end.error.message}
        </p>
      )}
    </div>
  );
}

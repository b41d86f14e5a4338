'use client';

import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '~/trpc/react';
import type { GameDetail } from './game-types';

/** How the open play is answered: a challenge (at one device, naming its seat) or an accept. */
export type WindowAnswer = 'challenge' | 'accept';

/**
 * Word challenges: sends a challenge or an accept of the open play, for the table's bar
 * (challenge-bar.tsx) and the pass-and-play cover (pass-cover.tsx) alike. The answer's view
 * replaces the page's; a CONFLICT means the game moved on meanwhile (another answer, the
 * clock), so the page reads it afresh instead of showing an error. Other refusals are
 * `failed`, for the caller to show in a role="alert".
 */
export function useWindowAnswer({
  gameId,
  view,
  onView,
  onStale,
}: {
  gameId: string;
  view: GameDetail;
  onView: (view: GameDetail) => void;
  onStale: () => void;
}) {
  const trpc = useTRPC();
  const answered = {
    onSuccess: (result: { view: GameDetail }) => onView(result.view),
    onError: (error: { data?: { code?: string } | null }) => {
      if (error.data?.code === 'CONFLICT') onStale();
    },
  };
  const challenge = useMutation(trpc.game.challenge.mutationOptions(answered));
  const accept = useMutation(trpc.game.accept.mutationOptions(answered));
  const failed = [challenge.error, accept.error].find(
    (error) => error && error.data?.code !== 'CONFLICT',
  );

  /**
   * `heldSeat`: at one device, who challenges. `onSettled` runs after either outcome, `onDone`
   * after success only, with the answer's view.
   */
  const send = (
    answer: WindowAnswer,
    {
      heldSeat,
      onSettled,
      onDone,
    }: { heldSeat?: number; onSettled?: () => void; onDone?: (view: GameDetail) => void } = {},
  ) => {
    const move = { gameId, expectedMove: view.moveNumber };
    const then = { onSettled, onSuccess: (result: { view: GameDetail }) => onDone?.(result.view) };
    if (answer === 'accept') accept.mutate(move, then);
    else challenge.mutate(heldSeat === undefined ? move : { ...move, heldSeat }, then);
  };

  return {
    send,
    answering: challenge.isPending || accept.isPending,
    failedMessage: failed?.message ?? null,
  };
}

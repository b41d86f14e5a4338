'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '~/trpc/react';

export interface AnalysisLineProps {
  gameId: string;
  /** When the shown analysis was stored (ISO), '' if none is. */
  analysedAt: string;
  /** The worker owes an analysis (missing, stale or queued). */
  analysing: boolean;
  /** A signed-in viewer of a game (not an imported record) may ask for it again. */
  canAsk: boolean;
  /** Reads the replay again (its analysis and whether one is queued). */
  reload: () => Promise<void>;
}

/**
 * Under a finished game's replay: "analysing…" while the worker owes the analysis, and
 * "Analyse again". Asking says what happened (it had looked as if nothing did) and keeps the
 * button off until the new analysis is in; the page's live notice brings it.
 */
export function AnalysisLine({ gameId, analysedAt, analysing, canAsk, reload }: AnalysisLineProps) {
  const trpc = useTRPC();
  // The analysis shown when the worker accepted the request: a newer one is its answer.
  const [askedOver, setAskedOver] = useState<string | null>(null);
  const reanalyse = useMutation(
    trpc.replay.reanalyse.mutationOptions({
      onMutate: () => setAskedOver(null),
      onSuccess: async () => {
        const before = analysedAt;
        await reload();
        setAskedOver(before);
      },
    }),
  );
  const asked = askedOver !== null;
  const waiting = asked && analysing;
  const outcome = !asked
    ? null
    : waiting
      ? 'Analysis queued: the page updates when it is done.'
      : analysedAt !== askedOver
        ? 'Analysis updated.'
        : 'The analysis was not redone: try again later.';
  return (
    <p
      className="flex flex-wrap items-center gap-2 text-sm"
      data-testid="analysis-line"
      data-analysed-at={analysedAt}
    >
      {analysing && !asked && (
        <span className="text-amber-300" role="status" data-testid="analysis-status">
          analysing…
        </span>
      )}
      {canAsk && (waiting || !analysing) && (
        <button
          type="button"
          className="text-gold underline disabled:opacity-50"
          disabled={reanalyse.isPending || waiting}
          onClick={() => reanalyse.mutate({ gameId })}
          data-testid="reanalyse"
        >
          Analyse again
        </button>
      )}
      <span role="status" className="text-slate-300" data-testid="reanalyse-status">
        {outcome}
      </span>
      {reanalyse.error && (
        <span className="text-red-300" role="alert" data-testid="reanalyse-error">
          {reanalyse.error.message}
        </span>
      )}
    </p>
  );
}

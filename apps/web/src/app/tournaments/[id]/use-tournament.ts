'use client';

import { useQuery } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import type { TournamentDetail } from '~/lib/tournaments';
import { useTRPC } from '~/trpc/react';

/**
 * The tournament as the page shows it: `get` once, then re-read whenever the server
 * pushes a change of its log (`tournament.changes`: a result, a new round, an
 * organiser's action) or the live connection was re-established.
 */
export function useTournament(initial: TournamentDetail) {
  const trpc = useTRPC();
  const input = { tournamentId: initial.id };
  const detail = useQuery(
    trpc.tournament.get.queryOptions(input, { initialData: initial, staleTime: Infinity }),
  );
  // A finished tournament still changes while its results may be corrected.
  const until = detail.data.correctionsUntil;
  const correctable = until !== null && new Date(until).getTime() > Date.now();
  const over =
    detail.data.status === 'cancelled' || (detail.data.status === 'finished' && !correctable);
  const seen = detail.data.revision;
  const { refetch } = detail;
  useSubscription(
    trpc.tournament.changes.subscriptionOptions(input, {
      enabled: !over,
      onData: (change) => {
        // `ready` too: anything that happened between the page's render and listening.
        if (change.kind !== 'changed' || change.revision !== seen) void refetch();
      },
    }),
  );
  return { tournament: detail.data, refresh: () => void refetch() };
}

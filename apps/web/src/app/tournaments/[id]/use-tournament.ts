'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TournamentDetail } from '~/lib/tournaments';
import { useTRPC } from '~/trpc/react';

/** How often an open page asks whether anything happened (a cheap revision read). */
const POLL_MS = 2_000;

/**
 * The tournament as the page shows it: `get` once, then the revision polled; a new
 * revision (a result, a new round, an organiser's action) re-reads `get`.
 */
export function useTournament(initial: TournamentDetail) {
  const trpc = useTRPC();
  const input = { tournamentId: initial.id };
  const detail = useQuery(
    trpc.tournament.get.queryOptions(input, { initialData: initial, staleTime: Infinity }),
  );
  const over = detail.data.status === 'finished' || detail.data.status === 'cancelled';
  const live = useQuery(
    trpc.tournament.live.queryOptions(input, {
      refetchInterval: over ? false : POLL_MS,
      refetchIntervalInBackground: false,
      staleTime: 0,
    }),
  );
  const seen = detail.data.revision;
  const latest = live.data?.revision;
  const { refetch } = detail;
  useEffect(() => {
    if (latest !== undefined && latest !== seen) void refetch();
  }, [latest, seen, refetch]);
  return { tournament: detail.data, refresh: () => void refetch() };
}

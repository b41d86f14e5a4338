'use client';

import { useQuery } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import type { RouterOutputs } from '@wordrise/api';
import { useTRPC } from '~/trpc/react';

export type Replay = RouterOutputs['replay']['get'];
export type ImportedBoard = RouterOutputs['replay']['getImport'];

/** What a replay page opens: a game, or an imported record (an unrated analysis board). */
export type ReplaySource =
  | { kind: 'game'; id: string; replay: Replay }
  | { kind: 'import'; id: string; board: ImportedBoard };

/** An imported record in the shape of a game's replay (no players' accounts, no notes). */
export function replayOfImport(board: ImportedBoard): Replay {
  return {
    gameId: board.id,
    ruleset: board.ruleset,
    rated: false,
    over: true,
    finishedAt: null,
    result: board.result,
    players: board.players.map((p) => ({ ...p, userId: null, username: null, botLevel: null })),
    start: board.start,
    events: board.events,
    counts: null,
    imposedResignations: [],
    initial: board.initial,
    analysis: board.analysis,
    notes: [],
  };
}

/** The analysis is missing, stale or being made again: "analysing…" until the worker says it is stored. */
export function isAnalysing(replay: Replay): boolean {
  const analysis = replay.analysis;
  return !!analysis && (analysis.status !== 'current' || analysis.queued);
}

/**
 * A replay, loaded once by the page and read again only when it changes: while its
 * analysis is missing, stale or queued, the server says when the worker stores it
 * (and once when listening, for one stored meanwhile), and the replay is read again.
 */
export function useLiveReplay(source: ReplaySource): {
  replay: Replay;
  refetch: () => Promise<void>;
} {
  const trpc = useTRPC();
  const game = useQuery(
    trpc.replay.get.queryOptions(
      { gameId: source.id },
      {
        initialData: source.kind === 'game' ? source.replay : undefined,
        enabled: source.kind === 'game',
        refetchOnMount: false,
      },
    ),
  );
  const imported = useQuery(
    trpc.replay.getImport.queryOptions(
      { id: source.id },
      {
        initialData: source.kind === 'import' ? source.board : undefined,
        enabled: source.kind === 'import',
        refetchOnMount: false,
        select: replayOfImport,
      },
    ),
  );
  const query = source.kind === 'game' ? game : imported;
  const replay =
    query.data ?? (source.kind === 'game' ? source.replay : replayOfImport(source.board));
  const refetch = async () => void (await query.refetch());
  useSubscription(
    trpc.replay.analysisLive.subscriptionOptions(
      { id: source.id },
      { enabled: isAnalysing(replay), onData: () => void refetch() },
    ),
  );
  return { replay, refetch };
}

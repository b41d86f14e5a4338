'use client';

import { useQuery } from '@tanstack/react-query';
import { findAllPlays, getRuleset, WordGraph, type GameEvent, type Play } from '@wordrise/engine';
import type { ReplayPosition } from '@wordrise/ui';
import { useMemo } from 'react';

/** How many alternatives each move shows. */
export const ALTERNATIVES = 5;

/**
 * The word graph for the browser's Oracle: one download per word list and
 * version (cached for good by the browser and for the session here), fetched only
 * when a finished game's play is shown.
 */
export function useWordGraph(wordList: string | null, version: string | null) {
  return useQuery({
    queryKey: ['word-graph', wordList, version],
    enabled: wordList !== null && version !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
    queryFn: async () => {
      const response = await fetch(
        `/words/${encodeURIComponent(wordList ?? '')}?v=${encodeURIComponent(version ?? '')}`,
      );
      if (!response.ok) throw new Error('The word list could not be loaded.');
      return WordGraph.fromBytes(new Uint8Array(await response.arrayBuffer()));
    },
  });
}

/**
 * The top plays the mover's rack had on the board before the move (the event's
 * `rack`, public after the end), computed with the engine's Oracle. Null when
 * there is nothing to compute (not a play, no graph yet).
 */
export function useAlternatives(
  event: GameEvent | null,
  before: ReplayPosition | null,
  rulesetKey: string,
  graph: WordGraph | undefined,
): Play[] | null {
  return useMemo(() => {
    // A pass or an exchange is judged against the plays its rack had, as a play is.
    const judged = event?.type === 'play' || event?.type === 'pass' || event?.type === 'exchange';
    if (!event || !judged || !before || !graph) return null;
    const ruleset = getRuleset(rulesetKey);
    if (!ruleset) return null;
    const position = { board: before.board, firstPlay: before.firstPlay };
    return findAllPlays(position, event.rack, graph, ruleset, ALTERNATIVES).plays;
  }, [event, before, rulesetKey, graph]);
}

'use client';

import {
  GEOMETRY_ONLY,
  getRuleset,
  judgePlay,
  unlistedWords,
  type Board,
  type Placement,
} from '@wordrise/engine';
import type { PlayPreviewState } from '@wordrise/ui';
import { useMemo } from 'react';
import { useWordGraph } from './replay/alternatives';

/**
 * The engine's judgement of this turn's tiles, in the browser, before SUBMIT: the
 * public word graph is downloaded (once, cached for good) when the player first
 * places a tile. Only the player's own rack and the public board are used; the
 * server still judges the submitted move. With word challenges a play whose words are not all
 * in the list is accepted (an opponent may challenge it), as the server judges it.
 */
export function usePlayPreview(input: {
  board: Board;
  tentative: readonly Placement[];
  rack: string;
  rulesetKey: string;
  wordGraphVersion: string | null;
  challenges: boolean;
}): PlayPreviewState | null {
  const ruleset = getRuleset(input.rulesetKey);
  const wanted = input.tentative.length > 0 && ruleset !== undefined;
  const graph = useWordGraph(wanted ? ruleset.wordList : null, input.wordGraphVersion);
  const { board, tentative, rack, challenges } = input;
  return useMemo(() => {
    if (!wanted || !ruleset) return null;
    if (graph.isError || input.wordGraphVersion === null) return { kind: 'unavailable' };
    if (!graph.data) return { kind: 'judging' };
    // R12 applies until a word stands on the board: plays are the only way tiles get there.
    const firstPlay = board.cells.every((cell) => cell === '');
    const lexicon = challenges ? GEOMETRY_ONLY : graph.data;
    const judged = judgePlay(board, tentative, ruleset, lexicon, { firstPlay, rack });
    if (!judged.ok) return { kind: 'illegal', error: judged.error };
    const unlisted = challenges ? unlistedWords(judged, graph.data) : [];
    return unlisted.length > 0
      ? { kind: 'challengeable', play: judged, unlisted }
      : { kind: 'legal', play: judged };
  }, [
    wanted,
    ruleset,
    graph.isError,
    graph.data,
    input.wordGraphVersion,
    board,
    tentative,
    rack,
    challenges,
  ]);
}

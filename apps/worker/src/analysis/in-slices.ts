import { setImmediate as nextTurnOfTheLoop } from 'node:timers/promises';
import {
  analysedMoves,
  type GameEvent,
  type GameState,
  type MoveAnalysis,
  type Result,
  type RuleError,
  type WordGraph,
} from '@wordrise/engine';

/** How long the analysis runs before it gives the event loop back, in ms. */
export const ANALYSIS_SLICE_MS = 20;

/**
 * The engine's analysis of a game (the Oracle at every move), a slice at a time: after each
 * `sliceMs` of work it lets the worker's other jobs run (a clock that runs out, a bot's
 * turn, the heartbeat). A long log — a record of thousands of moves — costs seconds, which
 * held all of them up when done in one go.
 */
export async function analyseInSlices(
  initial: GameState,
  events: readonly GameEvent[],
  lexicon: WordGraph,
  sliceMs = ANALYSIS_SLICE_MS,
): Promise<Result<{ moves: MoveAnalysis[] }, RuleError>> {
  const moves: MoveAnalysis[] = [];
  let sliceStarted = performance.now();
  for (const analysed of analysedMoves(initial, events, lexicon)) {
    if (!analysed.ok) return analysed;
    moves.push(analysed.analysis);
    if (performance.now() - sliceStarted >= sliceMs) {
      await nextTurnOfTheLoop();
      sliceStarted = performance.now();
    }
  }
  return { ok: true, moves };
}

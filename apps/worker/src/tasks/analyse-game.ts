import { and, eq, notInArray, sql } from 'drizzle-orm';
import { moveAnnotations } from '@wordrise/db';
import { analysisVersion, getRuleset } from '@wordrise/engine';
import {
  findGame,
  initialState,
  notifyAnalysed,
  parseJobPayload,
  playAnnotations,
  readEvents,
} from '@wordrise/games';
import type { Task } from 'graphile-worker';
import { analyseInSlices } from '../analysis/in-slices';
import type { TaskDeps } from '../deps';

export type AnalysisOutcome =
  { kind: 'analysed'; plays: number; ms: number } | { kind: 'skipped'; reason: string };

/**
 * Analyses a finished game with the engine's analysis (the Oracle, move by move, a
 * slice at a time: `analyseInSlices`) and stores one `move_annotations` row per play (and per pass or exchange
 * made while the rack had a play: `playAnnotations`), stamped with the
 * analysis version (`analysisVersion`: the engine's rules version + the word
 * graph's checksum, see ../analysis/version.ts). Idempotent: the
 * rows of the game are upserted and any row for a move that is not annotated is
 * removed, so running it twice (a retry, a re-analysis) gives the same rows.
 * The commit notifies the game's replay viewers (`notifyAnalysed`).
 */
export async function analyseGame(deps: TaskDeps, rawPayload: unknown): Promise<AnalysisOutcome> {
  const { gameId } = parseJobPayload('analyse_game', rawPayload);
  const loaded = await findGame(deps.db, gameId);
  if (!loaded) return { kind: 'skipped', reason: 'no such game' };
  const { game, seats } = loaded;
  if (game.status !== 'finished') return { kind: 'skipped', reason: `game is ${game.status}` };

  const ruleset = getRuleset(game.ruleset);
  if (!ruleset) throw new Error(`game ${gameId} has an unknown ruleset ${game.ruleset}`);
  const lexicon = deps.lexicon(ruleset.wordList);
  const oracleVersion = analysisVersion(lexicon);
  const started = performance.now();
  const events = await readEvents(deps.db, gameId);
  const analysed = await analyseInSlices(initialState({ game, seats }), events, lexicon);
  if (!analysed.ok) throw new Error(`game ${gameId} does not replay: ${analysed.error.reason}`);
  const annotations = playAnnotations(analysed.moves);
  const ms = performance.now() - started;

  await deps.db.transaction(async (tx) => {
    // The replay pages open on the game re-read it when this commits ("analysing…" → annotations).
    await notifyAnalysed(tx, gameId);
    const moves = annotations.map((a) => a.moveNumber);
    await tx
      .delete(moveAnnotations)
      .where(
        moves.length
          ? and(eq(moveAnnotations.gameId, gameId), notInArray(moveAnnotations.moveNumber, moves))
          : eq(moveAnnotations.gameId, gameId),
      );
    if (annotations.length === 0) return;
    await tx
      .insert(moveAnnotations)
      .values(annotations.map((a) => ({ ...a, gameId, oracleVersion })))
      .onConflictDoUpdate({
        target: [moveAnnotations.gameId, moveAnnotations.moveNumber],
        set: {
          kind: sql`excluded.kind`,
          bestPlay: sql`excluded.best_play`,
          bestScore: sql`excluded.best_score`,
          playedScore: sql`excluded.played_score`,
          rank: sql`excluded.rank`,
          playCount: sql`excluded.play_count`,
          pointsLost: sql`excluded.points_lost`,
          oracleVersion: sql`excluded.oracle_version`,
          createdAt: sql`now()`,
        },
      });
  });
  return { kind: 'analysed', plays: annotations.length, ms };
}

export function analyseGameTask(deps: TaskDeps): Task {
  return async (payload, helpers) => {
    const outcome = await analyseGame(deps, payload);
    if (outcome.kind === 'skipped') helpers.logger.debug(`analyse_game skipped: ${outcome.reason}`);
    else helpers.logger.debug(`analysed ${outcome.plays} plays in ${outcome.ms.toFixed(1)} ms`);
  };
}

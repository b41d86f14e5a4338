import { eq, sql } from 'drizzle-orm';
import { importedGames } from '@wordrise/db';
import { analysisVersion, gameFromRecord, getRuleset, parseRecord } from '@wordrise/engine';
import { notifyAnalysed, parseJobPayload, playAnnotations } from '@wordrise/games';
import type { Task } from 'graphile-worker';
import { analyseInSlices } from '../analysis/in-slices';
import type { TaskDeps } from '../deps';
import type { AnalysisOutcome } from './analyse-game';

/**
 * Analyses an imported record with the engine's analysis (the Oracle, move by move,
 * a slice at a time: `analyseInSlices`) and stores it whole on its `imported_games` row, stamped with the
 * analysis version and the time; the commit notifies the record's viewers
 * (`notifyAnalysed`). Idempotent: a second run writes the same annotations.
 */
export async function analyseImport(deps: TaskDeps, rawPayload: unknown): Promise<AnalysisOutcome> {
  const { importId } = parseJobPayload('analyse_import', rawPayload);
  const [row] = await deps.db
    .select({ record: importedGames.record })
    .from(importedGames)
    .where(eq(importedGames.id, importId));
  if (!row) return { kind: 'skipped', reason: 'no such imported record' };
  const parsed = parseRecord(row.record);
  if (!parsed.ok)
    throw new Error(`imported record ${importId} does not parse: ${parsed.error.message}`);
  const ruleset = getRuleset(parsed.record.headers.ruleset);
  if (!ruleset) return { kind: 'skipped', reason: 'unknown ruleset' };
  const lexicon = deps.lexicon(ruleset.wordList);
  const started = performance.now();
  const rebuilt = gameFromRecord(parsed.record);
  if (!rebuilt.ok)
    throw new Error(`imported record ${importId} does not replay: ${rebuilt.error.reason}`);
  const analysed = await analyseInSlices(rebuilt.initial, parsed.record.events, lexicon);
  if (!analysed.ok)
    throw new Error(`imported record ${importId} does not replay: ${analysed.error.reason}`);
  const annotations = playAnnotations(analysed.moves);
  const ms = performance.now() - started;

  await deps.db.transaction(async (tx) => {
    await tx
      .update(importedGames)
      .set({
        analysis: annotations,
        analysisVersion: analysisVersion(lexicon),
        analysedAt: sql`now()`,
      })
      .where(eq(importedGames.id, importId));
    await notifyAnalysed(tx, importId);
  });
  return { kind: 'analysed', plays: annotations.length, ms };
}

export function analyseImportTask(deps: TaskDeps): Task {
  return async (payload, helpers) => {
    const outcome = await analyseImport(deps, payload);
    if (outcome.kind === 'skipped')
      helpers.logger.debug(`analyse_import skipped: ${outcome.reason}`);
    else helpers.logger.debug(`analysed ${outcome.plays} plays in ${outcome.ms.toFixed(1)} ms`);
  };
}

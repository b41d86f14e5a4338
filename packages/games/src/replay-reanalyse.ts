import { sql } from 'drizzle-orm';
import { takeRateLimitHit, type Database } from '@wordrise/db';
import { GameRefusal } from './refusal';
import { gameJobKey, importJobKey } from './jobs/catalogue';
import { enqueueJob, queueExists } from './jobs/queue';
import { loadGame } from './load';
import type { Queryable } from './db-types';

/**
 * How often anyone may ask for a finished game to be analysed again: per user,
 * per client address (many accounts behind one address count together; several
 * users' worth, for a shared network) and per game, each in a rolling hour
 * (stored in `rate_limit_hits`, so every web process counts together). The
 * analysis is idempotent; the limits keep the worker's queue for games that need it.
 */
export const REANALYSIS_LIMITS = {
  perUser: { max: 10, windowSeconds: 3600 },
  perAddress: { max: 30, windowSeconds: 3600 },
  perGame: { max: 3, windowSeconds: 3600 },
} as const;

export const REANALYSIS_NOT_FINISHED = 'Only a finished game can be analysed again.';
export const REANALYSIS_NO_QUEUE = 'The analysis worker is not running yet: try again later.';

/**
 * Enqueues the worker's `analyse_game` for a finished game (replacing a pending
 * one), counted against the asker's, their client `address`'s (when known) and
 * the game's limits. The replay shows "analysing…" while the job is queued
 * (`analysisQueued`).
 */
export async function requestReanalysis(
  db: Database,
  gameId: string,
  userId: string,
  address: string | null,
): Promise<{ queued: true }> {
  const { game } = await loadGame(db, gameId);
  if (game.status !== 'finished')
    throw new GameRefusal({ kind: 'bad-request', message: REANALYSIS_NOT_FINISHED });
  if (!(await queueExists(db)))
    throw new GameRefusal({ kind: 'conflict', message: REANALYSIS_NO_QUEUE });
  return db.transaction(async (tx) => {
    // One asker at a time, so parallel requests cannot slip past a limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wordrise:reanalyse'))`);
    const notBefore = await takeRateLimitHit(tx, [
      { bucket: `reanalyse:user:${userId}`, ...REANALYSIS_LIMITS.perUser },
      ...(address
        ? [{ bucket: `reanalyse:address:${address}`, ...REANALYSIS_LIMITS.perAddress }]
        : []),
      { bucket: `reanalyse:game:${gameId}`, ...REANALYSIS_LIMITS.perGame },
    ]);
    if (notBefore) {
      const minutes = Math.max(1, Math.ceil((notBefore.getTime() - Date.now()) / 60_000));
      throw new GameRefusal({
        kind: 'rate-limited',
        message: `This analysis was asked for too often. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      });
    }
    await enqueueJob(tx, { task: 'analyse_game', payload: { gameId }, runAt: null });
    return { queued: true as const };
  });
}

/**
 * Whether the worker still owes an analysis (false without a queue): an
 * `analyse_game` job waiting, or running since after the stored analysis was
 * written (`writtenAt`, null if none is). A running job that started before the
 * newest write has stored its analysis and only awaits its removal from the
 * queue: the viewer re-reads on the commit's notice and must not keep saying
 * "analysing…". A job kept after its last failed attempt does not count either:
 * the replay would say "analysing…" for ever.
 */
export async function analysisQueued(
  db: Queryable,
  job: AnalysisJobName,
  id: string,
  writtenAt: Date | null,
): Promise<boolean> {
  if (!(await queueExists(db))) return false;
  const key = job === 'analyse_game' ? gameJobKey(job, id) : importJobKey(job, id);
  const written = writtenAt?.toISOString() ?? null;
  const [row] = await db.execute<{ queued: boolean }>(sql`
    select exists (
      select 1 from graphile_worker.jobs j
      where j.key = ${key} and j.attempts < j.max_attempts
        and (j.locked_at is null or ${written}::timestamptz is null or j.locked_at > ${written}::timestamptz)
    ) as queued`);
  return row?.queued ?? false;
}

/** The jobs that store an analysis a replay shows (a game's, an imported record's). */
export type AnalysisJobName = 'analyse_game' | 'analyse_import';

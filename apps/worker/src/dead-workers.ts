import { sql } from 'drizzle-orm';
import type { Database } from '@wordrise/db';

/**
 * Namespace of the advisory locks that say "this worker's database session is
 * open"; the second key is `hashtext(worker_id)` (liveness.ts takes it).
 */
export const LIVENESS_LOCK_NAMESPACE = 0x5752_4b52; // "WRKR"

/** Silence after which a worker whose session is gone is dead (it reports in every 3 s). */
export const SILENT_SECONDS = 10;

/**
 * Silence after which a worker is dead even though its session still seems open:
 * a machine cut off from the database can leave its connection behind until TCP
 * gives up on it, and its transactions cannot commit in the meantime.
 */
export const LOST_MINUTES = 5;

/**
 * Frees the jobs of dead worker processes and forgets them. A worker is dead when
 * it has not reported in for `SILENT_SECONDS` *and* its liveness lock is gone
 * (PostgreSQL ended its session: the process was killed or crashed, so any
 * transaction it had open was rolled back), or when it has been silent for
 * `LOST_MINUTES`. A live worker holds its lock and reports in every few seconds,
 * so its jobs are never taken from it, however many workers sweep at once.
 * Returns the queue ids that were freed.
 */
export async function unlockDeadWorkers(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Row locks: two sweepers never handle the same dead worker; a worker's own
    // heartbeat (an upsert of its row) waits for this transaction, then re-inserts it.
    const rows = (await tx.execute<{ worker_id: string; queue_worker_id: string }>(sql`
      select h.worker_id, h.queue_worker_id from worker_heartbeats h
      where h.queue_worker_id is not null
        and (
          h.seen_at < now() - make_interval(mins => ${LOST_MINUTES})
          or (
            h.seen_at < now() - make_interval(secs => ${SILENT_SECONDS})
            and not exists (
              select 1 from pg_locks l
              where l.locktype = 'advisory' and l.objsubid = 2 and l.granted
                and l.database = (select oid from pg_database where datname = current_database())
                and l.classid = ${LIVENESS_LOCK_NAMESPACE}::int::oid
                and l.objid = hashtext(h.worker_id)::oid
            )
          )
        )
      for update skip locked`)) as unknown as { worker_id: string; queue_worker_id: string }[];
    if (rows.length === 0) return [];
    const queueIds = rows.map((r) => r.queue_worker_id);
    await forceUnlock(tx, queueIds);
    await tx.execute(
      sql`delete from worker_heartbeats where worker_id in (${sql.join(
        rows.map((r) => sql`${r.worker_id}`),
        sql`, `,
      )})`,
    );
    return queueIds;
  });
}

/**
 * Frees jobs locked for `LOST_MINUTES` under a queue id that no worker's row names: a worker
 * that died between taking its first job and writing its queue id down (`startWorker` ties
 * them as its runner starts). Nobody else would free them before graphile-worker's own 4
 * hours. It reads the whole queue, so the minutely sweep runs it, not every heartbeat.
 * Returns the queue ids freed.
 */
export async function unlockOrphanedJobs(db: Database): Promise<string[]> {
  const orphans = (await db.execute<{ locked_by: string }>(sql`
    select distinct j.locked_by from graphile_worker._private_jobs j
    where j.locked_at < now() - make_interval(mins => ${LOST_MINUTES})
      and not exists (select 1 from worker_heartbeats h where h.queue_worker_id = j.locked_by)
  `)) as unknown as { locked_by: string }[];
  const queueIds = orphans.map((o) => o.locked_by);
  if (queueIds.length > 0) await forceUnlock(db, queueIds);
  return queueIds;
}

async function forceUnlock(db: Pick<Database, 'execute'>, queueIds: readonly string[]) {
  await db.execute(
    sql`select graphile_worker.force_unlock_workers(array[${sql.join(
      queueIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[])`,
  );
}

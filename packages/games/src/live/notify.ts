import type { Queryable } from '../db-types';
import { runSql } from '../raw-sql';
import { analysisTopic, LIVE_CHANNEL, tournamentTopic, type LivePayload } from './topics';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTICE_BYTES = 7999;

/**
 * Past this share of PostgreSQL's notice queue (8 GB by default) in use, notices carry no
 * game. The queue keeps every notice until every listening connection has read it, so one
 * that stops reading (a frozen process) makes it grow; when it is full, every NOTIFY, and so
 * every move, fails. Notices without the game are ~10 times smaller: ~10 times longer before
 * that. Normally the queue holds a few of its million pages.
 */
export const SNAPSHOT_QUEUE_LIMIT = 0.01;

/** The queue's share in use as this process's last notice found it. */
let queueUsage = 0;

/**
 * Queues a NOTIFY in the current transaction: PostgreSQL delivers it only if the
 * transaction commits, so subscribers never hear of a change that was rolled back.
 * A game's snapshot is left out (subscribers read) when it would make the payload too long,
 * or while the queue is backed up (`queueLimit`).
 */
export async function notifyChange(
  db: Queryable,
  payload: LivePayload,
  queueLimit = SNAPSHOT_QUEUE_LIMIT,
): Promise<void> {
  if (payload.topics.length === 0) return;
  let text = JSON.stringify(payload);
  if (
    'snapshot' in payload &&
    (queueUsage > queueLimit || Buffer.byteLength(text) > MAX_NOTICE_BYTES)
  ) {
    const { snapshot: _left, ...notice } = payload;
    text = JSON.stringify(notice);
  }
  // Every move sends one: SQL text, prepared once per connection (see `raw-sql.ts`). The
  // queue's use comes back with it, for the next notice.
  const [row] = await runSql(db, NOTIFY, [LIVE_CHANNEL, text]);
  noteQueueUsage(Number(row?.usage ?? 0));
}

const NOTIFY = 'select pg_notify($1, $2), pg_notification_queue_usage() as usage';

function noteQueueUsage(usage: number): void {
  const crossed = usage > SNAPSHOT_QUEUE_LIMIT !== queueUsage > SNAPSHOT_QUEUE_LIMIT;
  queueUsage = usage;
  if (!crossed) return;
  console.warn(
    usage > SNAPSHOT_QUEUE_LIMIT
      ? `PostgreSQL's notice queue is ${(usage * 100).toFixed(1)} % full: a connection that listens has stopped reading (a frozen process?); notices go without the game until it drains.`
      : "PostgreSQL's notice queue has drained: notices carry the game again.",
  );
}

/** Tells the replay viewers of a game or an imported record that its analysis was stored (at commit). */
export async function notifyAnalysed(db: Queryable, id: string): Promise<void> {
  await notifyChange(db, { topics: [analysisTopic(id)], analysed: id });
}

/** Tells a tournament's pages that its log reached `revision` events (at commit). */
export async function notifyTournament(db: Queryable, id: string, revision: number): Promise<void> {
  await notifyChange(db, { topics: [tournamentTopic(id)], tournament: id, revision });
}

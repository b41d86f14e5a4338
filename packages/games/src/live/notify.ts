import type { Queryable } from '../db-types';
import { runSql } from '../raw-sql';
import { analysisTopic, LIVE_CHANNEL, tournamentTopic, type LivePayload } from './topics';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTICE_BYTES = 7999;

/**
 * Queues a NOTIFY in the current transaction: PostgreSQL delivers it only if the
 * transaction commits, so subscribers never hear of a change that was rolled back.
 * A game's snapshot that would make the payload too long is left out (subscribers read).
 */
export async function notifyChange(db: Queryable, payload: LivePayload): Promise<void> {
  if (payload.topics.length === 0) return;
  let text = JSON.stringify(payload);
  if ('snapshot' in payload && Buffer.byteLength(text) > MAX_NOTICE_BYTES) {
    const { snapshot: _left, ...notice } = payload;
    text = JSON.stringify(notice);
  }
  // Every move sends one: SQL text, prepared once per connection (see `raw-sql.ts`).
  await runSql(db, 'select pg_notify($1, $2)', [LIVE_CHANNEL, text]);
}

/** Tells the replay viewers of a game or an imported record that its analysis was stored (at commit). */
export async function notifyAnalysed(db: Queryable, id: string): Promise<void> {
  await notifyChange(db, { topics: [analysisTopic(id)], analysed: id });
}

/** Tells a tournament's pages that its log reached `revision` events (at commit). */
export async function notifyTournament(db: Queryable, id: string, revision: number): Promise<void> {
  await notifyChange(db, { topics: [tournamentTopic(id)], tournament: id, revision });
}

import { tournaments } from '@wordrise/db';
import { rebuild, type TournamentEvent, type TournamentLogState } from '@wordrise/engine';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db-types';
import { readTournamentLog } from './log-store';

/** A tournament's log and the state rebuilt from it, at the state's revision. */
export interface RebuiltTournament {
  readonly log: readonly TournamentEvent[];
  readonly state: TournamentLogState;
}

/**
 * Rebuilt tournaments of this process by id. Every viewer re-reads the page on each
 * change notice, so a running tournament is asked for far more often than it
 * changes: the log is read and replayed once per revision, not once per viewer.
 * Both values are immutable, so sharing them is safe.
 */
const rebuilt = new LRUCache<string, RebuiltTournament>({ max: 256 });

/**
 * The tournament at `revision` (read from its row just before): from the cache when
 * it holds that revision, else read and rebuilt. The log may have grown since the
 * row was read; what is cached is keyed by the rebuilt state's own revision.
 * Null when the tournament has no log.
 */
export async function rebuiltTournament(
  db: Queryable,
  tournamentId: string,
  revision: number,
): Promise<RebuiltTournament | null> {
  const cached = rebuilt.get(tournamentId);
  if (cached && cached.state.revision === revision) return cached;
  const log = await readTournamentLog(db, tournamentId);
  if (log.length === 0) return null;
  const fresh = { log, state: rebuild(log) };
  if (!cached || cached.state.revision < fresh.state.revision) rebuilt.set(tournamentId, fresh);
  return fresh;
}

/** The tournament as it stands now (its row's revision, then `rebuiltTournament`); null: none. */
export async function currentTournament(
  db: Queryable,
  tournamentId: string,
): Promise<RebuiltTournament | null> {
  const [row] = await db
    .select({ revision: tournaments.revision })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return row ? rebuiltTournament(db, tournamentId, row.revision) : null;
}

import { isRefusal, parseJobPayload, runCommand } from '@wordrise/games';
import type { Task } from 'graphile-worker';
import type { TaskDeps } from '../deps';

/**
 * A tournament's round is complete: pair the next one, or finish. Exactly once
 * however many workers run it: the game domain locks the tournament's row and the
 * engine's `advance` appends nothing unless the current round is complete and the
 * tournament runs (a second run finds the round already paired; a paused
 * tournament waits for `resume`, which pairs). True if this run paired or finished.
 */
export async function advanceTournament(deps: TaskDeps, rawPayload: unknown): Promise<boolean> {
  const { tournamentId } = parseJobPayload('tournament_advance', rawPayload);
  try {
    const { appended } = await runCommand(deps.db, tournamentId, null, { type: 'advance' });
    return appended > 0;
  } catch (error) {
    if (isRefusal(error) && error.kind === 'not-found') return false; // tournament deleted
    throw error;
  }
}

export function tournamentAdvanceTask(deps: TaskDeps): Task {
  return async (payload, helpers) => {
    const paired = await advanceTournament(deps, payload);
    helpers.logger.debug(paired ? 'tournament advanced' : 'tournament advance: nothing to do');
  };
}

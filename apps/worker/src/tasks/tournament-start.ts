import { isRefusal, parseJobPayload, runCommand, tournamentRevision } from '@wordrise/games';
import type { Task } from 'graphile-worker';
import type { TaskDeps } from '../deps';

/**
 * A tournament's start time: check-in closes (who has not checked in is dropped), it
 * starts and round 1 is paired, or it is cancelled with fewer than two players. A job
 * that comes too late (the organiser started it by hand) does nothing. One that comes
 * early (a moved start replaces the job by its key, so only clocks out of step) fails
 * and is retried.
 * True if this run started (or cancelled) the tournament.
 */
export async function startTournament(deps: TaskDeps, rawPayload: unknown): Promise<boolean> {
  const { tournamentId } = parseJobPayload('tournament_start', rawPayload);
  try {
    const { appended } = await runCommand(deps.db, tournamentId, null, { type: 'start' });
    return appended > 0;
  } catch (error) {
    if (isRefusal(error) && error.kind === 'not-found') return false;
    if (isRefusal(error) && error.kind === 'conflict') {
      const { status } = await tournamentRevision(deps.db, tournamentId);
      if (status !== 'registration') return false;
    }
    throw error;
  }
}

export function tournamentStartTask(deps: TaskDeps): Task {
  return async (payload, helpers) => {
    const started = await startTournament(deps, payload);
    helpers.logger.debug(started ? 'tournament started' : 'tournament start: nothing to do');
  };
}

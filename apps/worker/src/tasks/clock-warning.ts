import { isRefusal, parseJobPayload, warnClock } from '@wordrise/games';
import type { Task } from 'graphile-worker';
import type { TaskDeps } from '../deps';

/**
 * A correspondence player has used 80 % of their time for the move. The game
 * domain's `warnClock` locks the game row and warns only if the player is still
 * to make that move and the time has come, once per game and move (a primary key),
 * so a second run — a retry, another worker — does nothing, and a move made before
 * the job runs leaves it nothing to do (the move's own enqueue replaced it anyway).
 * True if this job warned.
 */
export async function runClockWarning(deps: TaskDeps, rawPayload: unknown): Promise<boolean> {
  const job = parseJobPayload('clock_warning', rawPayload);
  try {
    return await warnClock(deps.db, job);
  } catch (error) {
    if (isRefusal(error) && error.kind === 'not-found') return false; // game deleted
    throw error;
  }
}

export function clockWarningTask(deps: TaskDeps): Task {
  return async (payload, helpers) => {
    const warned = await runClockWarning(deps, payload);
    helpers.logger.debug(warned ? 'clock warning given' : 'clock warning: nothing to do');
  };
}

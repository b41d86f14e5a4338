import { expireClock, isRefusal, parseJobPayload } from '@wordrise/games';
import type { Task } from 'graphile-worker';
import type { TaskDeps } from '../deps';

/**
 * R25: the mover's time is up. The game domain's `expireClock` locks the game row and
 * records a timeout only if the seat to move really has no time left (by the
 * database's clock), so this is exactly-once against everything else: a move
 * arriving at the same instant locks the same row, and whichever commits first
 * wins (a move in time resets the turn; a late move records the timeout itself
 * and is refused); a second expiry job finds the game over. A job whose turn
 * has passed (the payload's move number) does nothing more than that check.
 * True if this job recorded the timeout.
 */
export async function runClockExpiry(deps: TaskDeps, rawPayload: unknown): Promise<boolean> {
  const job = parseJobPayload('clock_expiry', rawPayload);
  try {
    return await expireClock(deps.db, job.gameId, deps.lexicon);
  } catch (error) {
    if (isRefusal(error) && error.kind === 'not-found') return false; // game deleted
    throw error;
  }
}

export function clockExpiryTask(deps: TaskDeps): Task {
  return async (payload, helpers) => {
    const expired = await runClockExpiry(deps, payload);
    helpers.logger.debug(
      expired ? 'clock expired: timeout recorded' : 'clock check: nothing to do',
    );
  };
}

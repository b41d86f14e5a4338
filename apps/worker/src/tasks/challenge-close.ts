import { closeHeldWindow, isRefusal, parseJobPayload } from '@wordrise/games';
import type { Task } from 'graphile-worker';
import type { TaskDeps } from '../deps';

/**
 * Word challenges: the window of a play that went out (a live game) is over, so the play
 * is accepted for the next player and the game ends (`closeHeldWindow`, with the game row
 * locked: a challenge or an accept that came first makes this job stale). A job that runs
 * before the window's end by the database's clock fails and is retried.
 */
export async function runChallengeClose(deps: TaskDeps, rawPayload: unknown) {
  const job = parseJobPayload('challenge_close', rawPayload);
  try {
    return await closeHeldWindow(deps.db, job, deps.lexicon);
  } catch (error) {
    if (isRefusal(error) && error.kind === 'not-found') return 'stale' as const; // game deleted
    throw error;
  }
}

export function challengeCloseTask(deps: TaskDeps): Task {
  return async (payload, helpers) => {
    const outcome = await runChallengeClose(deps, payload);
    if (outcome === 'not-yet') throw new Error('the challenge window is still open');
    helpers.logger.debug(`challenge_close: ${outcome}`);
  };
}

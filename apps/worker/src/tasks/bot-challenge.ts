import {
  botShouldChallenge,
  findGame,
  isRefusal,
  parseJobPayload,
  submitAction,
  type SubmitResult,
} from '@wordrise/games';
import type { JobHelpers, Task } from 'graphile-worker';
import type { TaskDeps } from '../deps';

/** What a bot_challenge job did. */
export type BotChallengeOutcome =
  { kind: 'challenged'; result: SubmitResult } | { kind: 'stale'; reason: string };

/**
 * Word challenges: the bot in `seat` challenges the play before `moveNumber` if it has a
 * word not in the list — through the move path, as a person's challenge. Anything
 * else is a stale job and a no-op: the game moved on (the next player acted, another
 * bot challenged first), the play is valid, or the window's time is over.
 */
export async function challengeAsBot(
  deps: TaskDeps,
  rawPayload: unknown,
): Promise<BotChallengeOutcome> {
  const job = parseJobPayload('bot_challenge', rawPayload);
  const loaded = await findGame(deps.db, job.gameId);
  if (!loaded) return { kind: 'stale', reason: 'no such game' };
  const state = loaded.game.state;
  if (loaded.game.status !== 'playing' || !state || state.moveNumber !== job.moveNumber)
    return { kind: 'stale', reason: `game is at move ${state?.moveNumber ?? '-'}` };
  if (!loaded.seats.some((s) => s.seat === job.seat && s.botLevel))
    return { kind: 'stale', reason: `seat ${job.seat} is not a bot's` };
  if (!botShouldChallenge(state, job.seat))
    return { kind: 'stale', reason: 'no play with a word not in the list' };
  try {
    const result = await submitAction(deps.db, {
      gameId: job.gameId,
      actor: { kind: 'bot', seat: job.seat },
      action: { type: 'challenge' },
      expectedMove: job.moveNumber,
      lexicon: deps.lexicon,
    });
    return { kind: 'challenged', result };
  } catch (error) {
    // Late (the window's time), stale, over or gone: nothing to do. Anything else is a bug.
    if (
      isRefusal(error) &&
      error.refusal.kind !== 'bad-request' &&
      error.refusal.kind !== 'forbidden'
    )
      return { kind: 'stale', reason: error.refusal.message };
    throw error;
  }
}

export function botChallengeTask(deps: TaskDeps): Task {
  return async (payload, helpers: JobHelpers) => {
    const outcome = await challengeAsBot(deps, payload);
    if (outcome.kind === 'stale') helpers.logger.debug(`bot_challenge skipped: ${outcome.reason}`);
  };
}

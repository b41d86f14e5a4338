import { getRuleset } from '@wordrise/engine';
import {
  botShouldChallenge,
  clocksAt,
  findGame,
  isRefusal,
  parseJobPayload,
  submitAction,
  type SubmitResult,
  type SubmittedAction,
} from '@wordrise/games';
import type { JobHelpers, Task } from 'graphile-worker';
import { decideBotAction } from '../bots/decide';
import { levelInHurry } from '../bots/hurry';
import type { TaskDeps } from '../deps';

/** What a bot_turn job did. */
export type BotTurnOutcome =
  | { kind: 'played'; result: SubmitResult; action: SubmittedAction }
  | { kind: 'stale'; reason: string };

/**
 * A refusal that means the job is out of date, not that anything is wrong: the
 * game moved on, ended or is gone, or the bot's own clock ran out (R25: the move
 * path recorded the timeout instead).
 */
function staleReason(error: unknown): string | null {
  if (!isRefusal(error)) return null;
  const { refusal } = error;
  if (refusal.kind === 'stale' || refusal.kind === 'over' || refusal.kind === 'not-found')
    return refusal.message;
  if (refusal.kind === 'rule' && refusal.rule === 'R25') return refusal.message;
  return null;
}

/** The engine refused the bot's action (a bot bug, or a word list that changed under it). */
function ruleRefused(error: unknown): { rule: string; message: string } | null {
  return isRefusal(error) && error.refusal.kind === 'rule' ? error.refusal : null;
}

/**
 * Plays a bot's turn: if the game is still at `moveNumber` with `seat` (a bot)
 * to move, ask the bot and submit its action through the game domain's `submitAction`,
 * exactly as a person's move (judged by the engine, logged with actor 'bot', in
 * one transaction with the game row locked and the expected move number
 * checked). A stale job completes as a no-op. If the engine refuses the bot's
 * action, the bot passes instead (logged as an error) so the game never hangs.
 */
export async function playBotTurn(
  deps: TaskDeps,
  rawPayload: unknown,
  options: { logger?: JobHelpers['logger']; decide?: typeof decideBotAction } = {},
): Promise<BotTurnOutcome> {
  const { logger, decide = decideBotAction } = options;
  const job = parseJobPayload('bot_turn', rawPayload);
  const loaded = await findGame(deps.db, job.gameId);
  if (!loaded) return { kind: 'stale', reason: 'no such game' };
  const { game, seats } = loaded;
  const state = game.state;
  if (game.status !== 'playing' || !state || state.status !== 'playing')
    return { kind: 'stale', reason: `game is ${game.status}` };
  if (state.moveNumber !== job.moveNumber || state.toMove !== job.seat)
    return { kind: 'stale', reason: `game is at move ${state.moveNumber}` };
  const seatLevel = seats.find((s) => s.seat === job.seat)?.botLevel;
  if (!seatLevel) return { kind: 'stale', reason: `seat ${job.seat} is not a bot's` };
  // Short of time (by the database's clock, as the move path judges it), a bot plays fast.
  const level = levelInHurry(seatLevel, clocksAt(loaded)[job.seat] ?? null);
  const ruleset = getRuleset(state.ruleset);
  if (!ruleset) throw new Error(`unknown ruleset ${state.ruleset}`);

  const submit = (chosen: SubmittedAction) =>
    submitAction(deps.db, {
      gameId: job.gameId,
      actor: { kind: 'bot', seat: job.seat },
      action: chosen,
      expectedMove: job.moveNumber,
      lexicon: deps.lexicon,
    });
  const chooseMove = () =>
    decide(level, state, job.seat, deps.lexicon(ruleset.wordList), {
      seed: game.id,
      onFallback: (error) =>
        logger?.error(
          `bot_turn ${job.gameId} move ${job.moveNumber}: the ${level} bot failed (${String(error)}); the greedy stand-in moves instead`,
        ),
    });
  // Word challenges: a play with a word not in the list is challenged before the bot
  // moves; if the window's time is already over, the bot moves instead. A play that went
  // out (the game's end held in its window) leaves nothing to move: the bot accepts it.
  const heldEnd = !!state.openPlay?.ends;
  const moveOrAccept = (): SubmittedAction => (heldEnd ? { type: 'accept' } : chooseMove());
  let action: SubmittedAction = botShouldChallenge(state, job.seat)
    ? { type: 'challenge' }
    : moveOrAccept();
  if (action.type === 'challenge') {
    const challenged = await submit(action).then(
      (result) => ({ ok: true as const, result }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    if (challenged.ok || !ruleRefused(challenged.error)) {
      if (challenged.ok) return { kind: 'played', result: challenged.result, action };
      const stale = staleReason(challenged.error);
      if (stale) return { kind: 'stale', reason: stale };
      throw challenged.error;
    }
    action = moveOrAccept();
  }
  try {
    return { kind: 'played', result: await submit(action), action };
  } catch (error) {
    const stale = staleReason(error);
    if (stale) return { kind: 'stale', reason: stale };
    const refused = ruleRefused(error);
    if (!refused || action.type === 'pass') throw error;
    logger?.error(
      `bot_turn ${job.gameId} move ${job.moveNumber}: the engine refused the ${level} bot's ${action.type} (${refused.rule}: ${refused.message}); passing instead`,
    );
    const pass: SubmittedAction = { type: 'pass' };
    try {
      return { kind: 'played', result: await submit(pass), action: pass };
    } catch (again) {
      const staleAgain = staleReason(again);
      if (staleAgain) return { kind: 'stale', reason: staleAgain };
      throw again;
    }
  }
}

export function botTurnTask(deps: TaskDeps): Task {
  return async (payload, helpers) => {
    const outcome = await playBotTurn(deps, payload, { logger: helpers.logger });
    if (outcome.kind === 'stale') helpers.logger.debug(`bot_turn skipped: ${outcome.reason}`);
  };
}

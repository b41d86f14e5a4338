import { apply } from './apply';
import { firstDifference } from './equal';
import { ruleError, type RuleError } from './errors';
import { actionOfEvent, type GameEvent } from './events';
import type { Lexicon } from './lexicon';
import { err, ok, type Result } from './result';
import type { Ruleset } from './ruleset';
import { rulesetOf } from './solo';
import type { GameState } from './state';

/**
 * A lexicon that accepts every word. Replays use it by default: the words of a
 * logged play were checked when it was accepted, perhaps against an older list.
 */
export const ANY_WORD: Lexicon = { has: () => true };

/**
 * The state after each event (`states[i]` follows `events[i]`), rebuilt by
 * applying every event's action with the same code that accepted it live, so the
 * result equals the live states exactly. Each replayed event must equal the logged
 * one; the first that does not (or that the rules refuse) stops the replay.
 */
export function replayStates(
  initial: GameState,
  events: readonly GameEvent[],
  lexicon: Lexicon = ANY_WORD,
  ruleset?: Ruleset,
): Result<{ states: readonly GameState[] }, RuleError> {
  const states: GameState[] = [];
  let state = initial;
  for (const event of events) {
    const move = state.moveNumber;
    if (event.move !== move) {
      return err(logError(move, `is numbered ${event.move}`));
    }
    const judging = lexicon === ANY_WORD ? loggedJudgement(state, event) : lexicon;
    const applied = apply(state, actionOfEvent(event), judging, ruleset ?? rulesetOf(state));
    if (!applied.ok) {
      const { rule, reason, message } = applied.error;
      return err(ruleError(rule, `move ${move}: ${reason}`, message));
    }
    const difference = firstDifference(applied.event, event);
    if (difference !== undefined)
      return err(logError(move, `differs from the game at ${difference}`));
    state = applied.state;
    states.push(state);
  }
  return ok({ states });
}

/** The state after all events (see {@link replayStates}). */
export function replay(
  initial: GameState,
  events: readonly GameEvent[],
  lexicon: Lexicon = ANY_WORD,
  ruleset?: Ruleset,
): Result<{ state: GameState }, RuleError> {
  const replayed = replayStates(initial, events, lexicon, ruleset);
  if (!replayed.ok) return replayed;
  return ok({ state: replayed.states[replayed.states.length - 1] ?? initial });
}

/**
 * Word challenges: a play's unlisted words decide its challenge, so a replay that does
 * not judge words again takes them from the log (the list may have changed since).
 */
function loggedJudgement(state: GameState, event: GameEvent): Lexicon {
  if (!state.challenges || event.type !== 'play' || !event.unlisted?.length) return ANY_WORD;
  const unlisted = new Set(event.unlisted);
  return { has: (word) => !unlisted.has(word) };
}

function logError(move: number, what: string): RuleError {
  return ruleError(
    'LOG',
    `logged move ${move} ${what}`,
    'The game record does not match the game.',
  );
}

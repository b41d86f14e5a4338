import type { DemoReview } from '@wordrise/db/seed';
import {
  analyseGame,
  analysisVersion,
  apply,
  chooseBotAction,
  newGame,
  ranking,
  type BotLevel,
  type GameEvent,
  type WordGraph,
} from '@wordrise/engine';
import { playAnnotations } from './play-annotations';

export const DEMO_REVIEW_SEED = 'wordrise-demo-review-1';
const LEVELS: readonly BotLevel[] = ['greedy', 'casual'];

/**
 * The demo game a fresh install shows the review of (`packages/db/src/demo-review.json`,
 * which the database seed inserts): a real game played to the end by the engine's bots
 * in the seats of two demo players, and the Oracle's analysis of it. Deterministic
 * (fixed seeds); a test keeps the stored file equal to what this makes.
 */
export function demoReview(lexicon: WordGraph): DemoReview {
  const names = ['Alice', 'Bob'];
  const created = newGame({ seed: DEMO_REVIEW_SEED, players: 2, names });
  if (!created.ok) throw new Error(created.error.reason);
  const initial = created.state;
  const events: GameEvent[] = [];
  let state = initial;
  while (state.status === 'playing') {
    const seat = state.toMove;
    const action = chooseBotAction(LEVELS[seat] ?? 'greedy', state, seat, lexicon, {
      seed: DEMO_REVIEW_SEED,
    });
    const applied = apply(state, action, lexicon);
    if (!applied.ok) throw new Error(`the demo bot broke ${applied.error.rule}`);
    state = applied.state;
    events.push(applied.event);
  }
  const analysed = analyseGame(initial, events, lexicon);
  if (!analysed.ok) throw new Error(analysed.error.reason);
  return {
    seed: DEMO_REVIEW_SEED,
    ruleset: initial.ruleset,
    rulesVersion: initial.rulesVersion,
    rngVersion: initial.rngVersion,
    players: ['alice', 'bob'],
    names,
    events,
    final: state,
    ranking: ranking(state),
    annotations: playAnnotations(analysed.moves),
    oracleVersion: analysisVersion(lexicon),
  };
}

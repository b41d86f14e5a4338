import type { DemoReview } from '@wordrise/db/seed';
import { analyseGame, analysisVersion, type WordGraph } from '@wordrise/engine';
import { playDemoBotGame } from './demo-bot-game';
import { playAnnotations } from './play-annotations';

export const DEMO_REVIEW_SEED = 'wordrise-demo-review-1';

/**
 * The demo game a fresh install shows the review of (`packages/db/src/demo-review.json`,
 * which the database seed inserts): a real game played to the end by the engine's bots
 * in the seats of two demo players, and the Oracle's analysis of it. Deterministic
 * (fixed seeds); a test keeps the stored file equal to what this makes.
 */
export function demoReview(lexicon: WordGraph): DemoReview {
  const { initial, game } = playDemoBotGame(
    DEMO_REVIEW_SEED,
    [
      { username: 'alice', name: 'Alice', level: 'greedy' },
      { username: 'bob', name: 'Bob', level: 'casual' },
    ],
    lexicon,
  );
  const analysed = analyseGame(initial, game.events, lexicon);
  if (!analysed.ok) throw new Error(analysed.error.reason);
  return {
    ...game,
    annotations: playAnnotations(analysed.moves),
    oracleVersion: analysisVersion(lexicon),
  };
}

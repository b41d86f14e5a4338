/**
 * Properties of the compiled scoring model over random models: whatever the
 * letter values, square multipliers, stack multipliers and bonuses, every play
 * the Oracle lists scores exactly what the rules checker says, and its pruned
 * best-only and top-N searches (bounded by the model) find the unpruned best.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgePlay } from '../../src/judge';
import { AllPlays, Oracle, TopN, bestByScore } from '../../src/oracle/index';
import { Rng } from '../../src/rng';
import type { Ruleset } from '../../src/ruleset';
import { WORDRISE } from '../../src/rulesets/wordrise';
import type { ScoringModel, StackMultiplier } from '../../src/scoring-model';
import { byDepth } from '../helpers/depth';
import { FIXTURE_GRAPH } from './helpers/lexicons';
import { junkBoard, randomGameBoard, randomRack } from './helpers/positions';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const N = WORDRISE.board.size;

const stackMultiplier: fc.Arbitrary<StackMultiplier> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.constant({ kind: 'level' as const }),
  fc
    .array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 5 })
    .map((times) => ({ kind: 'table' as const, times })),
);

const model: fc.Arbitrary<ScoringModel> = fc.record({
  flatPointsPerTile: fc.integer({ min: 0, max: 3 }),
  flatQuBonus: fc.integer({ min: 0, max: 5 }),
  stackedPointsPerTile: fc.integer({ min: 0, max: 3 }),
  letterValues: fc.dictionary(fc.constantFrom(...LETTERS), fc.integer({ min: 0, max: 10 }), {
    maxKeys: 26,
  }),
  premiumSquares: fc.array(
    fc.record({
      square: fc.record({
        r: fc.integer({ min: 0, max: N - 1 }),
        c: fc.integer({ min: 0, max: N - 1 }),
      }),
      letterTimes: fc.integer({ min: 1, max: 3 }),
      wordTimes: fc.integer({ min: 1, max: 3 }),
    }),
    { maxLength: 30 },
  ),
  stackMultiplier,
  wordBonuses: fc.array(
    fc.record({
      minLength: fc.integer({ min: 2, max: 8 }),
      points: fc.integer({ min: 0, max: 15 }),
    }),
    { maxLength: 3 },
  ),
  tileCountBonuses: fc.array(
    fc.record({ tiles: fc.integer({ min: 1, max: 7 }), points: fc.integer({ min: 0, max: 30 }) }),
    { maxLength: 3 },
  ),
  endPenaltyPerTile: fc.constant(5),
});

describe('the Oracle under random scoring models', () => {
  it('scores every play as the rules checker does, and prunes to the same best plays', () => {
    fc.assert(
      fc.property(model, fc.integer({ min: 0, max: 1e6 }), (scoring, seed) => {
        const ruleset: Ruleset = { ...WORDRISE, name: 'random model', scoring };
        const rng = Rng.fromSeed(`model-property/${seed}`, 1);
        const position =
          seed % 4 === 3
            ? { board: junkBoard(rng, ruleset, 12, ruleset.maxStackHeight), firstPlay: false }
            : randomGameBoard(rng, FIXTURE_GRAPH, ruleset, {
                moves: seed % 9,
                stackBias: seed % 2 ? 0.7 : 0,
              });
        const rack = randomRack(rng, ruleset, 7);
        const oracle = new Oracle(FIXTURE_GRAPH, ruleset);
        const all = new AllPlays();
        oracle.generate(position, rack, all);
        const plays = all.plays();
        for (const play of plays) {
          const judged = judgePlay(position.board, play.placements, ruleset, FIXTURE_GRAPH, {
            firstPlay: position.firstPlay,
          });
          expect(judged.ok && judged.score).toBe(play.score);
          expect(judged.ok && judged.words).toEqual(play.words);
        }
        const best = bestByScore();
        oracle.generate(position, rack, best);
        expect(best.best()).toEqual(plays[0] ?? null);
        const top = new TopN(5);
        oracle.generate(position, rack, top);
        expect(top.plays()).toEqual(plays.slice(0, 5));
      }),
      { numRuns: byDepth(40, 400), seed: 17 },
    );
  });
});

/**
 * Nothing WordRise-specific is hard-wired: the Oracle agrees with the brute force
 * (judgePlay) under rulesets that change the board size, start squares, stack
 * height, rack size, scoring numbers and bonus, switch R10's same-letter rule,
 * R14 and R15 off, or score words through their own hook.
 */
import { describe, expect, it } from 'vitest';
import { emptyBoard } from '../../src/board';
import { AllPlays, Oracle, TopN, bestByScore } from '../../src/oracle/index';
import { Rng } from '../../src/rng';
import type { Ruleset } from '../../src/ruleset';
import { WORDRISE } from '../../src/rulesets/wordrise';
import { heightWordScore } from '../../src/scoring';
import { bruteForcePlays, playKey } from './helpers/brute-force';
import { FIXTURE_GRAPH, prefixTest } from './helpers/lexicons';
import { junkBoard, randomGameBoard, randomRack } from './helpers/positions';

const SMALL: Ruleset = {
  ...WORDRISE,
  name: 'small variant',
  board: { size: 8, startSquares: [{ r: 3, c: 3 }] },
  rackSize: 5,
  maxStackHeight: 3,
  placement: { noSameLetterStack: false, noFullCover: false, barePluralLetter: null },
  scoring: {
    ...WORDRISE.scoring,
    flatPointsPerTile: 3,
    flatQuBonus: 5,
    stackedPointsPerTile: 2,
    tileCountBonuses: [
      { tiles: 4, points: 7 },
      { tiles: 5, points: 15 },
    ],
  },
};

const HOOKED: Ruleset = {
  ...WORDRISE,
  name: 'scored by a hook',
  hooks: {
    ...WORDRISE.hooks,
    // Longer words are worth more, and placed tiles a bonus point each.
    scoreWord: (word, ruleset) =>
      heightWordScore(word, ruleset) * 2 + word.placed.filter(Boolean).length,
  },
};

describe.each([SMALL, HOOKED])('ruleset "$name"', (ruleset) => {
  it('lists exactly the plays the rules checker accepts, with its scores', () => {
    const rng = Rng.fromSeed(`oracle-variant/${ruleset.name}`, 1);
    const oracle = new Oracle(FIXTURE_GRAPH, ruleset);
    let compared = 0;
    for (let k = 0; k < 24; k++) {
      const position =
        k === 0
          ? { board: emptyBoard(ruleset.board.size), firstPlay: true }
          : k % 6 === 5
            ? { board: junkBoard(rng, ruleset, 5 + k, ruleset.maxStackHeight), firstPlay: false }
            : randomGameBoard(rng, FIXTURE_GRAPH, ruleset, {
                moves: k,
                stackBias: k % 2 ? 0.6 : 0,
              });
      const rack = randomRack(rng, ruleset, 3 + (k % 3));
      const expected = bruteForcePlays(
        position.board,
        rack,
        ruleset,
        FIXTURE_GRAPH,
        prefixTest(FIXTURE_GRAPH),
        position.firstPlay,
      );
      const all = new AllPlays();
      oracle.generate(position, rack, all);
      const plays = all.plays();
      expect(plays.map((p) => playKey(p.placements)).sort()).toEqual([...expected.keys()].sort());
      for (const play of plays) {
        const { placements, direction, words, bonus, score } =
          expected.get(playKey(play.placements)) ?? {};
        expect(play).toEqual({ placements, direction, words, bonus, score, tiles: play.tiles });
      }
      const top = new TopN(3);
      oracle.generate(position, rack, top);
      expect(top.plays()).toEqual(plays.slice(0, 3));
      const best = bestByScore();
      oracle.generate(position, rack, best);
      expect(best.best()).toEqual(plays[0] ?? null);
      compared += plays.length;
    }
    expect(compared).toBeGreaterThan(200);
  });
});

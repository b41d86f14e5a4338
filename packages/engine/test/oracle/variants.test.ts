/**
 * Nothing WordRise-specific is hard-wired: the Oracle agrees with the brute force
 * (judgePlay) under rulesets that change the board size, start squares, stack
 * height, rack size, scoring numbers and bonus, switch R10's same-letter rule,
 * R14 and R15 off, score by a scoring model with letter values, square
 * multipliers, stack multipliers and word bonuses, or score words through their
 * own hook. Its best-only searches (pruned by the model's bounds) find the same
 * best plays.
 */
import { describe, expect, it } from 'vitest';
import { emptyBoard, type Board } from '../../src/board';
import { rainbowOf } from '../../src/tiles';
import { CountPlays, Oracle, bestByScore, type FoundPlay } from '../../src/oracle/index';
import { Rng } from '../../src/rng';
import type { Ruleset } from '../../src/ruleset';
import { UPWORDS_8 } from '../../src/rulesets/upwords-8';
import { WEFTER } from '../../src/rulesets/wefter';
import { withPlainTilesOnly } from '../../src/wefter/pool';
import { WORDRISE } from '../../src/rulesets/wordrise';
import { scoreWordByModel } from '../../src/scoring';
import type { PremiumSquare } from '../../src/scoring-model';
import { expectSameAsBruteForce } from './helpers/agreement';
import { FIXTURE_GRAPH } from './helpers/lexicons';
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

/** Scrabble's letter values (a test of per-letter points, not a game of ours). */
// prettier-ignore
const LETTER_VALUES: Record<string, number> = {
  A: 1, B: 3, C: 3, D: 2, E: 1, F: 4, G: 2, H: 4, I: 1, J: 8, K: 5, L: 1, M: 3,
  N: 1, O: 1, P: 3, Q: 10, R: 1, S: 1, T: 1, U: 1, V: 4, W: 4, X: 8, Y: 4, Z: 10,
};

/** A layout of letter (×2, ×3) and word (×2, ×3) squares, symmetric about the centre. */
function premiumLayout(size: number): PremiumSquare[] {
  const squares: PremiumSquare[] = [];
  const mirrored = (r: number, c: number, letterTimes: number, wordTimes: number) => {
    for (const [rr, cc] of [
      [r, c],
      [c, r],
      [size - 1 - r, c],
      [r, size - 1 - c],
      [size - 1 - r, size - 1 - c],
      [size - 1 - c, size - 1 - r],
      [c, size - 1 - r],
      [size - 1 - c, r],
    ] as const) {
      if (!squares.some((p) => p.square.r === rr && p.square.c === cc))
        squares.push({ square: { r: rr, c: cc }, letterTimes, wordTimes });
    }
  };
  const mid = (size >> 1) - 1;
  mirrored(mid, mid, 2, 1); // the start squares: letter × 2
  mirrored(mid - 1, mid, 1, 2); // next to them: word × 2
  mirrored(mid - 2, mid - 1, 3, 1);
  mirrored(mid - 1, mid - 2, 2, 2);
  mirrored(0, 0, 1, 3);
  mirrored(1, mid, 3, 1);
  return squares;
}

/** Letter values, square multipliers, the n-th tile of a stack n times, word bonuses. */
const MODELLED: Ruleset = {
  ...WORDRISE,
  name: 'letter values, premium squares, stack levels',
  scoring: {
    ...WORDRISE.scoring,
    flatQuBonus: 3,
    letterValues: LETTER_VALUES,
    premiumSquares: premiumLayout(10),
    stackMultiplier: { kind: 'level' },
    wordBonuses: [
      { minLength: 5, points: 3 },
      { minLength: 7, points: 10 },
    ],
    tileCountBonuses: [
      { tiles: 6, points: 5 },
      { tiles: 7, points: 20 },
    ],
  },
};

/** The small board with a stack-multiplier table, partial letter values and premiums. */
const TABLED: Ruleset = {
  ...SMALL,
  name: 'small, stack table',
  maxStackHeight: 4,
  scoring: {
    ...SMALL.scoring,
    flatPointsPerTile: 1,
    stackedPointsPerTile: 0,
    letterValues: { E: 0, Q: 4, S: 2, X: 5, Z: 6, K: 3 },
    premiumSquares: premiumLayout(8),
    stackMultiplier: { kind: 'table', times: [1, 2, 2, 3] },
    wordBonuses: [{ minLength: 2, points: 1 }],
  },
};

const HOOKED: Ruleset = {
  ...WORDRISE,
  name: 'scored by a hook',
  hooks: {
    ...WORDRISE.hooks,
    // Longer words are worth more, and placed tiles a bonus point each.
    scoreWord: (word, ruleset) =>
      scoreWordByModel(word, ruleset) * 2 + word.placed.filter(Boolean).length,
  },
};

/**
 * Word Wefter's board, letter values, bonus squares, top-tile stack scoring and
 * "a tile on an empty square" rule, with plain letters on the rack (the Oracle does
 * not search wild, blank and rainbow rack tiles yet); half of its boards hold wild
 * and rainbow tiles (scored through the rules checker).
 */
const WEFTER_LETTERS: Ruleset = withPlainTilesOnly(WEFTER);

/** Some tops of a board made wild (lower case) or rainbow tiles, as a Word Wefter game has them. */
function withSpecialTops(board: Board, rng: Rng): Board {
  const cells = board.cells.map((stack) => {
    if (stack === '') return stack;
    const top = stack.slice(-1);
    const pick = rng.below(4);
    const special = pick === 0 ? top.toLowerCase() : pick === 1 ? rainbowOf(top) : top;
    return stack.slice(0, -1) + special;
  });
  return { size: board.size, cells };
}

/** A bot-like equity: score plus up to 2 for vowels kept. */
function leaveEquity(play: FoundPlay): number {
  const counts = play.leaveCounts;
  let extra = 0;
  for (const vowel of [0, 4, 8, 14, 20]) if ((counts[vowel] ?? 0) > 0) extra += 0.5;
  return play.score + Math.min(extra, 2);
}

describe.each([UPWORDS_8, SMALL, MODELLED, TABLED, HOOKED, WEFTER_LETTERS])(
  'ruleset "$name"',
  (ruleset) => {
    it('lists exactly the plays the rules checker accepts, with its scores', () => {
      const rng = Rng.fromSeed(`oracle-variant/${ruleset.name}`, 1);
      const oracle = new Oracle(FIXTURE_GRAPH, ruleset);
      let compared = 0;
      for (let k = 0; k < 24; k++) {
        const generated =
          k === 0
            ? { board: emptyBoard(ruleset.board.size), firstPlay: true }
            : k % 6 === 5
              ? { board: junkBoard(rng, ruleset, 5 + k, ruleset.maxStackHeight), firstPlay: false }
              : randomGameBoard(rng, FIXTURE_GRAPH, ruleset, {
                  moves: k,
                  stackBias: k % 2 ? 0.6 : 0,
                });
        // Word Wefter boards hold wild and rainbow tiles: half of its positions get some.
        const position =
          ruleset === WEFTER_LETTERS && k % 2 === 0
            ? { ...generated, board: withSpecialTops(generated.board, rng) }
            : generated;
        const rack = randomRack(rng, ruleset, 3 + (k % 3));
        const plays = expectSameAsBruteForce(
          oracle,
          ruleset,
          FIXTURE_GRAPH,
          position,
          rack,
          leaveEquity,
        );
        compared += plays.length;
      }
      expect(compared).toBeGreaterThan(200);
    });

    if (ruleset !== HOOKED) {
      it('prunes best-only searches by the bounds of its scoring model', () => {
        const rng = Rng.fromSeed(`oracle-variant-pruning/${ruleset.name}`, 1);
        const oracle = new Oracle(FIXTURE_GRAPH, ruleset);
        let all = 0;
        let best = 0;
        for (let k = 0; k < 12; k++) {
          const position = randomGameBoard(rng, FIXTURE_GRAPH, ruleset, { moves: 2 + k });
          const rack = randomRack(rng, ruleset, ruleset.rackSize);
          oracle.generate(position, rack, new CountPlays());
          all += oracle.nodes;
          oracle.generate(position, rack, bestByScore());
          best += oracle.nodes;
        }
        expect(best).toBeLessThan(all * 0.95);
      });
    }
  },
);

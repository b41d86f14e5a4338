/**
 * The Oracle on Word Wefter's own tiles: wild (`?`, every letter it can stand
 * for, placed in lower case), blank (`_`, only on tiles, splitting words) and
 * rainbow (`Ⓐ`–`Ⓩ`) rack tiles, on boards holding blanks, wild and rainbow
 * tiles. Every play the brute force (judgePlay over every placement) accepts is
 * listed exactly once, with the rules checker's score and words, ranked.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard, withTiles, type Board } from '../../src/board';
import { judgePlay } from '../../src/judge';
import { AllPlays, Oracle, type FoundPlay, type Play } from '../../src/oracle/index';
import { Rng } from '../../src/rng';
import { WEFTER } from '../../src/rulesets/wefter';
import { BLANK, WILD, rainbowOf } from '../../src/tiles';
import { withPlainTilesOnly } from '../../src/wefter/pool';
import { expectSameAsBruteForce as expectAgreement } from './helpers/agreement';
import { playKey } from './helpers/brute-force';
import { FIXTURE_GRAPH, graphOf } from './helpers/lexicons';
import { randomGameBoard, randomRack } from './helpers/positions';

const PLAIN = withPlainTilesOnly(WEFTER);

/** Tops of a board made wild, rainbow or blank (a blank stacked on the tile), as games leave them. */
function withSpecialTops(board: Board, rng: Rng): Board {
  const cells = board.cells.map((stack) => {
    if (stack === '') return stack;
    const top = stack.slice(-1);
    const pick = rng.below(6);
    if (pick === 0) return stack.slice(0, -1) + top.toLowerCase();
    if (pick === 1) return stack.slice(0, -1) + rainbowOf(top);
    if (pick === 2) return stack + BLANK;
    return stack;
  });
  return { size: board.size, cells };
}

/** A rack of `plain` random letters plus the given special tiles. */
function rackWith(rng: Rng, plain: number, specials: string): string {
  return randomRack(rng, PLAIN, plain) + specials;
}

function leaveEquity(play: FoundPlay): number {
  return play.score + (play.leave().includes(WILD) ? 2 : 0);
}

/**
 * The Oracle's list equals the brute force's and its recorders agree (`agreement.ts`); here
 * also every play is one the rules checker accepts with this rack, in score order.
 */
function expectSameAsBruteForce(
  oracle: Oracle,
  position: { board: Board; firstPlay: boolean },
  rack: string,
): Play[] {
  const plays = expectAgreement(oracle, WEFTER, oracle.lexicon, position, rack, leaveEquity);
  for (const play of plays)
    expect(
      judgePlay(position.board, play.placements, WEFTER, oracle.lexicon, {
        firstPlay: position.firstPlay,
        rack,
      }).ok,
    ).toBe(true);
  for (let k = 1; k < plays.length; k++)
    expect((plays[k - 1] as Play).score).toBeGreaterThanOrEqual((plays[k] as Play).score);
  return plays;
}

describe('Word Wefter rack tiles and boards with blanks', () => {
  const oracle = new Oracle(FIXTURE_GRAPH, WEFTER);

  it('lists exactly the plays the rules checker accepts on seeded positions (wild, blank, rainbow racks)', () => {
    const rng = Rng.fromSeed('oracle-wefter-tiles', 1);
    const specials = ['?', '_', 'Ⓔ', '?_', 'Ⓢ_', '??', '?Ⓡ', '_?Ⓐ'];
    let compared = 0;
    for (let k = 0; k < 16; k++) {
      const generated =
        k === 0
          ? { board: emptyBoard(WEFTER.board.size), firstPlay: true }
          : randomGameBoard(rng, FIXTURE_GRAPH, PLAIN, { moves: 1 + (k % 8), stackBias: 0.5 });
      const position =
        k % 3 === 0 ? generated : { ...generated, board: withSpecialTops(generated.board, rng) };
      const special = specials[k % specials.length] as string;
      const rack = rackWith(rng, special.length > 1 ? 2 : 3 + (k % 2), special);
      compared += expectSameAsBruteForce(oracle, position, rack).length;
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('agrees with the brute force on random positions (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom('?', '_', 'Ⓣ', '?_', 'Ⓞ?', '_Ⓝ'),
        (seed, moves, specials) => {
          const rng = Rng.fromSeed(`oracle-wefter-property/${seed}`, 1);
          const generated = randomGameBoard(rng, FIXTURE_GRAPH, PLAIN, { moves, stackBias: 0.5 });
          const position = { ...generated, board: withSpecialTops(generated.board, rng) };
          expectSameAsBruteForce(oracle, position, rackWith(rng, 2, specials));
        },
      ),
      { numRuns: 8 },
    );
  });

  const words = graphOf([
    'RACECAR',
    'RACE',
    'ARE',
    'AR',
    'CAR',
    'CAT',
    'BAT',
    'HAT',
    'AT',
    'OAT',
    'COT',
  ]);
  const small = new Oracle(words, WEFTER);
  const rowOf = (word: string, c: number): Board =>
    withTiles(
      emptyBoard(11),
      [...word].map((letter, k) => ({ r: 5, c: c + k, letter })),
    );

  it('a blank on the second C of RACECAR and an E after it make RACE and ARE', () => {
    const position = { board: rowOf('RACECAR', 2), firstPlay: false };
    const plays = expectSameAsBruteForce(small, position, '_E');
    const split = plays.find(
      (p) =>
        playKey(p.placements) ===
        playKey([
          { r: 5, c: 6, letter: '_' },
          { r: 5, c: 9, letter: 'E' },
        ]),
    );
    expect(split?.words.map((w) => w.word)).toEqual(['RACE', 'ARE']);
    // RACE 1+1+3+1 (old tiles, no bonus) + ARE 1+1+1×3 (the E on a letter-×3 square).
    expect(split?.score).toBe(11);
  });

  it('a wild resolves to every letter that makes a word, placed in lower case, and never to the letter it covers', () => {
    const position = { board: rowOf('AT', 5), firstPlay: false };
    const plays = expectSameAsBruteForce(small, position, WILD);
    const before = plays
      .filter((p) => p.placements.length === 1 && p.placements[0]?.c === 4)
      .map((p) => p.placements[0]?.letter)
      .sort();
    expect(before).toEqual(['b', 'c', 'h', 'o']);
    // On the A of AT with a C before it: COT, never CAT (the wild must change the A).
    const onAt = expectSameAsBruteForce(small, position, WILD + 'C');
    const on55 = (letter: string) =>
      onAt.some((p) => p.placements.some((x) => x.r === 5 && x.c === 5 && x.letter === letter));
    expect(on55('o')).toBe(true);
    expect(on55('a')).toBe(false);
  });

  it('lists the same play from two identical wilds or rainbows once', () => {
    const position = { board: rowOf('AT', 5), firstPlay: false };
    const one = new AllPlays();
    small.generate(position, '?', one);
    const two = new AllPlays();
    small.generate(position, '??', two);
    const keys = two.plays().map((p) => playKey(p.placements));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(one.plays().map((p) => playKey(p.placements))));
    const rainbow = new AllPlays();
    small.generate(position, 'ⒸⒸ', rainbow);
    expect(rainbow.plays().map((p) => p.tiles)).toEqual(['Ⓒ']);
  });
});

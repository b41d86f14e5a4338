import { emptyBoard } from '../../../src/board';
import { Rng } from '../../../src/rng';
import type { Ruleset } from '../../../src/ruleset';
import type { WordGraph } from '../../../src/wordgraph';
import { junkBoard, randomGameBoard, randomRack, type RackPosition } from './positions';

/** A rack of `count` tiles that holds the Qu tile. */
function rackWithQu(rng: Rng, ruleset: Ruleset, count: number): string {
  const rest = randomRack(rng, ruleset, count + 2).replaceAll('Q', '');
  const at = rng.below(count);
  const others = rest.slice(0, count - 1);
  return others.slice(0, at) + 'Q' + others.slice(at);
}

/** A rack of `count` tiles with at least two pairs of equal letters. */
function rackWithDuplicates(rng: Rng, ruleset: Ruleset, count: number): string {
  const base = randomRack(rng, ruleset, Math.max(2, count - 2));
  const twice = (base[0] ?? 'E') + (base[1] ?? 'S');
  return (base + twice).slice(0, count);
}

/**
 * The seeded positions of the equivalence test, by kind. Deterministic: the same
 * lexicon and ruleset always give the same positions.
 */
export function equivalenceSuite(
  lexicon: WordGraph,
  ruleset: Ruleset,
): Record<string, RackPosition[]> {
  const rng = Rng.fromSeed('oracle-equivalence-v1', 1); // pinned positions
  const suite: Record<string, RackPosition[]> = {};
  const add = (kind: string, position: Omit<RackPosition, 'label'>) => {
    const list = (suite[kind] ??= []);
    list.push({ ...position, label: `${kind} #${list.length}` });
  };
  const size = ruleset.board.size;

  for (let k = 0; k < 40; k++) {
    const tiles = k < 30 ? 3 + (k % 4) : 7; // 3–6 tiles, ten full racks
    add('opening', {
      board: emptyBoard(size),
      firstPlay: true,
      rack: randomRack(rng, ruleset, tiles),
    });
  }
  for (let k = 0; k < 90; k++) {
    const game = randomGameBoard(rng, lexicon, ruleset, { moves: 2 + (k % 9) });
    add('early and mid game', { ...game, rack: randomRack(rng, ruleset, 3 + (k % 3)) });
  }
  for (let k = 0; k < 50; k++) {
    const game = randomGameBoard(rng, lexicon, ruleset, { moves: 18 + (k % 15) });
    add('crowded', { ...game, rack: randomRack(rng, ruleset, 3 + (k % 3)) });
  }
  for (let k = 0; k < 40; k++) {
    const game = randomGameBoard(rng, lexicon, ruleset, { moves: 10 + (k % 12), stackBias: 0.8 });
    add('tall stacks', { ...game, rack: randomRack(rng, ruleset, 3 + (k % 3)) });
  }
  for (let k = 0; k < 30; k++) {
    const game = randomGameBoard(rng, lexicon, ruleset, { moves: k % 10 });
    add('Qu rack', { ...game, rack: rackWithQu(rng, ruleset, 3 + (k % 3)) });
  }
  for (let k = 0; k < 30; k++) {
    const game = randomGameBoard(rng, lexicon, ruleset, { moves: k % 12 });
    add('duplicate letters', { ...game, rack: rackWithDuplicates(rng, ruleset, 4 + (k % 2)) });
  }
  for (let k = 0; k < 30; k++) {
    const board = junkBoard(rng, ruleset, 6 + (k % 20), ruleset.maxStackHeight);
    add('junk stacks', {
      board,
      firstPlay: k % 10 === 9,
      rack: randomRack(rng, ruleset, 3 + (k % 3)),
    });
  }
  for (let k = 0; k < 16; k++) {
    const game = randomGameBoard(rng, lexicon, ruleset, {
      moves: 3 + k,
      stackBias: k % 2 === 0 ? 0 : 0.5,
    });
    const rack = k % 4 === 3 ? rackWithQu(rng, ruleset, 7) : randomRack(rng, ruleset, 7);
    add('full rack mid game', { ...game, rack });
  }
  return suite;
}

import { expect } from 'vitest';
import type { Board } from '../../../src/board';
import type { WordGraph } from '../../../src/wordgraph';
import {
  AllPlays,
  BestByEquity,
  TopN,
  bestByScore,
  type FoundPlay,
  type Oracle,
  type Play,
} from '../../../src/oracle/index';
import type { Ruleset } from '../../../src/ruleset';
import { bruteForcePlays, playKey } from './brute-force';
import { prefixTest } from './lexicons';

/**
 * The Oracle's full list for `rack` equals the brute force's (each play once, with its
 * words and score), and every other recorder agrees with that list: the top 3, the best
 * by score, and the best by `equity` with and without the pruning bound. Returns the list.
 */
export function expectSameAsBruteForce(
  oracle: Oracle,
  ruleset: Ruleset,
  lexicon: WordGraph,
  position: { board: Board; firstPlay: boolean },
  rack: string,
  equity: (play: FoundPlay) => number,
): Play[] {
  const expected = bruteForcePlays(
    position.board,
    rack,
    ruleset,
    lexicon,
    prefixTest(lexicon),
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
  const pruned = new BestByEquity(equity, { maxExtra: 2 });
  oracle.generate(position, rack, pruned);
  const unpruned = new BestByEquity(equity);
  oracle.generate(position, rack, unpruned);
  expect(pruned.best()).toEqual(unpruned.best());
  return plays;
}

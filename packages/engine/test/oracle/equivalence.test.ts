/**
 * Proof of correctness: on 326 seeded positions the Oracle lists exactly the plays a
 * brute force finds by asking the rules checker (R7–R21) about every placement along
 * every line, with the same scores and words; and its top-N and best-only recorders
 * agree with its full list. `pnpm test` checks every third position of each kind;
 * `pnpm test:deep` checks them all.
 */
import { describe, expect, it } from 'vitest';
import type { JudgedPlay } from '../../src/judge';
import {
  AllPlays,
  BestByEquity,
  CountPlays,
  Oracle,
  TopN,
  bestByScore,
  type FoundPlay,
  type Play,
} from '../../src/oracle/index';
import { WORDRISE } from '../../src/rulesets/wordrise';
import { bruteForcePlays, playKey } from './helpers/brute-force';
import { FIXTURE_GRAPH, prefixTest } from './helpers/lexicons';
import { maxHeightOf, tilesOn, type RackPosition } from './helpers/positions';
import { DEEP } from '../helpers/depth';
import { equivalenceSuite } from './helpers/suite';

const oracle = new Oracle(FIXTURE_GRAPH, WORDRISE);
const isPrefix = prefixTest(FIXTURE_GRAPH);
const suite = equivalenceSuite(FIXTURE_GRAPH, WORDRISE);
/** The positions this run checks: all of them when deep, else every third of each kind. */
const checked = (positions: RackPosition[]) =>
  DEEP ? positions : positions.filter((_, i) => i % 3 === 0);

/** A bot-like equity: score plus a small value for the tiles kept (bounded by 3). */
function leaveEquity(play: FoundPlay): number {
  const counts = play.leaveCounts;
  let extra = 0;
  for (const vowel of [0, 4, 8, 14, 20]) if ((counts[vowel] ?? 0) > 0) extra += 0.5; // keep a vowel
  if ((counts[18] ?? 0) > 0) extra += 0.5; // an S
  return play.score + Math.min(extra, 3);
}

function asJudged(play: Play): JudgedPlay {
  const { placements, direction, words, bonus, score } = play;
  return { placements, direction, words, bonus, score };
}

function check(position: RackPosition): { plays: number; judged: number } {
  const { board, firstPlay, rack } = position;
  const stats = { judged: 0 };
  const expected = bruteForcePlays(
    board,
    rack,
    WORDRISE,
    FIXTURE_GRAPH,
    isPrefix,
    firstPlay,
    stats,
  );

  const all = new AllPlays();
  oracle.generate({ board, firstPlay }, rack, all);
  const plays = all.plays();
  expect(all.count).toBe(plays.length);
  const keys = plays.map((p) => playKey(p.placements));
  expect(new Set(keys).size, `${position.label}: a play is listed twice`).toBe(keys.length);

  const missing = [...expected.keys()].filter((k) => !keys.includes(k));
  const extra = keys.filter((k) => !expected.has(k));
  expect({ missing, extra }, position.label).toEqual({ missing: [], extra: [] });
  for (const [i, play] of plays.entries()) {
    const judged = expected.get(keys[i] as string);
    expect(asJudged(play), `${position.label}: ${keys[i]}`).toEqual(
      judged && asJudged({ ...judged, tiles: '' }),
    );
    expect(play.tiles).toBe(play.placements.map((p) => p.letter).join(''));
  }

  // Contract order: score, more tiles, row, column, direction, letters.
  for (let i = 1; i < plays.length; i++) {
    const a = plays[i - 1] as Play;
    const b = plays[i] as Play;
    const ka = [
      -a.score,
      -a.placements.length,
      a.placements[0]?.r,
      a.placements[0]?.c,
      a.direction === 'across' ? 0 : 1,
    ];
    const kb = [
      -b.score,
      -b.placements.length,
      b.placements[0]?.r,
      b.placements[0]?.c,
      b.direction === 'across' ? 0 : 1,
    ];
    const cmp =
      ka.map((x, j) => Math.sign((x as number) - (kb[j] as number))).find((s) => s !== 0) ?? 0;
    expect(cmp <= 0 && (cmp < 0 || a.tiles <= b.tiles), `${position.label}: order at ${i}`).toBe(
      true,
    );
  }

  // The same search with other recorders: top 5, best by score, best by equity.
  const top = new TopN(5);
  oracle.generate({ board, firstPlay }, rack, top);
  expect(top.plays()).toEqual(plays.slice(0, 5));
  const best = bestByScore();
  oracle.generate({ board, firstPlay }, rack, best);
  expect(best.best()).toEqual(plays[0] ?? null);

  const pruned = new BestByEquity(leaveEquity, { maxExtra: 3 });
  oracle.generate({ board, firstPlay }, rack, pruned);
  const unpruned = new BestByEquity(leaveEquity);
  oracle.generate({ board, firstPlay }, rack, unpruned);
  expect(pruned.best()).toEqual(unpruned.best());
  expect(pruned.value).toBe(unpruned.value);

  return { plays: plays.length, judged: stats.judged };
}

/** Search nodes of a full count and of a best-only search (which may skip branches). */
function work(position: RackPosition): { all: number; best: number } {
  const { board, firstPlay, rack } = position;
  oracle.generate({ board, firstPlay }, rack, new CountPlays());
  const all = oracle.nodes;
  oracle.generate({ board, firstPlay }, rack, bestByScore());
  return { all, best: oracle.nodes };
}

describe('the Oracle agrees with the brute force, play for play (R7–R21)', () => {
  const totals = { positions: 0, plays: 0, judged: 0 };
  for (const [kind, positions] of Object.entries(suite)) {
    it(`${kind}: ${checked(positions).length} of ${positions.length} positions`, () => {
      for (const position of checked(positions)) {
        const { plays, judged } = check(position);
        totals.positions++;
        totals.plays += plays;
        totals.judged += judged;
      }
    });
  }

  it('skips branches when only the best play is wanted', () => {
    const all = Object.values(suite).flat(); // cheap: no brute force
    const total = all.map(work).reduce((a, b) => ({ all: a.all + b.all, best: a.best + b.best }));
    expect(total.best).toBeLessThan(total.all * 0.95);
  });

  it('covers the required kinds of positions', () => {
    const all = Object.values(suite).flat();
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(all.filter((p) => p.firstPlay && tilesOn(p.board) === 0).length).toBeGreaterThanOrEqual(
      30,
    );
    expect(all.filter((p) => tilesOn(p.board) >= 30).length).toBeGreaterThanOrEqual(20);
    expect(all.filter((p) => maxHeightOf(p.board) >= 4).length).toBeGreaterThanOrEqual(20);
    expect(all.filter((p) => maxHeightOf(p.board) === 5).length).toBeGreaterThanOrEqual(10);
    expect(all.filter((p) => p.rack.includes('Q')).length).toBeGreaterThanOrEqual(30);
    expect(all.filter((p) => new Set(p.rack).size < p.rack.length).length).toBeGreaterThanOrEqual(
      30,
    );
    expect(all.filter((p) => p.rack.length === 7).length).toBeGreaterThanOrEqual(20);
    // The totals of the runs above (printed for the README's figures).
    if (totals.positions > 0) {
      console.log(
        `equivalence: ${totals.positions} positions, ${totals.plays} plays compared, ${totals.judged} placements judged`,
      );
    }
  });
});

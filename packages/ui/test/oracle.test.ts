import type { Placement } from '@wordrise/engine';
import { describe, expect, it } from 'vitest';
import {
  filterPlays,
  isStackingPlay,
  NO_ORACLE_FILTER,
  playKey,
  playSummary,
  rankPlays,
  samePlay,
  type OraclePlay,
} from '../src/lib/oracle';
import { KS, makeBoard, QU } from './helpers';

const board = makeBoard({ '4,4': 'C', '4,5': 'A', '4,6': 'T' });
const at = (r: number, c: number, letter: string): Placement => ({ r, c, letter });

const cot: OraclePlay = {
  placements: [at(4, 5, 'O')],
  score: 3,
  words: [{ word: 'COT', score: 3 }],
};
const cats: OraclePlay = {
  placements: [at(4, 7, 'S')],
  score: 8,
  words: [{ word: 'CATS', score: 8 }],
};
const quit: OraclePlay = {
  placements: [at(5, 3, 'Q'), at(5, 4, 'I'), at(5, 5, 'T')],
  score: 12,
  words: [
    { word: 'QIT', score: 8 },
    { word: 'CI', score: 4 },
  ],
};
const chat: OraclePlay = {
  placements: [at(4, 5, 'H'), at(4, 6, 'A'), at(4, 7, 'T')],
  score: 8,
  words: [{ word: 'CHAT', score: 6 }],
};
const plays = [cot, cats, quit, chat];

describe('Oracle helpers', () => {
  it('ranks by points, keeping the order of equal scores', () => {
    expect(rankPlays(plays)).toEqual([quit, cats, chat, cot]);
  });

  it('tells stacking plays apart', () => {
    expect(isStackingPlay(cot, board)).toBe(true);
    expect(isStackingPlay(cats, board)).toBe(false);
    expect(isStackingPlay(chat, board)).toBe(true);
  });

  it('filters by word, QU or Q alike, and finds Q-I plays from "QUI"', () => {
    const only = (text: string) => filterPlays(plays, { ...NO_ORACLE_FILTER, text }, board, QU);
    expect(only('quit')).toEqual([quit]);
    expect(only('QIT')).toEqual([quit]);
    expect(only('qui')).toEqual([quit]);
    expect(only('ci')).toEqual([quit]);
    expect(only('at')).toEqual([cats, chat]);
    expect(only('  ')).toEqual(rankPlays(plays));
    expect(only('zzz')).toEqual([]);
  });

  it('filters by tiles and by stacking', () => {
    expect(filterPlays(plays, { ...NO_ORACLE_FILTER, minTiles: 3 }, board, QU)).toEqual([
      quit,
      chat,
    ]);
    expect(filterPlays(plays, { ...NO_ORACLE_FILTER, stackingOnly: true }, board, QU)).toEqual([
      chat,
      cot,
    ]);
    expect(filterPlays(plays, { text: 'a', minTiles: 2, stackingOnly: true }, board, QU)).toEqual([
      chat,
    ]);
  });

  it('identifies plays by their placements, in any order', () => {
    const shuffled = {
      ...quit,
      placements: [quit.placements[2]!, quit.placements[0]!, quit.placements[1]!],
    };
    expect(playKey(quit)).toBe('5,3=Q;5,4=I;5,5=T');
    expect(samePlay(quit, shuffled)).toBe(true);
    expect(samePlay(quit, cot)).toBe(false);
    expect(samePlay(quit, null)).toBe(false);
  });

  it('summarises a play', () => {
    expect(playSummary(quit, QU, board)).toBe('QUIT 8, CI 4 — 12 points, 3 tiles');
    expect(playSummary(cot, QU, board)).toBe('COT 3 — 3 points, 1 tile, stacked');
    // A full rack's bonus is named, as the move list names it (R20).
    const seven: OraclePlay = {
      placements: [...'DRINKERS'.slice(0, 7)].map((l, i) => at(8, i, l)),
      score: 31,
      words: [{ word: 'DRINKERS', score: 11 }],
    };
    expect(playSummary(seven, QU)).toBe('DRINKERS 11 (+20 bonus) — 31 points, 7 tiles');
  });

  it("reads words and the filter with another ruleset's spellings", () => {
    const axe: OraclePlay = {
      placements: [at(3, 6, 'A'), at(5, 6, 'X')],
      score: 6,
      words: [{ word: 'TAX', score: 6 }],
    };
    const asks: OraclePlay = {
      placements: [at(4, 7, 'S'), at(4, 8, 'K'), at(4, 9, 'S')],
      score: 9,
      words: [{ word: 'CATSKS', score: 9 }],
    };
    const all = [...plays, axe, asks];
    const only = (text: string) => filterPlays(all, { ...NO_ORACLE_FILTER, text }, board, KS);
    expect(only('taks')).toEqual([axe]);
    expect(only('tax')).toEqual([axe]);
    expect(only('ks')).toEqual([asks, axe]);
    // Without a Qu tile, "QUI" is just Q, U, I: no word here has it.
    expect(only('qui')).toEqual([]);
    expect(only('qit')).toEqual([quit]);
    expect(playSummary(quit, KS, board)).toBe('QIT 8, CI 4 — 12 points, 3 tiles');
    expect(playSummary(axe, KS)).toBe('TAKS 6 — 6 points, 2 tiles');
  });
});

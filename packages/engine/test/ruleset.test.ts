import { describe, expect, it } from 'vitest';
import { emptyBoard, runLetters } from '../src/board';
import { judgePlay } from '../src/judge';
import { RULESET_KEYS, TIMEOUT_POLICIES, type Ruleset } from '../src/ruleset';
import { RULESETS, getRuleset, isRulesetKey } from '../src/rulesets/index';
import { WORDRISE } from '../src/rulesets/wordrise';
import { line } from './helpers/board';
import { setLexicon } from './helpers/lexicon';

describe('rulesets', () => {
  it('registers every key once, under its own key', () => {
    for (const key of RULESET_KEYS) expect(RULESETS[key].key).toBe(key);
    expect(Object.keys(RULESETS).sort()).toEqual([...RULESET_KEYS].sort());
  });

  it('looks rulesets up by key; unknown keys give undefined', () => {
    expect(getRuleset('wordrise')).toBe(WORDRISE);
    expect(getRuleset('upwords')).toBeUndefined();
    expect(getRuleset('toString')).toBeUndefined();
    expect(isRulesetKey('wordrise')).toBe(true);
  });

  it('holds the WordRise numbers as data', () => {
    expect(WORDRISE).toMatchObject({
      rackSize: 7,
      maxStackHeight: 5,
      players: { min: 2, max: 4 },
      scoring: {
        flatPointsPerTile: 2,
        flatQuBonus: 2,
        tileCountBonuses: [{ tiles: 7, points: 20 }],
        endPenaltyPerTile: 5,
      },
      exchange: { maxTiles: 1, minBag: 1, returnBeforeDraw: true },
      end: { noWordRounds: 3 },
      timeout: { kind: 'forfeit' },
    });
    expect(TIMEOUT_POLICIES).toContain(WORDRISE.timeout.kind);
  });

  it('nothing WordRise-specific is wired outside the value: an 8 × 8 variant judges on its own board', () => {
    const small: Ruleset = {
      ...WORDRISE,
      board: {
        size: 8,
        startSquares: [
          { r: 3, c: 3 },
          { r: 3, c: 4 },
          { r: 4, c: 3 },
          { r: 4, c: 4 },
        ],
      },
    };
    const lexicon = setLexicon(['cat']);
    const judge = (r: number, c: number) =>
      judgePlay(emptyBoard(8), line(r, c, 'across', 'CAT'), small, lexicon, { firstPlay: true });
    expect(judge(3, 1)).toMatchObject({ ok: true });
    expect(judge(5, 4)).toMatchObject({ ok: false, error: { rule: 'R12' } });
    expect(judge(7, 6)).toMatchObject({ ok: false, error: { rule: 'INPUT' } });
  });

  it('hooks replace what data cannot say: word scores and rack penalties', () => {
    const values: Record<string, number> = { C: 3, A: 1, T: 1 };
    const lettered: Ruleset = {
      ...WORDRISE,
      hooks: {
        scoreWord: ({ board, run }) =>
          [...runLetters(board, run)].reduce((sum, t) => sum + (values[t] ?? 0), 0),
        rackPenalty: (rack) => [...rack].reduce((sum, t) => sum + (values[t] ?? 0), 0),
      },
    };
    const judged = judgePlay(
      emptyBoard(10),
      line(4, 4, 'across', 'CAT'),
      lettered,
      setLexicon(['cat']),
      {
        firstPlay: true,
      },
    );
    expect(judged).toMatchObject({ ok: true, score: 5 });
    expect(lettered.hooks.rackPenalty('CC', lettered)).toBe(6);
  });
});

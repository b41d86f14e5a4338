/**
 * Golden play counts (perft-style) for a fixed suite of positions with the English
 * word graph: total, by number of tiles, and the three best plays. A change here
 * means the Oracle's output changed: regenerate with golden/make-golden.ts only on
 * purpose, and review the diff.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDefaultLexicon } from '../../bin/lexicon';
import { boardFromRows } from '../../src/board';
import { AllPlays, CountPlays, Oracle } from '../../src/oracle/index';
import { UPWORDS_8 } from '../../src/rulesets/upwords-8';
import { WORDRISE } from '../../src/rulesets/wordrise';
import { goldenEntry, type GoldenFile } from './golden/golden';

const goldenFile = (name: string) =>
  JSON.parse(readFileSync(new URL(`./golden/${name}`, import.meta.url), 'utf8')) as GoldenFile;

describe.each([
  ['WordRise', 'english-suite.json', WORDRISE],
  ['upwords-8', 'upwords-8-suite.json', UPWORDS_8],
] as const)('golden play counts, English word graph, %s (R7–R21)', (_, name, ruleset) => {
  const golden = goldenFile(name);
  const lexicon = loadDefaultLexicon();
  const oracle = new Oracle(lexicon, ruleset);

  it('is the word list the file was made with', () => {
    expect(lexicon.wordCount).toBe(golden.lexiconWords);
    expect(golden.positions.length).toBeGreaterThanOrEqual(20);
  });

  it.each(golden.positions.map((p) => [p.name, p] as const))('%s', (_, entry) => {
    const position = { board: boardFromRows(entry.cells), firstPlay: entry.firstPlay };
    const all = new AllPlays();
    oracle.generate(position, entry.rack, all);
    expect(goldenEntry(entry.name, entry.cells, entry.firstPlay, entry.rack, all.plays())).toEqual(
      entry,
    );
    const count = new CountPlays();
    oracle.generate(position, entry.rack, count);
    expect(count.count).toBe(entry.count);
  });
});

/**
 * The brute force against the Oracle on the real English word graph (274k words)
 * with full 7-tile racks: two openings, two mid-game and two late-game positions
 * of the golden suite, play for play, with scores and words (R7–R21).
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { loadDefaultLexicon } from '../../bin/lexicon';
import { boardFromRows } from '../../src/board';
import { AllPlays, Oracle } from '../../src/oracle/index';
import { WORDRISE } from '../../src/rulesets/wordrise';
import { bruteForcePlays, playKey } from './helpers/brute-force';
import { prefixTest } from './helpers/lexicons';
import type { GoldenFile } from './golden/golden';

const golden = JSON.parse(
  readFileSync(new URL('./golden/english-suite.json', import.meta.url), 'utf8'),
) as GoldenFile;
const chosen = ['opening 2', 'opening 3', 'mid-game 1', 'mid-game 3', 'late-game 1', 'late-game 6'];

it.each(chosen)('English graph, 7 tiles: %s agrees with the brute force', (prefix) => {
  const entry = golden.positions.find((p) => p.name.startsWith(`${prefix} `));
  if (!entry) throw new Error(`no golden position ${prefix}`);
  expect(entry.rack.length).toBe(7);
  const lexicon = loadDefaultLexicon();
  const board = boardFromRows(entry.cells);
  const expected = bruteForcePlays(
    board,
    entry.rack,
    WORDRISE,
    lexicon,
    prefixTest(lexicon),
    entry.firstPlay,
  );
  const all = new AllPlays();
  new Oracle(lexicon, WORDRISE).generate({ board, firstPlay: entry.firstPlay }, entry.rack, all);
  const plays = all.plays();
  expect(plays.length).toBe(expected.size);
  for (const play of plays) {
    const judged = expected.get(playKey(play.placements));
    expect(judged, playKey(play.placements)).toBeDefined();
    expect({ ...play, tiles: undefined }).toEqual({ ...judged, ok: undefined, tiles: undefined });
  }
});

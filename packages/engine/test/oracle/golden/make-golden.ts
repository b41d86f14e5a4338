/**
 * Writes english-suite.json: a fixed suite of positions (seeded self-play with the
 * English word graph) with the Oracle's play counts — in total and by number of
 * tiles, like a chess engine's perft file — and its three best plays. The golden
 * test then holds the Oracle to these figures. Regenerate only on purpose (a rule
 * or word-list change), and review the diff:
 *
 *   pnpm exec tsx test/oracle/golden/make-golden.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadDefaultLexicon } from '../../../bin/lexicon';
import { benchSuite } from '../../../bench/suite';
import { boardToRows } from '../../../src/board';
import { AllPlays, Oracle } from '../../../src/oracle/index';
import { WORDRISE } from '../../../src/rulesets/wordrise';
import { goldenEntry, type GoldenFile } from './golden';

const lexicon = loadDefaultLexicon();
const oracle = new Oracle(lexicon, WORDRISE);
const suite = benchSuite(lexicon, WORDRISE, 7, 'oracle-golden-v1');
const file: GoldenFile = {
  about:
    'Oracle play counts for a fixed suite (English word graph, WordRise rules). ' +
    'Written by make-golden.ts; checked by golden.test.ts.',
  lexiconWords: lexicon.wordCount,
  positions: suite.map((p) => {
    const all = new AllPlays();
    oracle.generate({ board: p.board, firstPlay: p.firstPlay }, p.rack, all);
    return goldenEntry(p.name, boardToRows(p.board), p.firstPlay, p.rack, all.plays());
  }),
};
const out = fileURLToPath(new URL('./english-suite.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
console.log(`wrote ${out}: ${file.positions.length} positions`);

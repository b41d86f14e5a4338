/**
 * Writes english-suite.json (WordRise) and upwords-8-suite.json: a fixed suite of positions per ruleset (seeded self-play with the
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
import type { Ruleset } from '../../../src/ruleset';
import { UPWORDS_8 } from '../../../src/rulesets/upwords-8';
import { WORDRISE } from '../../../src/rulesets/wordrise';
import { goldenEntry, type GoldenFile } from './golden';

const lexicon = loadDefaultLexicon();

/** One golden file per ruleset: its own seeded suite of 7 positions per phase. */
function write(ruleset: Ruleset, seed: string, name: string): void {
  const oracle = new Oracle(lexicon, ruleset);
  const suite = benchSuite(lexicon, ruleset, 7, seed);
  const file: GoldenFile = {
    about:
      `Oracle play counts for a fixed suite (English word graph, ${ruleset.name} rules). ` +
      'Written by make-golden.ts; checked by golden.test.ts.',
    lexiconWords: lexicon.wordCount,
    positions: suite.map((p) => {
      const all = new AllPlays();
      oracle.generate({ board: p.board, firstPlay: p.firstPlay }, p.rack, all);
      return goldenEntry(p.name, boardToRows(p.board), p.firstPlay, p.rack, all.plays());
    }),
  };
  const out = fileURLToPath(new URL(`./${name}`, import.meta.url));
  writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`wrote ${out}: ${file.positions.length} positions`);
}

write(WORDRISE, 'oracle-golden-v1', 'english-suite.json');
write(UPWORDS_8, 'oracle-golden-upwords-8-v1', 'upwords-8-suite.json');

/**
 * Re-measures the bots' strength figures (`BOT_STRENGTH` in src/bots/levels.ts) on every
 * ruleset: for each level, `wordrise selfplay --games N --bots LEVEL,greedy --seed S
 * --ruleset KEY --json` (greedy against greedy for greedy), run one at a time, in process
 * (the command's own code, the word list loaded once).
 *
 *   pnpm --filter @wordrise/engine exec tsx bench/bot-strength.ts [--games 200] [--seed 1] [--ruleset wordrise,upwords-8,wefter] [--level beginner,casual,greedy,champion]
 *
 * Prints, per run, a line as it finishes (with the level's mean lead over greedy per game and
 * its 95% interval, from the per-pair spreads) and, at the end, a Markdown table (mean score with
 * a 95% interval from the per-pair means: the two games of a pair share a deal, pairs are
 * independent) and the `BOT_STRENGTH` entries to paste into levels.ts.
 */
import { performance } from 'node:perf_hooks';
import { loadDefaultLexicon } from '../bin/lexicon';
import { runSelfplayCommand, type SelfplayReport } from '../bin/commands/selfplay';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../src/bots/levels';
import type { Lexicon } from '../src/lexicon';
import { RULESET_KEYS, type RulesetKey } from '../src/ruleset';
import { isRulesetKey } from '../src/rulesets/index';
import { option } from './stats';

const args = process.argv.slice(2);
const games = option('--games', '200', args);
const seed = option('--seed', '1', args);
const rulesets = option('--ruleset', RULESET_KEYS.join(','), args).split(',');
const levels = option('--level', BOT_LEVELS.join(','), args).split(',');
const bad = [...rulesets.filter((k) => !isRulesetKey(k)), ...levels.filter((l) => !isBotLevel(l))];
if (bad.length > 0) throw new Error(`unknown ruleset or level: ${bad.join(', ')}`);

let lexicon: Lexicon | undefined;
const loadLexicon = (): Lexicon => (lexicon ??= loadDefaultLexicon());

interface Measured {
  readonly ruleset: RulesetKey;
  readonly level: BotLevel;
  readonly report: SelfplayReport;
  /** Half the 95% interval of the level's mean score. */
  readonly halfInterval: number;
  /** The level's mean lead over greedy per game, and half its 95% interval (per-pair spreads). */
  readonly spread: number;
  readonly spreadHalfInterval: number;
  readonly seconds: number;
}

/** The mean of independent values and half its 95% interval (1.96 standard errors). */
function meanInterval(xs: readonly number[]): { mean: number; half: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1);
  return { mean, half: 1.96 * Math.sqrt(variance / n) };
}

function measure(ruleset: RulesetKey, level: BotLevel): Measured {
  const pairMeans: number[] = [];
  const pairSpreads: number[] = [];
  let out = '';
  const t0 = performance.now();
  const code = runSelfplayCommand(
    ['--games', games, '--bots', `${level},greedy`, '--seed', seed, '--ruleset', ruleset, '--json'],
    {
      out: (text) => (out += text),
      err: (text) => process.stderr.write(`${text}\n`),
      loadLexicon,
      onGame: (game, [score, greedy]) => {
        if (game % 2 === 0) {
          pairMeans.push(score / 2);
          pairSpreads.push((score - greedy) / 2);
        } else {
          pairMeans[pairMeans.length - 1]! += score / 2;
          pairSpreads[pairSpreads.length - 1]! += (score - greedy) / 2;
        }
      },
    },
  );
  if (code !== 0) process.exit(code);
  const means = meanInterval(pairMeans);
  const spreads = meanInterval(pairSpreads);
  return {
    ruleset,
    level,
    report: JSON.parse(out) as SelfplayReport,
    halfInterval: means.half,
    spread: spreads.mean,
    spreadHalfInterval: spreads.half,
    seconds: (performance.now() - t0) / 1000,
  };
}

const results: Measured[] = [];
for (const ruleset of rulesets as RulesetKey[]) {
  for (const level of levels as BotLevel[]) {
    const m = measure(ruleset, level);
    results.push(m);
    const [ours] = Object.values(m.report.bots);
    console.error(
      `${ruleset} ${level}: mean ${ours?.meanScore} ±${m.halfInterval.toFixed(1)}, lead over greedy ${m.spread.toFixed(1)} ±${m.spreadHalfInterval.toFixed(1)} a game, think ${ours?.meanThinkMs} ms/move (max ${ours?.maxThinkMs}), ${m.seconds.toFixed(0)} s`,
    );
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const winRate = (t: { wins: number; ties: number }, n: number) => (t.wins + t.ties / 2) / n;
console.log(`${games} games a run, --seed ${seed}, ${new Date().toISOString().slice(0, 10)}\n`);
console.log(
  "| ruleset | level vs greedy | games | wins | losses | ties | score % | mean score (95% interval) | greedy's mean | mean think ms/move | wall time |",
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { ruleset, level, report, halfInterval, seconds } of results) {
  const [ours, greedy] = Object.values(report.bots);
  if (!ours || !greedy) continue;
  console.log(
    `| \`${ruleset}\` | \`${level}\` | ${report.games} | ${ours.wins} | ${ours.losses} | ${ours.ties} | ${pct(winRate(ours, report.games))} | ${ours.meanScore.toFixed(1)} (±${halfInterval.toFixed(1)}) | ${greedy.meanScore.toFixed(1)} | ${ours.meanThinkMs.toFixed(2)} | ${seconds < 10 ? seconds.toFixed(1) : seconds.toFixed(0)} s |`,
  );
}
console.log('\nBOT_STRENGTH entries (levels.ts):');
for (const ruleset of rulesets) {
  console.log(`  ${/^[a-z]+$/.test(ruleset) ? ruleset : `'${ruleset}'`}: {`);
  for (const { level, report } of results.filter((r) => r.ruleset === ruleset)) {
    const [ours] = Object.values(report.bots);
    if (!ours) continue;
    console.log(
      `    ${level}: { averageScore: ${ours.meanScore}, winRateVsGreedy: ${winRate(ours, report.games)}, games: ${report.games} },`,
    );
  }
  console.log('  },');
}

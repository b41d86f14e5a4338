/**
 * Leave tables head to head: the champion with the table learned for a ruleset
 * (`leavesFor`) against the same champion with WordRise's table, on that ruleset's
 * games. Paired games exactly like `wordrise selfplay` (games 2k and 2k+1 share the
 * deal, seats swapped), so the deal's luck cancels within a pair.
 *
 *   pnpm exec tsx bench/leave-match.ts --ruleset upwords-8 --games 200 [--seed 1] [--static]
 *
 * `--static`: both sides play static equity only (score + leave, no simulation), which
 * isolates the table. Prints the learned table's score % ((wins + ties / 2) / games),
 * its mean spread per game with a 95% interval from the per-pair spreads (the pairs are
 * independent, the two games of a pair are not), and both sides' mean scores.
 */
import { performance } from 'node:perf_hooks';
import { loadDefaultLexicon } from '../bin/lexicon';
import { CHAMPION_CONFIG, type ChampionConfig } from '../src/bots/champion';
import { LEARNED_LEAVES, botPlayer, leavesFor, playBotGame } from '../src/bots/index';
import { getRuleset } from '../src/rulesets/index';
import { option } from './stats';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string): string => option(name, fallback, args);
const ruleset = getRuleset(opt('--ruleset', 'upwords-8'));
if (!ruleset) throw new Error('unknown --ruleset');
const games = Number(opt('--games', '200'));
if (!(games >= 2 && games % 2 === 0)) throw new Error('--games must be an even number ≥ 2');
const seed = opt('--seed', '1');
const base: ChampionConfig = args.includes('--static')
  ? { ...CHAMPION_CONFIG, candidates: 1, samples: 0 }
  : CHAMPION_CONFIG;
const lexicon = loadDefaultLexicon();

let points = 0;
let ours = 0;
let theirs = 0;
const pairSpreads: number[] = [];
const t0 = performance.now();
for (let game = 0; game < games; game++) {
  const swap = game % 2 === 1;
  const botSeed = `${seed}:${game}`;
  const learned = botPlayer('champion', lexicon, {
    seed: botSeed,
    champion: { ...base, leaves: leavesFor(ruleset.key) },
  });
  const wordrise = botPlayer('champion', lexicon, {
    seed: botSeed,
    champion: { ...base, leaves: LEARNED_LEAVES },
  });
  const r = playBotGame({
    seed: `selfplay:${seed}:${Math.floor(game / 2)}`,
    players: swap ? [wordrise, learned] : [learned, wordrise],
    lexicon,
    ruleset: ruleset.key,
    // upwords-8 counts no word-less rounds, so two bots that can only exchange would go on
    // for ever on a blocked board: past 300 moves they pass (which ends the game).
    maxMoves: 300,
  });
  const us = swap ? 1 : 0;
  const mine = r.final.players[us]?.score ?? 0;
  const other = r.final.players[1 - us]?.score ?? 0;
  points += mine > other ? 1 : mine === other ? 0.5 : 0;
  ours += mine;
  theirs += other;
  if (swap) pairSpreads[pairSpreads.length - 1]! += mine - other;
  else pairSpreads.push(mine - other);
}
const pairs = pairSpreads.length;
const meanPair = pairSpreads.reduce((a, b) => a + b, 0) / pairs;
const sd = Math.sqrt(pairSpreads.reduce((a, b) => a + (b - meanPair) ** 2, 0) / (pairs - 1));
// Per game: half a pair's spread; 95% ≈ ± 1.96 standard errors.
const spread = meanPair / 2;
const half = (1.96 * sd) / Math.sqrt(pairs) / 2;
process.stdout.write(
  `${ruleset.key} ${args.includes('--static') ? 'static equity' : 'champion'}, ${games} games (seed ${seed}): ` +
    `learned table ${((100 * points) / games).toFixed(1)}%, spread ${spread >= 0 ? '+' : ''}${spread.toFixed(1)} ` +
    `(95% ${(spread - half).toFixed(1)} … ${(spread + half).toFixed(1)}), ` +
    `mean score ${(ours / games).toFixed(1)} vs ${(theirs / games).toFixed(1)} (WordRise table), ` +
    `${((performance.now() - t0) / 1000).toFixed(0)} s\n`,
);

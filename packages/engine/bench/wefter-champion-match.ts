/**
 * Word Wefter: the champion (with a given reply simulation) against greedy, in pairs of
 * games with the same deal and the seats swapped, as `wordrise selfplay` deals them
 * (same game and bot seeds). Prints the champion's score %, the mean spread per game
 * with a 95% interval (1.96 standard errors of the per-pair spreads) and think times.
 *
 *   pnpm --filter @wordrise/engine exec tsx bench/wefter-champion-match.ts [--games 20] [--seed 1] [--candidates 8] [--samples 8] [--blank-samples 2] [--weight 1]
 */
import { performance } from 'node:perf_hooks';
import { SELFPLAY_MAX_MOVES } from '../bin/commands/selfplay';
import { loadDefaultLexicon } from '../bin/lexicon';
import { botPlayer, playBotGame } from '../src/bots/game';
import { WEFTER_CHAMPION_CONFIG, type WefterChampionConfig } from '../src/bots/wefter-champion';
import { option } from './stats';

const games = Number(option('--games', '20'));
const seed = option('--seed', '1');
const d = WEFTER_CHAMPION_CONFIG;
const config: WefterChampionConfig = {
  candidates: Number(option('--candidates', String(d.candidates))),
  samples: Number(option('--samples', String(d.samples))),
  blankBoardSamples: Number(option('--blank-samples', String(d.blankBoardSamples))),
  replyWeight: Number(option('--weight', String(d.replyWeight))),
};
const lexicon = loadDefaultLexicon();
const now = () => performance.now();
const pairSpreads: number[] = [];
let wins = 0;
let ties = 0;
let champ = 0;
let greedy = 0;
let moves = 0;
let thinkMs = 0;
let maxThinkMs = 0;
let greedyMoves = 0;
let greedyThinkMs = 0;
let greedyMaxThinkMs = 0;
const pairMeans: number[] = [];
const t0 = now();
for (let game = 0; game < games; game++) {
  const swap = game % 2 === 1;
  const championSeat = swap ? 1 : 0;
  const botSeed = `${seed}:${game}`;
  const players = [0, 1].map((seat) =>
    seat === championSeat
      ? botPlayer('champion', lexicon, { seed: botSeed, wefterChampion: config })
      : botPlayer('greedy', lexicon, { seed: botSeed }),
  );
  const result = playBotGame({
    seed: `selfplay:${seed}:${Math.floor(game / 2)}`,
    players,
    lexicon,
    now,
    ruleset: 'wefter',
    maxMoves: SELFPLAY_MAX_MOVES,
  });
  const c = result.final.players[championSeat]?.score ?? 0;
  const g = result.final.players[1 - championSeat]?.score ?? 0;
  champ += c;
  greedy += g;
  if (result.winners.length > 1) ties++;
  else if (result.winners[0] === championSeat) wins++;
  const stats = result.seats[championSeat];
  moves += stats?.moves ?? 0;
  thinkMs += stats?.thinkMs ?? 0;
  maxThinkMs = Math.max(maxThinkMs, stats?.maxThinkMs ?? 0);
  greedyMoves += result.seats[1 - championSeat]?.moves ?? 0;
  greedyThinkMs += result.seats[1 - championSeat]?.thinkMs ?? 0;
  greedyMaxThinkMs = Math.max(greedyMaxThinkMs, result.seats[1 - championSeat]?.maxThinkMs ?? 0);
  if (game % 2 === 0) pairMeans.push(c / 2);
  else pairMeans[pairMeans.length - 1]! += c / 2;
  if (game % 2 === 0) pairSpreads.push((c - g) / 2);
  else pairSpreads[pairSpreads.length - 1]! += (c - g) / 2;
  console.error(
    `game ${game}: champion ${c} greedy ${g} (${((now() - t0) / 1000).toFixed(0)} s, think ${(thinkMs / Math.max(1, moves)).toFixed(0)} ms/move)`,
  );
}
/** The mean and half its 95% interval (pairs are independent). */
function interval(xs: readonly number[]): { mean: number; half: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1);
  return { mean, half: 1.96 * Math.sqrt(variance / n) };
}
const spread = interval(pairSpreads);
const championInterval = interval(pairMeans);
console.log(
  JSON.stringify({
    config,
    games,
    seed,
    wins,
    ties,
    losses: games - wins - ties,
    scorePercent: Math.round((1000 * (wins + ties / 2)) / games) / 10,
    championMean: Math.round((10 * champ) / games) / 10,
    championMeanHalfInterval: Math.round(10 * championInterval.half) / 10,
    greedyMean: Math.round((10 * greedy) / games) / 10,
    spread: Math.round(10 * spread.mean) / 10,
    spreadHalfInterval: Math.round(10 * spread.half) / 10,
    meanThinkMs: Math.round(thinkMs / Math.max(1, moves)),
    maxThinkMs: Math.round(maxThinkMs),
    greedyMeanThinkMs: Math.round(greedyThinkMs / Math.max(1, greedyMoves)),
    greedyMaxThinkMs: Math.round(greedyMaxThinkMs),
    seconds: Math.round((now() - t0) / 1000),
  }),
);

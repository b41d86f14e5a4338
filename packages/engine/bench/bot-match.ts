/**
 * Tuning matches for the champion: a variant of its configuration against
 * `greedy`, paired games with swapped seats exactly like `wordrise selfplay`.
 *
 *   pnpm exec tsx bench/bot-match.ts --games 100 --variant static [--seed 1]
 *
 * Variants (see VARIANTS below) change one thing at a time from CHAMPION_CONFIG.
 */
import { performance } from 'node:perf_hooks';
import { loadDefaultLexicon } from '../bin/lexicon';
import { CHAMPION_CONFIG, type ChampionConfig } from '../src/bots/champion';
import { ZERO_LEAVES, botPlayer, playBotGame } from '../src/bots/index';
import { option } from './stats';

const VARIANTS: Record<string, Partial<ChampionConfig>> = {
  default: {},
  static: { candidates: 1, samples: 0 },
  'static-zero': { candidates: 1, samples: 0, leaves: ZERO_LEAVES },
  'sim-zero': { leaves: ZERO_LEAVES },
  'k8-n8': { candidates: 8, samples: 8 },
  'k16-n16': { candidates: 16, samples: 16 },
  'k20-n24': { candidates: 20, samples: 24 },
  'reply-half': { replyWeight: 0.5, plies: 1 },
  ply1: { plies: 1 },
  'ply2-k8-n8': { candidates: 8, samples: 8 },
  'ply2-k12-n20': { candidates: 12, samples: 20 },
  'reply-quarter': { replyWeight: 0.25, plies: 1 },
  'no-endgame': { endgameDepth: 0, endgameCandidates: 0 },
};

const args = process.argv.slice(2);
const opt = (name: string, fallback: string): string => option(name, fallback, args);
const games = Number(opt('--games', '100'));
const seed = opt('--seed', '1');
const names = opt('--variant', 'default').split(',');
const lexicon = loadDefaultLexicon();

for (const name of names) {
  const variant = VARIANTS[name];
  if (!variant) throw new Error(`unknown variant ${name}`);
  const config: ChampionConfig = { ...CHAMPION_CONFIG, ...variant };
  let points = 0;
  let spread = 0;
  let score = 0;
  let moves = 0;
  let think = 0;
  let max = 0;
  const t0 = performance.now();
  for (let game = 0; game < games; game++) {
    const swap = game % 2 === 1;
    const botSeed = `${seed}:${game}`;
    const champ = botPlayer('champion', lexicon, { seed: botSeed, champion: config });
    const greedy = botPlayer('greedy', lexicon, { seed: botSeed });
    const r = playBotGame({
      seed: `selfplay:${seed}:${Math.floor(game / 2)}`,
      players: swap ? [greedy, champ] : [champ, greedy],
      lexicon,
      now: () => performance.now(),
    });
    const c = swap ? 1 : 0;
    const mine = r.final.players[c]?.score ?? 0;
    const theirs = r.final.players[1 - c]?.score ?? 0;
    points += mine > theirs ? 1 : mine === theirs ? 0.5 : 0;
    spread += mine - theirs;
    score += mine;
    const s = r.seats[c];
    moves += s?.moves ?? 0;
    think += s?.thinkMs ?? 0;
    max = Math.max(max, s?.maxThinkMs ?? 0);
  }
  process.stdout.write(
    `${name.padEnd(12)} ${games} games: ${((100 * points) / games).toFixed(1)}% spread ${(spread / games).toFixed(1)} score ${(score / games).toFixed(1)} think ${(think / moves).toFixed(2)} ms (max ${max.toFixed(0)}) ${((performance.now() - t0) / 1000).toFixed(0)} s\n`,
  );
}

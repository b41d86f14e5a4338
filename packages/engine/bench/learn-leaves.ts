/**
 * Learns the champion's leave values by self-play and rewrites
 * `src/bots/leave-table.ts` (macondo/wolges style: leave = what the kept tiles are
 * worth on the turns to come).
 *
 *   pnpm exec tsx bench/learn-leaves.ts [--ruleset wordrise] [--games 3000] [--generations 3] [--gamma 0.5] [--seed leaves] [--dry]
 *
 * One table per ruleset (its bag): `--ruleset wordrise` rewrites `leave-table.ts`,
 * `--ruleset upwords-8` rewrites `leave-table-upwords-8.ts`.
 *
 * Each generation plays `--games` two-player games of that ruleset on the English word list in
 * which both seats choose the play of highest static equity (score + leave under
 * the previous generation's table; generation 1 starts from all zeros, i.e.
 * greedy) and keeps, for every play or exchange made while the bag still held at
 * least 7 tiles afterwards, the leave's features and a target:
 *
 *   y = the same seat's score on its next turn + gamma · V(its leave then)
 *
 * (the bootstrapped term only when that turn also left ≥ 7 in the bag). Ridge
 * regression y ≈ b + w·features(leave) gives the new weights w (b, the mean score
 * of a turn from a fresh rack, is dropped: the empty leave is worth 0). Games are
 * seeded `SEED:GENERATION:GAME`, so a run is reproducible. Then `pnpm exec prettier
 * --write` the file written.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadDefaultLexicon } from '../bin/lexicon';
import {
  LEAVE_FEATURES,
  ZERO_LEAVES,
  botPlayer,
  leaveFeatures,
  leaveValue,
  modelOfWeights,
  playBotGame,
  tileCounts,
  type LeaveModel,
} from '../src/bots/index';
import { CHAMPION_CONFIG, type ChampionConfig } from '../src/bots/champion';
import { takeFromRack } from '../src/rack';
import type { RulesetKey } from '../src/ruleset';
import { getRuleset } from '../src/rulesets/index';
import { option } from './stats';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string): string => option(name, fallback, args);
const GAMES = Number(opt('--games', '3000'));
const GENERATIONS = Number(opt('--generations', '3'));
const GAMMA = Number(opt('--gamma', '0.5'));
const SEED = opt('--seed', 'leaves');
const RULESET = getRuleset(opt('--ruleset', 'wordrise'));
if (!RULESET) throw new Error('unknown --ruleset');
/** Where each ruleset's table lives and what it is called (see `src/bots/leave-tables.ts`). */
const TABLES: Partial<Record<RulesetKey, { file: string; name: string }>> = {
  wordrise: { file: 'leave-table.ts', name: 'LEARNED_LEAVES' },
  'upwords-8': { file: 'leave-table-upwords-8.ts', name: 'UPWORDS_8_LEAVES' },
};
const TABLE = TABLES[RULESET.key];
if (!TABLE) throw new Error(`no leave table is learned for ${RULESET.key} yet`);
const BAG = Object.values(RULESET.tiles.distribution).reduce((a, b) => a + b, 0);
const RULESET_FLAG = RULESET.key === 'wordrise' ? '' : ` --ruleset ${RULESET.key}`;
const RIDGE = 1;
const MAX_MOVES = 300;
const dry = args.includes('--dry');

const lexicon = loadDefaultLexicon();

interface Sample {
  readonly leave: Uint8Array;
  readonly nextScore: number;
  /** The leave of the next turn, when it counts. */
  readonly nextLeave: Uint8Array | null;
}

function samplesOf(gameSeed: string, config: ChampionConfig): Sample[] {
  const player = botPlayer('champion', lexicon, { seed: gameSeed, champion: config });
  const game = playBotGame({
    seed: gameSeed,
    players: [player, player],
    lexicon,
    ruleset: RULESET?.key,
    // upwords-8 counts no word-less rounds (noWordRounds: null), so two bots that can only
    // exchange would exchange for ever on a blocked board: past MAX_MOVES they pass (ends it).
    maxMoves: MAX_MOVES,
  });
  const refill = RULESET?.rackSize ?? 7;
  let bag = game.initial.bag.length;
  // Per event: the seat, the leave kept (null: not a sample), the score.
  const turns: { seat: number; leave: Uint8Array | null; score: number }[] = [];
  for (const e of game.events) {
    let leave: Uint8Array | null = null;
    let score = 0;
    if (e.type === 'play') {
      score = e.score;
      bag -= e.drawn.length;
      const left = takeFromRack(e.rack, e.placements.map((p) => p.letter).join(''));
      if (left.ok && bag >= refill) leave = tileCounts(left.rack);
    } else if (e.type === 'exchange') {
      const left = takeFromRack(e.rack, e.tiles);
      if (left.ok && bag >= refill) leave = tileCounts(left.rack);
    }
    turns.push({ seat: e.seat, leave, score });
  }
  const out: Sample[] = [];
  turns.forEach((t, k) => {
    if (!t.leave) return;
    const next = turns.slice(k + 1).find((u) => u.seat === t.seat);
    if (!next) return;
    out.push({ leave: t.leave, nextScore: next.score, nextLeave: next.leave });
  });
  return out;
}

/** Solves (XᵀX + λI) w = Xᵀy with an unpenalized intercept (Gaussian elimination). */
function ridge(rows: Float64Array[], ys: number[], lambda: number): { b: number; w: Float64Array } {
  const d = LEAVE_FEATURES + 1;
  const A: Float64Array[] = Array.from({ length: d }, () => new Float64Array(d + 1));
  rows.forEach((x, n) => {
    const y = ys[n] as number;
    for (let i = 0; i < d; i++) {
      const xi = i === 0 ? 1 : (x[i - 1] as number);
      if (xi === 0) continue;
      const Ai = A[i] as Float64Array;
      for (let j = 0; j < d; j++)
        Ai[j] = (Ai[j] as number) + xi * (j === 0 ? 1 : (x[j - 1] as number));
      Ai[d] = (Ai[d] as number) + xi * y;
    }
  });
  for (let i = 1; i < d; i++)
    (A[i] as Float64Array)[i] = ((A[i] as Float64Array)[i] as number) + lambda;
  for (let col = 0; col < d; col++) {
    let pivot = col;
    for (let r = col + 1; r < d; r++)
      if (
        Math.abs((A[r] as Float64Array)[col] as number) >
        Math.abs((A[pivot] as Float64Array)[col] as number)
      )
        pivot = r;
    const swap = A[col] as Float64Array;
    A[col] = A[pivot] as Float64Array;
    A[pivot] = swap;
    const P = A[col] as Float64Array;
    const p = P[col] as number;
    for (let j = col; j <= d; j++) P[j] = (P[j] as number) / p;
    for (let r = 0; r < d; r++) {
      if (r === col) continue;
      const R = A[r] as Float64Array;
      const f = R[col] as number;
      if (f === 0) continue;
      for (let j = col; j <= d; j++) R[j] = (R[j] as number) - f * (P[j] as number);
    }
  }
  const sol = A.map((row) => row[d] as number);
  return { b: sol[0] as number, w: Float64Array.from(sol.slice(1)) };
}

let model: LeaveModel = ZERO_LEAVES;
let totalSamples = 0;
for (let gen = 1; gen <= GENERATIONS; gen++) {
  const t0 = performance.now();
  const config: ChampionConfig = { ...CHAMPION_CONFIG, leaves: model, candidates: 1, samples: 0 };
  const rows: Float64Array[] = [];
  const ys: number[] = [];
  for (let g = 0; g < GAMES; g++) {
    for (const s of samplesOf(`${SEED}:${gen}:${g}`, config)) {
      const x = new Float64Array(LEAVE_FEATURES);
      leaveFeatures(s.leave, x);
      rows.push(x);
      ys.push(s.nextScore + (s.nextLeave ? GAMMA * leaveValue(model, s.nextLeave) : 0));
    }
  }
  const { b, w } = ridge(rows, ys, RIDGE);
  model = modelOfWeights(Array.from(w, (v) => Math.round(v * 100) / 100));
  totalSamples = rows.length;
  const letters = model.letters
    .map((v, i) => `${String.fromCharCode(65 + i)}${v >= 0 ? '+' : ''}${v.toFixed(1)}`)
    .join(' ');
  process.stderr.write(
    `generation ${gen}: ${GAMES} games, ${rows.length} samples, mean next turn ${b.toFixed(1)}, ${((performance.now() - t0) / 1000).toFixed(1)} s\n  ${letters}\n`,
  );
}

const fmt = (xs: readonly number[]) => `[${xs.map((v) => String(v)).join(', ')}]`;
const text = `import type { LeaveModel } from './leave';

/**
 * The champion's leave values for ${RULESET.name} (\`${RULESET.key}\`, its ${BAG}-tile bag), learned by
 * self-play — do not edit by hand; rerun:
 *
 *   pnpm exec tsx bench/learn-leaves.ts${RULESET_FLAG} --games ${GAMES} --generations ${GENERATIONS} --gamma ${GAMMA} --seed ${SEED}
 *
 * ${GENERATIONS} generations of ${GAMES} two-player games each (English word list); in each, both
 * seats played the best static equity (score + the previous generation's leave) and a ridge
 * regression fitted the same seat's next-turn score (+ ${GAMMA} × the value of its next leave)
 * on the leave's features; ${totalSamples} leaves in the last generation. Points per tile kept
 * (A–Z), per extra copy of a letter (A–Z), and per v², c², v·c (v vowels, c consonants).
 */
export const ${TABLE.name}: LeaveModel = {
  letters: ${fmt(model.letters)},
  duplicates: ${fmt(model.duplicates)},
  vowels2: ${model.vowels2},
  consonants2: ${model.consonants2},
  vowelsConsonants: ${model.vowelsConsonants},
};
`;
if (dry) process.stdout.write(text);
else {
  const target = fileURLToPath(new URL(`../src/bots/${TABLE.file}`, import.meta.url));
  writeFileSync(target, text);
  process.stderr.write(`wrote ${target}\n`);
}

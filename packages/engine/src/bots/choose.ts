/**
 * `chooseBotAction`: the move a bot of a given level makes. Every level searches
 * with the Oracle (one generator, different recorders) and decides from a
 * `BotInput` — public information and its own rack only (R30).
 */
import type { Action } from '../actions';
import { oracleFor } from '../oracle/index';
import { AllPlays, bestByScore } from '../oracle/recorders';
import type { Play } from '../oracle/types';
import { Rng } from '../rng';
import type { GameState } from '../state';
import type { WordGraph } from '../wordgraph';
import { CHAMPION_CONFIG, bestExchange, championAction, type ChampionConfig } from './champion';
import { isCommonWord } from './common';
import { botInputOf, type BotInput } from './input';
import { leavesFor } from './leave-tables';
import type { BotLevel } from './levels';
import { bestWefterPlay, searchRack, wefterPlayAction } from './wefter';
import {
  WEFTER_CHAMPION_CONFIG,
  wefterChampionPlay,
  type WefterChampionConfig,
} from './wefter-champion';

export interface BotOptions {
  /**
   * Seeds the bot's own random choices (beginner/casual picks, champion's
   * simulated racks). The same state, seat and seed give the same action. It is
   * mixed with public facts of the position (move number, seat, board, rack), so
   * one seed per game is enough. Default: 0.
   */
  readonly seed?: string | number;
  /** Champion tuning (self-play experiments); default CHAMPION_CONFIG. */
  readonly champion?: ChampionConfig;
  /** Word Wefter champion tuning (self-play experiments); default WEFTER_CHAMPION_CONFIG. */
  readonly wefterChampion?: WefterChampionConfig;
}

/**
 * The action of a `level` bot sitting at `seat`. Reads only what `viewFor(state,
 * seat)` shows. `lexicon` must be a DAWG word graph (the Oracle's). When it is not
 * the seat's turn, or the game is over, the answer is a pass, which `apply` then
 * refuses (TURN / OVER / SEAT): a bot never acts out of turn.
 */
export function chooseBotAction(
  level: BotLevel,
  state: GameState,
  seat: number,
  lexicon: WordGraph,
  options: BotOptions = {},
): Action {
  const input = botInputOf(state, seat);
  if (!input || state.status !== 'playing' || state.toMove !== seat || !input.active[seat]) {
    return { type: 'pass', seat };
  }
  return decideBotAction(level, input, lexicon, options);
}

/** The same decision from a `BotInput` (e.g. built from a `GameView` with `botInputFromView`). */
export function decideBotAction(
  level: BotLevel,
  input: BotInput,
  lexicon: WordGraph,
  options: BotOptions = {},
): Action {
  // Version 1 (32-bit state) on purpose: these numbers hide nothing. They only vary
  // the bot's choices and come from public facts (the seed is the game id) plus the
  // bot's own rack, which its move reveals as much as it likes; the bag's order is
  // never in them. Keeping version 1 keeps bot games and the measured levels as they were.
  const rng = Rng.fromSeed(
    `${level}|${String(options.seed ?? 0)}|${input.moveNumber}|${input.seat}|${input.rack}|${input.board.cells.join(',')}`,
    1,
  );
  if (input.ruleset.market && (level === 'greedy' || level === 'champion')) {
    return marketAction(level, input, lexicon, rng, options.wefterChampion);
  }
  switch (level) {
    case 'beginner':
      return pickEveryday(input, lexicon, rng, BEGINNER);
    case 'casual':
      return pickEveryday(input, lexicon, rng, CASUAL);
    case 'greedy':
      return greedyAction(input, lexicon);
    case 'champion':
      return championAction(input, lexicon, rng, options.champion ?? CHAMPION_CONFIG);
  }
}

/** `greedy`: the highest-scoring play; with none, exchange the worst tile (R22), else pass. */
function greedyAction(input: BotInput, lexicon: WordGraph): Action {
  const recorder = bestByScore();
  oracleFor(lexicon, input.ruleset).generate(input, input.rack, recorder);
  const best = recorder.best();
  if (best) return { type: 'play', seat: input.seat, placements: best.placements };
  return noPlay(input);
}

/**
 * Word Wefter's `greedy` and `champion`: greedy takes the best play by points − cost,
 * buying market tiles when that pays; the champion adds the leave and takes off the
 * opponent's mean best reply over sampled racks (`wefter-champion.ts`).
 */
function marketAction(
  level: 'greedy' | 'champion',
  input: BotInput,
  lexicon: WordGraph,
  rng: Rng,
  config: WefterChampionConfig = WEFTER_CHAMPION_CONFIG,
): Action {
  const best =
    level === 'greedy'
      ? bestWefterPlay(input, lexicon, 0)
      : wefterChampionPlay(input, lexicon, rng, config);
  return best ? wefterPlayAction(input, best) : noPlay(input);
}

/** No play: exchange the tile whose loss leaves the best rack, or pass when the bag is too small. */
function noPlay(input: BotInput): Action {
  const exchange = bestExchange(input, leavesFor(input.ruleset.key));
  return exchange
    ? { type: 'exchange', seat: input.seat, tiles: exchange.tile }
    : { type: 'pass', seat: input.seat };
}

interface EverydayStyle {
  /** Most tiles the bot likes to place at once. */
  readonly maxTiles: number;
  /** Whether cross words must be everyday words too (else the main word only). */
  readonly allWords: boolean;
  /** Chance weights of the 1st, 2nd, … best-scoring plays it likes. */
  readonly weights: readonly number[];
}

/** `beginner`: short everyday words, a random one of its six best (often not the best). */
const BEGINNER: EverydayStyle = { maxTiles: 4, allWords: true, weights: [1, 1, 1, 1, 1, 1] };
/** `casual`: everyday main words of any length, usually the best of them. */
const CASUAL: EverydayStyle = { maxTiles: 7, allWords: false, weights: [6, 3, 1] };

function pickEveryday(input: BotInput, lexicon: WordGraph, rng: Rng, style: EverydayStyle): Action {
  const all = new AllPlays();
  oracleFor(lexicon, input.ruleset).generate(input, searchRack(input.rack), all);
  if (all.count === 0) return noPlay(input);
  const plays = all.plays();
  const liked = (p: Play) =>
    p.tiles.length <= style.maxTiles &&
    (style.allWords
      ? p.words.every((w) => isCommonWord(w.word))
      : isCommonWord(p.words[0]?.word ?? ''));
  let pool = plays.filter(liked);
  // Nothing familiar: the short plays, then anything.
  if (pool.length === 0) pool = plays.filter((p) => p.tiles.length <= style.maxTiles);
  if (pool.length === 0) pool = plays;
  const weights = style.weights.slice(0, pool.length);
  const total = weights.reduce((a, b) => a + b, 0);
  let x = rng.below(total);
  let k = 0;
  while (k < weights.length - 1 && x >= (weights[k] as number)) {
    x -= weights[k] as number;
    k++;
  }
  const play = pool[k] as Play;
  return { type: 'play', seat: input.seat, placements: play.placements };
}

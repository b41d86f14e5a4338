/**
 * Word Wefter's `champion`: `greedy`'s value (points − cost) plus the leave, then a
 * look at the opponent's best reply. Wefter scores are large and multiply (word
 * bonuses, tall stacks, rainbow tiles), so what a play opens for the opponent
 * matters more than the tiles it keeps: the best plays by points − cost + leave go
 * on to a 1-ply simulation in which the next opponent answers each of them with its
 * best-scoring play from a few sampled racks (the same racks for every candidate),
 * and the play with the best value − weight × mean reply wins.
 *
 * Bounded work: the sampled racks are plain letters (`unseen` holds no wild or blank
 * tiles) and the opponent buys nothing, so a reply search takes the Oracle's fast
 * path — unless the board holds a blank tile, which forces the exact special search;
 * a candidate whose board holds one is simulated with fewer racks.
 */
import { withTiles, type Board } from '../board';
import { cheapestPurchase } from '../oracle/market-plays';
import { oracleFor } from '../oracle/index';
import { bestByScore } from '../oracle/recorders';
import type { Rng } from '../rng';
import { BLANK } from '../tiles';
import type { WordGraph } from '../wordgraph';
import type { BotInput } from './input';
import { leavesFor } from './leave-tables';
import { TopByEquity } from './recorders';
import { sampleTiles } from './sample';
import { wefterSearches, wefterValueOf, type BotPlay } from './wefter';

export interface WefterChampionConfig {
  /** Plays (by points − cost + leave) that go on to the simulation; 1 = none. */
  readonly candidates: number;
  /** Opponent racks sampled (the same for every candidate); 0 = no simulation. */
  readonly samples: number;
  /** Racks sampled for a candidate whose board holds a blank tile (the slow search). */
  readonly blankBoardSamples: number;
  /** Weight of the opponent's mean best reply (0 = ignore it). */
  readonly replyWeight: number;
}

export const WEFTER_CHAMPION_CONFIG: WefterChampionConfig = {
  candidates: 8,
  samples: 8,
  blankBoardSamples: 2,
  replyWeight: 1,
};

/**
 * The `n` best plays by points − cost + `leaveWeight` × leave, best first, over the
 * searches of `wefterSearches` (a play found by both searches counted once, with its
 * better value; ties keep the first search's order, as `bestWefterPlay` does).
 */
export function topWefterPlays(
  input: BotInput,
  lexicon: WordGraph,
  leaveWeight: number,
  n: number,
): BotPlay[] {
  const model = leavesFor(input.ruleset.key);
  const oracle = oracleFor(lexicon, input.ruleset);
  const rack = input.rack;
  const found = new Map<string, BotPlay>();
  const order: string[] = [];
  for (const { tiles, offer } of wefterSearches(rack, input.market)) {
    const top = new TopByEquity(
      n,
      wefterValueOf({ rack, searched: tiles, offer, model, leaveWeight }),
    );
    oracle.generate(input, tiles, top);
    for (const { play, value } of top.plays()) {
      if (value === -Infinity) continue;
      const purchase = cheapestPurchase(rack, play.tiles, offer);
      if (!purchase) continue;
      const key = JSON.stringify(play.placements);
      const before = found.get(key);
      if (before && before.value >= value) continue;
      if (!before) order.push(key);
      found.set(key, { play, buy: purchase.buy, cost: purchase.cost, value });
    }
  }
  const plays = order.map((key) => found.get(key) as BotPlay);
  // Stable: equal values keep the order found.
  plays.sort((a, b) => b.value - a.value);
  return plays.slice(0, n);
}

/** The next active seat after the bot's; null when it plays alone. */
function nextOpponent(input: BotInput): number | null {
  const n = input.active.length;
  for (let step = 1; step < n; step++) {
    const seat = (input.seat + step) % n;
    if (input.active[seat]) return seat;
  }
  return null;
}

function holdsBlank(board: Board): boolean {
  return board.cells.some((stack) => stack.includes(BLANK));
}

/**
 * Word Wefter's champion play: the best of the top plays by points − cost + leave
 * once the opponent's mean best reply is taken off; null when there is no play.
 */
export function wefterChampionPlay(
  input: BotInput,
  lexicon: WordGraph,
  rng: Rng,
  config: WefterChampionConfig = WEFTER_CHAMPION_CONFIG,
): BotPlay | null {
  const leaveWeight = Math.min(1, input.bagCount / Math.max(1, input.ruleset.rackSize));
  const candidates = topWefterPlays(input, lexicon, leaveWeight, Math.max(1, config.candidates));
  const first = candidates[0] ?? null;
  const opponent = nextOpponent(input);
  if (
    candidates.length < 2 ||
    opponent === null ||
    config.samples < 1 ||
    config.replyWeight === 0 ||
    input.lastTurn === true
  ) {
    return first;
  }
  const rackSize = Math.min(input.rackCounts[opponent] ?? 0, input.unseen.length);
  if (rackSize === 0) return first;
  const racks = Array.from({ length: config.samples }, () =>
    sampleTiles(input.unseen, rackSize, rng),
  );
  const oracle = oracleFor(lexicon, input.ruleset);
  const reply = bestByScore();
  let best = first;
  let bestValue = -Infinity;
  for (const candidate of candidates) {
    const board = withTiles(input.board, candidate.play.placements);
    const count = holdsBlank(board)
      ? Math.min(racks.length, Math.max(1, config.blankBoardSamples))
      : racks.length;
    let total = 0;
    for (let k = 0; k < count; k++) {
      oracle.generate({ board, firstPlay: false }, racks[k] as string, reply);
      total += reply.best()?.score ?? 0;
    }
    const value = candidate.value - (config.replyWeight * total) / count;
    if (value > bestValue) {
      bestValue = value;
      best = candidate;
    }
  }
  return best;
}

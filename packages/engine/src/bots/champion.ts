/**
 * The `champion` bot: equity = score + leave value (a table learned by self-play),
 * re-ranked by a short simulation of the opponent's best reply, with exchanges
 * valued by the same equity, and an exact-information endgame once the bag is
 * empty (the opponent's rack is then the unseen tiles) played out by rollouts that
 * count going out (R26) and the rack penalty (R29).
 */
import type { Action } from '../actions';
import { withTiles, type Board } from '../board';
import { oracleFor, type Oracle } from '../oracle/index';
import { AllPlays, BestByEquity, bestByScore } from '../oracle/recorders';
import type { FoundPlay, Play } from '../oracle/types';
import type { Rng } from '../rng';
import type { WordGraph } from '../wordgraph';
import type { BotInput } from './input';
import { leaveValue, tileCounts, type LeaveModel } from './leave';
import { leavesFor } from './leave-tables';
import { TopByEquity } from './recorders';
import { sampleTiles } from './sample';

export interface ChampionConfig {
  /** The leave table; absent: the one learned for the game's ruleset (`leavesFor`). */
  readonly leaves?: LeaveModel;
  /** Plays (by static equity) that go on to the simulation; 1 = no simulation. */
  readonly candidates: number;
  /** Opponent racks sampled per candidate (the same racks for every candidate). */
  readonly samples: number;
  /** Weight of the opponent's mean best reply in the final value (0 = ignore it). */
  readonly replyWeight: number;
  /**
   * 1: value = equity − replyWeight × the opponent's best reply. 2: play the
   * opponent's best reply and then our own best follow-up (by equity, from the leave
   * plus tiles drawn from the rest of the unseen tiles): value = score − reply +
   * follow-up equity, averaged over the samples.
   */
  readonly plies: 1 | 2;
  /** Plays considered in the endgame (bag empty, two players). */
  readonly endgameCandidates: number;
  /** Plies played out after each endgame candidate. */
  readonly endgameDepth: number;
}

export const CHAMPION_CONFIG: ChampionConfig = {
  candidates: 12,
  samples: 12,
  replyWeight: 1,
  plies: 2,
  endgameCandidates: 24,
  endgameDepth: 8,
};

interface Candidate {
  /** null: an exchange of `exchange`. */
  readonly play: Play | null;
  readonly exchange: string;
  /** Points scored now. */
  readonly score: number;
  /** Tiles kept. */
  readonly leave: string;
  readonly equity: number;
  readonly board: Board;
}

/** How much leave values count with `bag` tiles left: in full once a refill is sure. */
function leaveScale(input: BotInput): number {
  return Math.min(1, input.bagCount / input.ruleset.rackSize);
}

export function championAction(
  input: BotInput,
  lexicon: WordGraph,
  rng: Rng,
  config: ChampionConfig = CHAMPION_CONFIG,
): Action {
  const seat = input.seat;
  const opponents = activeOpponents(input);
  if (input.bagCount === 0 && opponents.length === 1) {
    const opponent = opponents[0] as number;
    if (input.unseen.length === input.rackCounts[opponent]) {
      return endgameAction(input, lexicon, opponent, config);
    }
  }
  const oracle = oracleFor(lexicon, input.ruleset);
  const scale = leaveScale(input);
  const model = config.leaves ?? leavesFor(input.ruleset.key);
  const top = new TopByEquity(
    Math.max(1, config.candidates),
    (p: FoundPlay) => p.score + scale * leaveValue(model, p.leaveCounts),
  );
  oracle.generate(input, input.rack, top);
  const candidates: Candidate[] = top.plays().map(({ play, value }) => ({
    play,
    exchange: '',
    score: play.score,
    leave: removeTiles(input.rack, play.tiles),
    equity: value,
    board: withTiles(input.board, play.placements),
  }));
  const exchange = bestExchange(input, model);
  if (exchange) {
    candidates.push({
      play: null,
      exchange: exchange.tile,
      score: 0,
      leave: removeTiles(input.rack, exchange.tile),
      equity: scale * exchange.value,
      board: input.board,
    });
  }
  if (candidates.length === 0) return { type: 'pass', seat };

  let best = candidates[0] as Candidate;
  const simulate =
    candidates.length > 1 && config.samples > 0 && config.replyWeight !== 0 && opponents.length > 0;
  if (simulate) {
    const opponent = opponents[0] as number;
    const rackSize = Math.min(input.rackCounts[opponent] ?? 0, input.unseen.length);
    // The same random deals for every candidate: the opponent's rack, then the order of the rest.
    const deals = Array.from({ length: config.samples }, () => {
      const shuffled = sampleTiles(input.unseen, input.unseen.length, rng);
      return { rack: shuffled.slice(0, rackSize), rest: shuffled.slice(rackSize) };
    });
    const value =
      config.plies === 2
        ? (c: Candidate) => twoPly(input, oracle, c, deals, scale, model)
        : (c: Candidate) => c.equity - config.replyWeight * meanReply(input, oracle, c, deals);
    let bestValue = -Infinity;
    for (const candidate of candidates) {
      const v = value(candidate);
      if (v > bestValue) {
        bestValue = v;
        best = candidate;
      }
    }
  } else {
    for (const candidate of candidates) if (candidate.equity > best.equity) best = candidate;
  }
  return best.play
    ? { type: 'play', seat, placements: best.play.placements }
    : { type: 'exchange', seat, tiles: best.exchange };
}

interface Deal {
  /** The opponent's rack. */
  readonly rack: string;
  /** The other unseen tiles, in the order we would draw them. */
  readonly rest: string;
}

function positionAfter(input: BotInput, c: Candidate) {
  return { board: c.board, firstPlay: c.play ? false : input.firstPlay };
}

/** The opponent's mean best score in reply to `c`. */
function meanReply(input: BotInput, oracle: Oracle, c: Candidate, deals: readonly Deal[]): number {
  const recorder = bestByScore();
  const position = positionAfter(input, c);
  let total = 0;
  for (const deal of deals) {
    oracle.generate(position, deal.rack, recorder);
    total += recorder.best()?.score ?? 0;
  }
  return total / deals.length;
}

/** Score now − the opponent's best reply + our best follow-up's equity, averaged. */
function twoPly(
  input: BotInput,
  oracle: Oracle,
  c: Candidate,
  deals: readonly Deal[],
  scale: number,
  model: LeaveModel,
): number {
  const reply = bestByScore();
  const ours = new BestByEquity(
    (p: FoundPlay) => p.score + scale * leaveValue(model, p.leaveCounts),
  );
  const position = positionAfter(input, c);
  const draw = Math.min(input.ruleset.rackSize - c.leave.length, input.bagCount);
  let total = 0;
  for (const deal of deals) {
    oracle.generate(position, deal.rack, reply);
    const answer = reply.best();
    const board = answer ? withTiles(position.board, answer.placements) : position.board;
    const rack = c.leave + deal.rest.slice(0, draw);
    oracle.generate({ board, firstPlay: answer ? false : position.firstPlay }, rack, ours);
    const follow = Number.isFinite(ours.value) ? ours.value : 0;
    total += c.score - (answer?.score ?? 0) + follow;
  }
  return total / deals.length;
}

function activeOpponents(input: BotInput): number[] {
  const n = input.active.length;
  const out: number[] = [];
  for (let step = 1; step < n; step++) {
    const seat = (input.seat + step) % n;
    if (input.active[seat]) out.push(seat);
  }
  return out;
}

/** The one-tile exchange (R22) keeping the best leave; null when the bag is too small. */
export function bestExchange(
  input: BotInput,
  model: LeaveModel,
): { tile: string; value: number } | null {
  const { maxTiles, minBag } = input.ruleset.exchange;
  if (maxTiles < 1 || input.bagCount < minBag || input.rack.length === 0) return null;
  const counts = tileCounts(input.rack);
  let best: { tile: string; value: number } | null = null;
  for (let i = 0; i < 26; i++) {
    const n = counts[i] ?? 0;
    if (n === 0) continue;
    counts[i] = n - 1;
    const value = leaveValue(model, counts);
    counts[i] = n;
    if (!best || value > best.value) best = { tile: String.fromCharCode(65 + i), value };
  }
  return best;
}

// ---------------------------------------------------------------------------
// Endgame: the bag is empty, so the opponent's rack is known exactly.

function removeTiles(rack: string, tiles: string): string {
  let left = rack;
  for (const t of tiles) {
    const at = left.indexOf(t);
    if (at >= 0) left = left.slice(0, at) + left.slice(at + 1);
  }
  return left;
}

function endgameAction(
  input: BotInput,
  lexicon: WordGraph,
  opponent: number,
  config: ChampionConfig,
): Action {
  const seat = input.seat;
  const oracle = oracleFor(lexicon, input.ruleset);
  const all = new AllPlays();
  oracle.generate(input, input.rack, all);
  // The best-scoring plays, and every play that goes out (R26), however low it scores.
  const plays = all
    .plays()
    .filter((p, k) => k < config.endgameCandidates || p.tiles.length === input.rack.length);
  const penalty = input.ruleset.scoring.endPenaltyPerTile;
  const oppRack = input.unseen;
  let bestAction: Action = { type: 'pass', seat };
  // Passing: the opponent moves on the same board; two passes in a row end the game.
  let bestValue = rollout(
    oracle,
    input.board,
    [input.rack, oppRack],
    1,
    input.passesInRow + 1,
    config.endgameDepth,
    penalty,
  );
  for (const play of plays) {
    const left = removeTiles(input.rack, play.tiles);
    let value: number;
    if (left.length === 0) value = play.score + penalty * oppRack.length;
    else {
      value =
        play.score +
        rollout(
          oracle,
          withTiles(input.board, play.placements),
          [left, oppRack],
          1,
          0,
          config.endgameDepth,
          penalty,
        );
    }
    if (value > bestValue) {
      bestValue = value;
      bestAction = { type: 'play', seat, placements: play.placements };
    }
  }
  return bestAction;
}

/**
 * Plays the endgame out from `board` with both sides choosing greedily (going out
 * when they can, else the best score) and returns the spread it adds for side 0
 * (us), rack penalties included. `toMove`: the side to move; `passes`: passes in
 * a row so far.
 */
function rollout(
  oracle: Oracle,
  board: Board,
  racks: [string, string],
  toMove: number,
  passes: number,
  depth: number,
  penalty: number,
): number {
  let spread = 0;
  let side = toMove;
  let current = board;
  const r: [string, string] = [racks[0], racks[1]];
  for (let ply = 0; ply < depth; ply++) {
    if (passes >= 2) return spread - penalty * r[0].length + penalty * r[1].length;
    const rack = r[side] as string;
    const otherLength = (r[1 - side] as string).length;
    // Going out (R26) first, then the best score.
    const outBonus = 1000 + penalty * otherLength;
    const recorder = new BestByEquity(
      (p: FoundPlay) => p.score + (p.tileCount === rack.length ? outBonus : 0),
      { maxExtra: outBonus },
    );
    oracle.generate({ board: current, firstPlay: false }, rack, recorder);
    const choice = recorder.best();
    if (!choice) {
      passes++;
    } else {
      passes = 0;
      spread += side === 0 ? choice.score : -choice.score;
      current = withTiles(current, choice.placements);
      r[side] = removeTiles(rack, choice.tiles);
      if ((r[side] as string).length === 0) {
        const bonus = penalty * otherLength;
        return spread + (side === 0 ? bonus : -bonus);
      }
    }
    side = 1 - side;
  }
  // Unfinished: assume about half the tiles left will be stuck.
  return spread - (penalty / 2) * (r[0].length - r[1].length);
}

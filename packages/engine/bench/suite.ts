/**
 * A fixed, seeded suite of positions for the Oracle benchmark and golden files:
 * openings (empty board), mid-game and late-game positions reached by self-play
 * with a real bag (R2, R3) where each turn one of the best few plays is chosen,
 * so boards look like games (crowded, stacked) rather than noise. Every play is
 * re-judged by the rules checker.
 */
import { emptyBoard, withTiles, type Board } from '../src/board';
import { judgePlay } from '../src/judge';
import { Oracle, TopN } from '../src/oracle/index';
import { Rng } from '../src/rng';
import type { Ruleset } from '../src/ruleset';
import type { WordGraph } from '../src/wordgraph';

export type Phase = 'opening' | 'mid-game' | 'late-game';

export interface SuitePosition {
  readonly name: string;
  readonly phase: Phase;
  readonly board: Board;
  readonly firstPlay: boolean;
  readonly rack: string;
}

function shuffled(rng: Rng, tiles: string): string {
  const a = [...tiles];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [a[i], a[j]] = [a[j] as string, a[i] as string];
  }
  return a.join('');
}

function fullBag(ruleset: Ruleset): string {
  return Object.entries(ruleset.tiles.distribution)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([letter, n]) => letter.repeat(n))
    .join('');
}

function removeTiles(rack: string, tiles: string): string {
  let left = rack;
  for (const t of tiles) {
    const at = left.indexOf(t);
    if (at >= 0) left = left.slice(0, at) + left.slice(at + 1);
  }
  return left;
}

/**
 * One self-play game of two players; returns the position (board and the rack of
 * the player to move) before every turn.
 */
export function selfPlayPositions(
  seed: string,
  lexicon: WordGraph,
  ruleset: Ruleset,
): { board: Board; firstPlay: boolean; rack: string; move: number; bag: number }[] {
  const rng = Rng.fromSeed(seed, 1); // version 1 keeps the pinned suite (and golden files) as they were
  const oracle = new Oracle(lexicon, ruleset);
  let bag = shuffled(rng, fullBag(ruleset));
  const racks = [bag.slice(0, ruleset.rackSize), bag.slice(ruleset.rackSize, 2 * ruleset.rackSize)];
  bag = bag.slice(2 * ruleset.rackSize);
  let board = emptyBoard(ruleset.board.size);
  let firstPlay = true;
  const out: { board: Board; firstPlay: boolean; rack: string; move: number; bag: number }[] = [];
  let passes = 0;
  for (let move = 0; move < 200 && passes < 4; move++) {
    const seat = move % 2;
    const rack = racks[seat] as string;
    if (rack.length === 0) break;
    out.push({ board, firstPlay, rack, move, bag: bag.length });
    const top = new TopN(4);
    oracle.generate({ board, firstPlay }, rack, top);
    const plays = top.plays();
    if (plays.length === 0) {
      passes++;
      continue;
    }
    passes = 0;
    const play = plays[rng.below(plays.length)];
    if (!play) continue;
    const judged = judgePlay(board, play.placements, ruleset, lexicon, { firstPlay, rack });
    if (!judged.ok || judged.score !== play.score)
      throw new Error(`self-play: the Oracle's play was refused (${seed}, move ${move})`);
    board = withTiles(board, play.placements);
    firstPlay = false;
    const kept = removeTiles(rack, play.tiles);
    const drawn = bag.slice(0, ruleset.rackSize - kept.length);
    bag = bag.slice(drawn.length);
    racks[seat] = kept + drawn;
  }
  return out;
}

/**
 * `perPhase` positions of each phase: openings are first turns of games;
 * mid-game positions are turns 6–14; late-game ones the last turns with at most
 * 10 tiles in the bag (full or nearly full racks).
 */
export function benchSuite(
  lexicon: WordGraph,
  ruleset: Ruleset,
  perPhase: number,
  seed = 'oracle-bench-v1',
): SuitePosition[] {
  const out: SuitePosition[] = [];
  const counts: Record<Phase, number> = { opening: 0, 'mid-game': 0, 'late-game': 0 };
  for (
    let game = 0;
    game < 10 * perPhase && Object.values(counts).some((n) => n < perPhase);
    game++
  ) {
    const rng = Rng.fromSeed(`${seed}/pick/${game}`, 1);
    const positions = selfPlayPositions(`${seed}/${game}`, lexicon, ruleset);
    const take = (phase: Phase, candidates: typeof positions) => {
      if (counts[phase] >= perPhase || candidates.length === 0) return;
      const p = candidates[rng.below(candidates.length)];
      if (!p) return;
      out.push({
        name: `${phase} ${counts[phase]} (game ${game}, move ${p.move})`,
        phase,
        board: p.board,
        firstPlay: p.firstPlay,
        rack: p.rack,
      });
      counts[phase]++;
    };
    take(
      'opening',
      positions.filter((p) => p.move === 0),
    );
    take(
      'mid-game',
      positions.filter((p) => p.move >= 6 && p.move <= 14),
    );
    take(
      'late-game',
      positions.filter((p) => p.bag <= 10 && p.rack.length >= 5),
    );
  }
  const order: Phase[] = ['opening', 'mid-game', 'late-game'];
  return out.sort((a, b) => order.indexOf(a.phase) - order.indexOf(b.phase));
}

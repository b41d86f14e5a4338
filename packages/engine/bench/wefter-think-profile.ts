/**
 * Word Wefter: where the champion's slow moves come from. Plays the same paired games as
 * `bench/wefter-champion-match.ts` (champion against greedy, seats swapped, same seeds) and
 * times every Oracle search the champion makes, by phase: its own top-plays searches (one
 * per `wefterSearches` entry: the rack, then the rack plus market tiles) and the reply
 * simulations (per candidate). Prints, for every champion move over `--slow` ms, the
 * position's facts (rack, wild/blank/rainbow tiles, blanks on the board, market offer),
 * each search's time, nodes and plays offered to its recorder, and the reply phase's total.
 * Ends with a summary line (JSON) and, with `--out FILE`, every move's record as JSON lines.
 *
 *   pnpm --filter @wordrise/engine exec tsx bench/wefter-think-profile.ts [--games 20] [--seed 3] [--slow 1000] [--out FILE]
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { SELFPLAY_MAX_MOVES } from '../bin/commands/selfplay';
import { loadDefaultLexicon } from '../bin/lexicon';
import { chooseBotAction } from '../src/bots/choose';
import { botPlayer, playBotGame, type BotPlayer } from '../src/bots/game';
import { botInputOf } from '../src/bots/input';
import { TopByEquity } from '../src/bots/recorders';
import { Oracle } from '../src/oracle/generator';
import type { FoundPlay, OraclePosition, Recorder } from '../src/oracle/types';
import { BLANK, WILD, isRainbow } from '../src/tiles';
import { option } from './stats';

const games = Number(option('--games', '20'));
const seed = option('--seed', '3');
const slowMs = Number(option('--slow', '1000'));
const outFile = option('--out', '');
const lexicon = loadDefaultLexicon();

interface SearchRecord {
  readonly phase: 'own' | 'reply';
  readonly rack: string;
  readonly boardBlanks: boolean;
  readonly ms: number;
  readonly nodes: number;
  readonly offered: number;
}

const holdsBlank = (position: OraclePosition) =>
  position.board.cells.some((stack) => stack.includes(BLANK));

// Every search of the champion's move is timed here (the Oracle is the only work it does).
let current: SearchRecord[] | null = null;
const generate = Oracle.prototype.generate;
Oracle.prototype.generate = function (position, rack, recorder: Recorder) {
  if (!current) return generate.call(this, position, rack, recorder);
  let offered = 0;
  const counting: Recorder = {
    get usesThreshold() {
      return recorder.usesThreshold;
    },
    get minScore() {
      return recorder.minScore;
    },
    begin: (context) => recorder.begin(context),
    record: (found: FoundPlay) => {
      offered++;
      recorder.record(found);
    },
  };
  const t = performance.now();
  generate.call(this, position, rack, counting);
  current.push({
    phase: recorder instanceof TopByEquity ? 'own' : 'reply',
    rack,
    boardBlanks: holdsBlank(position),
    ms: performance.now() - t,
    nodes: this.nodes,
    offered,
  });
};

interface MoveRecord {
  game: number;
  move: number;
  ms: number;
  rack: string;
  wilds: number;
  blanks: number;
  rainbows: number;
  boardBlanks: boolean;
  bag: number;
  offer: string | null;
  own: { rack: string; ms: number; nodes: number; offered: number }[];
  replies: number;
  replyMs: number;
  replyBlankBoards: number;
  replyBlankMs: number;
  replyMaxMs: number;
  action: string;
}

const moves: MoveRecord[] = [];
const t0 = performance.now();
for (let game = 0; game < games; game++) {
  const championSeat = game % 2 === 1 ? 1 : 0;
  const botSeed = `${seed}:${game}`;
  const champion: BotPlayer = (state, seat) => {
    const input = botInputOf(state, seat);
    current = [];
    const t = performance.now();
    const action = chooseBotAction('champion', state, seat, lexicon, { seed: botSeed });
    const ms = performance.now() - t;
    const searches = current;
    current = null;
    const rack = input?.rack ?? '';
    const replies = searches.filter((s) => s.phase === 'reply');
    const blankReplies = replies.filter((s) => s.boardBlanks);
    moves.push({
      game,
      move: state.moveNumber,
      ms,
      rack,
      wilds: [...rack].filter((t) => t === WILD).length,
      blanks: [...rack].filter((t) => t === BLANK).length,
      rainbows: [...rack].filter((t) => isRainbow(t)).length,
      boardBlanks: holdsBlank(state),
      bag: input?.bagCount ?? 0,
      offer: input?.market
        ? `${input.market.slots.map((s) => s || '-').join('')}/${input.market.budget}`
        : null,
      own: searches
        .filter((s) => s.phase === 'own')
        .map(({ rack, ms, nodes, offered }) => ({ rack, ms, nodes, offered })),
      replies: replies.length,
      replyMs: replies.reduce((a, s) => a + s.ms, 0),
      replyBlankBoards: blankReplies.length,
      replyBlankMs: blankReplies.reduce((a, s) => a + s.ms, 0),
      replyMaxMs: replies.reduce((a, s) => Math.max(a, s.ms), 0),
      action:
        action.type === 'play'
          ? action.placements.map((p) => p.letter).join('') +
            (action.buy ? ` buy ${action.buy.join(',')}` : '')
          : action.type,
    });
    const m = moves[moves.length - 1] as MoveRecord;
    if (ms >= slowMs) console.log(JSON.stringify(m));
    return action;
  };
  const players = [0, 1].map((seat) =>
    seat === championSeat ? champion : botPlayer('greedy', lexicon, { seed: botSeed }),
  );
  playBotGame({
    seed: `selfplay:${seed}:${Math.floor(game / 2)}`,
    players,
    lexicon,
    ruleset: 'wefter',
    maxMoves: SELFPLAY_MAX_MOVES,
  });
  console.error(`game ${game} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
}
if (outFile !== '') writeFileSync(outFile, moves.map((m) => JSON.stringify(m)).join('\n') + '\n');
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const slow = moves.filter((m) => m.ms >= slowMs);
console.log(
  JSON.stringify({
    games,
    seed,
    moves: moves.length,
    meanMs: Math.round(sum(moves.map((m) => m.ms)) / Math.max(1, moves.length)),
    maxMs: Math.round(Math.max(0, ...moves.map((m) => m.ms))),
    slowMoves: slow.length,
    slowOwnMs: Math.round(sum(slow.map((m) => sum(m.own.map((s) => s.ms))))),
    slowReplyMs: Math.round(sum(slow.map((m) => m.replyMs))),
    slowReplyBlankMs: Math.round(sum(slow.map((m) => m.replyBlankMs))),
  }),
);

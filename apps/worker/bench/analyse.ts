/**
 * How long the worker's `analyse_game` spends analysing a 40-move game: bot games
 * (greedy against casual, fixed seeds) are played with the engine until `--games`
 * of them have at least 40 moves; each is analysed `--runs` times with the engine's
 * `analyseGame` (what the task runs before its one write), on this one thread.
 *
 *   pnpm --filter @wordrise/worker bench:analyse [--games 5] [--runs 5]
 */
import { parseArgs } from 'node:util';
import {
  analyseGame,
  apply,
  chooseBotAction,
  newGame,
  type GameEvent,
  type GameState,
} from '@wordrise/engine';
import { serverLexicon } from '@wordrise/games';

const { values } = parseArgs({
  options: { games: { type: 'string', default: '5' }, runs: { type: 'string', default: '5' } },
});
const wanted = Number(values.games);
const runs = Number(values.runs);
const lexicon = serverLexicon('english');

function botGame(seed: string): { initial: GameState; events: GameEvent[] } {
  const created = newGame({ seed, players: 2, names: ['A', 'B'] });
  if (!created.ok) throw new Error(created.error.reason);
  const events: GameEvent[] = [];
  let state = created.state;
  while (state.status === 'playing') {
    const level = state.toMove === 0 ? 'greedy' : 'casual';
    const applied = apply(
      state,
      chooseBotAction(level, state, state.toMove, lexicon, { seed }),
      lexicon,
    );
    if (!applied.ok) throw new Error(applied.error.rule);
    state = applied.state;
    events.push(applied.event);
  }
  return { initial: created.state, events };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const times: number[] = [];
for (let i = 0, found = 0; found < wanted; i++) {
  const game = botGame(`bench-analyse-${i}`);
  if (game.events.length < 40) continue;
  found++;
  // The first 40 moves: a 40-move game (cut short, the log still replays).
  const events = game.events.slice(0, 40);
  const plays = events.filter((e) => e.type === 'play').length;
  const ms: number[] = [];
  for (let r = 0; r < runs; r++) {
    const started = performance.now();
    const analysed = analyseGame(game.initial, events, lexicon);
    ms.push(performance.now() - started);
    if (!analysed.ok) throw new Error(analysed.error.reason);
  }
  times.push(...ms);
  console.log(
    `game ${i}: 40 moves (${plays} plays): median ${median(ms).toFixed(0)} ms, ` +
      `min ${Math.min(...ms).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
  );
}
console.log(
  `all: ${times.length} analyses of 40 moves, median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
);

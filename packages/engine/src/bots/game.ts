/**
 * Bot-against-bot games (self-play): the engine of `wordrise selfplay` and of the
 * leave-learning script. Pure: the clock is passed in.
 */
import type { Action } from '../actions';
import { apply } from '../apply';
import { winners } from '../end';
import type { GameEvent } from '../events';
import { newGame, type GameState } from '../state';
import type { WordGraph } from '../wordgraph';
import { chooseBotAction, type BotOptions } from './choose';
import type { BotLevel } from './levels';

/** Decides one move for `seat` (a bot level with options, or anything else that picks actions). */
export type BotPlayer = (state: GameState, seat: number) => Action;

export function botPlayer(
  level: BotLevel,
  lexicon: WordGraph,
  options: BotOptions = {},
): BotPlayer {
  return (state, seat) => chooseBotAction(level, state, seat, lexicon, options);
}

export interface BotGameOptions {
  /** The game's seed (`newGame`): bag and first-player draw. */
  readonly seed: string;
  /** One player per seat, in seat order. */
  readonly players: readonly BotPlayer[];
  readonly lexicon: WordGraph;
  readonly ruleset?: string;
  /** Word Wefter: the game length (`newGame`'s `length`); default normal. */
  readonly length?: string;
  /** Milliseconds, for think times (e.g. `performance.now`); default: no timing. */
  readonly now?: () => number;
  /**
   * From this move number on, every seat passes instead of asking its player (which ends
   * the game). For rulesets that count no word-less rounds (`end.noWordRounds: null`:
   * upwords-8, wefter), where two bots that can only exchange on a blocked board would
   * exchange for ever. Default: no limit.
   */
  readonly maxMoves?: number;
}

export interface SeatStats {
  readonly moves: number;
  readonly thinkMs: number;
  readonly maxThinkMs: number;
}

export interface BotGame {
  readonly initial: GameState;
  readonly final: GameState;
  readonly events: readonly GameEvent[];
  /** Per seat: moves decided and time spent deciding. */
  readonly seats: readonly SeatStats[];
  /** Seats that won (several on a tie). */
  readonly winners: readonly number[];
}

/**
 * Plays one game to the end. Every action goes through `apply`; a refused action
 * is a bug in the bot and throws (with the rule it broke).
 */
export function playBotGame(options: BotGameOptions): BotGame {
  const created = newGame({
    ruleset: options.ruleset,
    ...(options.length !== undefined ? { length: options.length } : {}),
    seed: options.seed,
    players: options.players.length,
  });
  if (!created.ok) throw new Error(created.error.reason);
  const initial = created.state;
  const now = options.now ?? (() => 0);
  const stats = options.players.map(() => ({ moves: 0, thinkMs: 0, maxThinkMs: 0 }));
  const events: GameEvent[] = [];
  let state = initial;
  while (state.status === 'playing') {
    const seat = state.toMove;
    const player = options.players[seat];
    if (!player) throw new Error(`no player for seat ${seat}`);
    const start = now();
    const action: Action =
      options.maxMoves !== undefined && state.moveNumber >= options.maxMoves
        ? { type: 'pass', seat }
        : player(state, seat);
    const ms = now() - start;
    const s = stats[seat] as { moves: number; thinkMs: number; maxThinkMs: number };
    s.moves++;
    s.thinkMs += ms;
    if (ms > s.maxThinkMs) s.maxThinkMs = ms;
    const result = apply(state, action, options.lexicon);
    if (!result.ok) {
      throw new Error(
        `seat ${seat} made an illegal ${action.type} at move ${state.moveNumber}: ${result.error.rule} ${result.error.reason}`,
      );
    }
    state = result.state;
    events.push(result.event);
  }
  return { initial, final: state, events, seats: stats, winners: winners(state) };
}

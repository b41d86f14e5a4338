import type { SubmittedAction } from '@wordrise/games';
import type { BotLevel } from '@wordrise/db';
import {
  HIDDEN_TILE,
  chooseBotAction,
  getRuleset,
  type Action,
  type Board,
  type GameState,
  type WordGraph,
} from '@wordrise/engine';
import { fallbackBotAction } from './fallback';

/** What the worker's stand-in bot knows when it moves: public facts and its own rack (R30). */
export interface BotPosition {
  readonly board: Board;
  readonly firstPlay: boolean;
  readonly rack: string;
  readonly bagCount: number;
}

/**
 * The game as the bot in `seat` may see it: the other racks and the bag become
 * hidden tiles (counts stay public), the seed and the PRNG state are blanked, so
 * no bot can peek at what it may not know, whatever its code does. (The engine's
 * bots read only `viewFor(state, seat)` anyway; this makes it certain.)
 */
export function botView(state: GameState, seat: number): GameState {
  return {
    ...state,
    seed: '',
    rng: [0, 0, 0, 0],
    bag: HIDDEN_TILE.repeat(state.bag.length),
    players: state.players.map((p, i) =>
      i === seat ? p : { ...p, rack: HIDDEN_TILE.repeat(p.rack.length) },
    ),
  };
}

export interface DecideOptions {
  /** Seeds the bot's own random choices (public: the game id); same position + seed → same move. */
  seed?: string;
  /** Told when the engine's bot failed and the stand-in moved instead. */
  onFallback?: (error: unknown) => void;
}

/** The engine's action as the move path takes it (the server decides the seat). */
function submitted(action: Action): SubmittedAction {
  switch (action.type) {
    case 'play':
      // Word Wefter: what the bot buys from the marketplace goes with its play.
      return action.buy
        ? { type: 'play', placements: action.placements, buy: action.buy }
        : { type: 'play', placements: action.placements };
    case 'exchange':
      return { type: 'exchange', tiles: action.tiles };
    case 'resign':
      return { type: 'resign' };
    case 'pass':
      return action.buy ? { type: 'pass', buy: action.buy } : { type: 'pass' };
    case 'challenge':
      return { type: 'challenge' };
    case 'accept':
      return { type: 'accept' };
    case 'timeout':
      return { type: 'pass' }; // a bot never submits a timeout
  }
}

/**
 * The action of a `level` bot in `seat` on its turn, as the move path takes it:
 * the engine's `chooseBotAction` on the bot's view of the game. Should the
 * engine's bot throw, the worker's greedy stand-in (`fallback.ts`: best-scoring
 * play, else exchange one tile, else pass) moves instead, so a bot game never
 * hangs on a bot bug; `onFallback` hears about it.
 */
export function decideBotAction(
  level: BotLevel,
  state: GameState,
  seat: number,
  lexicon: WordGraph,
  options: DecideOptions = {},
): SubmittedAction {
  const view = botView(state, seat);
  try {
    return submitted(chooseBotAction(level, view, seat, lexicon, { seed: options.seed ?? 0 }));
  } catch (error) {
    options.onFallback?.(error);
    const ruleset = getRuleset(view.ruleset);
    const player = view.players[seat];
    if (!ruleset || !player) throw error;
    return fallbackBotAction(
      {
        board: view.board,
        firstPlay: view.firstPlay,
        rack: player.rack,
        bagCount: view.bag.length,
      },
      ruleset,
      lexicon,
    );
  }
}

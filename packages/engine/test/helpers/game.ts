import type { Action } from '../../src/actions';
import { apply } from '../../src/apply';
import type { GameEvent } from '../../src/events';
import type { Lexicon } from '../../src/lexicon';
import { newGame, type GameState, type NewGameOptions } from '../../src/state';

export function mustNewGame(options: NewGameOptions): GameState {
  const created = newGame(options);
  if (!created.ok)
    throw new Error(`newGame refused: ${created.error.rule} ${created.error.reason}`);
  return created.state;
}

export function mustApply(
  state: GameState,
  action: Action,
  lexicon: Lexicon,
): { state: GameState; event: GameEvent } {
  const applied = apply(state, action, lexicon);
  if (!applied.ok)
    throw new Error(`refused ${action.type}: ${applied.error.rule} ${applied.error.reason}`);
  return applied;
}

/** A state with seat racks and the bag replaced (to set up a ruling's situation). */
export function withRacks(state: GameState, racks: readonly string[], bag = state.bag): GameState {
  return {
    ...state,
    bag,
    players: state.players.map((p, i) => ({ ...p, rack: racks[i] ?? p.rack })),
  };
}

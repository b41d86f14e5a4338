import { loadDefaultLexicon } from '../../bin/lexicon';
import { apply } from '../../src/apply';
import { chooseBotAction } from '../../src/bots/index';
import type { GameState } from '../../src/state';
import { mustNewGame } from '../helpers/game';

export const ENGLISH = loadDefaultLexicon();

/** The state after `moves` greedy moves of a two-player game with this seed. */
export function greedyPosition(seed: string, moves: number): GameState {
  let state = mustNewGame({ seed, players: 2 });
  for (let k = 0; k < moves && state.status === 'playing'; k++) {
    const action = chooseBotAction('greedy', state, state.toMove, ENGLISH);
    const applied = apply(state, action, ENGLISH);
    if (!applied.ok) throw new Error(applied.error.reason);
    state = applied.state;
  }
  return state;
}

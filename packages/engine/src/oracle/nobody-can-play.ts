import type { Ruleset } from '../ruleset';
import type { GameState } from '../state';
import type { WordGraph } from '../wordgraph';
import { CountPlays } from './recorders';
import { oracleFor } from './index';

/**
 * Upwords' ending "no player can make a word and the bag is empty": true when the
 * bag is empty and no active player's rack has a legal play on the board. Then
 * passing is the only move left (an exchange needs tiles in the bag), so under
 * `end.whenAllPass` the passes end the game within one round; a platform may use
 * this to pass for everyone at once. It is not decided inside `apply`, because a
 * replay judges with any word accepted and must reach the same end from the log.
 */
export function nobodyCanPlay(state: GameState, lexicon: WordGraph, ruleset: Ruleset): boolean {
  if (state.bag.length > 0) return false;
  const oracle = oracleFor(lexicon, ruleset);
  for (const player of state.players) {
    if (player.status !== 'active' || player.rack.length === 0) continue;
    const count = new CountPlays();
    oracle.generate(state, player.rack, count);
    if (count.count > 0) return false;
  }
  return true;
}

import { apply, nobodyCanPlay, rulesetOf, type GameState } from '@wordrise/engine';
import type { Transaction } from '../db-types';
import { serverLexicon } from '../lexicon';
import type { LoadedGame } from '../load';
import { recordEvent, type EventAuthor } from '../record';

/**
 * A solo game ends when no play is possible: with the bag empty (no exchange) and no
 * legal play on the rack (the Oracle over the server's word list), the server passes
 * for the player, and that pass ends the game (R27 with one seat). The pass is in the
 * log like any move, so a replay reaches the same end.
 */
export async function passIfNoPlayLeft(
  tx: Transaction,
  loaded: LoadedGame,
  author: EventAuthor,
): Promise<LoadedGame> {
  const state: GameState | null = loaded.game.state;
  if (!loaded.game.solo || !state || state.status !== 'playing' || state.bag.length > 0)
    return loaded;
  const ruleset = rulesetOf(state);
  if (!ruleset || !nobodyCanPlay(state, serverLexicon(ruleset.wordList), ruleset)) return loaded;
  const passed = apply(
    state,
    { type: 'pass', seat: state.toMove },
    serverLexicon(ruleset.wordList),
  );
  if (!passed.ok) return loaded;
  return recordEvent(tx, loaded, passed, author);
}

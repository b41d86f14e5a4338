import type { DemoGame } from '@wordrise/db/seed';
import {
  apply,
  chooseBotAction,
  newGame,
  ranking,
  type BotLevel,
  type GameEvent,
  type GameState,
  type WordGraph,
} from '@wordrise/engine';

/**
 * A game the engine's bots play to the end in demo players' seats (one level per seat,
 * `seed` for the deal and the bots' choices): the stored demo games the database seed
 * inserts are made with it, so they are real games. Deterministic.
 */
export function playDemoBotGame(
  seed: string,
  seats: readonly { username: string; name: string; level: BotLevel }[],
  lexicon: WordGraph,
): { game: DemoGame; initial: GameState } {
  const names = seats.map((s) => s.name);
  const created = newGame({ seed, players: seats.length, names });
  if (!created.ok) throw new Error(created.error.reason);
  const initial = created.state;
  const events: GameEvent[] = [];
  let state = initial;
  while (state.status === 'playing') {
    const seat = state.toMove;
    const action = chooseBotAction(seats[seat]?.level ?? 'greedy', state, seat, lexicon, { seed });
    const applied = apply(state, action, lexicon);
    if (!applied.ok) throw new Error(`the demo bot broke ${applied.error.rule}`);
    state = applied.state;
    events.push(applied.event);
  }
  const game: DemoGame = {
    seed,
    ruleset: initial.ruleset,
    rulesVersion: initial.rulesVersion,
    rngVersion: initial.rngVersion,
    players: seats.map((s) => s.username),
    names,
    events,
    final: state,
    ranking: ranking(state),
  };
  return { game, initial };
}

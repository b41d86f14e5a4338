import {
  apply,
  findTopPlays,
  GAME_LENGTHS,
  getRuleset,
  newGame,
  recordOf,
  rulesetForLength,
  rulesetOf,
  RULESET_KEYS,
  serializeRecord,
  type Action,
  type GameEvent,
  type GameState,
  type Play,
} from '@wordrise/engine';
import { describe, expect, it } from 'vitest';
import { gameOfRecord, IMPORT_MAX_EVENTS, IMPORT_MAX_LENGTH, serverLexicon } from '../src/index';

const graph = serverLexicon('english');

/** A play on the board that puts a word not in the list there (for a challenge to take back). */
function playOfNoWord(state: GameState, plays: readonly Play[]): ApplyOk | undefined {
  const seat = state.toMove;
  const rack = state.players[seat]!.rack;
  for (const play of plays) {
    for (const letter of new Set(rack)) {
      const placements = play.placements.map((p) => ({ ...p, letter }));
      const applied = apply(state, { type: 'play', seat, placements }, graph);
      if (applied.ok && (applied.state.openPlay?.unlisted.length ?? 0) > 0) return applied;
    }
  }
  return undefined;
}

type ApplyOk = Extract<ReturnType<typeof apply>, { ok: true }>;

/**
 * A four-player game with challenges, played as long as the rules let it run: each play lays
 * the fewest tiles it can and the next seat accepts it; then every seat in turn plays a word
 * not in the list, which the seat after it challenges (a turn without a word, R28), until one
 * more such turn would end the game (3 × 4 in a row).
 */
function longestKindOfGame(): { state: GameState; events: GameEvent[] } {
  const created = newGame({ players: 4, seed: 'a long game', challenges: true });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const events: GameEvent[] = [];
  const took = (applied: ReturnType<typeof apply>): boolean => {
    if (!applied.ok) return false;
    events.push(applied.event);
    state = applied.state;
    return true;
  };
  const act = (action: Action) => took(apply(state, action, graph));
  const wordless = 3 * 4 - 1;
  let sincePlay = wordless;
  while (state.status === 'playing') {
    const seat = state.toMove;
    const rack = state.players[seat]!.rack;
    const plays = findTopPlays(state, rack, graph, rulesetOf(state)!, 500).sort(
      (a, b) => a.placements.length - b.placements.length,
    );
    if (sincePlay < wordless) {
      sincePlay++;
      const noWord = state.moveNumber > 0 ? playOfNoWord(state, plays) : undefined;
      if (noWord && took(noWord)) act({ type: 'challenge', seat: (seat + 1) % 4 });
      else if (!act({ type: 'exchange', seat, tiles: rack.slice(0, 1) }))
        act({ type: 'pass', seat });
      continue;
    }
    const [fewest] = plays;
    if (!fewest) {
      act({ type: 'pass', seat });
      continue;
    }
    act({ type: 'play', seat, placements: fewest.placements });
    sincePlay = 0;
    if (state.openPlay) act({ type: 'accept', seat: (seat + 1) % 4 });
  }
  return { state, events };
}

/**
 * The most moves a game can have under the rules: the largest pool's plays (one tile at least
 * each), each followed by an accept and by 3 × 4 − 1 word-less turns of a play and its challenge.
 */
function longestGameMoves(): number {
  const pools = RULESET_KEYS.flatMap((key) =>
    GAME_LENGTHS.map((length) => rulesetForLength(getRuleset(key)!, length)),
  );
  const largestPool = Math.max(
    ...pools.map((r) => Object.values(r.tiles.distribution).reduce((a, b) => a + b, 0)),
  );
  const seats = Math.max(...pools.map((r) => r.players.max));
  return largestPool * (2 + (3 * seats - 1) * 2);
}

describe('game records', () => {
  it('take back the longest kind of game the server lets four players play (IMPORT_MAX_EVENTS)', () => {
    const { state, events } = longestKindOfGame();
    expect(events.length).toBeGreaterThan(1_000);
    // The bound the limits are set from holds this game, and a record as long at its
    // characters per move.
    const longest = longestGameMoves();
    expect(events.length).toBeLessThanOrEqual(longest);
    expect(longest).toBeLessThanOrEqual(IMPORT_MAX_EVENTS);
    const record = serializeRecord(recordOf(state, events));
    expect((record.length / events.length) * longest).toBeLessThan(IMPORT_MAX_LENGTH);
    const imported = gameOfRecord(record);
    expect(imported.events).toHaveLength(events.length);
    expect(imported.final.players.map((p) => p.score)).toEqual(state.players.map((p) => p.score));
  });
});

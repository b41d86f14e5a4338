import { serverLexicon } from '@wordrise/games';
import { HIDDEN_TILE, WORDRISE, apply, newGame, type GameState } from '@wordrise/engine';
import { describe, expect, it } from 'vitest';
import { botView, decideBotAction } from '../src/bots/decide';
import { fallbackBotAction } from '../src/bots/fallback';

const english = serverLexicon('english');

function game(seed: string): GameState {
  const created = newGame({ seed, players: 3 });
  if (!created.ok) throw new Error(created.error.reason);
  return created.state;
}

describe('bots', () => {
  it('see only their own rack and public information (R30)', () => {
    const state = game('view');
    const view = botView(state, 1);
    expect(view.players[1]!.rack).toBe(state.players[1]!.rack);
    for (const seat of [0, 2]) {
      expect(view.players[seat]!.rack).toBe(HIDDEN_TILE.repeat(state.players[seat]!.rack.length));
    }
    expect(view.bag).toBe(HIDDEN_TILE.repeat(state.bag.length));
    expect(view.seed).toBe('');
    expect(view.rng).toEqual([0, 0, 0, 0]);
    expect(view.board).toBe(state.board);
  });

  it('choose an action the engine accepts, for every level', () => {
    const state = game('levels');
    for (const level of ['beginner', 'casual', 'greedy', 'champion'] as const) {
      const action = decideBotAction(level, state, state.toMove, english, { seed: 'g' });
      expect(apply(state, { ...action, seat: state.toMove }, english).ok).toBe(true);
    }
  });

  it('exchange one tile when they have no play, and pass when the bag is empty too', () => {
    const state = game('stuck');
    const seat = state.toMove;
    const players = state.players.map((p, i) => (i === seat ? { ...p, rack: 'VQXZJKV' } : p));
    const stuck = { ...state, players };
    for (const level of ['beginner', 'casual', 'greedy', 'champion'] as const) {
      const exchange = decideBotAction(level, stuck, seat, english);
      expect(exchange.type).toBe('exchange');
      expect(apply(stuck, { ...exchange, seat }, english).ok).toBe(true);
      expect(decideBotAction(level, { ...stuck, bag: '' }, seat, english)).toEqual({
        type: 'pass',
      });
    }
  });

  it('have a greedy stand-in in the worker for when the engine’s bot fails', () => {
    const state = game('fallback');
    const seat = state.toMove;
    const position = { ...state, rack: state.players[seat]!.rack, bagCount: state.bag.length };
    const play = fallbackBotAction(position, WORDRISE, english);
    expect(play.type).toBe('play');
    expect(apply(state, { ...play, seat }, english).ok).toBe(true);
    const stuck = { ...position, rack: 'VQXZJKV' };
    expect(fallbackBotAction(stuck, WORDRISE, english)).toEqual({ type: 'exchange', tiles: 'Q' });
    expect(fallbackBotAction({ ...stuck, bagCount: 0 }, WORDRISE, english)).toEqual({
      type: 'pass',
    });
  });

  it('fall back to the greedy stand-in if the engine’s bot throws', () => {
    const state = game('throws');
    const failures: unknown[] = [];
    // Not a level the engine knows: its bot gives no action.
    const action = decideBotAction('grandmaster' as 'greedy', state, state.toMove, english, {
      onFallback: (error) => failures.push(error),
    });
    expect(failures).toHaveLength(1);
    expect(action.type).toBe('play');
    expect(apply(state, { ...action, seat: state.toMove }, english).ok).toBe(true);
  });
});

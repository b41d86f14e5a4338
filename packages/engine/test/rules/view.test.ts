import { describe, expect, it } from 'vitest';
import { HIDDEN_TILE, viewEvent, viewFor } from '../../src/view';
import { mustApply, mustNewGame } from '../helpers/game';
import { RULES_LEXICON } from '../helpers/lexicon';
import { playRandomGame } from '../helpers/random-game';

describe('R30: what a client may see', () => {
  const running = mustNewGame({ seed: 'very-secret-seed', players: 3 });

  it('R30: a player sees their own rack and only counts of the others and the bag', () => {
    const view = viewFor(running, 1);
    expect(view.rack).toBe(running.players[1]?.rack);
    expect(view.players.map((p) => p.rackCount)).toEqual([7, 7, 7]);
    expect(view.bagCount).toBe(running.bag.length);
    expect(view.revealed).toBeNull();
    const text = JSON.stringify(view);
    expect(text).not.toContain('very-secret-seed');
    expect(text).not.toContain(running.bag);
    expect(text).not.toContain(running.players[0]?.rack);
    expect(text).not.toContain(running.players[2]?.rack);
    expect(Object.keys(view)).not.toContain('rng');
    expect(Object.keys(view)).not.toContain('bag');
  });

  it("R30: no viewer sees the generator's key while the game runs", () => {
    const key = (running.rng as { key?: string }).key;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      expect(JSON.stringify(viewFor(running, viewer))).not.toContain(key);
    }
  });

  it('R30: a spectator sees no rack at all', () => {
    const view = viewFor(running, 'spectator');
    expect(view.rack).toBeNull();
    const text = JSON.stringify(view);
    for (const p of running.players) expect(text).not.toContain(p.rack);
  });

  it('R30: the first-player draw and the scores are public', () => {
    expect(viewFor(running, 'spectator').firstPlayerDraws).toEqual(running.firstPlayerDraws);
  });

  it('R30: after the game ends everything is public', () => {
    const { state } = mustApply(running, { type: 'resign', seat: 0 }, RULES_LEXICON);
    const over = mustApply(state, { type: 'resign', seat: 1 }, RULES_LEXICON).state;
    expect(viewFor(over, 'spectator').revealed).toEqual({
      seed: 'very-secret-seed',
      rng: over.rng,
      bag: over.bag,
      racks: over.players.map((p) => p.rack),
    });
  });

  it("R30: in the move log, other seats' racks, draws and exchanged tiles are hidden while the game runs", () => {
    const game = playRandomGame({ seed: 'log', players: 2, choices: 'log', leaveChance: 0 });
    const exchange = game.events.find((e) => e.type === 'exchange');
    const play = game.events.find((e) => e.type === 'play');
    if (!exchange || !play || exchange.type !== 'exchange' || play.type !== 'play')
      throw new Error('fixture');
    const other = 1 - exchange.seat;
    expect(viewEvent(exchange, other, 'playing')).toEqual({
      ...exchange,
      rack: HIDDEN_TILE.repeat(exchange.rack.length),
      tiles: HIDDEN_TILE,
      drawn: HIDDEN_TILE.repeat(exchange.drawn.length),
    });
    expect(viewEvent(play, 1 - play.seat, 'playing')).toMatchObject({
      placements: play.placements,
      rack: HIDDEN_TILE.repeat(play.rack.length),
      drawn: HIDDEN_TILE.repeat(play.drawn.length),
    });
    expect(viewEvent(play, 'spectator', 'playing').rack).not.toBe(play.rack);
    expect(viewEvent(play, play.seat, 'playing')).toBe(play);
    expect(viewEvent(exchange, other, 'over')).toBe(exchange);
  });
});

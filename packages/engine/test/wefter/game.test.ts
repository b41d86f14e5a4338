/**
 * Word Wefter as a game: opening racks (one rainbow tile, no blanks), later draws,
 * the marketplace, game lengths, the final round and the board-full ending —
 * every random step from the game's Rng, so replays reproduce the game.
 */
import { describe, expect, it } from 'vitest';
import { fullBag } from '../../src/bag';
import { replay, ANY_WORD } from '../../src/replay';
import { WEFTER } from '../../src/rulesets/wefter';
import type { GameState } from '../../src/state';
import { BLANK, WILD, isRainbow, letterOf } from '../../src/tiles';
import { MARKET_SIZE } from '../../src/wefter/market';
import { rulesetForLength } from '../../src/wefter/pool';
import { isLastTurn } from '../../src/wefter/turn';
import { viewFor } from '../../src/view';
import { mustApply, mustNewGame } from '../helpers/game';
import type { GameEvent } from '../../src/events';

const game = (seed: string, players = 2, length?: string) =>
  mustNewGame({ ruleset: 'wefter', seed, players, ...(length ? { length } : {}) });

/** The seat to move plays its first tile that fits next to the board (any word accepted). */
function anyPlay(state: GameState) {
  const rack = [...(state.players[state.toMove]?.rack ?? '')].filter((t) => t !== BLANK);
  const a = rack[0] === WILD ? 'e' : (rack[0] as string);
  const b = rack[1] === WILD ? 'e' : (rack[1] as string);
  const size = state.board.size;
  // Next free pair of squares in a row below the tiles so far, touching them.
  for (let r = 5; r < size; r++) {
    for (let c = 0; c + 1 < size; c++) {
      const free = (rr: number, cc: number) => (state.board.cells[rr * size + cc] ?? '') === '';
      const touches = state.firstPlay
        ? r === 5 && (c === 5 || c + 1 === 5)
        : (r > 0 && (!free(r - 1, c) || !free(r - 1, c + 1))) || !free(r, c - 1 < 0 ? c : c - 1);
      if (free(r, c) && free(r, c + 1) && touches) {
        return {
          type: 'play' as const,
          seat: state.toMove,
          placements: [
            { r, c, letter: a },
            { r, c: c + 1, letter: b },
          ],
        };
      }
    }
  }
  return { type: 'pass' as const, seat: state.toMove };
}

describe('Word Wefter: racks and draws', () => {
  it('every opening rack holds exactly one rainbow tile and no blank; the market holds 5 distinct letters, no wild', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const state = game(seed, 4);
      for (const p of state.players) {
        expect([...p.rack].filter(isRainbow)).toHaveLength(1);
        expect(p.rack).not.toContain(BLANK);
        expect(p.rack).toHaveLength(7);
      }
      const slots = state.market?.slots ?? [];
      expect(slots).toHaveLength(MARKET_SIZE);
      expect(slots).not.toContain(WILD);
      expect(new Set(slots.map(letterOf)).size).toBe(MARKET_SIZE);
      expect(state.market?.open).toEqual([false, false, false, false]);
      expect(state.finalRound).toBeNull();
    }
  });

  it('game lengths: Short < Normal < Long pools, recorded in the state', () => {
    const size = (length: 'short' | 'normal' | 'long') =>
      fullBag(rulesetForLength(WEFTER, length)).length;
    expect(size('short')).toBe(66);
    expect(size('normal')).toBe(106);
    expect(size('long')).toBe(170);
    expect(game('x', 2, 'short').length).toBe('short');
    expect(game('x', 2).length).toBeUndefined();
    expect(
      mustNewGame.bind(null, { ruleset: 'wefter', seed: 1, players: 2, length: 'epic' }),
    ).toThrow(/unknown game length/);
  });

  it('later draws turn about 1 in 14 plain tiles rainbow', () => {
    let drawn = 0;
    let rainbow = 0;
    for (let k = 0; k < 60; k++) {
      let state = game(`draws-${k}`);
      for (let turn = 0; turn < 4 && state.status === 'playing'; turn++) {
        const { state: next, event } = mustApply(state, anyPlay(state), ANY_WORD);
        if (event.type === 'play') {
          const plain = [...event.drawn].filter((t) => t !== WILD && t !== BLANK);
          drawn += plain.length;
          rainbow += plain.filter(isRainbow).length;
        }
        state = next;
      }
    }
    expect(drawn).toBeGreaterThan(300);
    expect(rainbow / drawn).toBeGreaterThan(1 / 28);
    expect(rainbow / drawn).toBeLessThan(1 / 7);
  });
});

describe('Word Wefter: the marketplace', () => {
  it('shows "Opening soon" to a seat until its first turn is done', () => {
    const state = game('market-1');
    const refused = () =>
      mustApply(
        { ...state, players: state.players.map((p) => ({ ...p, score: 50 })) },
        {
          type: 'pass',
          seat: state.toMove,
          buy: [0],
        },
        ANY_WORD,
      );
    expect(refused).toThrow(/opens after your first turn/);
  });

  it('buys at 1, 2, 3… left to right with finalised score, never below zero; bought tiles can be placed at once', () => {
    let state = game('market-2');
    // Both seats finish a first turn.
    for (let k = 0; k < 2; k++) {
      const applied = mustApply(state, anyPlay(state), ANY_WORD);
      state = applied.state;
    }
    const seat = state.toMove;
    const rich = { ...state, players: state.players.map((p) => ({ ...p, score: 3 })) };
    // Slots 0 and 1 cost 1 + 2 = 3: affordable; slot 2 on top would make 6.
    expect(() => mustApply(rich, { type: 'pass', seat, buy: [0, 1, 2] }, ANY_WORD)).toThrow(
      /cost 6 points; the score is 3/,
    );
    const slots = rich.market?.slots ?? [];
    const bought = mustApply(rich, { type: 'pass', seat, buy: [1, 0] }, ANY_WORD);
    expect(bought.event).toMatchObject({ type: 'pass', total: 0, bought: { cost: 3 } });
    expect(bought.state.players[seat]?.rack).toBe(
      (rich.players[seat]?.rack ?? '') + (slots[1] ?? '') + (slots[0] ?? ''),
    );
    // The turn ended: both bought slots are gone, the leftmost unbought tile (slot 2)
    // went back to the pool, the rest slid left and new tiles filled in.
    const after = bought.state.market?.slots ?? [];
    expect(after).toHaveLength(MARKET_SIZE);
    expect(after.slice(0, 2)).toEqual(slots.slice(3, 5));
    // Three new tiles came from the pool, and the returned one went back into it.
    expect(bought.state.bag.length).toBe(rich.bag.length - 3 + 1);
  });

  it('a purchase is part of the play: the bought tile goes straight to the board, and replay reproduces the game', () => {
    let state = game('market-3');
    const start = state;
    const events: GameEvent[] = [];
    const step = (action: Parameters<typeof mustApply>[1]) => {
      const applied = mustApply(state, action, ANY_WORD);
      events.push(applied.event);
      state = applied.state;
    };
    step(anyPlay(state));
    step(anyPlay(state));
    step(anyPlay(state));
    const seat = state.toMove;
    const score = state.players[seat]?.score ?? 0;
    expect(score).toBeGreaterThan(0);
    const tile = state.market?.slots[0] ?? '';
    const play = anyPlay(state);
    if (play.type !== 'play') throw new Error('no play');
    const withBought = {
      ...play,
      buy: [0],
      placements: [play.placements[0]!, { ...play.placements[1]!, letter: tile }],
    };
    step(withBought);
    const last = events[events.length - 1];
    expect(last).toMatchObject({ type: 'play', bought: { slots: [0], tiles: tile, cost: 1 } });
    const replayed = replay(start, events);
    expect(replayed.ok && replayed.state).toEqual(state);
  });
});

describe('Word Wefter: what players see', () => {
  it('the marketplace shows "Opening soon" (null) to a seat until its first turn, CLOSED once closed, and "Last turn"', () => {
    const state = game('view-1');
    const mover = state.toMove;
    expect(viewFor(state, mover).market).toEqual({ slots: null, closed: false });
    expect(viewFor(state, 'spectator').market?.slots).toEqual(state.market?.slots);
    const after = mustApply(state, anyPlay(state), ANY_WORD).state;
    expect(viewFor(after, mover).market?.slots).toHaveLength(5);
    expect(viewFor(after, 1 - mover).market?.slots).toBeNull();
    expect(viewFor(after, mover).lastTurn).toBe(false);
    const last = { ...after, finalRound: { turnsLeft: 1 } };
    expect(viewFor(last, mover).lastTurn).toBe(true);
  });
});

describe('Word Wefter: the end', () => {
  it('the final round: when a rack cannot be refilled every active seat gets one more turn ("Last turn"), then the game ends', () => {
    const state0 = game('final-1', 3);
    // The pool is empty and the market holds one tile: a play of two needs two.
    let state: GameState = {
      ...state0,
      bag: '',
      market: { ...state0.market!, slots: state0.market!.slots.slice(0, 1) },
    };
    const played = mustApply(state, anyPlay(state), ANY_WORD);
    state = played.state;
    // The market closed, its tile went back into the pool and was drawn; the second
    // tile could not be: the final round begins, one more turn for each of the 3 seats.
    expect(state.market?.closed).toBe(true);
    expect(played.event.type === 'play' && played.event.drawn).toHaveLength(1);
    expect(state.finalRound).toEqual({ turnsLeft: 3 });
    expect(isLastTurn(state)).toBe(true);
    for (let k = 0; k < 2; k++) {
      expect(isLastTurn(state)).toBe(true);
      state = mustApply(state, { type: 'pass', seat: state.toMove }, ANY_WORD).state;
      expect(state.status).toBe('playing');
    }
    const end = mustApply(state, { type: 'pass', seat: state.toMove }, ANY_WORD);
    expect(end.state.status).toBe('over');
    expect(end.event.end?.reason).toBe('final-round');
    expect(isLastTurn(end.state)).toBe(false);
  });

  it('the game ends when every square is covered', () => {
    const state0 = game('full-1');
    const size = state0.board.size;
    const cells = Array.from({ length: size * size }, (_, i) => (i === 0 ? '' : 'A'));
    const state: GameState = {
      ...state0,
      firstPlay: false,
      board: { size, cells },
      players: state0.players.map((p) => ({ ...p, rack: 'EEEEEEE' })),
    };
    const applied = mustApply(
      state,
      { type: 'play', seat: state.toMove, placements: [{ r: 0, c: 0, letter: 'E' }] },
      ANY_WORD,
    );
    expect(applied.event.end?.reason).toBe('board-full');
  });

  it('the game ends when every player passes in a row', () => {
    let state = game('passes');
    state = mustApply(state, { type: 'pass', seat: state.toMove }, ANY_WORD).state;
    const end = mustApply(state, { type: 'pass', seat: state.toMove }, ANY_WORD);
    expect(end.event.end?.reason).toBe('all-passed');
  });
});

describe('Word Wefter: the final round and resignations out of turn', () => {
  /** A 4-seat game whose final round has just begun (4 turns left, one per seat). */
  function finalRoundOf4(): GameState {
    const state0 = game('final-resign', 4);
    const state: GameState = {
      ...state0,
      bag: '',
      market: { ...state0.market!, slots: state0.market!.slots.slice(0, 1) },
    };
    const next = mustApply(state, anyPlay(state), ANY_WORD).state;
    expect(next.finalRound).toEqual({ turnsLeft: 4 });
    return next;
  }

  /** Whoever is to move plays until the game ends; the seats that moved, in order. */
  function playToEnd(from: GameState): number[] {
    let state = from;
    const movers: number[] = [];
    while (state.status === 'playing' && movers.length < 10) {
      movers.push(state.toMove);
      state = mustApply(state, anyPlay(state), ANY_WORD).state;
    }
    expect(state.status).toBe('over');
    expect(state.result?.reason).toBe('final-round');
    return movers;
  }

  it('a seat that has its last turn still to come resigns out of turn: every other seat still gets exactly one turn', () => {
    const state = finalRoundOf4();
    const order = [0, 1, 2, 3].map((k) => (state.toMove + k) % 4);
    // The third seat in the final round's order resigns before its turn.
    const resigner = order[2] as number;
    const resigned = mustApply(state, { type: 'resign', seat: resigner }, ANY_WORD).state;
    expect(resigned.status).toBe('playing');
    expect(playToEnd(resigned)).toEqual(order.filter((s) => s !== resigner));
  });

  it('a seat that already took its last turn resigns out of turn: the seats after it still get theirs', () => {
    let state = finalRoundOf4();
    const order = [0, 1, 2, 3].map((k) => (state.toMove + k) % 4);
    state = mustApply(state, { type: 'pass', seat: state.toMove }, ANY_WORD).state;
    const resigner = order[0] as number;
    const resigned = mustApply(state, { type: 'resign', seat: resigner }, ANY_WORD).state;
    expect(playToEnd(resigned)).toEqual(order.slice(1));
  });
});

import { describe, expect, it } from 'vitest';
import { apply } from '../../src/apply';
import { winners, ranking } from '../../src/end';
import { WORDRISE } from '../../src/rulesets/wordrise';
import type { GameState } from '../../src/state';
import { line } from '../helpers/board';
import { mustApply, mustNewGame, withRacks } from '../helpers/game';
import { RULES_LEXICON } from '../helpers/lexicon';

const sorted = (tiles: string) => [...tiles].sort().join('');
const act = (state: GameState, action: Parameters<typeof apply>[1]) =>
  apply(state, action, RULES_LEXICON);
const pass = (state: GameState) =>
  mustApply(state, { type: 'pass', seat: state.toMove }, RULES_LEXICON).state;

describe('R22: exchange', () => {
  it('R22: returns one tile and draws one; the turn ends', () => {
    const start = mustNewGame({ seed: 'r22', players: 2 });
    const seat = start.toMove;
    const rack = start.players[seat]?.rack ?? '';
    const tile = rack[0] ?? '';
    const { state, event } = mustApply(
      start,
      { type: 'exchange', seat, tiles: tile },
      RULES_LEXICON,
    );
    expect(event).toMatchObject({ type: 'exchange', seat, rack, tiles: tile, total: 0, end: null });
    if (event.type !== 'exchange') return;
    expect(event.drawn).toHaveLength(1);
    expect(state.players[seat]?.rack).toBe(rack.slice(1) + event.drawn);
    expect(state.bag).toHaveLength(start.bag.length);
    expect(sorted(state.bag + (state.players[seat]?.rack ?? ''))).toBe(sorted(start.bag + rack));
    expect(state.toMove).not.toBe(seat);
    expect(state.firstPlay).toBe(true); // R12: an exchange is not the first play
  });

  it('R22: the returned tile is mixed in before drawing, so it may be drawn straight back', () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const start = withRacks(
        mustNewGame({ seed: `mix${i}`, players: 2 }),
        ['ABCDEFG', 'ABCDEFG'],
        'Z',
      );
      const { event } = mustApply(
        start,
        { type: 'exchange', seat: start.toMove, tiles: 'A' },
        RULES_LEXICON,
      );
      if (event.type === 'exchange') outcomes.add(event.drawn);
    }
    expect([...outcomes].sort()).toEqual(['A', 'Z']);
  });

  it('R22: only when the bag holds at least one tile', () => {
    const empty = withRacks(mustNewGame({ seed: 'r22', players: 2 }), ['ABCDEFG', 'ABCDEFG'], '');
    expect(act(empty, { type: 'exchange', seat: empty.toMove, tiles: 'A' })).toMatchObject({
      ok: false,
      error: { rule: 'R22', message: "You can't exchange: the bag is empty." },
    });
  });

  it('R22: exactly one tile, and one from the rack', () => {
    const start = withRacks(mustNewGame({ seed: 'r22', players: 2 }), ['ABCDEFG', 'ABCDEFG']);
    const seat = start.toMove;
    expect(act(start, { type: 'exchange', seat, tiles: 'AB' })).toMatchObject({
      ok: false,
      error: { rule: 'R22', reason: 'exchanges 2 tiles, not exactly one tile' },
    });
    expect(act(start, { type: 'exchange', seat, tiles: '' })).toMatchObject({
      ok: false,
      error: { rule: 'R22' },
    });
    expect(act(start, { type: 'exchange', seat, tiles: 'Z' })).toMatchObject({
      ok: false,
      error: { rule: 'R22', reason: 'exchanges Z, which is not on the rack' },
    });
  });
});

describe('R23: pass', () => {
  it('R23: the turn ends with nothing played', () => {
    const start = mustNewGame({ seed: 'r23', players: 2 });
    const { state, event } = mustApply(start, { type: 'pass', seat: start.toMove }, RULES_LEXICON);
    expect(event).toEqual({
      type: 'pass',
      move: 0,
      seat: start.toMove,
      rack: start.players[start.toMove]?.rack,
      total: 0,
      end: null,
    });
    expect(state).toEqual({
      ...start,
      toMove: 1 - start.toMove,
      moveNumber: 1,
      passesInRow: 1,
      turnsWithoutWord: 1,
    });
  });
});

describe('R24: resign', () => {
  it('R24: in a 2-player game the opponent wins, whatever the scores, and the resigner may be off turn', () => {
    const start = mustNewGame({ seed: 'r24', players: 2 });
    const other = 1 - start.toMove;
    const leading = {
      ...start,
      players: start.players.map((p, i) => ({ ...p, score: i === other ? 50 : 10 })),
    };
    const { state, event } = mustApply(leading, { type: 'resign', seat: other }, RULES_LEXICON);
    expect(event).toMatchObject({ type: 'resign', seat: other, end: { reason: 'resigned' } });
    expect(state.status).toBe('over');
    expect(winners(state)).toEqual([start.toMove]);
    expect(state.players[other]?.status).toBe('resigned');
  });

  it('R24: with more players the resigner takes no more turns, keeps their tiles on the board and ranks last', () => {
    let state = withRacks(mustNewGame({ seed: 'r24', players: 3 }), [
      'CATDOGS',
      'CATDOGS',
      'CATDOGS',
    ]);
    const first = state.toMove;
    state = mustApply(
      state,
      { type: 'play', seat: first, placements: line(4, 4, 'across', 'CAT') },
      RULES_LEXICON,
    ).state;
    const quitter = first;
    state = mustApply(state, { type: 'resign', seat: quitter }, RULES_LEXICON).state;
    expect(state.status).toBe('playing');
    expect(state.board.cells.join('')).toBe('CAT');
    expect(state.players[quitter]?.rack).toHaveLength(7);
    const seen = new Set<number>();
    for (let i = 0; i < 4; i++) {
      seen.add(state.toMove);
      state = pass(state);
    }
    expect(seen.has(quitter)).toBe(false);
    expect(act(state, { type: 'pass', seat: quitter })).toMatchObject({
      ok: false,
      error: { rule: 'SEAT' },
    });
    // The quitter has the best score but ranks last once the game ends.
    const second = state.players.findIndex((p, i) => i !== quitter && p.status === 'active');
    state = mustApply(state, { type: 'resign', seat: second }, RULES_LEXICON).state;
    expect(state.status).toBe('over');
    expect(state.result?.reason).toBe('resigned');
    const remaining = [0, 1, 2].find((s) => s !== quitter && s !== second) ?? -1;
    expect(ranking(state)).toEqual([[remaining], [second], [quitter]]);
  });

  it('R24: when the seat to move resigns the turn goes to the next active seat', () => {
    const start = mustNewGame({ seed: 'r24b', players: 3 });
    const { state } = mustApply(start, { type: 'resign', seat: start.toMove }, RULES_LEXICON);
    expect(state.toMove).toBe((start.toMove + 1) % 3);
  });
});

describe('R25: time', () => {
  it('R25: running out of time forfeits like a resignation (2 players: the opponent wins)', () => {
    const start = mustNewGame({ seed: 'r25', players: 2 });
    const { state, event } = mustApply(
      start,
      { type: 'timeout', seat: start.toMove },
      RULES_LEXICON,
    );
    expect(event).toMatchObject({ type: 'timeout', penalty: 0, end: { reason: 'timed-out' } });
    expect(state.players[start.toMove]?.status).toBe('timed-out');
    expect(winners(state)).toEqual([1 - start.toMove]);
  });

  it('R25: only the clock of the seat to move can run out', () => {
    const start = mustNewGame({ seed: 'r25', players: 2 });
    expect(act(start, { type: 'timeout', seat: 1 - start.toMove })).toMatchObject({
      ok: false,
      error: { rule: 'TURN' },
    });
  });

  it('R25: with 3 players a forfeit leaves the others playing', () => {
    const start = mustNewGame({ seed: 'r25', players: 3 });
    const { state } = mustApply(start, { type: 'timeout', seat: start.toMove }, RULES_LEXICON);
    expect(state.status).toBe('playing');
    expect(state.toMove).toBe((start.toMove + 1) % 3);
  });

  it('R25: a ruleset may deduct points instead; the turn is lost and counts as a pass', () => {
    const deducting = { ...WORDRISE, timeout: { kind: 'deduct', points: 10 } } as const;
    const start = mustNewGame({ seed: 'r25', players: 2 });
    const applied = apply(start, { type: 'timeout', seat: start.toMove }, RULES_LEXICON, deducting);
    expect(applied).toMatchObject({
      ok: true,
      event: { type: 'timeout', penalty: 10, total: -10 },
    });
    if (!applied.ok) return;
    expect(applied.state.status).toBe('playing');
    expect(applied.state.players[start.toMove]).toMatchObject({ score: -10, status: 'active' });
    expect(applied.state).toMatchObject({
      toMove: 1 - start.toMove,
      passesInRow: 1,
      turnsWithoutWord: 1,
    });
  });
});

describe('procedure errors', () => {
  it('TURN: no action but a resignation is accepted from a seat not on turn', () => {
    const start = withRacks(mustNewGame({ seed: 'turn', players: 2 }), ['CATDOGS', 'CATDOGS']);
    const other = 1 - start.toMove;
    for (const action of [
      { type: 'play', seat: other, placements: line(4, 4, 'across', 'CAT') },
      { type: 'exchange', seat: other, tiles: 'C' },
      { type: 'pass', seat: other },
      { type: 'timeout', seat: other },
    ] as const) {
      expect(act(start, action)).toMatchObject({
        ok: false,
        error: { rule: 'TURN', message: "It's not your turn." },
      });
    }
  });

  it('OVER: nothing is accepted once the game has ended', () => {
    const start = mustNewGame({ seed: 'over', players: 2 });
    const { state } = mustApply(start, { type: 'resign', seat: 0 }, RULES_LEXICON);
    expect(act(state, { type: 'pass', seat: state.toMove })).toMatchObject({
      ok: false,
      error: { rule: 'OVER' },
    });
    expect(act(state, { type: 'resign', seat: 1 })).toMatchObject({
      ok: false,
      error: { rule: 'OVER' },
    });
  });

  it('INPUT: an unknown action type (from untrusted JSON) is refused, not thrown', () => {
    const start = mustNewGame({ seed: 'input', players: 2 });
    const bogus = JSON.parse(`{"type":"shuffle","seat":${start.toMove}}`) as Parameters<
      typeof act
    >[1];
    expect(act(start, bogus)).toMatchObject({
      ok: false,
      error: { rule: 'INPUT', reason: 'unknown action type "shuffle"' },
    });
  });

  it('INPUT: an unknown seat is refused', () => {
    const start = mustNewGame({ seed: 'input', players: 2 });
    expect(act(start, { type: 'resign', seat: 2 })).toMatchObject({
      ok: false,
      error: { rule: 'INPUT' },
    });
    expect(act(start, { type: 'resign', seat: -1 })).toMatchObject({
      ok: false,
      error: { rule: 'INPUT' },
    });
  });

  it('the judge refusal of a play passes through unchanged, and nothing changes', () => {
    const start = withRacks(mustNewGame({ seed: 'judge', players: 2 }), ['CATDOGS', 'CATDOGS']);
    const refused = act(start, {
      type: 'play',
      seat: start.toMove,
      placements: line(0, 0, 'across', 'CAT'),
    });
    expect(refused).toMatchObject({ ok: false, error: { rule: 'R12' } });
    expect(
      act(start, { type: 'play', seat: start.toMove, placements: line(4, 4, 'across', 'CAB') }),
    ).toMatchObject({
      ok: false,
      error: { rule: 'R7' },
    });
  });
});

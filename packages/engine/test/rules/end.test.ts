import { describe, expect, it } from 'vitest';
import { ranking, winners } from '../../src/end';
import { viewFor } from '../../src/view';
import type { GameState } from '../../src/state';
import { line } from '../helpers/board';
import { mustApply, mustNewGame, withRacks } from '../helpers/game';
import { RULES_LEXICON } from '../helpers/lexicon';

const pass = (state: GameState) =>
  mustApply(state, { type: 'pass', seat: state.toMove }, RULES_LEXICON).state;
const exchange = (state: GameState) =>
  mustApply(
    state,
    { type: 'exchange', seat: state.toMove, tiles: state.players[state.toMove]?.rack[0] ?? '' },
    RULES_LEXICON,
  ).state;

describe('R26: going out', () => {
  it('R26: with the bag empty, using the last tile of the rack ends the game at once', () => {
    const start = withRacks(mustNewGame({ seed: 'r26', players: 3 }), ['CAT', 'CAT', 'CAT'], '');
    const racks = ['XY', 'XY', 'XY'];
    const seat = start.toMove;
    const ready = withRacks(
      start,
      racks.map((r, i) => (i === seat ? 'CAT' : r)),
      '',
    );
    const { state, event } = mustApply(
      ready,
      { type: 'play', seat, placements: line(4, 4, 'across', 'CAT') },
      RULES_LEXICON,
    );
    expect(event.end).toEqual({
      reason: 'went-out',
      penalties: [0, 1, 2].map((s) => (s === seat ? 0 : 10)),
      racks: [0, 1, 2].map((s) => (s === seat ? '' : 'XY')),
    });
    expect(state.status).toBe('over');
    // R29: no bonus to the player who went out.
    expect(state.players[seat]?.score).toBe(6);
  });

  it('R26: with tiles left in the bag the rack is refilled and play goes on', () => {
    const start = withRacks(mustNewGame({ seed: 'r26', players: 2 }), ['CAT', 'CAT'], 'EE');
    const { state } = mustApply(
      start,
      { type: 'play', seat: start.toMove, placements: line(4, 4, 'across', 'CAT') },
      RULES_LEXICON,
    );
    expect(state.status).toBe('playing');
  });
});

describe('R27: everyone passes with the bag empty', () => {
  it('R27: one pass each in a row ends the game (2 and 3 players)', () => {
    for (const players of [2, 3]) {
      let state = withRacks(mustNewGame({ seed: 'r27', players }), ['AB', 'AB', 'AB'], '');
      for (let i = 1; i < players; i++) {
        state = pass(state);
        expect(state.status).toBe('playing');
      }
      const last = mustApply(state, { type: 'pass', seat: state.toMove }, RULES_LEXICON);
      expect(last.event.end?.reason).toBe('all-passed');
      expect(last.state.result).toEqual({
        reason: 'all-passed',
        penalties: Array(players).fill(10),
        racks: Array(players).fill('AB'),
      });
    }
  });

  it('R27: a play in between starts the count again', () => {
    let state = withRacks(mustNewGame({ seed: 'r27', players: 2 }), ['CATS', 'CATS'], '');
    state = pass(state);
    state = mustApply(
      state,
      { type: 'play', seat: state.toMove, placements: line(4, 4, 'across', 'CAT') },
      RULES_LEXICON,
    ).state;
    state = pass(state);
    expect(state.status).toBe('playing');
    state = pass(state);
    expect(state.result?.reason).toBe('all-passed');
  });

  it('R27: a player who passed and then resigns takes that pass with them', () => {
    let state = withRacks(mustNewGame({ seed: 'r27', players: 3 }), ['AB', 'AB', 'AB'], '');
    const [first, second, third] = [0, 1, 2].map((k) => (state.toMove + k) % 3) as [
      number,
      number,
      number,
    ];
    state = pass(state); // first passes
    state = pass(state); // second passes
    state = mustApply(state, { type: 'resign', seat: second }, RULES_LEXICON).state;
    // The third player has not passed yet, and the first's pass alone is not everyone's.
    expect(state.status).toBe('playing');
    expect(state.toMove).toBe(third);
    state = pass(state); // third passes: every remaining player has now passed in a row
    expect(state.result?.reason).toBe('all-passed');
    expect(state.players[first]?.status).toBe('active');
  });

  it('R27: a resignation that is not part of the streak leaves it as it was', () => {
    let state = withRacks(mustNewGame({ seed: 'r27', players: 3 }), ['AB', 'AB', 'AB'], '');
    const third = (state.toMove + 2) % 3;
    state = pass(state);
    state = mustApply(state, { type: 'resign', seat: third }, RULES_LEXICON).state;
    state = pass(state);
    expect(state.result?.reason).toBe('all-passed');
  });

  it('R27: passes with tiles in the bag do not end the game', () => {
    let state = mustNewGame({ seed: 'r27', players: 2 });
    state = pass(pass(state));
    expect(state.status).toBe('playing');
  });
});

describe('R28: three rounds without a word', () => {
  it('R28: 3 × players consecutive passes or exchanges end the game, whatever the bag holds', () => {
    for (const players of [2, 3, 4]) {
      let state = mustNewGame({ seed: 'r28', players });
      for (let turn = 1; turn < 3 * players; turn++) {
        state = turn % 2 ? exchange(state) : pass(state);
        expect(state.status).toBe('playing');
      }
      state = pass(state);
      expect(state.result?.reason).toBe('no-words');
      expect(state.bag.length).toBeGreaterThan(0);
    }
  });

  it('R28: a play resets the count', () => {
    let state = withRacks(mustNewGame({ seed: 'r28', players: 2 }), ['CATDOGS', 'CATDOGS']);
    for (let i = 0; i < 5; i++) state = pass(state);
    state = mustApply(
      state,
      { type: 'play', seat: state.toMove, placements: line(4, 4, 'across', 'CAT') },
      RULES_LEXICON,
    ).state;
    for (let i = 0; i < 5; i++) state = pass(state);
    expect(state.status).toBe('playing');
  });

  it('R28: counts active players only', () => {
    let state = mustNewGame({ seed: 'r28', players: 3 });
    state = mustApply(state, { type: 'resign', seat: (state.toMove + 1) % 3 }, RULES_LEXICON).state;
    for (let i = 1; i < 6; i++) state = pass(state);
    expect(state.status).toBe('playing');
    state = pass(state);
    expect(state.result?.reason).toBe('no-words');
  });
});

describe('R29: end penalties and ties', () => {
  it('R29: each player loses 5 per tile left; scores may go below zero', () => {
    let state = withRacks(mustNewGame({ seed: 'r29', players: 2 }), ['ABC', 'ABCDEFG'], '');
    state = pass(pass(state));
    expect(state.result?.penalties).toEqual([15, 35]);
    expect(state.players.map((p) => p.score)).toEqual([-15, -35]);
    expect(ranking(state)).toEqual([[0], [1]]);
  });

  it('R29: equal final scores are a tie', () => {
    let state = withRacks(mustNewGame({ seed: 'r29', players: 3 }), ['AB', 'CD', 'E'], '');
    state = pass(pass(pass(state)));
    expect(state.players.map((p) => p.score)).toEqual([-10, -10, -5]);
    expect(ranking(state)).toEqual([[2], [0, 1]]);
    let tied = withRacks(mustNewGame({ seed: 'r29', players: 2 }), ['AB', 'CD'], '');
    tied = pass(pass(tied));
    expect(winners(tied)).toEqual([0, 1]);
  });

  it('R29: a resignation keeps the scores as they stood: no penalty, the racks recorded and public', () => {
    const start = withRacks(mustNewGame({ seed: 'r29', players: 2 }), ['ABC', 'ABCDEFG']);
    const scored = { ...start, players: start.players.map((p, i) => ({ ...p, score: 20 + i })) };
    const { state, event } = mustApply(scored, { type: 'resign', seat: 0 }, RULES_LEXICON);
    expect(event.end).toEqual({ reason: 'resigned', penalties: [0, 0], racks: ['ABC', 'ABCDEFG'] });
    expect(state.players.map((p) => p.score)).toEqual([20, 21]);
    expect(viewFor(state, 'spectator').revealed?.racks).toEqual(['ABC', 'ABCDEFG']);
    expect(winners(state)).toEqual([1]);
  });

  it('R29: a forfeit on time keeps the scores as they stood', () => {
    const start = withRacks(mustNewGame({ seed: 'r29', players: 2 }), ['ABC', 'ABCDEFG']);
    const seat = start.toMove;
    const { state, event } = mustApply(start, { type: 'timeout', seat }, RULES_LEXICON);
    expect(event.end).toMatchObject({ reason: 'timed-out', penalties: [0, 0] });
    expect(state.players.map((p) => p.score)).toEqual([0, 0]);
  });

  it('R29: in a game of three, the resignation that ends the game charges nobody', () => {
    let state = withRacks(mustNewGame({ seed: 'r29', players: 3 }), ['AB', 'CDE', 'F']);
    state = mustApply(state, { type: 'resign', seat: 0 }, RULES_LEXICON).state;
    const { event } = mustApply(state, { type: 'resign', seat: 1 }, RULES_LEXICON);
    expect(event.end).toEqual({
      reason: 'resigned',
      penalties: [0, 0, 0],
      racks: ['AB', 'CDE', 'F'],
    });
  });

  it('R29: under rules version 1 a resignation and a forfeit on time charged the penalty too', () => {
    const start = withRacks(mustNewGame({ seed: 'r29', players: 2, rulesVersion: 1 }), [
      'ABC',
      'ABCDEFG',
    ]);
    const resigned = mustApply(start, { type: 'resign', seat: 0 }, RULES_LEXICON);
    expect(resigned.event.end?.penalties).toEqual([15, 35]);
    expect(resigned.state.players.map((p) => p.score)).toEqual([-15, -35]);
    const timedOut = mustApply(start, { type: 'timeout', seat: start.toMove }, RULES_LEXICON);
    expect(timedOut.event.end?.penalties).toEqual([15, 35]);
  });

  it('R29: no winners while the game runs', () => {
    expect(winners(mustNewGame({ seed: 'r29', players: 2 }))).toEqual([]);
  });
});

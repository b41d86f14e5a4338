import { describe, expect, it } from 'vitest';
import { apply } from '../../src/apply';
import {
  LEARNED_LEAVES,
  UPWORDS_8_LEAVES,
  chooseBotAction,
  leaveValue,
  leavesFor,
  tileCounts,
  type LeaveModel,
} from '../../src/bots/index';
import type { GameState } from '../../src/state';
import { mustNewGame, withRacks } from '../helpers/game';
import { graphOf } from '../oracle/helpers/lexicons';

const tiny = graphOf(['SAT', 'VAT', 'AT', 'TA', 'TE', 'ET']);

/** The tile whose exchange keeps the most valuable leave under `model`. */
function worstTile(rack: string, model: LeaveModel): string {
  let best = { tile: '', value: -Infinity };
  for (const tile of new Set(rack)) {
    const value = leaveValue(model, tileCounts(rack.replace(tile, '')));
    if (value > best.value) best = { tile, value };
  }
  return best.tile;
}

/** An opening of `ruleset` where the seat to move holds `rack` (no play: no T, no vowel). */
function opening(ruleset: string, rack: string): GameState {
  const state = mustNewGame({ ruleset, seed: 'leave-tables', players: 2 });
  return withRacks(
    state,
    state.players.map((p, i) => (i === state.toMove ? rack : p.rack)),
  );
}

describe('leave tables by ruleset', () => {
  it('each ruleset has its own learned table (upwords-8: its 64-tile bag)', () => {
    expect(leavesFor('wordrise')).toBe(LEARNED_LEAVES);
    expect(leavesFor('upwords-8')).toBe(UPWORDS_8_LEAVES);
    expect(UPWORDS_8_LEAVES).not.toEqual(LEARNED_LEAVES);
  });

  it("a bot with no play exchanges the tile its game's table values least", () => {
    // A rack where the two tables disagree on the tile to give back.
    const racks = ['BCDFGHJ', 'KLMNPQR', 'SVWXYZB', 'CDGLMNR', 'BBCCDDF', 'HHKLLMP', 'NNRRSSG'];
    const rack = racks.find((r) => worstTile(r, LEARNED_LEAVES) !== worstTile(r, UPWORDS_8_LEAVES));
    expect(rack).toBeDefined();
    for (const [ruleset, model] of [
      ['wordrise', LEARNED_LEAVES],
      ['upwords-8', UPWORDS_8_LEAVES],
    ] as const) {
      const state = opening(ruleset, rack!);
      for (const level of ['greedy', 'champion'] as const) {
        const action = chooseBotAction(level, state, state.toMove, tiny);
        expect({ ruleset, level, action }).toMatchObject({
          action: { type: 'exchange', tiles: worstTile(rack!, model) },
        });
        expect(apply(state, action, tiny).ok).toBe(true);
      }
    }
  });
});

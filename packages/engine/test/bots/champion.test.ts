import { describe, expect, it } from 'vitest';
import { apply } from '../../src/apply';
import { boardFromRows } from '../../src/board';
import { CHAMPION_CONFIG, chooseBotAction } from '../../src/bots/index';
import { placedLetters } from '../../src/placement';
import type { GameState } from '../../src/state';
import { mustNewGame, withRacks } from '../helpers/game';
import { graphOf } from '../oracle/helpers/lexicons';

const tiny = graphOf(['SAT', 'VAT', 'AT', 'TA', 'TE', 'ET']);

function letters(action: ReturnType<typeof chooseBotAction>): string {
  return action.type === 'play' ? [...placedLetters(action.placements)].sort().join('') : '';
}

/** An opening where `seat` holds `rack`. */
function opening(rack: string): GameState {
  const state = mustNewGame({ seed: 'champion-leave', players: 2 });
  const racks = state.players.map((p, i) => (i === state.toMove ? rack : p.rack));
  return withRacks(state, racks);
}

describe('champion', () => {
  it('keeps the better tiles when scores tie: VAT (keeps S, E) over SAT (keeps V, V)', () => {
    const state = opening('SATVVWE');
    const seat = state.toMove;
    // Greedy takes the first 6-point play in contract order (SAT); the champion pays attention to the leave.
    expect(letters(chooseBotAction('greedy', state, seat, tiny))).toBe('AST');
    // Its static equity (score + leave), without the simulation on top:
    const config = { ...CHAMPION_CONFIG, candidates: 1, samples: 0 };
    const action = chooseBotAction('champion', state, seat, tiny, { champion: config });
    expect(letters(action)).toBe('ATV');
    expect(apply(state, action, tiny).ok).toBe(true);
  });

  it('exchanges its worst tile when it has no play (R22)', () => {
    const state = opening('VVWXJZS');
    const action = chooseBotAction('champion', state, state.toMove, tiny);
    expect(action.type).toBe('exchange');
    expect(action.type === 'exchange' && action.tiles).not.toBe('S');
    expect(apply(state, action, tiny).ok).toBe(true);
  });

  it('R26/R29 endgame: with the bag empty it goes out', () => {
    // "AT" on the board, the bag empty, the champion holding T and E: playing both
    // ends the game (R26) and the opponent pays for its seven tiles (R29).
    const base = mustNewGame({ seed: 'champion-end', players: 2 });
    const seat = base.toMove;
    const cells = Array.from({ length: 10 }, (_, r) =>
      Array.from({ length: 10 }, (_, c) =>
        r === 4 && c === 4 ? 'A' : r === 4 && c === 5 ? 'T' : '',
      ),
    );
    const racks = base.players.map((_, i) => (i === seat ? 'TE' : 'VVWXJZQ'));
    const state: GameState = {
      ...withRacks(base, racks, ''),
      board: boardFromRows(cells),
      firstPlay: false,
    };
    const action = chooseBotAction('champion', state, seat, tiny);
    expect(action.type).toBe('play');
    expect(letters(action)).toBe('ET');
    const applied = apply(state, action, tiny);
    expect(applied.ok && applied.state.status).toBe('over');
  });
});

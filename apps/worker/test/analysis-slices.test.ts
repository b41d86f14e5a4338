import { analyseGame, apply, newGame, type GameEvent } from '@wordrise/engine';
import { serverLexicon } from '@wordrise/games';
import { describe, expect, it } from 'vitest';
import { analyseInSlices } from '../src/analysis/in-slices';

const english = serverLexicon('english');

/** A solo game of `count` exchanges (free in solo play): a long log, each turn judged. */
function exchanges(count: number) {
  const created = newGame({ players: 1, mode: 'solo', seed: 'a long solo log' });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const events: GameEvent[] = [];
  for (let i = 0; i < count; i++) {
    const tiles = state.players[0]!.rack.slice(0, 1);
    const applied = apply(state, { type: 'exchange', seat: 0, tiles }, english);
    if (!applied.ok) throw new Error(applied.error.reason);
    events.push(applied.event);
    state = applied.state;
  }
  return { initial: created.state, events };
}

describe('analysis in slices', () => {
  it('gives the event loop back during a long log, and finds what the engine finds in one go', async () => {
    const { initial, events } = exchanges(200);
    let timersRun = 0;
    const ticking = setInterval(() => timersRun++, 1);
    const sliced = await analyseInSlices(initial, events, english, 2);
    clearInterval(ticking);
    // Timers ran while it worked: other jobs (a clock, a bot's turn) are not held up.
    expect(timersRun).toBeGreaterThan(0);
    expect(sliced).toEqual(analyseGame(initial, events, english));
  });
});

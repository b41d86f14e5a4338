import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/events';
import { replay, replayStates } from '../src/replay';
import { setLexicon } from './helpers/lexicon';
import { playRandomGame } from './helpers/random-game';

describe('replay', () => {
  const game = playRandomGame({ seed: 'replay', players: 3, choices: 'replay' });

  it('rebuilds the state after every event, equal to the live states', () => {
    const replayed = replayStates(game.initial, game.events);
    expect(replayed).toMatchObject({ ok: true });
    if (replayed.ok) expect(replayed.states).toEqual(game.states);
    expect(replay(game.initial, game.events)).toEqual({
      ok: true,
      state: game.states[game.states.length - 1],
    });
    expect(replay(game.initial, [])).toEqual({ ok: true, state: game.initial });
  });

  it('works from JSON (a database round trip), keys in any order', () => {
    const shuffleKeys = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(shuffleKeys)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, shuffleKeys(v)]),
            )
          : value;
    const events = shuffleKeys(JSON.parse(JSON.stringify(game.events))) as GameEvent[];
    const initial = JSON.parse(JSON.stringify(game.initial));
    const replayed = replay(initial, events);
    expect(replayed.ok && replayed.state).toEqual(game.states[game.states.length - 1]);
  });

  it('refuses a log whose event disagrees with the game (LOG)', () => {
    const index = game.events.findIndex((e) => e.type === 'play');
    const tampered = game.events.map((e, i) =>
      i === index && e.type === 'play' ? { ...e, score: e.score + 1 } : e,
    );
    expect(replay(game.initial, tampered)).toMatchObject({
      ok: false,
      error: { rule: 'LOG', reason: `logged move ${index} differs from the game at .score` },
    });
    const renumbered = game.events.map((e, i) => (i === 2 ? { ...e, move: 7 } : e));
    expect(replay(game.initial, renumbered)).toMatchObject({
      ok: false,
      error: { rule: 'LOG', reason: 'logged move 2 is numbered 7' },
    });
  });

  it('refuses a logged action the rules refuse, naming the move and the ruling', () => {
    const index = game.events.findIndex((e) => e.type === 'play');
    const offTurn = game.events.map((e, i) => (i === index ? { ...e, seat: (e.seat + 1) % 3 } : e));
    expect(replay(game.initial, offTurn)).toMatchObject({ ok: false, error: { rule: 'TURN' } });
  });

  it('checks words against a lexicon when one is given', () => {
    const strict = replay(game.initial, game.events, setLexicon(['zz']));
    expect(strict).toMatchObject({ ok: false, error: { rule: 'R11' } });
    if (!strict.ok) expect(strict.error.reason).toMatch(/^move \d+: .* is not in the word list$/);
  });
});

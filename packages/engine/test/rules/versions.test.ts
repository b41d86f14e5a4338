/**
 * Rules versions: a game is judged and replayed by the rules it started under, so a
 * change of behaviour (R29, rules version 2) never rewrites a stored game.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/events';
import { gameFromRecord, recordOf, serializeRecord } from '../../src/record';
import { parseRecord } from '../../src/record-parse';
import { replayStates } from '../../src/replay';
import {
  CURRENT_RULES_VERSION,
  RULES_VERSIONS,
  rackPenaltyApplies,
} from '../../src/rules-versions';
import { newGame, type GameState } from '../../src/state';
import { mustApply, mustNewGame } from '../helpers/game';
import { RULES_LEXICON } from '../helpers/lexicon';

/** Two passes, then the first player resigns with full racks on both sides. */
function resignedGame(rulesVersion: 1 | 2) {
  const initial = mustNewGame({ seed: 'versions', players: 2, names: ['Ann', 'Bo'], rulesVersion });
  let state: GameState = initial;
  const events: GameEvent[] = [];
  const step = (action: Parameters<typeof mustApply>[1]) => {
    const applied = mustApply(state, action, RULES_LEXICON);
    state = applied.state;
    events.push(applied.event);
  };
  const first = state.toMove;
  step({ type: 'pass', seat: first });
  step({ type: 'pass', seat: 1 - first });
  step({ type: 'resign', seat: first });
  return { initial, state, events };
}

const finals = (states: readonly GameState[]) =>
  states[states.length - 1]?.players.map((p) => p.score);

describe('rules versions', () => {
  it('new games are played under the current rules version; unknown versions are refused', () => {
    expect(CURRENT_RULES_VERSION).toBe(3);
    expect(RULES_VERSIONS).toEqual([1, 2, 3]);
    expect(mustNewGame({ seed: 'v', players: 2 }).rulesVersion).toBe(3);
    expect(newGame({ seed: 'v', players: 2, rulesVersion: 4 })).toMatchObject({
      ok: false,
      error: { rule: 'INPUT', reason: 'unknown rules version 4' },
    });
  });

  it('R29: a resignation charges the rack penalty under version 1 only; played-out endings under both', () => {
    for (const version of RULES_VERSIONS) {
      expect(rackPenaltyApplies(version, 'went-out')).toBe(true);
      expect(rackPenaltyApplies(version, 'all-passed')).toBe(true);
      expect(rackPenaltyApplies(version, 'no-words')).toBe(true);
    }
    expect(rackPenaltyApplies(1, 'resigned')).toBe(true);
    expect(rackPenaltyApplies(1, 'timed-out')).toBe(true);
    expect(rackPenaltyApplies(2, 'resigned')).toBe(false);
    expect(rackPenaltyApplies(2, 'timed-out')).toBe(false);
    expect(rackPenaltyApplies(3, 'resigned')).toBe(false);
    // A state cached before the field existed was played under version 1.
    expect(rackPenaltyApplies(undefined, 'resigned')).toBe(true);
    // A version this code does not know (a process not yet upgraded) is refused loudly.
    expect(() => rackPenaltyApplies(9 as never, 'resigned')).toThrow(/unknown rules version 9/);
  });

  it('R29: a record written before #rules existed (version 1) replays with the penalty applied', () => {
    const v1 = resignedGame(1);
    const text = serializeRecord(recordOf(v1.state, v1.events));
    expect(text).toContain('#rules 1\n');
    // As written before the header existed.
    const legacy = text.replace('#rules 1\n', '');
    const parsed = parseRecord(legacy);
    if (!parsed.ok) throw new Error(parsed.error.reason);
    expect(parsed.record.headers.rulesVersion).toBe(1);
    const rebuilt = gameFromRecord(parsed.record);
    if (!rebuilt.ok) throw new Error(rebuilt.error.reason);
    const penalties = v1.events[v1.events.length - 1]?.end?.penalties ?? [];
    expect(penalties.every((p) => p > 0)).toBe(true);
    expect(finals(rebuilt.states)).toEqual(penalties.map((p) => -p));
    expect(rebuilt.states[rebuilt.states.length - 1]).toEqual(v1.state);
  });

  it('R29: the same game recorded under version 2 replays with no penalty', () => {
    const v2 = resignedGame(2);
    const text = serializeRecord(recordOf(v2.state, v2.events));
    expect(text).toContain('#rules 2\n');
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.reason);
    const rebuilt = gameFromRecord(parsed.record);
    if (!rebuilt.ok) throw new Error(rebuilt.error.reason);
    expect(v2.events[v2.events.length - 1]?.end?.penalties).toEqual([0, 0]);
    expect(finals(rebuilt.states)).toEqual([0, 0]);
    expect(rebuilt.states[rebuilt.states.length - 1]).toEqual(v2.state);
  });

  it("a game's log replays only under its own rules version", () => {
    const v1 = resignedGame(1);
    const relabelled = serializeRecord(recordOf(v1.state, v1.events)).replace(
      '#rules 1\n',
      '#rules 2\n',
    );
    const parsed = parseRecord(relabelled);
    if (!parsed.ok) throw new Error(parsed.error.reason);
    expect(gameFromRecord(parsed.record)).toMatchObject({ ok: false, error: { rule: 'LOG' } });
    expect(parseRecord(relabelled.replace('#rules 2\n', '#rules 9\n'))).toMatchObject({
      ok: false,
      error: { reason: 'line 5: unknown or repeated #rules "9"' },
    });
  });

  it('a state cached before rulesVersion existed plays on under version 1 and records as version 1', () => {
    const v1 = resignedGame(1);
    const { rulesVersion: _, ...legacy } = v1.initial;
    const replayed = replayStates(legacy as GameState, v1.events);
    if (!replayed.ok) throw new Error(replayed.error.reason);
    const last = replayed.states[replayed.states.length - 1] as GameState;
    expect({ ...last, rulesVersion: 1 }).toEqual(v1.state);
    expect(recordOf(last, v1.events).headers.rulesVersion).toBe(1);
  });
});

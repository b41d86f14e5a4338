import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/actions';
import { apply } from '../../src/apply';
import type { GameEvent } from '../../src/events';
import { gameFromRecord, recordOf, serializeRecord } from '../../src/record';
import { parseRecord } from '../../src/record-parse';
import { ANY_WORD, replay } from '../../src/replay';
import { Rng } from '../../src/rng';
import { getRuleset } from '../../src/rulesets/index';
import type { GameState } from '../../src/state';
import { viewEvent, viewFor } from '../../src/view';
import { line } from '../helpers/board';
import { mustApply, mustNewGame, withRacks } from '../helpers/game';
import { findLegalPlays } from '../helpers/legal-plays';
import type { Lexicon } from '../../src/lexicon';
import { RULES_LEXICON } from '../helpers/lexicon';
import { graphOf } from '../oracle/helpers/lexicons';
import { analyseGame } from '../../src/analysis/analyse';
import { GAME_LEXICON } from '../helpers/random-game';

/** Three seats, challenges on; seat racks set so that CAT (listed) and TAC (not) can be played. */
function challengesGame(players = 2, ruleset = 'wordrise'): GameState {
  const state = mustNewGame({ ruleset, seed: 'challenges', players, challenges: true });
  return withRacks({ ...state, toMove: 0 }, ['CATSEDO', 'HATSEDO', 'RATSEDO']);
}

const TAC = line(4, 4, 'across', 'TAC');

const sorted = (tiles: string) => [...tiles].sort().join('');
const CAT = line(4, 4, 'across', 'CAT');

describe('word challenges (a game option)', () => {
  it('challenge: without the option a play with a word not in the list is refused (R11)', () => {
    const state = withRacks(mustNewGame({ seed: 'challenges', players: 2 }), ['CATSEDO']);
    const played = apply(
      { ...state, toMove: 0 },
      { type: 'play', seat: 0, placements: TAC },
      RULES_LEXICON,
    );
    expect(played.ok).toBe(false);
    expect(state.challenges).toBeUndefined();
  });

  it('challenge: with the option a play of legal geometry is accepted and its event names the unlisted words', () => {
    const { state, event } = mustApply(
      challengesGame(),
      { type: 'play', seat: 0, placements: TAC },
      RULES_LEXICON,
    );
    expect(event).toMatchObject({ type: 'play', score: 6, unlisted: ['TAC'] });
    expect(state.openPlay).toMatchObject({ seat: 0, move: 0, unlisted: ['TAC'] });
    const valid = mustApply(
      challengesGame(),
      { type: 'play', seat: 0, placements: CAT },
      RULES_LEXICON,
    );
    expect(valid.event).not.toHaveProperty('unlisted');
    // Geometry is still judged: off the centre is refused.
    const off = apply(
      challengesGame(),
      { type: 'play', seat: 0, placements: line(0, 0, 'across', 'TAC') },
      RULES_LEXICON,
    );
    expect(off.ok && off.event).toBe(false);
  });

  it('challenge: a phony play is taken back — tiles to the rack, score off, drawn tiles shuffled back into the bag, turn passed on', () => {
    const before = challengesGame();
    const played = mustApply(before, { type: 'play', seat: 0, placements: TAC }, RULES_LEXICON);
    const { state, event } = mustApply(played.state, { type: 'challenge', seat: 1 }, RULES_LEXICON);
    expect(event).toMatchObject({
      type: 'challenge',
      seat: 1,
      challenged: 0,
      upheld: true,
      unlisted: ['TAC'],
      score: 6,
      challengedTotal: 0,
      total: 0,
    });
    expect(event.type === 'challenge' && event.returned).toBe(
      played.event.type === 'play' && played.event.drawn,
    );
    expect(state).toEqual({
      ...before,
      bag: state.bag,
      rng: state.rng,
      toMove: 1,
      moveNumber: 2,
      passesInRow: 1,
      turnsWithoutWord: 1,
    });
    expect(sorted(state.bag)).toBe(sorted(before.bag));
  });

  it('R30: after an upheld challenge the next draw is not the tiles the challenged player saw', () => {
    for (let n = 0; n < 20; n++) {
      const before = withRacks(
        { ...mustNewGame({ seed: `r30-${n}`, players: 2, challenges: true }), toMove: 0 },
        ['CATSEDO', 'HATSEDO'],
      );
      const played = mustApply(before, { type: 'play', seat: 0, placements: TAC }, RULES_LEXICON);
      const drawn = played.event.type === 'play' ? played.event.drawn : '';
      expect(drawn).toHaveLength(3);
      const { state } = mustApply(played.state, { type: 'challenge', seat: 1 }, RULES_LEXICON);
      // Seat 1 plays next and draws from the front: the challenged seat must not know what.
      expect(state.bag.slice(0, drawn.length), `seed r30-${n}`).not.toBe(drawn);
      expect(sorted(state.bag)).toBe(sorted(before.bag));
    }
  });

  it('R30: games of rules versions 1 and 2 replay as they were played: the drawn tiles back at the bag’s front', () => {
    for (const rulesVersion of [1, 2] as const) {
      const before = withRacks(
        {
          ...mustNewGame({ seed: 'challenges', players: 2, challenges: true, rulesVersion }),
          toMove: 0,
        },
        ['CATSEDO', 'HATSEDO'],
      );
      const played = mustApply(before, { type: 'play', seat: 0, placements: TAC }, RULES_LEXICON);
      const { state } = mustApply(played.state, { type: 'challenge', seat: 1 }, RULES_LEXICON);
      expect(state.bag).toBe(before.bag);
      expect(state.rng).toEqual(before.rng);
    }
  });

  it('challenge: a valid play challenged costs the challenger their next turn (at once when it is theirs)', () => {
    const played = mustApply(
      challengesGame(),
      { type: 'play', seat: 0, placements: CAT },
      RULES_LEXICON,
    );
    const { state, event } = mustApply(played.state, { type: 'challenge', seat: 1 }, RULES_LEXICON);
    expect(event).toMatchObject({ upheld: false, unlisted: [], score: 0, challengedTotal: 6 });
    expect(state.toMove).toBe(0);
    expect(state.board).toEqual(played.state.board);
    expect(state.skips).toBeUndefined();
    expect(state.passesInRow).toBe(0);
  });

  it('challenge: a failed challenger not on turn loses the turn when it comes', () => {
    const played = mustApply(
      challengesGame(3),
      { type: 'play', seat: 0, placements: CAT },
      RULES_LEXICON,
    );
    const challenged = mustApply(played.state, { type: 'challenge', seat: 2 }, RULES_LEXICON).state;
    expect(challenged).toMatchObject({ toMove: 1, skips: [2] });
    const passed = mustApply(challenged, { type: 'pass', seat: 1 }, RULES_LEXICON).state;
    expect(passed.toMove).toBe(0);
    expect(passed.skips).toBeUndefined();
  });

  it('challenge: only an opponent, only before the next action, only once', () => {
    const played = mustApply(
      challengesGame(3),
      { type: 'play', seat: 0, placements: TAC },
      RULES_LEXICON,
    ).state;
    expect(apply(played, { type: 'challenge', seat: 0 }, RULES_LEXICON)).toMatchObject({
      ok: false,
      error: { rule: 'TURN' },
    });
    const accepted = mustApply(played, { type: 'pass', seat: 1 }, RULES_LEXICON).state;
    expect(apply(accepted, { type: 'challenge', seat: 2 }, RULES_LEXICON)).toMatchObject({
      ok: false,
      error: { rule: 'TURN' },
    });
    const once = mustApply(played, { type: 'challenge', seat: 2 }, RULES_LEXICON).state;
    expect(apply(once, { type: 'challenge', seat: 1 }, RULES_LEXICON)).toMatchObject({
      ok: false,
      error: { rule: 'TURN' },
    });
    const off = withRacks({ ...mustNewGame({ seed: 'x', players: 2 }), toMove: 0 }, ['CATSEDO']);
    const offPlayed = mustApply(
      off,
      { type: 'play', seat: 0, placements: CAT },
      RULES_LEXICON,
    ).state;
    expect(apply(offPlayed, { type: 'challenge', seat: 1 }, RULES_LEXICON)).toMatchObject({
      ok: false,
      error: { rule: 'INPUT' },
    });
  });

  it('challenge: views show the open window but not which words are unlisted before it resolves', () => {
    const played = mustApply(
      challengesGame(),
      { type: 'play', seat: 0, placements: TAC },
      RULES_LEXICON,
    );
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(viewEvent(played.event, viewer, 'playing')).not.toHaveProperty('unlisted');
      const view = viewFor(played.state, viewer);
      expect(view).toMatchObject({ challenges: true, challengeable: { seat: 0, move: 0 } });
      expect(JSON.stringify(view)).not.toContain('TAC');
    }
    const resolved = mustApply(played.state, { type: 'challenge', seat: 1 }, RULES_LEXICON);
    expect(viewEvent(resolved.event, 1, 'playing')).toMatchObject({ unlisted: ['TAC'] });
    const returned = resolved.event.type === 'challenge' ? resolved.event.returned : '';
    expect(viewEvent(resolved.event, 1, 'playing')).toMatchObject({
      returned: '?'.repeat(returned.length),
    });
    expect(viewEvent(resolved.event, 0, 'playing')).toMatchObject({ returned });
    expect(viewFor(resolved.state, 1)).not.toHaveProperty('challengeable');
  });

  it('challenge: an upheld challenge counts as a word-less turn for R27 (upwords-8: every seat passing ends the game)', () => {
    const passed = mustApply(
      challengesGame(2, 'upwords-8'),
      { type: 'pass', seat: 0 },
      RULES_LEXICON,
    ).state;
    const played = mustApply(
      passed,
      { type: 'play', seat: 1, placements: line(3, 3, 'across', 'TAH') },
      RULES_LEXICON,
    );
    const { state, event } = mustApply(played.state, { type: 'challenge', seat: 0 }, RULES_LEXICON);
    expect(event.end?.reason).toBe('all-passed');
    expect(state.status).toBe('over');
  });
});

/** Seat 0 holds only CAT or TAC and the bag is empty: the play goes out (R26). */
function goingOutGame(players = 2): GameState {
  const state = mustNewGame({ seed: 'going-out', players, challenges: true });
  return withRacks({ ...state, toMove: 0 }, ['CAT', 'HATSEDO', 'RATSEDO'], '');
}

describe('word challenges: a play that goes out', () => {
  it('challenge going out: the game is not over while the window is open; only a challenge, an accept or a resignation may follow', () => {
    const { state, event } = mustApply(
      goingOutGame(),
      { type: 'play', seat: 0, placements: CAT },
      RULES_LEXICON,
    );
    expect(event.end).toBeNull();
    expect(state).toMatchObject({ status: 'playing', toMove: 1, result: null });
    expect(state.openPlay).toMatchObject({ seat: 0, ends: 'went-out' });
    expect(viewFor(state, 1)).toMatchObject({
      challengeable: { seat: 0, move: 0, endsGame: true },
    });
    for (const action of [
      { type: 'pass', seat: 1 },
      { type: 'exchange', seat: 1, tiles: 'H' },
      { type: 'timeout', seat: 1 },
    ] as const) {
      expect(apply(state, action, RULES_LEXICON)).toMatchObject({
        ok: false,
        error: { rule: 'TURN', message: 'The last play ends the game: challenge it or accept it.' },
      });
    }
    expect(apply(state, { type: 'accept', seat: 0 }, RULES_LEXICON)).toMatchObject({
      ok: false,
      error: { rule: 'TURN' },
    });
  });

  it('challenge going out: an accept ends the game as the play went out (R26, R29)', () => {
    const played = mustApply(
      goingOutGame(),
      { type: 'play', seat: 0, placements: CAT },
      RULES_LEXICON,
    ).state;
    const { state, event } = mustApply(played, { type: 'accept', seat: 1 }, RULES_LEXICON);
    expect(event).toMatchObject({ type: 'accept', seat: 1, accepted: 0, total: 0 });
    expect(event.end).toMatchObject({ reason: 'went-out', penalties: [0, 35] });
    expect(state.status).toBe('over');
    expect(state.openPlay).toBeUndefined();
    expect(state.players.map((p) => p.score)).toEqual([6, -35]);
  });

  it('challenge going out: a failed challenge ends the game as the play went out', () => {
    const played = mustApply(
      goingOutGame(),
      { type: 'play', seat: 0, placements: CAT },
      RULES_LEXICON,
    ).state;
    const { state, event } = mustApply(played, { type: 'challenge', seat: 1 }, RULES_LEXICON);
    expect(event).toMatchObject({ upheld: false, end: { reason: 'went-out' } });
    expect(state.status).toBe('over');
  });

  it('challenge going out: an upheld challenge returns the tiles and the game goes on', () => {
    const before = goingOutGame();
    const played = mustApply(before, { type: 'play', seat: 0, placements: TAC }, RULES_LEXICON);
    const { state, event } = mustApply(played.state, { type: 'challenge', seat: 1 }, RULES_LEXICON);
    expect(event).toMatchObject({ upheld: true, unlisted: ['TAC'], end: null });
    expect(state).toMatchObject({ status: 'playing', toMove: 1 });
    expect(state.players[0]).toMatchObject({ rack: 'CAT', score: 0 });
    expect(state.board).toEqual(before.board);
    expect(state.openPlay).toBeUndefined();
    // The game goes on: seat 1 may pass.
    expect(apply(state, { type: 'pass', seat: 1 }, RULES_LEXICON).ok).toBe(true);
  });

  it('challenge going out: a resignation in the window ends the game — as resigned with two players, as went-out with three', () => {
    const two = mustApply(
      goingOutGame(),
      { type: 'play', seat: 0, placements: CAT },
      RULES_LEXICON,
    );
    expect(mustApply(two.state, { type: 'resign', seat: 1 }, RULES_LEXICON).event.end?.reason).toBe(
      'resigned',
    );
    const three = mustApply(
      goingOutGame(3),
      { type: 'play', seat: 0, placements: CAT },
      RULES_LEXICON,
    );
    const resigned = mustApply(three.state, { type: 'resign', seat: 2 }, RULES_LEXICON);
    expect(resigned.event.end?.reason).toBe('went-out');
    expect(resigned.state.status).toBe('over');
  });

  it('challenge going out: the log replays identically and its record (with the accept line) round-trips', () => {
    const initial = goingOutGame();
    const played = mustApply(initial, { type: 'play', seat: 0, placements: CAT }, RULES_LEXICON);
    const accepted = mustApply(played.state, { type: 'accept', seat: 1 }, RULES_LEXICON);
    const events = [played.event, accepted.event];
    const replayed = replay(initial, events);
    expect(replayed.ok && replayed.state).toEqual(accepted.state);
    const record = recordOf(accepted.state, events, { date: '2026-12-01' });
    const text = serializeRecord(record);
    expect(text).toContain('>2: HATSEDO accept 1 +0 0');
    expect(text).toContain('#end went-out');
    const parsed = parseRecord(text);
    expect(parsed.ok && parsed.record).toEqual(record);
  });

  it('challenge: an accept in an ordinary window closes it and keeps the turn', () => {
    const played = mustApply(
      challengesGame(),
      { type: 'play', seat: 0, placements: TAC },
      RULES_LEXICON,
    ).state;
    const { state } = mustApply(played, { type: 'accept', seat: 1 }, RULES_LEXICON);
    expect(state).toMatchObject({ status: 'playing', toMove: 1, moveNumber: 2 });
    expect(state.openPlay).toBeUndefined();
    expect(apply(state, { type: 'challenge', seat: 1 }, RULES_LEXICON).ok).toBe(false);
  });
});

// A word list with holes: the random plays come from GAME_LEXICON, judged by this one.
const THINNER_WORDS = new Set(GAME_LEXICON.words.filter((_, i) => i % 3 !== 0));
const THINNER: Lexicon = { has: (word) => THINNER_WORDS.has(word) };

/** A random challenges game: random legal-geometry plays, challenged now and then by a random opponent. */
function randomChallengesGame(seed: string, players: number, ruleset: string) {
  const initial = mustNewGame({ ruleset, seed, players, challenges: true });
  const rules = getRuleset(ruleset);
  if (!rules) throw new Error('no ruleset');
  const rng = Rng.fromSeed(`${seed}-choices`, 1);
  const events: GameEvent[] = [];
  const checks: { before: GameState; played: GameState; after: GameState }[] = [];
  let state = initial;
  const step = (action: Action) => {
    const applied = apply(state, action, THINNER);
    if (!applied.ok) throw new Error(`${action.type} refused: ${applied.error.reason}`);
    events.push(applied.event);
    state = applied.state;
  };
  for (let guard = 0; state.status === 'playing' && guard < 400; guard++) {
    const held = state.openPlay?.ends ? state.openPlay : undefined;
    if (held) {
      // A play that went out: challenged now and then, else accepted by the next seat.
      step({ type: rng.below(2) === 0 ? 'challenge' : 'accept', seat: state.toMove });
      continue;
    }
    const seat = state.toMove;
    const rack = state.players[seat]?.rack ?? '';
    const plays = findLegalPlays(state.board, rack, rules, GAME_LEXICON, state.firstPlay);
    if (plays.length === 0 || rng.below(10) === 0) {
      step({ type: 'pass', seat });
      continue;
    }
    const before = state;
    step({ type: 'play', seat, placements: plays[rng.below(plays.length)]!.placements });
    if (state.status !== 'playing' || rng.below(3) === 0) continue;
    const opponents = state.players.flatMap((p, i) =>
      p.status === 'active' && i !== seat ? [i] : [],
    );
    const played = state;
    step({ type: 'challenge', seat: opponents[rng.below(opponents.length)]! });
    checks.push({ before, played, after: state });
  }
  return { initial, events, state, checks };
}

describe('word challenges over random games', () => {
  it('challenge: play + upheld challenge = the state before the play with the turn passed on (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.constantFrom('wordrise', 'upwords-8'),
        (n, ruleset) => {
          const game = randomChallengesGame(`prop-${n}`, 2 + (n % 3), ruleset);
          for (const { before, played, after } of game.checks) {
            const upheld = (played.openPlay?.unlisted.length ?? 0) > 0;
            if (!upheld) {
              expect(after.board).toEqual(played.board);
              continue;
            }
            expect(after.board).toEqual(before.board);
            expect(sorted(after.bag)).toEqual(sorted(before.bag));
            // The game may end on the take-back (R27/R28), charging the rack penalty (R29).
            const penalties = after.result?.penalties ?? [];
            expect(
              after.players.map((p, seat) => [p.rack, p.score + (penalties[seat] ?? 0)]),
            ).toEqual(before.players.map((p) => [p.rack, p.score]));
            expect(after.firstPlay).toBe(before.firstPlay);
            expect(after.moveNumber).toBe(before.moveNumber + 2);
            if (after.status === 'playing') {
              expect(after.passesInRow).toBe(before.passesInRow + 1);
              expect(after.toMove).toBe(played.toMove);
            }
          }
        },
      ),
      { numRuns: 8 },
    );
  });

  it('challenge: the replay of a log with challenges equals the live game, and its record round-trips', () => {
    const outcomes: boolean[] = [];
    for (const [seed, ruleset] of [
      ['replay-1', 'wordrise'],
      ['replay-2', 'upwords-8'],
      ['replay-3', 'wordrise'],
    ] as const) {
      const game = randomChallengesGame(seed, 3, ruleset);
      outcomes.push(...game.events.flatMap((e) => (e.type === 'challenge' ? [e.upheld] : [])));
      const replayed = replay(game.initial, game.events);
      expect(replayed.ok && replayed.state).toEqual(game.state);
      // Re-judging with the same list gives the same game.
      const rejudged = replay(game.initial, game.events, THINNER);
      expect(rejudged.ok && rejudged.state).toEqual(game.state);
      expect(replay(game.initial, game.events, ANY_WORD).ok).toBe(true);

      const record = recordOf(game.state, game.events, { date: '2026-11-30' });
      expect(record.headers.challenges).toBe(true);
      const text = serializeRecord(record);
      expect(text).toContain('#challenges on');
      expect(text).toMatch(/challenge \d upheld [A-Z,]+ -\d+/);
      const parsed = parseRecord(text);
      expect(parsed.ok && parsed.record).toEqual(record);
      if (game.state.status === 'over') {
        const rebuilt = gameFromRecord(record);
        expect(rebuilt.ok && rebuilt.states[rebuilt.states.length - 1]).toEqual(game.state);
      }
    }
    expect(outcomes).toContain(true);
    expect(outcomes).toContain(false);
  });

  it('challenge: the Oracle analyses a challenged phony as its player’s turn (not found) and notes the challenge', () => {
    const game = randomChallengesGame('analysis-1', 2, 'upwords-8');
    const analysed = analyseGame(game.initial, game.events, graphOf(THINNER_WORDS));
    if (!analysed.ok) throw new Error(analysed.error.reason);
    expect(analysed.moves).toHaveLength(game.events.length);
    game.events.forEach((event, i) => {
      const move = analysed.moves[i]!;
      if (event.type === 'challenge') {
        expect(move).toMatchObject({ type: 'challenge', seat: event.seat, bestPlay: null });
      } else if (event.type === 'play' && event.unlisted) {
        expect(move).toMatchObject({ type: 'play', found: false, playedScore: event.score });
      }
    });
    expect(game.events.some((e) => e.type === 'play' && e.unlisted)).toBe(true);
  });

  it('challenge: a record without #challenges still parses as a game without challenges', () => {
    const text = [
      '#wordrise-record 1',
      '#ruleset wordrise',
      '#player1 Ann',
      '#player2 Bo',
      '>1: CATXYZE 5E CAT +6 6 drew ABC',
      '',
    ].join('\n');
    const parsed = parseRecord(text);
    expect(parsed.ok && parsed.record.headers).not.toHaveProperty('challenges');
  });
});

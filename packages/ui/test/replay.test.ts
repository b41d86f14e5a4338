import {
  ANY_WORD,
  apply,
  newGame,
  parseRecord,
  publicCountsOf,
  recordOf,
  viewEvent,
  viewFor,
  type Action,
  type GameEvent,
  type GameState,
  type Lexicon,
  type NewGameOptions,
} from '@wordrise/engine';
import { describe, expect, it } from 'vitest';
import { labelFor, labelOf, playerFigures, type MoveAnnotation } from '../src/replay/annotations';
import { alternativeText } from '../src/replay/annotation-panel';
import { moveInWords } from '../src/replay/describe';
import { replayPositions } from '../src/replay/positions';
import { recordFiles } from '../src/replay/record';
import { QU } from './helpers';

/** A new game played action by action (`act`), keeping each event and the state after it. */
function gameOf(options: NewGameOptions, lexicon: Lexicon = ANY_WORD) {
  const created = newGame(options);
  if (!created.ok) throw new Error(created.error.reason);
  const initial = created.state;
  let state = initial;
  const events: GameEvent[] = [];
  const states: GameState[] = [];
  const act = (action: Action) => {
    const applied = apply(state, action, lexicon);
    if (!applied.ok) throw new Error(applied.error.reason);
    state = applied.state;
    events.push(applied.event);
    states.push(state);
  };
  return { initial, events, states, act, now: () => state };
}

/**
 * A running game's positions as a spectator's replay rebuilds them: from the hidden log and
 * the counts the server sends (after each event's state).
 */
function runningReplay(initial: GameState, events: readonly GameEvent[], states: GameState[]) {
  return replayPositions({
    start: viewFor(initial, 'spectator'),
    events: events.map((e) => viewEvent(e, 'spectator', 'playing')),
    initial: null,
    counts: states.slice(0, events.length).map(publicCountsOf),
  });
}

/** A short game: an opening play across the centre, a pass, a resignation. */
function shortGame(): { initial: GameState; events: GameEvent[]; states: GameState[] } {
  const { initial, events, states, act, now } = gameOf({
    seed: 'replay-test',
    players: 2,
    names: ['anna', 'ben'],
  });
  const rack = initial.players[initial.toMove]!.rack;
  act({
    type: 'play',
    seat: initial.toMove,
    placements: [
      { r: 4, c: 4, letter: rack[0]! },
      { r: 4, c: 5, letter: rack[1]! },
    ],
  });
  act({ type: 'pass', seat: now().toMove });
  act({ type: 'resign', seat: now().toMove });
  return { initial, events, states };
}

describe('replayPositions', () => {
  it('rebuilds every position of a finished game with its racks, bag and scores', () => {
    const { initial, events, states } = shortGame();
    const positions = replayPositions({
      start: viewFor(initial, 'spectator'),
      events,
      initial,
      counts: null,
    });
    expect(positions).toHaveLength(events.length + 1);
    expect(positions[0]!.racks).toEqual(initial.players.map((p) => p.rack));
    states.forEach((state, i) => {
      const position = positions[i + 1]!;
      expect(position.board).toEqual(state.board);
      expect(position.racks).toEqual(state.players.map((p) => p.rack));
      expect(position.bagCount).toBe(state.bag.length);
      expect(position.scores).toEqual(state.players.map((p) => p.score));
      expect(position.firstPlay).toBe(state.firstPlay);
    });
    expect(positions[0]!.firstPlay).toBe(true);
    expect(positions[1]!.placed).toHaveLength(2);
  });

  it("rebuilds a running game's public positions from its hidden log: board, scores, bag and rack counts, no racks", () => {
    const { initial, events, states } = shortGame();
    const positions = runningReplay(initial, events.slice(0, 2), states);
    positions.slice(1).forEach((position, i) => {
      const state = states[i]!;
      expect(position.racks).toBeNull();
      expect(position.board).toEqual(state.board);
      expect(position.scores).toEqual(state.players.map((p) => p.score));
      expect(position.bagCount).toBe(state.bag.length);
      expect(position.rackCounts).toEqual(state.players.map((p) => p.rack.length));
      expect(position.firstPlay).toBe(state.firstPlay);
    });
  });
});

describe('replayPositions with word challenges', () => {
  it("takes an upheld challenge's play back in a running game: board, scores, bag and rack counts as the engine has them", () => {
    const phonies = new Set<string>();
    const lexicon = { has: (word: string) => !phonies.has(word) };
    const game = gameOf(
      { seed: 'replay-challenge', players: 3, names: ['anna', 'ben', 'cleo'], challenges: true },
      lexicon,
    );
    const { initial, events, states, act } = game;
    // A listed opening, then a phony made by stacking one tile on it, challenged by the
    // third seat and upheld.
    const first = game.now().toMove;
    const opening = game.now().players[first]!.rack;
    act({
      type: 'play',
      seat: first,
      placements: [
        { r: 4, c: 4, letter: opening[0]! },
        { r: 4, c: 5, letter: opening[1]! },
      ],
    });
    act({ type: 'accept', seat: game.now().toMove });
    const second = game.now().toMove;
    const letter = [...game.now().players[second]!.rack].find(
      (l) => l !== opening[0] && l !== '?',
    )!;
    phonies.add(`${letter}${opening[1]}`);
    act({ type: 'play', seat: second, placements: [{ r: 4, c: 4, letter }] });
    const challenger = (second + 1) % 3;
    act({ type: 'challenge', seat: challenger });
    expect(events.at(-1)).toMatchObject({ type: 'challenge', upheld: true });

    const positions = runningReplay(initial, events, states);
    positions.slice(1).forEach((position, i) => {
      const at = states[i]!;
      expect(position.board).toEqual(at.board);
      expect(position.scores).toEqual(at.players.map((p) => p.score));
      expect(position.bagCount).toBe(at.bag.length);
      expect(position.rackCounts).toEqual(at.players.map((p) => p.rack.length));
      expect(position.firstPlay).toBe(at.firstPlay);
    });
  });
});

describe('replayPositions in Word Wefter', () => {
  it("counts a running game's bought tiles on the rack and the marketplace's refill out of the bag, as the live game does", () => {
    const game = gameOf({ ruleset: 'wefter', seed: 'replay-wefter', players: 2 });
    const { initial, events, states, act } = game;
    const first = game.now().toMove;
    const [a, b] = [...game.now().players[first]!.rack].filter((t) => t !== '_');
    const letter = (tile: string) => (tile === '?' ? 'e' : tile);
    act({
      type: 'play',
      seat: first,
      placements: [
        { r: 5, c: 5, letter: letter(a!) },
        { r: 5, c: 6, letter: letter(b!) },
      ],
    });
    act({ type: 'pass', seat: game.now().toMove });
    // The first player buys the marketplace's first tile and plays it at once (ZYGOMATA's case).
    const bought = game.now().market!.slots[0]!;
    act({ type: 'play', seat: first, buy: [0], placements: [{ r: 5, c: 7, letter: bought }] });
    // Then buys and passes.
    act({ type: 'pass', seat: game.now().toMove });
    act({ type: 'pass', seat: first, buy: [0] });
    expect(events[2]).toMatchObject({ type: 'play', bought: { tiles: bought } });
    expect(events[4]).toMatchObject({ type: 'pass', bought: { slots: [0] } });

    const positions = runningReplay(initial, events, states);
    positions.slice(1).forEach((position, i) => {
      const live = viewFor(states[i]!, 'spectator');
      expect(position.rackCounts).toEqual(live.players.map((p) => p.rackCount));
      expect(position.bagCount).toBe(live.bagCount);
    });
    expect(positions[3]!.rackCounts[first]).toBe(7);
    expect(positions[5]!.rackCounts[first]).toBe(8);
  });
});

describe('moveInWords', () => {
  it('says who played which word where, for how much', () => {
    const { events } = shortGame();
    const play = events[0]!;
    if (play.type !== 'play') throw new Error('expected a play');
    const main = play.words[0]!;
    expect(moveInWords(play, 'anna', {})).toBe(
      `anna played ${main.word} at row 5, column 5 across for ${play.score}`,
    );
    expect(moveInWords(events[1]!, 'ben', {})).toBe('ben passed');
    expect(moveInWords(events[2]!, 'anna', {})).toBe('anna resigned');
    expect(moveInWords(events[2]!, 'anna', {}, 'organiser')).toBe(
      'anna lost by forfeit (the organiser’s decision)',
    );
    expect(moveInWords(events[2]!, 'anna', {}, 'claim')).toBe('anna left the game (win claimed)');
  });

  it('spells the word as the ruleset spells its tiles', () => {
    const play = {
      type: 'play',
      move: 0,
      seat: 0,
      rack: 'QIT',
      total: 12,
      end: null,
      placements: [],
      words: [{ word: 'QIT', score: 12, start: { r: 4, c: 2 }, direction: 'down' }],
      bonus: 0,
      score: 12,
      drawn: '',
    } as const satisfies GameEvent;
    expect(moveInWords(play, 'anna', QU)).toBe('anna played QUIT at row 5, column 3 down for 12');
  });
});

describe('labels and figures', () => {
  it('labels plays by points lost: under 5 none, 5–9 inaccuracy, 10–19 mistake, 20+ blunder', () => {
    expect([0, 4, 5, 9, 10, 19, 20, 60].map(labelFor)).toEqual([
      null,
      null,
      'inaccuracy',
      'inaccuracy',
      'mistake',
      'mistake',
      'blunder',
      'blunder',
    ]);
  });

  it('labels a pass by its points lost but gives an exchange no label (labelOf)', () => {
    const turn = (kind: MoveAnnotation['kind']) =>
      ({
        moveNumber: 3,
        kind,
        bestPlay: { placements: [], words: [], score: 24, tiles: '' },
        bestScore: 24,
        playedScore: kind === 'play' ? 2 : 0,
        rank: kind === 'play' ? 40 : null,
        playCount: 50,
        pointsLost: kind === 'play' ? 22 : 24,
      }) satisfies MoveAnnotation;
    expect([turn('play'), turn('pass'), turn('exchange')].map(labelOf)).toEqual([
      'blunder',
      'blunder',
      null,
    ]);
  });

  it('sums points lost, averages ranks, counts best plays and gives accuracy as points taken of points offered', () => {
    const note = (moveNumber: number, playedScore: number, bestScore: number, rank: number) =>
      ({
        moveNumber,
        bestPlay: { placements: [], words: [], score: bestScore, tiles: '' },
        bestScore,
        playedScore,
        rank,
        playCount: 50,
        pointsLost: bestScore - playedScore,
      }) satisfies MoveAnnotation;
    const seats = [0, 1, 0, 1];
    const figures = playerFigures(
      [note(0, 20, 20, 1), note(1, 10, 30, 7), note(2, 30, 40, 3)],
      (move) => seats[move],
      2,
    );
    expect(figures[0]).toEqual({
      seat: 0,
      plays: 2,
      pointsLost: 10,
      averageRank: 2,
      bestPlays: 1,
      accuracy: (100 * 50) / 60,
    });
    expect(figures[1]).toMatchObject({ plays: 1, pointsLost: 20, averageRank: 7, bestPlays: 0 });
    expect(playerFigures([], () => 0, 1)[0]).toMatchObject({ averageRank: null, accuracy: null });
  });

  it('counts a pass that had a play in points lost and accuracy, not in plays or ranks', () => {
    const play = {
      moveNumber: 0,
      bestPlay: { placements: [], words: [], score: 20, tiles: '' },
      bestScore: 20,
      playedScore: 20,
      rank: 1,
      playCount: 50,
      pointsLost: 0,
    } satisfies MoveAnnotation;
    const pass = {
      ...play,
      moveNumber: 1,
      kind: 'pass',
      bestScore: 30,
      playedScore: 0,
      rank: null,
      pointsLost: 30,
    } satisfies MoveAnnotation;
    expect(playerFigures([play, pass], () => 0, 1)[0]).toEqual({
      seat: 0,
      plays: 1,
      pointsLost: 30,
      averageRank: 1,
      bestPlays: 1,
      accuracy: (100 * 20) / 50,
    });
  });
});

describe('alternativeText', () => {
  it('tells plays of one word apart by where they start', () => {
    const play = (r: number, c: number) => ({
      placements: [{ r, c, letter: 'A' }],
      score: 12,
      words: [{ word: 'RAGTOP', score: 12, start: { r, c }, direction: 'down' }],
    });
    expect(alternativeText(play(0, 4), {})).toBe(
      'RAGTOP 12 at row 1, column 5 down — 12 points, 1 tile',
    );
    expect(alternativeText(play(1, 4), {})).not.toBe(alternativeText(play(0, 4), {}));
  });
});

describe('recordFiles', () => {
  it("gives a finished game's record as text the engine reads back and as JSON, seed included", () => {
    const { initial, events } = shortGame();
    const files = recordFiles('0123456789abcdef', initial, events, '2026-11-30')!;
    expect(files.text.name).toBe('wordrise-01234567.txt');
    const parsed = parseRecord(files.text.body);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.record.headers.seed).toBe(initial.seed);
      expect(parsed.record.headers.date).toBe('2026-11-30');
      expect(parsed.record.events).toEqual(events);
    }
    expect(JSON.parse(files.json.body)).toEqual(recordOf(initial, events, { date: '2026-11-30' }));
  });

  it('gives nothing for a running game (no seed before the end)', () => {
    const { initial, events } = shortGame();
    expect(recordFiles('x', initial, events.slice(0, 2), null)).toBeNull();
    expect(recordFiles('x', null, events, null)).toBeNull();
  });
});

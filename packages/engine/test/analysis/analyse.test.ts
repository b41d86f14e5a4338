/**
 * The Oracle's analysis of a game (src/analysis): per move the best play, the
 * played move's rank and points lost, and the play count — the same numbers the
 * worker stored before the analysis moved into the engine.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDefaultLexicon, DEFAULT_LEXICON_PATH } from '../../bin/lexicon';
import { analyseGame, analyseRecord, analysisVersion } from '../../src/analysis/index';
import type { GameEvent } from '../../src/events';
import { findAllPlays, type Play } from '../../src/oracle/index';
import { recordOf } from '../../src/record';
import { CURRENT_RULES_VERSION } from '../../src/rules-versions';
import { WORDRISE } from '../../src/rulesets/wordrise';
import type { GameState } from '../../src/state';
import { WordGraph, buildWordGraph } from '../../src/wordgraph/index';
import { mustApply, mustNewGame, withRacks } from '../helpers/game';
import golden from './golden/worker-annotations.json';

const english = loadDefaultLexicon();

interface WorkerAnnotation {
  moveNumber: number;
  bestPlay: Play;
  bestScore: number;
  playedScore: number;
  rank: number;
  playCount: number;
  pointsLost: number;
  found: boolean;
}

function mustAnalyse(initial: GameState, events: readonly GameEvent[]) {
  const analysed = analyseGame(initial, events, english);
  if (!analysed.ok) throw new Error(analysed.error.reason);
  return analysed.moves;
}

/** A game and its log, grown one action at a time with the real word list. */
function game(start: GameState) {
  let state = start;
  const events: GameEvent[] = [];
  return {
    get state() {
      return state;
    },
    events,
    act(action: Parameters<typeof mustApply>[1]) {
      const applied = mustApply(state, action, english);
      state = applied.state;
      events.push(applied.event);
    },
  };
}

describe('analyseGame', () => {
  it('equals what the worker stored for a seeded game (casual vs greedy, 33 plays)', () => {
    const initial = mustNewGame({
      seed: golden.seed,
      players: golden.players,
      rulesVersion: golden.rulesVersion,
      rngVersion: golden.rngVersion,
    });
    const events = golden.events as unknown as GameEvent[];
    const moves = mustAnalyse(initial, events);
    const stored = golden.annotations as unknown as WorkerAnnotation[];
    expect(moves.length).toBe(events.length);
    const plays = moves.flatMap((m) =>
      m.type === 'play'
        ? [
            {
              moveNumber: m.move,
              bestPlay: m.bestPlay,
              bestScore: m.bestScore,
              playedScore: m.playedScore,
              rank: m.rank,
              playCount: m.playCount,
              pointsLost: m.pointsLost,
              found: m.found,
            },
          ]
        : [],
    );
    expect(plays).toEqual(stored);
    expect(stored.some((a) => a.rank > 1)).toBe(true);
  });

  it('the best play is rank 1 with 0 points lost; a weaker play ranks below every better score', () => {
    const g = game(mustNewGame({ seed: 'analysis', players: 2 }));
    const rack = g.state.players[g.state.toMove]?.rack ?? '';
    const { count, plays } = findAllPlays(g.state, rack, english, WORDRISE);
    const best = plays[0] as Play;
    g.act({ type: 'play', seat: g.state.toMove, placements: best.placements });
    const rack2 = g.state.players[g.state.toMove]?.rack ?? '';
    const second = findAllPlays(g.state, rack2, english, WORDRISE);
    const weak = second.plays[second.plays.length - 1] as Play;
    g.act({ type: 'play', seat: g.state.toMove, placements: weak.placements });

    const [first, next] = mustAnalyse(mustNewGame({ seed: 'analysis', players: 2 }), g.events);
    expect(first).toMatchObject({
      move: 0,
      type: 'play',
      rank: 1,
      pointsLost: 0,
      playedScore: best.score,
      bestScore: best.score,
      playCount: count,
      found: true,
    });
    expect(first?.bestPlay?.placements).toEqual(best.placements);
    expect(next).toMatchObject({
      type: 'play',
      rank: 1 + second.plays.filter((p) => p.score > weak.score).length,
      pointsLost: (second.plays[0]?.score ?? 0) - weak.score,
      playCount: second.count,
    });
  });

  it('a forced pass gets no rank and loses nothing; a pass that had plays loses the best score', () => {
    const start = mustNewGame({ seed: 'analysis', players: 2 });
    const mover = start.toMove;
    // No word is spelled with V alone: the mover has no legal play.
    const stuck = withRacks(start, ['VVVVVVV', 'VVVVVVV']);
    const g = game(stuck);
    g.act({ type: 'pass', seat: mover });
    const open = game(start);
    open.act({ type: 'pass', seat: mover });

    const [forced] = mustAnalyse(stuck, g.events);
    expect(forced).toEqual({
      move: 0,
      seat: mover,
      type: 'pass',
      playedScore: 0,
      bestPlay: null,
      bestScore: null,
      rank: null,
      playCount: 0,
      pointsLost: 0,
      found: null,
    });
    const [chosen] = mustAnalyse(start, open.events);
    const best = findAllPlays(start, start.players[mover]?.rack ?? '', english, WORDRISE).plays[0];
    expect(chosen).toMatchObject({ type: 'pass', rank: null, pointsLost: best?.score });
    expect(chosen?.bestPlay).toEqual(best);
  });

  it('analyses nothing for a resignation; a log that does not replay is a LOG error', () => {
    const start = mustNewGame({ seed: 'analysis', players: 2 });
    const g = game(start);
    g.act({ type: 'resign', seat: 1 - start.toMove });
    expect(mustAnalyse(start, g.events)).toEqual([
      {
        move: 0,
        seat: 1 - start.toMove,
        type: 'resign',
        playedScore: 0,
        bestPlay: null,
        bestScore: null,
        rank: null,
        playCount: null,
        pointsLost: null,
        found: null,
      },
    ]);
    const forged = [{ ...(g.events[0] as GameEvent), seat: start.toMove }];
    expect(analyseGame(start, forged, english)).toMatchObject({
      ok: false,
      error: { rule: 'LOG' },
    });
  });

  it("analyses a finished game's record like the game itself", () => {
    const initial = mustNewGame({ seed: golden.seed, players: golden.players });
    const events = golden.events as unknown as GameEvent[];
    const final = mustAnalyse(initial, events);
    // The log ends the game, so the record carries the seed.
    const analysed = analyseRecord(recordOf(initial, events), english);
    expect(analysed).toEqual({ ok: true, moves: final });
  });
});

describe('analysisVersion', () => {
  it('is derived from the rules version and the SHA-256 of the packed word graph', () => {
    const sha = createHash('sha256').update(readFileSync(DEFAULT_LEXICON_PATH)).digest('hex');
    expect(english.digest()).toBe(sha);
    expect(analysisVersion(english)).toBe(
      `rules-${CURRENT_RULES_VERSION}+words-${sha.slice(0, 16)}`,
    );
  });

  it('changes with the word list', () => {
    const small = WordGraph.fromBytes(buildWordGraph(['CAT', 'DOG']));
    const smaller = WordGraph.fromBytes(buildWordGraph(['CAT']));
    expect(analysisVersion(small)).not.toBe(analysisVersion(smaller));
    expect(analysisVersion(small)).toBe(
      analysisVersion(WordGraph.fromBytes(buildWordGraph(['CAT', 'DOG']))),
    );
  });
});

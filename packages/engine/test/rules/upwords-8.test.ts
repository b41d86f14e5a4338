import { describe, expect, it } from 'vitest';
import { emptyBoard, withTiles } from '../../src/board';
import { judgePlay } from '../../src/judge';
import { nobodyCanPlay } from '../../src/oracle/index';
import { OFFERED_RULESET_KEYS, getRuleset } from '../../src/rulesets/index';
import { UPWORDS_8 } from '../../src/rulesets/upwords-8';
import { WORDRISE } from '../../src/rulesets/wordrise';
import type { GameState } from '../../src/state';
import { FIXTURE_GRAPH } from '../oracle/helpers/lexicons';
import { line } from '../helpers/board';
import { mustApply, mustNewGame, withRacks } from '../helpers/game';
import { RULES_LEXICON } from '../helpers/lexicon';

const pass = (state: GameState) =>
  mustApply(state, { type: 'pass', seat: state.toMove }, RULES_LEXICON).state;

describe('the upwords-8 ruleset (classic Upwords)', () => {
  it('is registered under its key and offered in the lobby', () => {
    expect(getRuleset('upwords-8')).toBe(UPWORDS_8);
    expect(OFFERED_RULESET_KEYS).toEqual(['wordrise', 'upwords-8', 'wefter']);
  });

  it('has an 8 × 8 board, the four centre squares, a rack of 7, stacks of 5 and the Upwords scores', () => {
    expect(UPWORDS_8).toMatchObject({
      board: { size: 8 },
      rackSize: 7,
      maxStackHeight: 5,
      placement: { noSameLetterStack: true, noFullCover: true, barePluralLetter: 'S' },
      scoring: {
        flatPointsPerTile: 2,
        flatQuBonus: 2,
        stackedPointsPerTile: 1,
        tileCountBonuses: [{ tiles: 7, points: 20 }],
        endPenaltyPerTile: 5,
      },
      exchange: { maxTiles: 1, returnBeforeDraw: false },
      end: { whenOutWithEmptyBag: true, whenAllPass: 'any-bag', noWordRounds: null },
    });
    expect([...UPWORDS_8.board.startSquares].sort((a, b) => a.r - b.r || a.c - b.c)).toEqual([
      { r: 3, c: 3 },
      { r: 3, c: 4 },
      { r: 4, c: 3 },
      { r: 4, c: 4 },
    ]);
  });

  it('holds 64 tiles, every letter of WordRise’s 100 scaled by 0.64 and rounded to a neighbour, none missing', () => {
    const counts = UPWORDS_8.tiles.distribution;
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(64);
    expect(Object.keys(counts).sort()).toEqual(Object.keys(WORDRISE.tiles.distribution).sort());
    for (const [letter, n] of Object.entries(WORDRISE.tiles.distribution)) {
      const scaled = n * 0.64;
      expect(counts[letter], letter).toBeGreaterThanOrEqual(Math.max(1, Math.floor(scaled)));
      expect(counts[letter], letter).toBeLessThanOrEqual(Math.ceil(scaled));
    }
  });

  it('scores flat words 2 per tile (+2 for the Qu), stacked words 1 per tile, +20 for all 7 tiles', () => {
    const judge = (
      board = emptyBoard(8),
      placements = line(3, 2, 'across', 'CAT'),
      firstPlay = true,
    ) => judgePlay(board, placements, UPWORDS_8, RULES_LEXICON, { firstPlay });
    expect(judge()).toMatchObject({ ok: true, score: 6 });
    expect(judge(emptyBoard(8), line(3, 2, 'across', 'QIT'))).toMatchObject({ ok: true, score: 8 });
    const cat = withTiles(emptyBoard(8), line(3, 2, 'across', 'CAT'));
    expect(judge(cat, [{ r: 3, c: 2, letter: 'H' }], false)).toMatchObject({ ok: true, score: 4 });
    // The first play must cover a centre square of the 8 × 8 board.
    expect(judge(emptyBoard(8), line(1, 1, 'across', 'CAT'))).toMatchObject({
      ok: false,
      error: { rule: 'R12' },
    });
  });

  it('ends when every player passes in a row, even with tiles in the bag (WordRise plays on)', () => {
    const upwords = mustNewGame({ ruleset: 'upwords-8', seed: 'u8-pass', players: 3 });
    expect(upwords.bag.length).toBe(64 - 3 * 7);
    const passed = pass(pass(pass(upwords)));
    expect(passed.status).toBe('over');
    expect(passed.result?.reason).toBe('all-passed');
    // R29: each player loses 5 per tile left.
    expect(passed.players.map((p) => p.score)).toEqual([-35, -35, -35]);
    const wordrise = mustNewGame({ seed: 'u8-pass', players: 3 });
    expect(pass(pass(pass(wordrise))).status).toBe('playing');
  });

  it('ends when a player goes out with the bag empty', () => {
    const start = mustNewGame({ ruleset: 'upwords-8', seed: 'u8-out', players: 2 });
    const seat = start.toMove;
    const ready = withRacks(
      start,
      [0, 1].map((s) => (s === seat ? 'CAT' : 'XY')),
      '',
    );
    const { state } = mustApply(
      ready,
      { type: 'play', seat, placements: line(3, 2, 'across', 'CAT') },
      RULES_LEXICON,
    );
    expect(state.result).toMatchObject({ reason: 'went-out' });
  });

  it('nobodyCanPlay: true only when the bag is empty and no rack has a legal play', () => {
    const start = mustNewGame({ ruleset: 'upwords-8', seed: 'u8-none', players: 2 });
    // A first play: Z and Q alone make no word of the fixture list.
    expect(nobodyCanPlay(withRacks(start, ['ZQ', 'QZ'], ''), FIXTURE_GRAPH, UPWORDS_8)).toBe(true);
    expect(nobodyCanPlay(withRacks(start, ['ZQ', 'AT'], ''), FIXTURE_GRAPH, UPWORDS_8)).toBe(false);
    // Tiles in the bag: an exchange is still possible.
    expect(nobodyCanPlay(withRacks(start, ['ZQ', 'QZ'], 'E'), FIXTURE_GRAPH, UPWORDS_8)).toBe(
      false,
    );
  });
});

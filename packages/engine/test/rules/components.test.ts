import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullBag } from '../../src/bag';
import { emptyBoard, tilesOnBoard } from '../../src/board';
import { CURRENT_RNG_VERSION, RNG_VERSIONS, Rng, hashSeed, type RngState } from '../../src/rng';
import { WORDRISE } from '../../src/rulesets/wordrise';
import { newGame } from '../../src/state';
import { line } from '../helpers/board';
import { mustApply, mustNewGame, withRacks } from '../helpers/game';
import { RULES_LEXICON } from '../helpers/lexicon';
import { playRandomGame } from '../helpers/random-game';

describe('R1: the board', () => {
  it('R1: is 10 × 10 with centre squares (4,4), (4,5), (5,4), (5,5)', () => {
    expect(WORDRISE.board.size).toBe(10);
    expect(WORDRISE.board.startSquares).toEqual([
      { r: 4, c: 4 },
      { r: 4, c: 5 },
      { r: 5, c: 4 },
      { r: 5, c: 5 },
    ]);
    const state = mustNewGame({ seed: 1, players: 2 });
    expect(state.board).toEqual(emptyBoard(10));
    expect(state.board.cells).toHaveLength(100);
  });
});

describe('R2: the tiles', () => {
  it('R2: 100 tiles in the classic distribution, one Qu tile written Q', () => {
    const bag = fullBag(WORDRISE);
    expect(bag).toHaveLength(100);
    const counts = [...new Set(bag)].map((t) => `${t}${bag.split(t).length - 1}`).join(' ');
    expect(counts).toBe(
      'A7 B3 C4 D5 E8 F3 G3 H3 I7 J1 K2 L5 M5 N5 O7 P3 Q1 R5 S6 T5 U5 V1 W2 X1 Y2 Z1',
    );
  });

  it('R2: a new game holds all 100 tiles between the bag and the racks', () => {
    const state = mustNewGame({ seed: 'r2', players: 4 });
    const all = state.bag + state.players.map((p) => p.rack).join('');
    expect([...all].sort().join('')).toBe(fullBag(WORDRISE));
  });
});

describe('R3: racks', () => {
  it('R3: every player starts with 7 tiles', () => {
    const state = mustNewGame({ seed: 'r3', players: 3 });
    expect(state.players.map((p) => p.rack.length)).toEqual([7, 7, 7]);
    expect(state.bag).toHaveLength(100 - 21);
  });

  it('R3: after a play the rack is refilled to 7 from the front of the bag', () => {
    const start = withRacks(mustNewGame({ seed: 'r3', players: 2 }), ['CATXYZQ', 'CATXYZQ']);
    const seat = start.toMove;
    const { state, event } = mustApply(
      start,
      { type: 'play', seat, placements: line(4, 4, 'across', 'CAT') },
      RULES_LEXICON,
    );
    expect(event).toMatchObject({ type: 'play', drawn: start.bag.slice(0, 3) });
    expect(state.players[seat]?.rack).toBe(`XYZQ${start.bag.slice(0, 3)}`);
    expect(state.bag).toBe(start.bag.slice(3));
  });

  it('R3: when the bag runs short the rack takes what is left', () => {
    const start = withRacks(mustNewGame({ seed: 'r3', players: 2 }), ['CATXYZQ', 'CATXYZQ'], 'EE');
    const seat = start.toMove;
    const { state } = mustApply(
      start,
      { type: 'play', seat, placements: line(4, 4, 'across', 'CAT') },
      RULES_LEXICON,
    );
    expect(state.players[seat]?.rack).toBe('XYZQEE');
    expect(state.bag).toBe('');
  });
});

describe('R4: players and seats', () => {
  it('R4: a game seats 2 to 4 players', () => {
    for (const players of [2, 3, 4]) expect(newGame({ seed: 1, players }).ok).toBe(true);
    for (const players of [0, 1, 5, 2.5]) {
      expect(newGame({ seed: 1, players })).toMatchObject({ ok: false, error: { rule: 'R4' } });
    }
  });

  it('R4: play goes seat by seat and wraps', () => {
    let state = mustNewGame({ seed: 'r4', players: 3 });
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(state.toMove);
      state = mustApply(state, { type: 'pass', seat: state.toMove }, RULES_LEXICON).state;
    }
    const first = order[0] ?? 0;
    expect(order).toEqual([first, (first + 1) % 3, (first + 2) % 3, first]);
  });

  it('R4: names default to Player 1…n, or are given in seat order', () => {
    expect(mustNewGame({ seed: 1, players: 2 }).players.map((p) => p.name)).toEqual([
      'Player 1',
      'Player 2',
    ]);
    expect(
      mustNewGame({ seed: 1, players: 2, names: ['Ann', 'Bo'] }).players.map((p) => p.name),
    ).toEqual(['Ann', 'Bo']);
    expect(newGame({ seed: 1, players: 2, names: ['Ann'] })).toMatchObject({
      ok: false,
      error: { rule: 'INPUT' },
    });
  });
});

describe('R5: one seeded PRNG', () => {
  it('R5: the same seed gives the same game; another seed another bag', () => {
    expect(mustNewGame({ seed: 'same', players: 3 })).toEqual(
      mustNewGame({ seed: 'same', players: 3 }),
    );
    expect(mustNewGame({ seed: 'same', players: 3 }).bag).not.toBe(
      mustNewGame({ seed: 'other', players: 3 }).bag,
    );
    expect(mustNewGame({ seed: 42, players: 2 })).toEqual(mustNewGame({ seed: '42', players: 2 }));
  });

  it('R5: the same seed and actions replay byte for byte', () => {
    const a = playRandomGame({ seed: 'r5', players: 3, choices: 'x' });
    const b = playRandomGame({ seed: 'r5', players: 3, choices: 'x' });
    expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
    expect(JSON.stringify(b.states)).toBe(JSON.stringify(a.states));
  });

  it('R5: version 1 is pinned: FNV-1a → splitmix32 → sfc32 give these numbers everywhere', () => {
    expect(hashSeed('wordrise')).toBe(1483373704);
    expect(hashSeed('')).toBe(0x811c9dc5);
    const rng = Rng.fromSeed('wordrise', 1);
    expect([rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()]).toEqual([
      584014167, 3850114888, 2044095833, 4074936317,
    ]);
    const golden = mustNewGame({ seed: 'golden', players: 3, rngVersion: 1 });
    expect(golden.rngVersion).toBe(1);
    expect(golden.bag.slice(0, 20)).toBe('EEILCIBOSUOWRYMTLFEO');
    expect(golden.players.map((p) => p.rack)).toEqual(['URCBVCN', 'GAEIIAM', 'OHIHDTA']);
    expect(golden.rng).toEqual([122332762, 761570539, 2872307272, 1880428871]);
  });

  it('R5: version 2 is pinned: SHA-256 key → ChaCha20 keystream give these numbers everywhere', () => {
    const rng = Rng.fromSeed('wordrise', 2);
    expect([rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()]).toEqual([
      216444000, 2948145867, 3713455335, 1386551603,
    ]);
    const golden = mustNewGame({ seed: 'golden', players: 3, rngVersion: 2 });
    expect(golden.bag.slice(0, 20)).toBe('GNREEOTMBUSZUWTCENOD');
    expect(golden.players.map((p) => p.rack)).toEqual(['SPDLTIG', 'LTHDHAR', 'FNNEIIO']);
    expect(golden.rng).toEqual({
      key: 'ea6e3e45b6c057703c0cbacd3b15ed102265e81526cbe506ab6c0b6a5d505dad',
      words: 198,
    });
  });

  it('R5: new games use version 2; an unknown version is refused', () => {
    expect(CURRENT_RNG_VERSION).toBe(2);
    expect(mustNewGame({ seed: 'golden', players: 3 })).toEqual(
      mustNewGame({ seed: 'golden', players: 3, rngVersion: 2 }),
    );
    const refused = newGame({ seed: 'x', players: 2, rngVersion: 3 });
    expect(refused.ok || refused.error).toMatchObject({ rule: 'INPUT' });
  });

  it.each(RNG_VERSIONS)(
    'R5: a version %i generator restored from its JSON state continues the same sequence',
    (version) => {
      fc.assert(
        fc.property(fc.string(), fc.nat(100), (seed, skip) => {
          const rng = Rng.fromSeed(seed, version);
          for (let i = 0; i < skip; i++) rng.nextUint32();
          const copy = Rng.fromState(JSON.parse(JSON.stringify(rng.state)) as RngState);
          const ahead = Array.from({ length: 40 }, () => rng.nextUint32());
          expect(Array.from({ length: 40 }, () => copy.nextUint32())).toEqual(ahead);
        }),
        { numRuns: 50 },
      );
    },
  );

  it.each(RNG_VERSIONS)(
    'R5: version %i below(n) stays in range and reaches every value',
    (version) => {
      const rng = Rng.fromSeed('range', version);
      const seen = new Set<number>();
      for (let i = 0; i < 2000; i++) {
        const x = rng.below(7);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThan(7);
        seen.add(x);
      }
      expect(seen.size).toBe(7);
    },
  );

  it('R5: the board, racks and bag always hold exactly the 100 tiles', () => {
    const game = playRandomGame({ seed: 'count', players: 2, choices: 'count' });
    for (const state of game.states) {
      const all = state.bag + state.players.map((p) => p.rack).join('') + tilesOnBoard(state.board);
      expect([...all].sort().join('')).toBe(fullBag(WORDRISE));
    }
  });
});

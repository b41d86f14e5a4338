/**
 * Swiss pairing against the contract's rules, over many random tournaments: random
 * histories (rematch-heavy), forbidden pairs and withdrawals, checked against a brute
 * force over every possible bye and pairing on fields of up to 10 players.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/tournaments/standings';
import { pairNextRound } from '../../src/tournaments/pair';
import { pairSwiss, swissField, type SwissField } from '../../src/tournaments/swiss';
import type { RoundEntry, TournamentState } from '../../src/tournaments/types';
import { ids, listed, playOut, random, shuffle, state, type Random } from './helpers';

/** A random swiss state: arbitrary past rounds (rematches allowed), forbidden pairs, dropouts. */
function randomSwiss(rnd: Random, maxPlayers: number): TournamentState {
  const players = ids(1 + rnd(maxPlayers));
  const results: RoundEntry[][] = [];
  const past = rnd(players.length + 1);
  for (let r = 0; r < past; r++) {
    const order = shuffle(players, rnd).slice(0, players.length - rnd(2));
    const round: RoundEntry[] = [];
    if (order.length % 2 === 1) round.push({ a: order.pop() as string, bye: true });
    for (let i = 0; i + 1 < order.length; i += 2) {
      const score = ([1, 0, 0.5] as const)[rnd(3)] as 1 | 0 | 0.5;
      round.push({ a: order[i] as string, b: order[i + 1] as string, score, spread: 0 });
    }
    results.push(round);
  }
  const forbidden: [string, string][] = [];
  for (let k = rnd(3); k > 0 && players.length > 1; k--) {
    const [a, b] = shuffle(players, rnd);
    forbidden.push([a as string, b as string]);
  }
  const withdrawn = players.filter(() => rnd(8) === 0);
  return state('swiss', players, { rounds: past + 1, results, forbidden, withdrawn });
}

type Pairs = [string, string][];

/** Every perfect matching of `ids` (even length). */
function* matchings(list: readonly string[]): Generator<Pairs> {
  if (list.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = list as [string, ...string[]];
  for (let i = 0; i < rest.length; i++) {
    const partner = rest[i] as string;
    for (const m of matchings(rest.filter((_, j) => j !== i))) yield [[first, partner], ...m];
  }
}

const badCount = (field: SwissField, pairs: Pairs) =>
  pairs.filter(([a, b]) => field.avoid(a, b)).length;
const diffTotal = (field: SwissField, pairs: Pairs) =>
  pairs.reduce((t, [a, b]) => t + Math.abs((field.wins.get(a) ?? 0) - (field.wins.get(b) ?? 0)), 0);

/** The best pairing of `list` by (rematches and forbidden pairs, total wins difference). */
function bestOf(field: SwissField, list: readonly string[]) {
  let best = { bad: Infinity, diff: Infinity };
  for (const m of matchings(list)) {
    const bad = badCount(field, m);
    const diff = diffTotal(field, m);
    if (bad < best.bad || (bad === best.bad && diff < best.diff)) best = { bad, diff };
  }
  return best;
}

/**
 * The contract's bye: the candidates (fewest byes) in order of fewest wins, then lowest
 * seed (last in the seeding order); the first whose bye lets the rest pair without a
 * rematch or forbidden pair, else the first.
 */
function contractBye(field: SwissField): string | null {
  if (field.ids.length % 2 === 0) return null;
  const byes = (id: string) => field.byes.get(id) ?? 0;
  const fewest = Math.min(...field.ids.map(byes));
  const order = field.ids
    .map((id, seed) => ({ id, seed }))
    .filter(({ id }) => byes(id) === fewest)
    .sort((x, y) => (field.wins.get(x.id) ?? 0) - (field.wins.get(y.id) ?? 0) || y.seed - x.seed)
    .map((c) => c.id);
  const clean = order.find(
    (c) =>
      bestOf(
        field,
        field.ids.filter((id) => id !== c),
      ).bad === 0,
  );
  return clean ?? (order[0] as string);
}

function fieldOf(s: TournamentState): SwissField {
  return swissField(s, new Map(computeStandings(s).map((x) => [x.id, x.wins])));
}

describe('swiss pairing (property tests over random tournaments)', () => {
  it('every active player is paired exactly once; a bye only when the active players are odd, at most one', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rnd = random(seed);
        const s = randomSwiss(rnd, 40);
        const next = pairNextRound(s);
        if (!next.ok) throw new Error(next.error);
        const active = s.players.map((p) => p.id).filter((id) => !s.withdrawn.includes(id));
        expect(listed(next).sort()).toEqual([...active].sort());
        const byes = next.pairings.filter((p) => 'bye' in p).length;
        expect(byes).toBe(active.length % 2);
      }),
      { numRuns: 300 },
    );
  });

  it('the bye goes to the fewest byes, then (unless only others pair cleanly) the fewest wins, then the lowest seed — as a brute force finds', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const s = randomSwiss(random(seed), 9);
        const field = fieldOf(s);
        expect(pairSwiss(field).bye).toBe(contractBye(field));
      }),
      { numRuns: 400 },
    );
  });

  it('no rematch or forbidden pair when a pairing without one exists, and the smallest total |wins difference| among those (brute force, ≤ 10 players)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const s = randomSwiss(random(seed), 10);
        const field = fieldOf(s);
        const got = pairSwiss(field);
        const rest = field.ids.filter((id) => id !== got.bye);
        const best = bestOf(field, rest);
        const pairs = got.pairs as Pairs;
        expect(badCount(field, pairs)).toBe(best.bad);
        expect(diffTotal(field, pairs)).toBe(best.diff);
      }),
      { numRuns: 400 },
    );
  });

  it('a whole event played out: rounds numbered 1.., done after `rounds` rounds with no pairings', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 24 }), (seed, n) => {
        const rnd = random(seed);
        const rounds = 1 + rnd(Math.min(n, 7));
        const { outputs } = playOut(state('swiss', ids(n), { rounds }), rnd, { draws: true });
        expect(outputs.length).toBe(rounds + 1);
        const last = outputs[rounds];
        expect(last).toMatchObject({ round: rounds, done: true, pairings: [] });
        outputs
          .slice(0, -1)
          .forEach((out, i) => expect(out).toMatchObject({ round: i + 1, done: false }));
      }),
      { numRuns: 100 },
    );
  });
});

describe('swiss fixed examples', () => {
  it('pairs round 1 by seed order with no byes for an even field', () => {
    const next = pairNextRound(state('swiss', ids(4), { rounds: 3 }));
    expect(next.ok && next.pairings.length).toBe(2);
  });

  it('avoids a forbidden pair even when it is the closest score match', () => {
    const s = state('swiss', ids(4), {
      rounds: 3,
      forbidden: [['p1', 'p2']],
      results: [
        [
          { a: 'p1', b: 'p3', score: 1, spread: 10 },
          { a: 'p2', b: 'p4', score: 1, spread: 10 },
        ],
      ],
    });
    const next = pairNextRound(s);
    if (!next.ok) throw new Error(next.error);
    // p1–p2 is forbidden and p1–p3, p2–p4 are rematches: p1–p4, p2–p3 is the only clean pairing.
    expect(next.pairings).toEqual([
      { a: 'p1', b: 'p4' },
      { a: 'p2', b: 'p3' },
    ]);
  });

  it('gives the bye to the lowest seed among equals', () => {
    const next = pairNextRound(state('swiss', ids(5), { rounds: 3 }));
    expect(next.ok && next.pairings.at(-1)).toEqual({ a: 'p5', bye: true });
  });

  it('skips a bye candidate whose bye forces a forbidden pair', () => {
    const s = state('swiss', ids(3), { rounds: 2, forbidden: [['p1', 'p2']] });
    const next = pairNextRound(s);
    expect(next.ok && next.pairings).toEqual([
      { a: 'p1', b: 'p3' },
      { a: 'p2', bye: true },
    ]);
  });

  it('gives the bye to the fewest wins among the players with the fewest byes', () => {
    const s = state('swiss', ids(5), {
      rounds: 4,
      results: [
        [
          { a: 'p1', b: 'p3', score: 1, spread: 5 },
          { a: 'p4', b: 'p2', score: 1, spread: 5 },
          { a: 'p5', bye: true },
        ],
      ],
    });
    const next = pairNextRound(s);
    // p5 had a bye; p2 and p3 have no wins, p3 is the lower seed.
    expect(next.ok && next.pairings.find((p) => 'bye' in p)).toEqual({ a: 'p3', bye: true });
  });
});

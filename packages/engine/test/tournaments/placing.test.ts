/** Who a tournament counts as its players, and how far each got (`entrantPlacing`). */
import { describe, expect, it } from 'vitest';
import { entrantPlacing, playerCount } from '../../src/tournaments/log/index';
import { Driver, ORGANISER, settings } from './log-driver';

const PLAYER = { userId: 'u9' };
const facts = { userId: 'u9', name: 'Nine', rating: 1500 };

const idOf = (d: Driver, userId: string) =>
  [...d.s.entrants].reverse().find((e) => e.userId === userId)?.id as string;
const placingOf = (d: Driver, userId: string) => entrantPlacing(d.s, idOf(d, userId));

/** Plays every running game (a wins when `aWins`, else b) and advances, until it is over. */
function playOut(d: Driver, aWins: boolean) {
  for (let guard = 0; d.s.status === 'running' && guard < 30; guard++) {
    for (const { g } of d.running()) d.record(g.gameId, aWins ? 1 : 0, aWins ? 10 : -10);
    d.advance();
  }
  expect(d.s.status).toBe('finished');
}

describe('playerCount', () => {
  it('counts the places taken before the start, then everyone who took part, whoever left since', () => {
    const d = new Driver(settings({ capacity: 16, rounds: 2 }));
    d.addPlayers(4);
    d.run(PLAYER, { type: 'register', player: facts });
    d.run(PLAYER, { type: 'withdraw' });
    // Withdrawn before the start: not a player; registered again, a player once.
    expect(playerCount(d.s)).toBe(4);
    d.run(PLAYER, { type: 'register', player: facts });
    expect(playerCount(d.s)).toBe(5);
    d.run(ORGANISER, { type: 'start' });
    d.run({ userId: 'u1' }, { type: 'withdraw' });
    d.run(ORGANISER, { type: 'remove_player', entrantId: idOf(d, 'u2'), reason: 'Absent' });
    // Two of five are no longer active: all five still took part.
    expect(d.s.entrants.filter((e) => e.status === 'active')).toHaveLength(3);
    expect(playerCount(d.s)).toBe(5);
  });
});

describe('entrantPlacing', () => {
  it('says registered before the start and nothing for who left then', () => {
    const d = new Driver();
    d.addPlayers(2);
    d.run(PLAYER, { type: 'register', player: facts });
    expect(placingOf(d, 'u9')).toEqual({ kind: 'registered' });
    d.run(PLAYER, { type: 'withdraw' });
    expect(placingOf(d, 'u9')).toBeNull();
  });

  it('follows a Swiss round by round to its final place; a withdrawal says so', () => {
    const d = new Driver(settings({ rounds: 3 }));
    d.addPlayers(4, (i) => 2000 - i);
    d.run(ORGANISER, { type: 'start' });
    expect(placingOf(d, 'u1')).toEqual({ kind: 'playing', round: 1, rounds: 3 });
    for (const { g } of d.running()) d.record(g.gameId, 1, 10);
    d.advance();
    expect(placingOf(d, 'u1')).toEqual({ kind: 'playing', round: 2, rounds: 3 });
    d.run({ userId: 'u4' }, { type: 'withdraw' });
    playOut(d, true);
    const ranks = d.s.finalStandings?.map((x) => x.rank) ?? [];
    expect(ranks).toHaveLength(4);
    const first = d.s.finalStandings?.[0]?.entrantId as string;
    expect(entrantPlacing(d.s, first)).toEqual({ kind: 'placed', rank: 1, of: 4 });
    expect(placingOf(d, 'u4')).toEqual({ kind: 'withdrawn' });
  });

  it('names the round a single elimination knocked a player out in, and the winner first', () => {
    const d = new Driver(settings({ format: 'single-elimination' }));
    d.addPlayers(8, (i) => 2000 - i);
    d.run(ORGANISER, { type: 'start' });
    expect(placingOf(d, 'u8')).toEqual({ kind: 'playing', round: 1, rounds: 3 });
    // The higher seed (a) wins every game: seed 1 wins, seed 2 loses the final.
    for (const { g } of d.running()) d.record(g.gameId, 1, 10);
    d.advance();
    expect(placingOf(d, 'u8')).toEqual({ kind: 'out', round: 1, rounds: 3 });
    expect(placingOf(d, 'u1')).toEqual({ kind: 'playing', round: 2, rounds: 3 });
    playOut(d, true);
    expect(placingOf(d, 'u1')).toEqual({ kind: 'placed', rank: 1, of: 8 });
    expect(placingOf(d, 'u2')).toEqual({ kind: 'out', round: 3, rounds: 3 });
    expect(placingOf(d, 'u3')).toEqual({ kind: 'out', round: 2, rounds: 3 });
    expect(placingOf(d, 'u8')).toEqual({ kind: 'out', round: 1, rounds: 3 });
  });

  it('ranks a finished double elimination by its standings; out after a second loss while it runs', () => {
    const d = new Driver(settings({ format: 'double-elimination' }));
    d.addPlayers(4, (i) => 2000 - i);
    d.run(ORGANISER, { type: 'start' });
    for (let guard = 0; d.s.rounds.length < 3 && guard < 10; guard++) {
      for (const { g } of d.running()) d.record(g.gameId, 1, 10);
      d.advance();
    }
    const twice = d.s.entrants.find((e) => {
      const p = entrantPlacing(d.s, e.id);
      return p?.kind === 'out';
    });
    expect(twice && entrantPlacing(d.s, twice.id)).toEqual({ kind: 'out', round: 2, rounds: null });
    playOut(d, true);
    expect(placingOf(d, 'u1')).toEqual({ kind: 'placed', rank: 1, of: 4 });
  });

  it('says cancelled for a tournament called off after the start', () => {
    const d = new Driver();
    d.addPlayers(2);
    d.run(ORGANISER, { type: 'start' });
    d.run(ORGANISER, { type: 'cancel', reason: 'Snow' });
    expect(placingOf(d, 'u1')).toEqual({ kind: 'cancelled' });
  });
});

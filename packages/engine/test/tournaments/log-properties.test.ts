/**
 * Property tests of the tournament log over many random tournaments (every format,
 * best of 1 or 3, random results, removals, withdrawals and forfeits), each driven to
 * its end through `decide` as the game domain drives it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOURNAMENT_FORMATS } from '../../src/tournaments/types';
import { computeStandings } from '../../src/tournaments/standings';
import {
  evolve,
  rebuild,
  toFinalStandings,
  toTournamentState,
  type TournamentLogState,
} from '../../src/tournaments/log/index';
import { Driver, ORGANISER, settings } from './log-driver';
import { random } from './helpers';

interface Played {
  driver: Driver;
  /** Round by round: who had been removed or withdrew before it was paired. */
  gone: { round: number; left: string[] }[];
}

function playOut(seed: number): Played {
  const rnd = random(seed);
  const format = TOURNAMENT_FORMATS[rnd(TOURNAMENT_FORMATS.length)] ?? 'swiss';
  const elimination = format.endsWith('elimination');
  const d = new Driver(
    settings({
      format,
      rounds: 1 + rnd(4),
      bestOf: elimination && rnd(2) === 0 ? 3 : 1,
      forfeitLimit: rnd(3),
    }),
  );
  const players = 2 + rnd(8);
  d.addPlayers(players, (i) => (rnd(3) === 0 ? null : 1200 + rnd(600) + i));
  d.run(ORGANISER, { type: 'start' });
  const gone: Played['gone'] = [];
  for (let guard = 0; d.s.status === 'running' && guard < 400; guard++) {
    const running = d.running();
    const pick = running[rnd(Math.max(1, running.length))];
    const roll = rnd(20);
    const active = d.s.entrants.filter((e) => e.status === 'active');
    if (roll === 0 && active.length > 0) {
      const who = active[rnd(active.length)];
      d.run(ORGANISER, { type: 'remove_player', entrantId: who?.id as string, reason: 'random' });
    } else if (roll === 1 && active.length > 0) {
      const who = active[rnd(active.length)];
      d.run({ userId: who?.userId as string }, { type: 'withdraw' });
    } else if (pick) {
      const { m, g } = pick;
      const forfeit = rnd(6) === 0;
      const scoreA = forfeit ? (rnd(2) as 0 | 1) : (([1, 0, 0.5] as const)[rnd(3)] ?? 1);
      const spread = scoreA === 1 ? 1 + rnd(100) : scoreA === 0 ? -1 - rnd(100) : 0;
      const loser = scoreA === 1 ? m.b : m.a;
      d.record(g.gameId, scoreA, spread, forfeit ? loser : null);
    }
    const before = d.s.rounds.length;
    d.advance();
    if (d.s.rounds.length > before)
      gone.push({
        round: d.s.rounds.length,
        left: d.s.entrants.filter((e) => e.status !== 'active').map((e) => e.id),
      });
  }
  return { driver: d, gone };
}

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('tournament log properties', () => {
  it('rebuilding from the log at any prefix equals applying its events one by one', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { log } = playOut(seed).driver;
        let folded: TournamentLogState | null = null;
        for (let k = 1; k <= log.length; k++) {
          const e = log[k - 1];
          if (!e) throw new Error('hole in the log');
          folded = folded === null ? rebuild([e]) : evolve(folded, e);
          if (k % 7 === 0 || k === log.length) expect(rebuild(log.slice(0, k))).toEqual(folded);
        }
        expect(folded?.revision).toBe(log.length);
      }),
      { numRuns: 60 },
    );
  });

  it('a random tournament finishes, its final standings those of its results', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { driver } = playOut(seed);
        expect(driver.s.status).toBe('finished');
        const expected = toFinalStandings(computeStandings(toTournamentState(driver.s)));
        expect(driver.s.finalStandings).toEqual(expected);
        expect(rebuild(driver.log).finalStandings).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('nobody removed or withdrawn is ever paired again', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { driver, gone } = playOut(seed);
        for (const { round, left } of gone) {
          const paired = driver.s.rounds[round - 1]?.matches.flatMap((m) => [m.a, m.b]) ?? [];
          for (const id of left) expect(paired).not.toContain(id);
        }
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * `pairNextRound(state)`: the next round of a tournament and the standings after the
 * rounds played, for every format (the `wordrise pair` command's library).
 */
import { assertNever, err, ok, type Result } from '../result';
import { eliminationRound } from './bracket';
import { roundRobinPairings, roundRobinRounds } from './round-robin';
import { computeStandings } from './standings';
import { pairSwiss, swissField, swissPairings } from './swiss';
import type { NextRound, Pairing, Standing, TournamentState } from './types';

export function pairNextRound(state: TournamentState): Result<NextRound, string> {
  const standings = computeStandings(state);
  const played = state.results.length;
  const next = (pairings: Pairing[]): Result<NextRound, string> =>
    ok({ round: played + 1, done: false, pairings, standings });
  const done = (): Result<NextRound, string> =>
    ok({ round: played, done: true, pairings: [], standings });

  switch (state.format) {
    case 'swiss': {
      if (played >= state.rounds) return done();
      const wins = new Map(standings.map((s) => [s.id, s.wins]));
      return next(swissPairings(pairSwiss(swissField(state, wins)), rankMap(standings)));
    }
    case 'round-robin':
      if (played >= roundRobinRounds(state.players.length)) return done();
      return next(roundRobinPairings(state, played + 1));
    case 'single-elimination':
    case 'double-elimination': {
      const double = state.format === 'double-elimination';
      const round = eliminationRound(state, double);
      if (!round.ok) return err(round.error);
      const alive = standings.filter(
        (s) => !state.withdrawn.includes(s.id) && s.losses < (double ? 2 : 1),
      );
      if (alive.length <= 1 || !round.remaining) return done();
      return next(round.pairings);
    }
    default:
      return assertNever(state.format);
  }
}

function rankMap(standings: readonly Standing[]): Map<string, number> {
  return new Map(standings.map((s) => [s.id, s.rank]));
}

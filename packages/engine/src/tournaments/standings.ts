/**
 * Standings after the rounds played, every format: a draw is ½ win and ½ loss, a
 * bye a win with spread +byeSpread; Buchholz sums the current wins of every
 * opponent actually played (once per game; byes add nothing). Sorted by wins,
 * spread, Buchholz, then seed; ranks 1..n without ties.
 */
import { isBye, type Standing, type TournamentState } from './types';

interface Tally {
  wins: number;
  losses: number;
  spread: number;
  opponents: string[];
}

export function computeStandings(state: TournamentState): Standing[] {
  const tallies = new Map<string, Tally>(
    state.players.map((p) => [p.id, { wins: 0, losses: 0, spread: 0, opponents: [] }]),
  );
  const tally = (id: string) => tallies.get(id) as Tally;
  for (const round of state.results) {
    for (const entry of round) {
      const a = tally(entry.a);
      if (isBye(entry)) {
        a.wins += 1;
        a.spread += state.byeSpread;
        continue;
      }
      const b = tally(entry.b);
      a.wins += entry.score;
      a.losses += 1 - entry.score;
      b.wins += 1 - entry.score;
      b.losses += entry.score;
      a.spread += entry.spread;
      b.spread -= entry.spread;
      a.opponents.push(entry.b);
      b.opponents.push(entry.a);
    }
  }
  const rows = state.players.map((p, seed) => {
    const t = tally(p.id);
    const buchholz = t.opponents.reduce((sum, o) => sum + tally(o).wins, 0);
    return { id: p.id, seed, wins: t.wins, losses: t.losses, spread: t.spread, buchholz };
  });
  rows.sort(
    (x, y) => y.wins - x.wins || y.spread - x.spread || y.buchholz - x.buchholz || x.seed - y.seed,
  );
  return rows.map((r, i) => ({
    id: r.id,
    rank: i + 1,
    wins: r.wins,
    losses: r.losses,
    spread: r.spread,
    buchholz: r.buchholz,
  }));
}

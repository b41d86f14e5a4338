/**
 * The log state as the pairing library reads it (`TournamentState`): entrants who
 * started, in seeding order; those who left since are `withdrawn`; every decided
 * match one entry (a void match none).
 */
import { computeStandings } from '../standings';
import type { RoundEntry, Standing, TournamentState } from '../types';
import type { FinalStanding } from './events';
import { BYE_SPREAD } from './match';
import type { TournamentEntrant, TournamentLogState, TournamentRound } from './state-types';

/**
 * Seeding order: the organiser's order first, then by rating (highest first,
 * unrated last), then by entry.
 */
export function seededEntrants(
  s: Pick<TournamentLogState, 'entrants' | 'seedOrder'>,
  include: (e: TournamentEntrant) => boolean,
): TournamentEntrant[] {
  const chosen = s.entrants.filter(include);
  const place = new Map((s.seedOrder ?? []).map((id, i) => [id, i]));
  const entry = new Map(s.entrants.map((e, i) => [e.id, i]));
  return [...chosen].sort((x, y) => {
    const px = place.get(x.id) ?? Infinity;
    const py = place.get(y.id) ?? Infinity;
    if (px !== py) return px - py;
    const rx = x.rating ?? -Infinity;
    const ry = y.rating ?? -Infinity;
    if (rx !== ry) return ry - rx;
    return (entry.get(x.id) ?? 0) - (entry.get(y.id) ?? 0);
  });
}

function roundEntries(r: TournamentRound): RoundEntry[] {
  return r.matches.flatMap((m): RoundEntry[] => {
    const o = m.outcome;
    if (!o || o.kind === 'void') return [];
    if (o.kind === 'bye' || m.b === null) return [{ a: m.a, bye: true }];
    return [{ a: m.a, b: m.b, score: o.scoreA, spread: o.spread }];
  });
}

export const roundComplete = (r: TournamentRound) => r.matches.every((m) => m.outcome !== null);

/**
 * The pairing library's input: complete rounds only (`partial`: the current
 * round's decided matches too, for standings while it runs).
 */
export function toTournamentState(
  s: TournamentLogState,
  options: { partial?: boolean } = {},
): TournamentState {
  const players = seededEntrants(s, (e) =>
    s.startedAt === null ? e.status === 'active' : e.played,
  );
  return {
    format: s.settings.format,
    rounds: s.settings.rounds,
    players: players.map((p) =>
      p.rating === null ? { id: p.id } : { id: p.id, rating: p.rating },
    ),
    withdrawn: players.filter((p) => p.status !== 'active').map((p) => p.id),
    forbidden: s.forbidden,
    byeSpread: BYE_SPREAD,
    results: s.rounds.filter((r) => options.partial || roundComplete(r)).map(roundEntries),
  };
}

/** Standings with every tie-break column, the current round's decided matches counted. */
export function logStandings(s: TournamentLogState): Standing[] {
  return computeStandings(toTournamentState(s, { partial: true }));
}

/** Standings as the `finished` event keeps them (entrant ids). */
export function toFinalStandings(standings: readonly Standing[]): FinalStanding[] {
  return standings.map((r) => ({
    entrantId: r.id,
    rank: r.rank,
    wins: r.wins,
    losses: r.losses,
    spread: r.spread,
    buchholz: r.buchholz,
  }));
}

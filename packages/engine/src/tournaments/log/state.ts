/**
 * `evolve` folds one event into a tournament; `rebuild` folds a whole log. Pure and
 * total over logs `decide` wrote: an event that does not fit (an unknown entrant, a
 * game of no match) throws, since the log is the truth and must never be half read.
 */
import { assertNever } from '../../result';
import type { TournamentEvent } from './events';
import { matchOutcome } from './match';
import type {
  TournamentEntrant,
  TournamentGame,
  TournamentLogState,
  TournamentMatch,
  TournamentRound,
} from './state-types';

export function rebuild(events: readonly TournamentEvent[]): TournamentLogState {
  const [first, ...rest] = events;
  if (!first) throw new Error('a tournament log starts with its created event');
  return rest.reduce<TournamentLogState>(evolve, initial(first));
}

function initial(event: TournamentEvent): TournamentLogState {
  if (event.type !== 'created') throw new Error('a tournament log starts with its created event');
  if (event.by === null) throw new Error('a tournament is created by its organiser');
  return {
    revision: 1,
    organiserId: event.by,
    createdAt: event.at,
    settings: event.settings,
    status: 'registration',
    entrants: [],
    seedOrder: null,
    forbidden: [],
    checkInClosed: false,
    startedAt: null,
    rounds: [],
    finalStandings: null,
    finishedAt: null,
    cancelReason: null,
  };
}

/** The state after one more event (the created event starts a log: use `rebuild`). */
export function evolve(state: TournamentLogState, event: TournamentEvent): TournamentLogState {
  const next = apply(state, event);
  return { ...next, revision: state.revision + 1 };
}

function apply(s: TournamentLogState, e: TournamentEvent): TournamentLogState {
  switch (e.type) {
    case 'created':
      throw new Error('a tournament is created once');
    case 'edited':
      return { ...s, settings: { ...s.settings, ...e.changes } };
    case 'player_registered':
    case 'player_added':
      return {
        ...s,
        entrants: [
          ...s.entrants,
          {
            id: e.entrantId,
            userId: e.userId,
            botLevel: e.botLevel,
            name: e.name,
            rating: e.rating,
            provisional: e.provisional ?? false,
            checkedIn: false,
            status: 'active',
            removedReason: null,
            played: false,
            forfeits: 0,
          },
        ],
      };
    case 'player_withdrew':
      return entrant(s, e.entrantId, () => ({ status: 'withdrawn' }));
    case 'player_removed':
      return entrant(s, e.entrantId, () => ({ status: 'removed', removedReason: e.reason }));
    case 'auto_removed':
      return entrant(s, e.entrantId, () => ({
        status: 'removed',
        removedReason: `${e.forfeits} forfeits`,
      }));
    case 'seeds_set':
      return { ...s, seedOrder: e.order };
    case 'forbidden_pair_added':
      return { ...s, forbidden: [...s.forbidden, [e.a, e.b]] };
    case 'forbidden_pair_removed':
      return {
        ...s,
        forbidden: s.forbidden.filter(
          ([x, y]) => !((x === e.a && y === e.b) || (x === e.b && y === e.a)),
        ),
      };
    case 'checked_in':
      return entrant(s, e.entrantId, () => ({ checkedIn: true }));
    case 'check_in_closed': {
      const dropped = new Set(e.dropped);
      return {
        ...s,
        checkInClosed: true,
        entrants: s.entrants.map((x) => (dropped.has(x.id) ? { ...x, status: 'dropped' } : x)),
      };
    }
    case 'started':
      return {
        ...s,
        status: 'running',
        startedAt: e.at,
        // Seeds freeze: whoever is active now is in the results from here on.
        entrants: s.entrants.map((x) => (x.status === 'active' ? { ...x, played: true } : x)),
      };
    case 'round_paired': {
      const round: TournamentRound = {
        round: e.round,
        matches: e.matches.map((m) => {
          const match: TournamentMatch = {
            matchId: m.matchId,
            round: e.round,
            a: m.a,
            b: 'bye' in m ? null : m.b,
            games: [],
            correction: null,
            outcome: null,
          };
          return withOutcome(s, match);
        }),
      };
      return { ...s, rounds: [...s.rounds, round] };
    }
    case 'game_created':
      return match(s, e.matchId, (m) => ({
        ...m,
        games: [
          ...m.games,
          {
            gameId: e.gameId,
            gameNumber: e.gameNumber,
            seats: e.seats,
            result: null,
            correction: null,
          },
        ],
      }));
    case 'game_result': {
      const found = gameLocation(s, e.gameId);
      const next = match(s, found.matchId, (m) =>
        game(m, e.gameId, () => ({
          result: { scoreA: e.scoreA, spread: e.spread, forfeitBy: e.forfeitBy },
        })),
      );
      return e.forfeitBy === null
        ? next
        : entrant(next, e.forfeitBy, (x) => ({ forfeits: x.forfeits + 1 }));
    }
    case 'result_corrected': {
      const correction = { kind: e.correction, entrantId: e.entrantId, reason: e.reason };
      if (e.target.kind === 'match')
        return match(s, e.target.matchId, (m) => ({ ...m, correction }));
      const { gameId } = e.target;
      return match(s, gameLocation(s, gameId).matchId, (m) =>
        game(m, gameId, () => ({ correction })),
      );
    }
    case 'paused':
      return { ...s, status: 'paused' };
    case 'resumed':
      return { ...s, status: 'running' };
    case 'finished':
      return { ...s, status: 'finished', finalStandings: e.standings, finishedAt: e.at };
    case 'standings_revised':
      if (s.status !== 'finished')
        throw new Error('only a finished tournament’s standings are revised');
      return { ...s, finalStandings: e.standings };
    case 'cancelled':
      return { ...s, status: 'cancelled', cancelReason: e.reason };
    default:
      return assertNever(e);
  }
}

function entrant(
  s: TournamentLogState,
  id: string,
  change: (x: TournamentEntrant) => Partial<TournamentEntrant>,
): TournamentLogState {
  if (!s.entrants.some((x) => x.id === id)) throw new Error(`no entrant ${id}`);
  return { ...s, entrants: s.entrants.map((x) => (x.id === id ? { ...x, ...change(x) } : x)) };
}

/** Changes one match and settles its outcome again. */
function match(
  s: TournamentLogState,
  matchId: string,
  change: (m: TournamentMatch) => TournamentMatch,
): TournamentLogState {
  let found = false;
  const rounds = s.rounds.map((r) => {
    if (!r.matches.some((m) => m.matchId === matchId)) return r;
    found = true;
    return {
      ...r,
      matches: r.matches.map((m) => (m.matchId === matchId ? withOutcome(s, change(m)) : m)),
    };
  });
  if (!found) throw new Error(`no match ${matchId}`);
  return { ...s, rounds };
}

function game(
  m: TournamentMatch,
  gameId: string,
  change: (g: TournamentGame) => Partial<TournamentGame>,
): TournamentMatch {
  return { ...m, games: m.games.map((g) => (g.gameId === gameId ? { ...g, ...change(g) } : g)) };
}

function withOutcome(s: TournamentLogState, m: TournamentMatch): TournamentMatch {
  return { ...m, outcome: matchOutcome(m, s.settings) };
}

/** Where a game sits in a tournament: its round, its match and the game. */
export interface GameLocation {
  readonly round: number;
  readonly matchId: string;
  readonly match: TournamentMatch;
  readonly game: TournamentGame;
}

/** The match a game belongs to, or null when the tournament has no such game. */
export function findGameLocation(s: TournamentLogState, gameId: string): GameLocation | null {
  for (const r of s.rounds)
    for (const m of r.matches)
      for (const g of m.games)
        if (g.gameId === gameId) return { round: r.round, matchId: m.matchId, match: m, game: g };
  return null;
}

/** The match a game belongs to; throws when the tournament has no such game. */
export function gameLocation(s: TournamentLogState, gameId: string): GameLocation {
  const where = findGameLocation(s, gameId);
  if (!where) throw new Error(`no game ${gameId} in the tournament`);
  return where;
}

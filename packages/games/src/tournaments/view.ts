/** The tournament pages' reads: one tournament with everything it shows, the lists, the revision. */
import { games, tournamentEntrants, tournaments, users, type Database } from '@wordrise/db';
import {
  BYE_SPREAD,
  bracketParts,
  computeStandings,
  correctionsUntil,
  logStandings,
  matchWinner,
  playerCount,
  roundComplete,
  seededEntrants,
  toTournamentState,
  type Standing,
  type TournamentLogState,
  type TournamentSettings,
} from '@wordrise/engine';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db-types';
import { notFound } from '../refusal';
import { ARRIVAL_GRACE_MS, fromColumns } from '../time-control';
import { describeEvent, doneBySomeone, type HistoryNames, type Pairing } from './history';
import { NO_SUCH_TOURNAMENT } from './log-store';
import { rebuiltTournament } from './rebuilt';
import { yourCorrections } from './your-corrections';
import type {
  PersonRef,
  RoundView,
  TournamentDetail,
  TournamentListPage,
  TournamentRevision,
  TournamentSummary,
  ViewerRole,
} from './view-types';

export type TournamentListKind = 'upcoming' | 'running' | 'finished';

async function people(db: Queryable, ids: readonly string[]): Promise<Map<string, PersonRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, name: users.displayName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { username: r.username, name: r.name }]));
}

const date = (iso: string) => new Date(iso);

function viewerRole(
  s: TournamentLogState,
  viewerId: string | null,
  now: number,
): Omit<ViewerRole, 'corrections'> {
  const mine = [...s.entrants].reverse().find((e) => viewerId !== null && e.userId === viewerId);
  const active = mine?.status === 'active';
  const before = s.status === 'registration';
  const x = s.settings;
  const registrationOpen =
    now >= Date.parse(x.registrationOpensAt) && now < Date.parse(x.registrationClosesAt);
  const room = s.entrants.filter((e) => e.status === 'active').length < x.capacity;
  const checkInOpen = x.checkInOpensAt !== null && now >= Date.parse(x.checkInOpensAt);
  const organiser = viewerId !== null && viewerId === s.organiserId;
  const until = correctionsUntil(s);
  const correctable =
    s.status === 'running' || s.status === 'paused'
      ? s.rounds.length > 0
      : s.status === 'finished' && until !== null && now < Date.parse(until);
  return {
    organiser,
    entrantId: mine?.id ?? null,
    checkedIn: mine?.checkedIn ?? false,
    canRegister: viewerId !== null && before && registrationOpen && room && !active,
    canWithdraw: active && s.status !== 'finished' && s.status !== 'cancelled',
    canCheckIn: before && checkInOpen && active && !(mine?.checkedIn ?? false),
    canCorrect: organiser && correctable,
  };
}

function withCorrections(
  role: Omit<ViewerRole, 'corrections'>,
  s: TournamentLogState,
  name: (entrantId: string) => string,
): ViewerRole {
  return { ...role, corrections: yourCorrections(s, role.entrantId, name) };
}

/** Who met in each game and match, for the history's sentences. */
function pairingsOf(s: TournamentLogState, name: (id: string) => string): HistoryNames {
  const byGame = new Map<string, Pairing>();
  const byMatch = new Map<string, Pairing>();
  for (const m of s.rounds.flatMap((r) => r.matches)) {
    byMatch.set(m.matchId, { a: m.a, b: m.b });
    for (const g of m.games) byGame.set(g.gameId, { a: m.a, b: m.b });
  }
  return {
    name,
    ofGame: (id) => byGame.get(id) ?? null,
    ofMatch: (id) => byMatch.get(id) ?? null,
  };
}

/** Everything the tournament page shows; NOT_FOUND for an unknown id. */
export async function readTournament(
  db: Database,
  tournamentId: string,
  viewerId: string | null,
): Promise<TournamentDetail> {
  const [row] = await db
    .select({ revision: tournaments.revision })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  const found = row ? await rebuiltTournament(db, tournamentId, row.revision) : null;
  if (!found) throw notFound(NO_SUCH_TOURNAMENT);
  const { log, state: s } = found;
  const userIds = [
    s.organiserId,
    ...s.entrants.flatMap((e) => (e.userId ? [e.userId] : [])),
    ...log.flatMap((e) => (e.by ? [e.by] : [])),
  ];
  const gameIds = s.rounds.flatMap((r) => r.matches.flatMap((m) => m.games.map((g) => g.gameId)));
  const [who, gameRows] = await Promise.all([
    people(db, userIds),
    gameIds.length
      ? db
          .select({ id: games.id, status: games.status })
          .from(games)
          .where(inArray(games.id, gameIds))
      : Promise.resolve([]),
  ]);
  const gameStatus = new Map(gameRows.map((g) => [g.id, g.status]));
  // A player is shown under their display name of today (a rename, or "deleted player"); the
  // log keeps the name they entered under, and its "registered" lines still say that one.
  const nameOf = (e: (typeof s.entrants)[number]) =>
    (e.userId ? who.get(e.userId)?.name : undefined) ?? e.name;
  const names = new Map(s.entrants.map((e) => [e.id, nameOf(e)]));
  const name = (id: string) => names.get(id) ?? id;
  const historyNames = pairingsOf(s, name);
  const seeded = seededEntrants(s, (e) =>
    s.startedAt === null ? e.status === 'active' : e.played,
  );
  const seeds = new Map(seeded.map((e, i) => [e.id, i + 1]));
  const standingRow = (x: Omit<Standing, 'id'> & { entrantId: string }) => ({
    entrantId: x.entrantId,
    name: name(x.entrantId),
    rank: x.rank,
    wins: x.wins,
    losses: x.losses,
    spread: x.spread,
    buchholz: x.buchholz,
  });
  const played = toTournamentState(s);
  const after = (round: number) =>
    computeStandings({ ...played, results: played.results.slice(0, round) }).map((x) =>
      standingRow({ ...x, entrantId: x.id }),
    );
  const parts = bracketParts(s);
  const rounds: RoundView[] = s.rounds.map((r) => ({
    round: r.round,
    complete: roundComplete(r),
    standings: roundComplete(r) ? after(r.round) : null,
    matches: r.matches.map((m) => ({
      matchId: m.matchId,
      round: m.round,
      a: m.a,
      b: m.b,
      bracket: parts.get(m.matchId) ?? null,
      correction: m.correction,
      games: m.games.map((g) => ({
        gameId: g.gameId,
        gameNumber: g.gameNumber,
        seats: g.seats,
        status: gameStatus.get(g.gameId) ?? 'playing',
        result: g.result,
        correction: g.correction,
      })),
      result:
        m.outcome === null
          ? null
          : {
              kind: m.outcome.kind,
              scoreA: m.outcome.kind === 'played' ? m.outcome.scoreA : null,
              spread: m.outcome.kind === 'played' ? m.outcome.spread : null,
              winner: matchWinner(m),
            },
    })),
  }));
  const standings = (
    s.finalStandings ??
    (s.startedAt === null ? [] : logStandings(s).map((x) => ({ ...x, entrantId: x.id })))
  ).map(standingRow);
  const organiser = who.get(s.organiserId) ?? { username: '', name: 'Unknown' };
  const x = s.settings;
  const until = correctionsUntil(s);
  // The winner the standings named before each event (a revision says who it was).
  let winnerSoFar: string | null = null;
  return {
    id: tournamentId,
    revision: s.revision,
    status: s.status,
    settings: {
      ...x,
      registrationOpensAt: date(x.registrationOpensAt),
      registrationClosesAt: date(x.registrationClosesAt),
      startsAt: date(x.startsAt),
      checkInOpensAt: x.checkInOpensAt === null ? null : date(x.checkInOpensAt),
    },
    organiser,
    createdAt: date(s.createdAt),
    startedAt: s.startedAt === null ? null : date(s.startedAt),
    finishedAt: s.finishedAt === null ? null : date(s.finishedAt),
    correctionsUntil: until === null ? null : date(until),
    entrants: s.entrants.map((e) => ({
      entrantId: e.id,
      seed: seeds.get(e.id) ?? null,
      name: nameOf(e),
      username: e.userId ? (who.get(e.userId)?.username ?? null) : null,
      botLevel: e.botLevel,
      rating: e.rating,
      provisional: e.provisional,
      checkedIn: e.checkedIn,
      status: e.status,
      removedReason: e.removedReason,
      forfeits: e.forfeits,
    })),
    players: playerCount(s),
    forbiddenPairs: s.forbidden.map(([a, b]) => ({ a, b })),
    rounds,
    standings,
    byeSpread: BYE_SPREAD,
    // Every tournament game waits for its players (games.ts): a real-time clock only.
    arrivalGraceMs: x.timeControl.kind === 'realtime' ? ARRIVAL_GRACE_MS : null,
    winner: s.status === 'finished' ? (standings[0]?.entrantId ?? null) : null,
    cancelReason: s.cancelReason,
    history: log.map((e, i) => {
      const text = describeEvent(e, historyNames, winnerSoFar);
      if (e.type === 'finished' || e.type === 'standings_revised')
        winnerSoFar = e.standings[0]?.entrantId ?? null;
      return {
        seq: i + 1,
        at: date(e.at),
        type: e.type,
        by: e.by && doneBySomeone(e, s.organiserId) ? (who.get(e.by) ?? null) : null,
        text,
      };
    }),
    viewer: withCorrections(viewerRole(s, viewerId, Date.now()), s, name),
  };
}

const LIST_STATUSES: Record<
  TournamentListKind,
  ('registration' | 'running' | 'paused' | 'finished' | 'cancelled')[]
> = {
  upcoming: ['registration'],
  running: ['running', 'paused'],
  finished: ['finished', 'cancelled'],
};

const winnerEntrant = alias(tournamentEntrants, 'winner_entrant');
const winnerUser = alias(users, 'winner_user');

/** The list's columns: the tournament, its organiser and its winner (see `summaries`). */
const summaryColumns = {
  t: tournaments,
  username: users.username,
  organiserName: users.displayName,
  winnerEntrantName: winnerEntrant.name,
  winnerUsername: winnerUser.username,
  winnerName: winnerUser.displayName,
};

/** Tournaments with their organiser and, once finished, their winner's entrant and account. */
function summaries(db: Queryable) {
  return db
    .select(summaryColumns)
    .from(tournaments)
    .innerJoin(users, eq(users.id, tournaments.organiserId))
    .leftJoin(
      winnerEntrant,
      and(
        eq(winnerEntrant.tournamentId, tournaments.id),
        eq(winnerEntrant.entrantId, tournaments.winnerEntrantId),
      ),
    )
    .leftJoin(winnerUser, eq(winnerUser.id, winnerEntrant.userId));
}

function summaryOf({
  t,
  username,
  organiserName,
  winnerEntrantName,
  winnerUsername,
  winnerName,
}: {
  t: typeof tournaments.$inferSelect;
  username: string;
  organiserName: string;
  winnerEntrantName: string | null;
  winnerUsername: string | null;
  winnerName: string | null;
}): TournamentSummary {
  // As the tournament page names players: the display name of today, else the entered name.
  const winner =
    winnerEntrantName === null
      ? null
      : { name: winnerName ?? winnerEntrantName, username: winnerUsername };
  return {
    id: t.id,
    name: t.name,
    format: t.format,
    ruleset: t.ruleset,
    timeControl: fromColumns(t) as TournamentSettings['timeControl'],
    rated: t.rated,
    status: t.status,
    startsAt: t.startsAt,
    startedAt: t.startedAt,
    registrationOpensAt: t.registrationOpensAt,
    registrationClosesAt: t.registrationClosesAt,
    entrants: t.entrantCount,
    capacity: t.capacity,
    organiser: { username, name: organiserName },
    winner,
  };
}

/** One page of upcoming (soonest first), running, or finished (latest first) tournaments. */
export async function listTournaments(
  db: Queryable,
  input: { kind: TournamentListKind; page: number; limit: number },
): Promise<TournamentListPage> {
  const order = input.kind === 'finished' ? desc(tournaments.startsAt) : asc(tournaments.startsAt);
  const rows = await summaries(db)
    .where(inArray(tournaments.status, LIST_STATUSES[input.kind]))
    .orderBy(order, asc(tournaments.id))
    .limit(input.limit + 1)
    .offset((input.page - 1) * input.limit);
  return {
    page: input.page,
    hasMore: rows.length > input.limit,
    items: rows.slice(0, input.limit).map(summaryOf),
  };
}

/** At most this many in `myTournaments`. */
export const MY_TOURNAMENTS_LIMIT = 50;

/**
 * Tournaments not over yet that `userId` organises or plays in (an active entrant),
 * soonest first.
 */
export async function myTournaments(db: Queryable, userId: string): Promise<TournamentSummary[]> {
  const playing = db
    .select({ id: tournamentEntrants.tournamentId })
    .from(tournamentEntrants)
    .where(and(eq(tournamentEntrants.userId, userId), eq(tournamentEntrants.status, 'active')));
  const rows = await summaries(db)
    .where(
      and(
        inArray(tournaments.status, ['registration', 'running', 'paused']),
        or(eq(tournaments.organiserId, userId), inArray(tournaments.id, playing)),
      ),
    )
    .orderBy(asc(tournaments.startsAt), asc(tournaments.id))
    .limit(MY_TOURNAMENTS_LIMIT);
  return rows.map(summaryOf);
}

/** The tournament's revision and status (NOT_FOUND for an unknown id). */
export async function tournamentRevision(
  db: Queryable,
  tournamentId: string,
): Promise<TournamentRevision> {
  const [row] = await db
    .select({ revision: tournaments.revision, status: tournaments.status })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!row) throw notFound(NO_SUCH_TOURNAMENT);
  return row;
}

import { gameName } from './rulesets';
import type { RouterOutputs } from '@wordrise/api';
import {
  matchForfeiter,
  type EntrantRow,
  type HistoryEntry,
  type MatchGame,
  type MatchView,
  type RoundView,
  type StandingRow,
} from '@wordrise/ui';
import { describeTimeControl } from './games';

export type TournamentDetail = RouterOutputs['tournament']['get'];
export type TournamentSummary = RouterOutputs['tournament']['list']['items'][number];
type ApiMatch = TournamentDetail['rounds'][number]['matches'][number];
type ApiGame = ApiMatch['games'][number];

/** "WordRise · 10 min each · rated": ruleset, clock and kind in one line. */
export function tournamentFacts(t: {
  ruleset: string;
  timeControl: TournamentSummary['timeControl'];
  rated: boolean;
}): string {
  const ruleset = gameName(t.ruleset);
  return `${ruleset} · ${describeTimeControl(t.timeControl)} · ${t.rated ? 'rated' : 'casual'}`;
}

export const isElimination = (format: string): boolean => format.endsWith('-elimination');

/** Entrant id → display name (bots are named by the domain: "Greedy bot"). */
export function entrantNames(t: TournamentDetail): Map<string, string> {
  return new Map(t.entrants.map((e) => [e.entrantId, e.name]));
}

export function entrantRows(t: TournamentDetail, me: string | null): EntrantRow[] {
  return t.entrants.map((e) => ({
    id: e.entrantId,
    name: e.name,
    seed: e.seed,
    rating: e.rating,
    provisional: e.provisional,
    status: e.status,
    checkedIn: e.checkedIn,
    bot: e.botLevel !== null,
    you: me !== null && e.username === me,
    href: e.username ? `/u/${encodeURIComponent(e.username)}` : null,
  }));
}

type ApiStanding = TournamentDetail['standings'][number];

/** The standings as the table shows them: the current ones, or those after one round. */
export function standingRows(
  t: TournamentDetail,
  me: string | null,
  standings: readonly ApiStanding[] = t.standings,
): StandingRow[] {
  const byId = new Map(t.entrants.map((e) => [e.entrantId, e]));
  return standings.map((s) => {
    const e = byId.get(s.entrantId);
    return {
      entrantId: s.entrantId,
      name: s.name,
      rank: s.rank,
      wins: s.wins,
      losses: s.losses,
      spread: s.spread,
      buchholz: s.buchholz,
      you: me !== null && e?.username === me,
      out: e ? e.status !== 'active' : false,
    };
  });
}

function gameView(g: ApiGame): MatchGame {
  return {
    id: g.gameId,
    number: g.gameNumber,
    status: g.status === 'finished' || g.status === 'cancelled' ? 'finished' : 'running',
    voided: g.correction?.kind === 'void',
  };
}

/** a's and b's games won in the match (a draw gives each ½), voided games left out. */
function gamesWon(m: ApiMatch): [number, number] {
  let a = 0;
  let b = 0;
  for (const g of m.games) {
    if (!g.result || g.correction?.kind === 'void') continue;
    a += g.result.scoreA;
    b += 1 - g.result.scoreA;
  }
  return [a, b];
}

function matchView(
  m: ApiMatch,
  t: TournamentDetail,
  names: Map<string, string>,
  me: string | null,
): MatchView {
  const side = (id: string | null) => {
    if (id === null) return null;
    const e = t.entrants.find((x) => x.entrantId === id);
    return {
      entrantId: id,
      name: names.get(id) ?? id,
      seed: e?.seed ?? null,
      you: me !== null && e?.username === me,
    };
  };
  const bye = m.b === null;
  const result = m.result;
  const bestOf = t.settings.bestOf;
  const [aWon, bWon] = gamesWon(m);
  const played = m.games.some((g) => g.result);
  const points =
    bestOf > 1
      ? played || result
        ? { aPoints: aWon, bPoints: bWon }
        : {}
      : result && result.scoreA !== null
        ? { aPoints: result.scoreA, bPoints: 1 - result.scoreA }
        : {};
  const forfeiter = matchForfeiter(m);
  const winner = result?.winner ?? null;
  return {
    id: m.matchId,
    round: m.round,
    bracket: m.bracket ?? undefined,
    a: side(m.a),
    b: side(m.b),
    bye,
    ...points,
    spread: result?.spread ?? null,
    winner: winner === null ? null : winner === m.a ? 'a' : 'b',
    forfeitBy: forfeiter === null ? null : forfeiter === m.a ? 'a' : 'b',
    voided: result?.kind === 'void',
    games: m.games.map(gameView),
  };
}

export function roundViews(t: TournamentDetail, me: string | null): RoundView[] {
  const names = entrantNames(t);
  return t.rounds.map((r) => ({
    round: r.round,
    matches: r.matches.map((m) => matchView(m, t, names, me)),
  }));
}

export function historyEntries(t: TournamentDetail): HistoryEntry[] {
  return t.history.map((h) => ({
    seq: h.seq,
    at: new Date(h.at).toISOString(),
    // Display names, as the rest of the page names people (usernames are for links).
    by: h.by?.name ?? null,
    text: h.text,
  }));
}

/** The viewer's unfinished game in the current round, if any. */
export function viewerGame(
  t: TournamentDetail,
): { gameId: string; round: number; opponent: string } | null {
  const me = t.viewer.entrantId;
  if (!me) return null;
  const names = entrantNames(t);
  for (const r of [...t.rounds].reverse()) {
    for (const m of r.matches) {
      if (m.a !== me && m.b !== me) continue;
      const g = m.games.find((x) => x.status === 'playing' || x.status === 'open');
      if (!g) continue;
      const other = m.a === me ? m.b : m.a;
      return {
        gameId: g.gameId,
        round: r.round,
        opponent: other ? (names.get(other) ?? other) : '',
      };
    }
  }
  return null;
}

/** The standings after `round` (null while it runs). */
export function standingsAfter(t: TournamentDetail, round: number): readonly ApiStanding[] | null {
  return t.rounds.find((x) => x.round === round)?.standings ?? null;
}

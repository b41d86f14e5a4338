'use client';

import {
  Bracket,
  EntrantsTable,
  FORMAT_NAMES,
  RoundPairings,
  STATUS_NAMES,
  StandingsTable,
  TournamentHistory,
  formatSpread,
  formatUtc,
  pairingsCsv,
  standingsCsv,
  waitInWords,
} from '@wordrise/ui';
import { CORRECTION_WINDOW_DAYS } from '@wordrise/engine';
import Link from 'next/link';
import { useId, useState } from 'react';
import { download } from '~/lib/download';
import {
  entrantRows,
  historyEntries,
  isElimination,
  roundViews,
  standingRows,
  standingsAfter,
  tournamentFacts,
  viewerGame,
  type TournamentDetail,
} from '~/lib/tournaments';
import { PANEL } from '../../lobby/game-facts';
import { OrganiserPanel } from './organiser-panel';
import { PlayerActions } from './player-actions';
import { useTournament } from './use-tournament';

const iso = (d: Date | string) => new Date(d).toISOString();

/** Details, the viewer's actions, the organiser's panel, rounds or bracket, standings, history. */
export function TournamentClient({
  initial,
  me,
}: {
  initial: TournamentDetail;
  me: string | null;
}) {
  const { tournament: t, refresh } = useTournament(initial);
  const winner = t.winner ? t.entrants.find((e) => e.entrantId === t.winner) : null;
  return (
    <main
      className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-6 sm:px-4"
      data-testid="tournament"
      data-status={t.status}
      data-revision={t.revision}
    >
      <header className="flex flex-col gap-1">
        <p className="text-sm">
          <Link href="/tournaments" className="text-gold hover:underline">
            ← Tournaments
          </Link>
        </p>
        <h1 className="text-3xl font-bold">{t.settings.name}</h1>
        <p className="text-sm text-slate-300">
          <span className="font-semibold" data-testid="tournament-status">
            {STATUS_NAMES[t.status]}
          </span>{' '}
          · {FORMAT_NAMES[t.settings.format]}
          {t.settings.format === 'swiss' && ` · ${t.settings.rounds} rounds`}
          {isElimination(t.settings.format) &&
            t.settings.bestOf > 1 &&
            ` · best of ${t.settings.bestOf}`}{' '}
          · {tournamentFacts(t.settings)} · organised by {t.organiser.name}
        </p>
        <p className="text-xs text-slate-400" data-testid="tournament-times">
          <Schedule t={t} />
          {` · ${t.settings.capacity} players at most`}
        </p>
        {t.arrivalGraceMs !== null && t.status !== 'finished' && t.status !== 'cancelled' && (
          // A pairing starts games wherever their players are: the game domain's wait.
          <p className="text-xs text-slate-400" data-testid="tournament-clock-note">
            Clocks wait for the players: each player’s clock starts when they open their game, or{' '}
            {waitInWords(t.arrivalGraceMs)} after the pairing at the latest.
          </p>
        )}
        {t.settings.description && (
          <p className="whitespace-pre-line text-slate-200">{t.settings.description}</p>
        )}
        {winner && (
          <p className="text-xl font-bold text-gold" data-testid="tournament-winner">
            Winner: {winner.name}
          </p>
        )}
        {t.status === 'finished' && <Corrections t={t} />}
        {t.status === 'cancelled' && (
          <p className="text-red-300" data-testid="tournament-cancelled">
            Cancelled{t.cancelReason ? `: ${t.cancelReason}` : '.'}
          </p>
        )}
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="flex min-w-0 flex-col gap-4">
          <YourGame t={t} />
          <YourCorrections t={t} />
          <Play t={t} me={me} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <PlayerActions t={t} me={me} onDone={refresh} />
          {t.viewer.organiser && <OrganiserPanel t={t} onDone={refresh} />}
          <section aria-labelledby="players" className={PANEL}>
            <h2 id="players" className="text-xl font-bold">
              {/* Before the start: the places taken; after: everyone who took part (a count
                  of those still in read "2 of 16" on a finished 4-player event), as the
                  tournaments list counts them. */}
              {t.startedAt === null
                ? `Players (${t.players} of ${t.settings.capacity})`
                : `Players (${t.players})`}
            </h2>
            {t.entrants.length === 0 ? (
              <p className="text-sm text-slate-400">Nobody has registered yet.</p>
            ) : (
              <EntrantsTable
                entrants={entrantRows(t, me)}
                checkIn={t.settings.checkInOpensAt !== null}
              />
            )}
          </section>
        </div>
      </div>
      <section aria-labelledby="history" className={PANEL}>
        <h2 id="history" className="text-xl font-bold">
          History
        </h2>
        <TournamentHistory entries={historyEntries(t)} />
      </section>
    </main>
  );
}

/**
 * Once started, when it actually started (the organiser may start it early, and the
 * registration window closed then); before, the registration window and the planned start.
 */
function Schedule({ t }: { t: TournamentDetail }) {
  const x = t.settings;
  if (t.startedAt) return <>Started {formatUtc(iso(t.startedAt))}</>;
  return (
    <>
      Registration {formatUtc(iso(x.registrationOpensAt))} –{' '}
      {formatUtc(iso(x.registrationClosesAt))} ·{' '}
      {t.status === 'cancelled' ? 'was to start' : 'starts'} {formatUtc(iso(x.startsAt))}
      {x.checkInOpensAt && ` · check-in from ${formatUtc(iso(x.checkInOpensAt))}`}
    </>
  );
}

/**
 * Once finished: until when the organiser may still correct a disputed result (the standings
 * may change until then), or that the results are final.
 */
function Corrections({ t }: { t: TournamentDetail }) {
  if (!t.correctionsUntil) return null;
  const until = formatUtc(iso(t.correctionsUntil));
  const open = new Date(t.correctionsUntil).getTime() > Date.now();
  return (
    <p className="text-sm text-slate-300" data-testid="tournament-corrections">
      {open
        ? `The organiser may correct a disputed result until ${until} (${CORRECTION_WINDOW_DAYS} days after the last round): the standings may still change.`
        : `The results are final: they could be corrected until ${until}, ${CORRECTION_WINDOW_DAYS} days after the last round.`}
    </p>
  );
}

/** The viewer's game still to play, linked. */
function YourGame({ t }: { t: TournamentDetail }) {
  const game = viewerGame(t);
  if (!game) return null;
  return (
    <Link
      href={`/game/${game.gameId}`}
      data-testid="your-tournament-game"
      className="flex flex-wrap items-center gap-2 rounded-lg bg-gold px-4 py-3 font-bold text-tile-ink hover:brightness-110"
    >
      Your tournament game: round {game.round}
      {game.opponent && ` against ${game.opponent}`} — play it now →
    </Link>
  );
}

/**
 * The organiser's corrections of the viewer's own results: a player learns of them here
 * without reading the history. One made while the page is open is also said on its own (a
 * status line with only the new sentences, not the whole list again).
 */
function YourCorrections({ t }: { t: TournamentDetail }) {
  const corrections = t.viewer.corrections;
  // Adjusted while rendering: the sentences seen so far, and those new at the last change.
  const [heard, setHeard] = useState({ seen: corrections, fresh: [] as readonly string[] });
  if (corrections !== heard.seen) {
    const fresh = corrections.filter((c) => !heard.seen.includes(c));
    setHeard({ seen: corrections, fresh: fresh.length > 0 ? fresh : heard.fresh });
  }
  if (t.viewer.entrantId === null) return null;
  return (
    <>
      <p role="status" className="sr-only" data-testid="your-corrections-news">
        {heard.fresh.length > 0 &&
          `The organiser corrected a result of yours. ${heard.fresh.join('. ')}.`}
      </p>
      {corrections.length > 0 && (
        <section
          aria-labelledby="your-corrections"
          data-testid="your-corrections"
          className="rounded-lg border border-gold/60 bg-slate-900 px-4 py-3"
        >
          <h2 id="your-corrections" className="font-bold text-gold">
            The organiser corrected {corrections.length === 1 ? 'a result' : 'results'} of yours
          </h2>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-200">
            {corrections.map((c, i) => (
              // A sentence may repeat (two games given alike): its place is its key.
              <li key={i}>{c}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/**
 * How the standings rank players: the engine's order (computeStandings). What a bye and a
 * forfeit count for: a forfeit the log gives (the organiser's, or a player who left) counts
 * the bye's spread either way; a game lost without a move keeps its own score.
 */
function TieBreaks({ byeSpread }: { byeSpread: number }) {
  return (
    <p className="text-xs text-slate-400" data-testid="tie-breaks">
      Ranked by wins (a draw counts ½), then spread, then Buchholz (the sum of the opponents’ wins),
      then seed. A bye counts as a win with {formatSpread(byeSpread)} spread. A forfeit the
      organiser gives, or the game of a player who withdrew or was removed, counts{' '}
      {formatSpread(byeSpread)} to the winner and {formatSpread(-byeSpread)} to the loser; a game
      lost without a move counts its score.
    </p>
  );
}

/** Swiss and round robin: pairings per round and the standings; elimination: the bracket. */
function Play({ t, me }: { t: TournamentDetail; me: string | null }) {
  const rounds = roundViews(t, me);
  const [chosen, setChosen] = useState<number | null>(null);
  const format = t.settings.format;
  const finished = t.status === 'finished';
  const shown = rounds.find((r) => r.round === chosen) ?? rounds[rounds.length - 1];
  const last = shown?.round === rounds.length;
  // A past round's standings when the API gives them per round; else the current ones.
  const perRound = shown && !last ? standingsAfter(t, shown.round) : null;
  const standings = standingRows(t, me, perRound ?? t.standings);
  const standingsTable = standings.length > 0 && (
    <>
      <StandingsTable
        standings={standings}
        final={finished && !perRound}
        caption={
          perRound
            ? `Standings after round ${shown?.round}`
            : finished
              ? 'Final standings'
              : 'Standings'
        }
      />
      <TieBreaks byeSpread={t.byeSpread} />
    </>
  );
  if (rounds.length === 0) {
    return (
      <section aria-labelledby="rounds" className={PANEL}>
        <h2 id="rounds" className="text-xl font-bold">
          {isElimination(format) ? 'Bracket' : 'Rounds'}
        </h2>
        <p className="text-sm text-slate-400">Round 1 is paired when the tournament starts.</p>
      </section>
    );
  }
  if (format === 'single-elimination' || format === 'double-elimination') {
    const entrantCount = t.rounds[0]?.matches.reduce((n, m) => n + (m.b ? 2 : 1), 0) ?? 2;
    return (
      <section aria-labelledby="rounds" className={PANEL}>
        <h2 id="rounds" className="text-xl font-bold">
          Bracket
        </h2>
        <Bracket
          format={format}
          rounds={rounds}
          bestOf={t.settings.bestOf}
          entrantCount={entrantCount}
        />
        {finished && standingsTable}
        <Downloads t={t} me={me} />
      </section>
    );
  }
  return (
    <section aria-labelledby="rounds" className={PANEL}>
      <h2 id="rounds" className="text-xl font-bold">
        Rounds
      </h2>
      <nav aria-label="Rounds" className="flex flex-wrap gap-1">
        {rounds.map((r) => (
          <button
            key={r.round}
            type="button"
            aria-pressed={r.round === shown?.round}
            onClick={() => setChosen(r.round)}
            className={`rounded-md px-3 py-1 text-sm ${r.round === shown?.round ? 'bg-gold font-semibold text-tile-ink' : 'bg-slate-800 hover:bg-slate-700'}`}
          >
            Round {r.round}
          </button>
        ))}
      </nav>
      {shown && <RoundPairings round={shown} />}
      {standingsTable}
      <Downloads t={t} me={me} />
    </section>
  );
}

/**
 * The standings (as they stand, final once finished) and every round's pairings and results
 * as CSV files, for an organiser's spreadsheet or a club's records. Built from what the page
 * has loaded: every tournament is public.
 */
function Downloads({ t, me }: { t: TournamentDetail; me: string | null }) {
  const base = fileBase(t.settings.name);
  const csv = (name: string, body: string) => download({ name, body }, 'text/csv;charset=utf-8');
  // A bracket has standings to give once it is over (the page shows them then).
  const standings = !isElimination(t.settings.format) || t.status === 'finished';
  const label = useId();
  return (
    <div
      role="group"
      aria-labelledby={label}
      className="flex flex-wrap items-center gap-2 text-sm"
      data-testid="tournament-downloads"
    >
      <span id={label} className="text-slate-400">
        Download as CSV:
      </span>
      {standings && (
        <button
          type="button"
          className="rounded-md bg-slate-800 px-3 py-1 hover:bg-slate-700"
          onClick={() => csv(`${base}-standings.csv`, standingsCsv(standingRows(t, me)))}
        >
          Standings
        </button>
      )}
      <button
        type="button"
        className="rounded-md bg-slate-800 px-3 py-1 hover:bg-slate-700"
        onClick={() => csv(`${base}-pairings.csv`, pairingsCsv(roundViews(t, me)))}
      >
        Pairings and results
      </button>
    </div>
  );
}

/** "Autumn Open 2026" → "autumn-open-2026": a file name any system keeps. */
function fileBase(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'tournament';
}

import { bracketSize } from '@wordrise/engine';
import { eliminationRoundName, formatPoints } from './format';
import { isViewersMatch, MatchGames } from './match-games';
import type { MatchSide, MatchView, RoundView } from './types';

export interface BracketProps {
  format: 'single-elimination' | 'double-elimination';
  rounds: readonly RoundView[];
  /** Games per match: the first to win a majority takes it. */
  bestOf: number;
  /** Players in the draw: single elimination shows the rounds still to come as empty slots. */
  entrantCount: number;
  className?: string;
}

type Part = NonNullable<MatchView['bracket']>;
const PART_TITLES: Record<Part, string> = {
  winners: "Winners' bracket",
  losers: "Losers' bracket",
  final: 'Grand final',
  reset: 'Grand final',
};

interface Column {
  key: string;
  title: string;
  /** A null slot is a match not paired yet. */
  slots: readonly (MatchView | null)[];
}

function SideRow({
  side,
  points,
  won,
  bye,
}: {
  side: MatchSide | null;
  points: number | null | undefined;
  won: boolean;
  bye?: boolean;
}) {
  return (
    <span
      className={`flex items-center gap-2 px-2 py-1 ${won ? 'font-bold text-gold' : ''}`}
      data-won={won || undefined}
    >
      {side?.seed != null && (
        <span className="w-5 text-right text-xs text-slate-400 tabular-nums">{side.seed}</span>
      )}
      <span className={`min-w-0 flex-1 truncate ${side ? '' : 'text-slate-400'}`}>
        {side ? side.name : bye ? 'bye' : 'to be decided'}
        {side?.you && <span className="font-normal text-slate-400"> (you)</span>}
      </span>
      <span className="tabular-nums">{points == null ? '' : formatPoints(points)}</span>
    </span>
  );
}

function MatchBox({ match, bestOf }: { match: MatchView | null; bestOf: number }) {
  if (!match) {
    return (
      <div className="flex flex-col divide-y divide-slate-700 rounded-md bg-slate-800/50 text-sm text-slate-400">
        <span className="px-2 py-1">to be decided</span>
        <span className="px-2 py-1">to be decided</span>
      </div>
    );
  }
  return (
    <div
      data-testid={`bracket-match-${match.id}`}
      data-winner={
        match.winner === 'a' ? match.a?.entrantId : match.winner === 'b' ? match.b?.entrantId : ''
      }
      className="flex flex-col rounded-md bg-slate-800 text-sm"
    >
      <span className="flex flex-col divide-y divide-slate-700">
        <SideRow side={match.a} points={match.aPoints} won={match.winner === 'a'} />
        <SideRow side={match.b} points={match.bPoints} won={match.winner === 'b'} bye={match.bye} />
      </span>
      {(match.forfeitBy || match.voided) && (
        <span className="px-2 text-xs text-slate-400">{match.voided ? 'void' : 'forfeit'}</span>
      )}
      <span className="px-2 pb-1">
        <MatchGames games={match.games} bestOf={bestOf} yours={isViewersMatch(match)} />
      </span>
    </div>
  );
}

/** Single elimination: every round of the draw, the ones not yet paired as empty slots. */
function singleColumns(rounds: readonly RoundView[], entrantCount: number): Column[] {
  const size = bracketSize(Math.max(2, entrantCount));
  const total = Math.log2(size);
  return Array.from({ length: total }, (_, i) => {
    const round = i + 1;
    const played = rounds.find((r) => r.round === round)?.matches ?? [];
    const count = size / 2 ** round;
    const slots = Array.from(
      { length: Math.max(count, played.length) },
      (_, j) => played[j] ?? null,
    );
    return { key: `r${round}`, title: eliminationRoundName(round, total), slots };
  });
}

/** Double elimination: the paired matches grouped by part of the bracket, then by round. */
function doubleSections(
  rounds: readonly RoundView[],
): { part: Part; title: string; columns: Column[] }[] {
  const parts: Part[] = ['winners', 'losers', 'final'];
  return parts
    .map((part) => {
      const columns = rounds
        .map((r) => ({
          key: `${part}-${r.round}`,
          title: `Round ${r.round}`,
          slots: r.matches.filter((m) => {
            const p = m.bracket ?? 'winners';
            return part === 'final' ? p === 'final' || p === 'reset' : p === part;
          }),
        }))
        .filter((c) => c.slots.length > 0);
      return { part, title: PART_TITLES[part], columns };
    })
    .filter((s) => s.columns.length > 0);
}

function Columns({
  columns,
  bestOf,
  nested = false,
}: {
  columns: readonly Column[];
  bestOf: number;
  /** Under a part's own h3 (double elimination): the columns are h4, else h3. */
  nested?: boolean;
}) {
  const Heading = nested ? 'h4' : 'h3';
  return (
    <div className="flex gap-3 overflow-x-auto pb-2">
      {columns.map((col) => (
        <section
          key={col.key}
          aria-label={col.title}
          className="flex w-56 shrink-0 flex-col justify-around gap-2"
        >
          <Heading className="text-xs font-semibold uppercase tracking-wide text-slate-400">
            {col.title}
          </Heading>
          {col.slots.map((m, i) => (
            <MatchBox key={m?.id ?? `slot-${i}`} match={m} bestOf={bestOf} />
          ))}
        </section>
      ))}
    </div>
  );
}

/** The elimination bracket, live: winners in gold, each match's games linked. */
export function Bracket({ format, rounds, bestOf, entrantCount, className = '' }: BracketProps) {
  return (
    <div data-testid="bracket" className={`flex flex-col gap-4 ${className}`}>
      {bestOf > 1 && <p className="text-xs text-slate-400">Matches are best of {bestOf}.</p>}
      {format === 'single-elimination' ? (
        <Columns columns={singleColumns(rounds, entrantCount)} bestOf={bestOf} />
      ) : !rounds.some((r) => r.matches.some((m) => m.bracket)) ? (
        // Without each match's part of the bracket: the rounds as they were played.
        <Columns
          columns={rounds.map((r) => ({
            key: `r${r.round}`,
            title: `Round ${r.round}`,
            slots: r.matches,
          }))}
          bestOf={bestOf}
        />
      ) : (
        doubleSections(rounds).map((s) => (
          <section
            key={s.part}
            aria-label={s.title}
            data-testid={`bracket-${s.part}`}
            className="flex flex-col gap-2"
          >
            <h3 className="font-semibold text-slate-300">{s.title}</h3>
            <Columns columns={s.columns} bestOf={bestOf} nested />
          </section>
        ))
      )}
    </div>
  );
}

import { formatBuchholz, formatPoints, formatSpread } from './format';
import type { StandingRow } from './types';

export interface StandingsTableProps {
  standings: readonly StandingRow[];
  /** "Standings after round 2", "Final standings". */
  caption: string;
  /** Highlight the winner's row (rank 1 of final standings). */
  final?: boolean;
  className?: string;
}

/**
 * The standings with every tie-break column, in the order they break ties: wins (draws ½),
 * then spread, then Buchholz (the sum of the opponents' wins).
 */
export function StandingsTable({
  standings,
  caption,
  final = false,
  className = '',
}: StandingsTableProps) {
  return (
    <div className={`overflow-x-auto ${className}`}>
      <table className="w-full text-left text-sm" data-testid="standings">
        <caption className="pb-1 text-left font-semibold text-slate-300">{caption}</caption>
        <thead className="text-slate-400">
          <tr>
            <th className="px-1 py-1 sm:px-2 text-right font-normal">Rank</th>
            <th className="px-1 py-1 sm:px-2 font-normal">Player</th>
            <th className="px-1 py-1 sm:px-2 text-right font-normal" title="Draws count ½">
              Wins
            </th>
            <th className="px-1 py-1 sm:px-2 text-right font-normal">Losses</th>
            <th
              className="px-1 py-1 sm:px-2 text-right font-normal"
              title="Points for minus against"
            >
              Spread
            </th>
            <th
              className="px-1 py-1 sm:px-2 text-right font-normal"
              title="The sum of the opponents' wins"
            >
              Buchholz
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.map((s) => {
            const champion = final && s.rank === 1;
            return (
              <tr
                key={s.entrantId}
                data-testid={`standing-${s.entrantId}`}
                data-rank={s.rank}
                aria-current={s.you ? 'true' : undefined}
                className={`${s.you ? 'bg-slate-800 ring-2 ring-gold' : 'odd:bg-slate-900'} ${s.out ? 'text-slate-400' : ''}`}
              >
                <td className="px-1 py-1 sm:px-2 text-right tabular-nums">{s.rank}</td>
                {/* A long name wraps anywhere: the number columns keep their room on a phone. */}
                <td className="px-1 py-1 sm:px-2 font-semibold wrap-anywhere">
                  {s.name}
                  {s.you && <span className="font-normal text-slate-400"> (you)</span>}
                  {s.out && <span className="text-xs font-normal"> — out</span>}
                  {champion && <span className="text-gold"> — winner</span>}
                </td>
                <td className="px-1 py-1 sm:px-2 text-right tabular-nums" data-col="wins">
                  {formatPoints(s.wins)}
                </td>
                <td className="px-1 py-1 sm:px-2 text-right tabular-nums" data-col="losses">
                  {formatPoints(s.losses)}
                </td>
                <td className="px-1 py-1 sm:px-2 text-right tabular-nums" data-col="spread">
                  {formatSpread(s.spread)}
                </td>
                <td className="px-1 py-1 sm:px-2 text-right tabular-nums" data-col="buchholz">
                  {formatBuchholz(s.buchholz)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

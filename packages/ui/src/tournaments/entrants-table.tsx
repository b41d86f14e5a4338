import { RatingText } from '../rating-text';
import { ENTRANT_STATUS_NAMES } from './format';
import type { EntrantRow } from './types';

export interface EntrantsTableProps {
  entrants: readonly EntrantRow[];
  /** Show the check-in column (only when the tournament has a check-in window). */
  checkIn?: boolean;
  className?: string;
}

/** The registered players in seed order, with rating, check-in and who left. */
export function EntrantsTable({ entrants, checkIn = false, className = '' }: EntrantsTableProps) {
  const rows = [...entrants].sort(
    (x, y) => (x.seed ?? Infinity) - (y.seed ?? Infinity) || x.name.localeCompare(y.name),
  );
  return (
    <div className={`overflow-x-auto ${className}`}>
      <table className="w-full text-left text-sm" data-testid="entrants">
        <thead className="text-slate-400">
          <tr>
            <th className="px-1 py-1 sm:px-2 text-right font-normal">Seed</th>
            <th className="px-1 py-1 sm:px-2 font-normal">Player</th>
            <th className="px-1 py-1 sm:px-2 text-right font-normal">Rating</th>
            {checkIn && <th className="px-1 py-1 sm:px-2 font-normal">Checked in</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => {
            const out = e.status !== 'active';
            return (
              <tr
                key={e.id}
                data-testid={`entrant-${e.id}`}
                data-status={e.status}
                aria-current={e.you ? 'true' : undefined}
                className={`${e.you ? 'bg-slate-800 ring-2 ring-gold' : 'odd:bg-slate-900'} ${out ? 'text-slate-400' : ''}`}
              >
                <td className="px-1 py-1 sm:px-2 text-right tabular-nums">{e.seed ?? '—'}</td>
                <td className="px-1 py-1 sm:px-2">
                  {e.href ? (
                    <a href={e.href} className={out ? 'line-through' : 'text-gold hover:underline'}>
                      {e.name}
                    </a>
                  ) : (
                    <span className={out ? 'line-through' : ''}>{e.name}</span>
                  )}
                  {e.bot && <span className="text-slate-400"> (bot)</span>}
                  {e.you && <span className="text-slate-400"> (you)</span>}
                  {out && <span className="text-xs"> — {ENTRANT_STATUS_NAMES[e.status]}</span>}
                </td>
                <td className="px-1 py-1 sm:px-2 text-right tabular-nums">
                  {e.rating === null ? (
                    '—'
                  ) : (
                    <RatingText rating={e.rating} provisional={e.provisional} />
                  )}
                </td>
                {checkIn && <td className="px-1 py-1 sm:px-2">{e.checkedIn ? 'yes' : 'no'}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { formatUtc } from './format';
import type { HistoryEntry } from './types';

export interface TournamentHistoryProps {
  entries: readonly HistoryEntry[];
  /** Newest first (default) or in the order it happened. */
  newestFirst?: boolean;
  className?: string;
}

/** The tournament's log as its history: one line per event, with when and who. */
export function TournamentHistory({
  entries,
  newestFirst = true,
  className = '',
}: TournamentHistoryProps) {
  const rows = newestFirst ? [...entries].sort((a, b) => b.seq - a.seq) : entries;
  if (rows.length === 0) return <p className="text-sm text-slate-400">Nothing has happened yet.</p>;
  return (
    <ol data-testid="history" className={`flex flex-col gap-1 text-sm ${className}`}>
      {rows.map((e) => (
        <li
          key={e.seq}
          data-testid={`history-${e.seq}`}
          className="flex flex-col gap-x-3 border-b border-slate-800 py-1 sm:flex-row"
        >
          <time dateTime={e.at} className="shrink-0 text-xs text-slate-400 sm:w-44">
            {formatUtc(e.at)}
          </time>
          <span className="min-w-0 flex-1">
            {e.text}
            {e.by && <span className="text-slate-400"> — {e.by}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

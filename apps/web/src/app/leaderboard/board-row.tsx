import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * One ranked row of any board: the rank, the player (display name linking to the
 * profile, the username beside it when it differs), then the board's own cells;
 * the viewer's own rows highlighted.
 */
export function BoardRow({
  testId,
  rank,
  username,
  name,
  mine,
  children,
}: {
  testId: string;
  rank: number;
  username: string;
  name: string;
  mine: boolean;
  children: ReactNode;
}) {
  return (
    <tr
      data-testid={testId}
      data-mine={mine || undefined}
      aria-current={mine ? 'true' : undefined}
      className={mine ? 'bg-slate-800 font-semibold ring-2 ring-gold' : 'odd:bg-slate-900'}
    >
      <td className="px-2 py-1 text-right tabular-nums">{rank}</td>
      <td className="px-2 py-1">
        {/* Underlined: beside the username in plain text, colour alone would not mark it. */}
        <Link href={`/u/${encodeURIComponent(username)}`} className="text-gold underline">
          {name}
        </Link>
        {name !== username && <span className="text-slate-400"> ({username})</span>}
      </td>
      {children}
    </tr>
  );
}

import { RULESETS, SPEEDS, isRulesetKey, isSpeed, type Speed } from '@wordrise/engine';
import Link from 'next/link';
import { SPEED_NAMES } from '~/lib/ratings';
import { serverCaller } from '~/server/caller';
import { currentUser } from '~/server/session';

export const metadata = { title: 'Leaderboard — WordRise' };

type Search = Promise<{ ruleset?: string; speed?: string; page?: string }>;

function boardHref(ruleset: string, speed: Speed, page = 1): string {
  const q = new URLSearchParams({ ruleset, speed });
  if (page > 1) q.set('page', String(page));
  return `/leaderboard?${q.toString()}`;
}

/** Each ruleset × speed board, 50 players a page, the viewer's own row highlighted. */
export default async function LeaderboardPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const ruleset = params.ruleset && isRulesetKey(params.ruleset) ? params.ruleset : 'wordrise';
  const speed: Speed = params.speed && isSpeed(params.speed) ? params.speed : 'blitz';
  const requested = Number.parseInt(params.page ?? '1', 10);
  const page = Number.isFinite(requested) && requested >= 1 ? Math.min(requested, 100_000) : 1;
  const [board, me] = await Promise.all([
    (await serverCaller()).leaderboard.list({ ruleset, speed, page }),
    currentUser(),
  ]);
  const rulesets = Object.entries(RULESETS);
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8">
      <h1 className="text-3xl font-bold">Leaderboard</h1>
      <p className="text-sm text-slate-400" data-testid="leaderboard-rules">
        Ranked here: players whose rating is settled (RD at most 110), with at least 10 rated games
        in this ruleset and speed, and a rated game in the last 90 days.
      </p>
      <nav aria-label="Boards" className="flex flex-col gap-2">
        {rulesets.length > 1 && (
          <div className="flex flex-wrap gap-1">
            {rulesets.map(([key, r]) => (
              <Link
                key={key}
                href={boardHref(key, speed)}
                aria-current={key === ruleset ? 'page' : undefined}
                className={`rounded-md px-3 py-1 ${key === ruleset ? 'bg-gold font-semibold text-tile-ink' : 'bg-slate-800 hover:bg-slate-700'}`}
              >
                {r.name}
              </Link>
            ))}
          </div>
        )}
        <div className="flex flex-wrap gap-1">
          {SPEEDS.map((s) => (
            <Link
              key={s}
              href={boardHref(ruleset, s)}
              aria-current={s === speed ? 'page' : undefined}
              className={`rounded-md px-3 py-1 ${s === speed ? 'bg-gold font-semibold text-tile-ink' : 'bg-slate-800 hover:bg-slate-700'}`}
            >
              {SPEED_NAMES[s] ?? s}
            </Link>
          ))}
        </div>
      </nav>
      {board.entries.length === 0 ? (
        <p className="text-slate-400" data-testid="leaderboard-empty">
          No ranked players on this board yet.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="leaderboard">
            <thead className="text-slate-400">
              <tr>
                <th className="px-2 py-1 text-right">Rank</th>
                <th className="px-2 py-1">Player</th>
                <th className="px-2 py-1 text-right">Rating</th>
                <th className="px-2 py-1 text-right">RD</th>
                <th className="px-2 py-1 text-right">Games</th>
                <th className="px-2 py-1 text-right">Win rate</th>
                <th className="px-2 py-1 text-right">Avg score</th>
              </tr>
            </thead>
            <tbody>
              {board.entries.map((e) => {
                const mine = me !== null && e.username === me.username;
                return (
                  <tr
                    key={e.username}
                    data-testid="leaderboard-row"
                    data-mine={mine || undefined}
                    aria-current={mine ? 'true' : undefined}
                    className={
                      mine ? 'bg-slate-700 font-semibold ring-2 ring-gold' : 'odd:bg-slate-900'
                    }
                  >
                    <td className="px-2 py-1 text-right tabular-nums">{e.rank}</td>
                    <td className="px-2 py-1">
                      <Link
                        href={`/u/${encodeURIComponent(e.username)}`}
                        className="text-gold hover:underline"
                      >
                        {e.name}
                      </Link>
                      {e.name !== e.username && (
                        <span className="text-slate-400"> ({e.username})</span>
                      )}
                    </td>
                    <td className="px-2 py-1 text-right tabular-nums">{Math.round(e.rating)}</td>
                    <td className="px-2 py-1 text-right tabular-nums">{Math.round(e.rd)}</td>
                    <td className="px-2 py-1 text-right tabular-nums">{e.games}</td>
                    <td className="px-2 py-1 text-right tabular-nums">
                      {e.winRate === null ? '—' : `${Math.round(e.winRate * 100)}%`}
                    </td>
                    <td className="px-2 py-1 text-right tabular-nums">{e.averageScore ?? '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {board.pages > 1 && (
        <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
          {board.page > 1 && (
            <Link href={boardHref(ruleset, speed, board.page - 1)} className="text-gold">
              ← Previous
            </Link>
          )}
          <span className="text-slate-400">
            Page {board.page} of {board.pages}
          </span>
          {board.page < board.pages && (
            <Link href={boardHref(ruleset, speed, board.page + 1)} className="text-gold">
              Next →
            </Link>
          )}
        </nav>
      )}
    </main>
  );
}

import type { RouterOutputs } from '@wordrise/api';
import { FORMAT_NAMES, formatUtc, placingText } from '@wordrise/ui';
import Link from 'next/link';

type PlayerTournamentsPage = RouterOutputs['user']['tournaments'];

/**
 * A profile's tournaments: each linked, with its format, when it started (or is to start)
 * and how far the player got; latest first, a page at a time (`?tournaments=2`).
 */
export function TournamentsSection({
  username,
  tournaments,
}: {
  username: string;
  tournaments: PlayerTournamentsPage;
}) {
  const { items, page, hasMore } = tournaments;
  const href = (to: number) =>
    `/u/${encodeURIComponent(username)}${to > 1 ? `?tournaments=${to}` : ''}#tournaments`;
  return (
    <section aria-labelledby="tournaments" className="flex flex-col gap-2">
      <h2 id="tournaments" className="scroll-mt-20 text-xl font-bold">
        Tournaments
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-400">
          {page > 1 ? 'No more tournaments.' : 'No tournaments yet.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="profile-tournaments">
          {items.map((t) => {
            const at = (t.startedAt ?? t.startsAt).toISOString();
            const verb = t.startedAt
              ? 'started'
              : t.status === 'registration'
                ? 'starts'
                : 'was to start';
            return (
              <li
                key={t.id}
                data-testid={`profile-tournament-${t.id}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-slate-900 px-3 py-2"
              >
                <Link
                  href={`/tournaments/${t.id}`}
                  className="min-w-0 flex-1 truncate font-semibold text-gold underline"
                >
                  {t.name}
                </Link>
                <span className="font-semibold tabular-nums" data-testid="tournament-placing">
                  {placingText(t.placing, t.format)}
                </span>
                <span className="w-full text-xs text-slate-400">
                  {FORMAT_NAMES[t.format]} · {verb} <time dateTime={at}>{formatUtc(at)}</time>
                  {t.corrected > 0 &&
                    ` · ${t.corrected} ${t.corrected === 1 ? 'result' : 'results'} corrected by the organiser`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {(page > 1 || hasMore) && (
        <nav aria-label="Tournament pages" className="flex items-center gap-3 text-sm">
          {page > 1 && (
            <Link href={href(page - 1)} className="text-gold">
              ← Newer
            </Link>
          )}
          <span className="text-slate-400">Page {page}</span>
          {hasMore && (
            <Link href={href(page + 1)} className="text-gold">
              Older →
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

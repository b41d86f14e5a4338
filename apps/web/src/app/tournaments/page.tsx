import { TournamentCard } from '@wordrise/ui';
import Link from 'next/link';
import { PRIMARY } from '~/components/buttons';
import { signInPath } from '~/lib/paths';
import { tournamentFacts, type TournamentSummary } from '~/lib/tournaments';
import { serverCaller } from '~/server/caller';
import { currentUser } from '~/server/session';

export const metadata = { title: 'Tournaments — WordRise' };

const KINDS = [
  { kind: 'running', title: 'Running', empty: 'No tournament is running right now.' },
  { kind: 'upcoming', title: 'Upcoming', empty: 'Nothing announced yet.' },
  { kind: 'finished', title: 'Finished', empty: 'No tournament has finished yet.' },
] as const;

function TournamentList({ items }: { items: readonly TournamentSummary[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((t) => (
        <li key={t.id}>
          <TournamentCard
            id={t.id}
            name={t.name}
            format={t.format}
            status={t.status}
            entrants={t.entrants}
            capacity={t.capacity}
            startsAt={new Date(t.startsAt).toISOString()}
            startedAt={t.startedAt ? new Date(t.startedAt).toISOString() : null}
            organiser={t.organiser.name}
            winner={t.winner?.name ?? null}
            facts={tournamentFacts(t)}
            href={`/tournaments/${t.id}`}
          />
        </li>
      ))}
    </ul>
  );
}

type Kind = (typeof KINDS)[number]['kind'];
/** Which page of each list the address asks for (`?finished=3`). */
type ListPages = Partial<Record<Kind, string | string[]>>;

function pageOf(pages: ListPages, kind: Kind): number {
  const n = Number(pages[kind]);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

/** This page with one list turned to `page` (the other lists stay where they are). */
function hrefWith(pages: ListPages, kind: Kind, page: number): string {
  const query = new URLSearchParams();
  for (const { kind: k } of KINDS) {
    const n = k === kind ? page : pageOf(pages, k);
    if (n > 1) query.set(k, String(n));
  }
  const q = query.toString();
  return q ? `/tournaments?${q}` : '/tournaments';
}

function ListSection(props: {
  kind: string;
  title: string;
  items: readonly TournamentSummary[];
  empty: string;
  pager?: { page: number; hasMore: boolean; href: (page: number) => string };
}) {
  return (
    <section
      aria-labelledby={`tournaments-${props.kind}`}
      data-testid={`tournaments-${props.kind}`}
      className="flex flex-col gap-2 rounded-lg bg-slate-900 p-4"
    >
      <h2 id={`tournaments-${props.kind}`} className="text-xl font-bold">
        {props.title}
      </h2>
      {props.items.length > 0 ? (
        <TournamentList items={props.items} />
      ) : (
        <p className="text-sm text-slate-400">{props.empty}</p>
      )}
      {props.pager && (props.pager.page > 1 || props.pager.hasMore) && (
        <nav aria-label={`${props.title} pages`} className="flex items-center gap-3 text-sm">
          {props.pager.page > 1 && (
            <Link href={props.pager.href(props.pager.page - 1)} className="text-gold">
              ← Previous
            </Link>
          )}
          <span className="text-slate-400">Page {props.pager.page}</span>
          {props.pager.hasMore && (
            <Link href={props.pager.href(props.pager.page + 1)} className="text-gold">
              Next →
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

/**
 * The viewer's own (organised or entered, not over yet), then running, upcoming and finished
 * tournaments; signed-in players can create one.
 */
export default async function TournamentsPage({
  searchParams,
}: {
  searchParams: Promise<ListPages>;
}) {
  const pages = await searchParams;
  const caller = await serverCaller();
  const user = await currentUser();
  const [mine, ...lists] = await Promise.all([
    user ? caller.tournament.mine() : Promise.resolve([]),
    ...KINDS.map(({ kind }) => caller.tournament.list({ kind, page: pageOf(pages, kind) })),
  ]);
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="flex-1 text-3xl font-bold">Tournaments</h1>
        {user ? (
          <Link href="/tournaments/new" className={PRIMARY}>
            Create tournament
          </Link>
        ) : (
          <Link href={signInPath('/tournaments')} className="text-sm text-gold underline">
            Sign in to create or join one
          </Link>
        )}
      </div>
      {mine.length > 0 && <ListSection kind="mine" title="Yours" items={mine} empty="" />}
      {KINDS.map(({ kind, title, empty }, i) => (
        <ListSection
          key={kind}
          kind={kind}
          title={title}
          items={lists[i]?.items ?? []}
          empty={empty}
          pager={{
            page: pageOf(pages, kind),
            hasMore: lists[i]?.hasMore ?? false,
            href: (page) => hrefWith(pages, kind, page),
          }}
        />
      ))}
    </main>
  );
}

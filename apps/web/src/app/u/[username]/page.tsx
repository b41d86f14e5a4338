import { TRPCError } from '@trpc/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { describeKind, describeTimeControl } from '~/lib/games';
import { serverCaller } from '~/server/caller';

type Params = Promise<{ username: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { username } = await params;
  return { title: `${decodedName(username) ?? 'Player'} — WordRise` };
}

/** The URL segment as a username, or null when it is not valid percent-encoding. */
function decodedName(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const RESULT_TEXT: Record<string, string> = { win: 'Won', loss: 'Lost', draw: 'Drew' };

export default async function ProfilePage({ params }: { params: Params }) {
  const username = decodedName((await params).username);
  if (username === null) notFound();
  let profile;
  try {
    profile = await (await serverCaller()).user.profile({ username });
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      notFound();
    throw error;
  }
  const joined = profile.createdAt.toISOString().slice(0, 10);
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold" data-testid="profile-username">
          {profile.username}
        </h1>
        {profile.displayName !== profile.username && (
          <p className="text-slate-300">{profile.displayName}</p>
        )}
        <p className="text-sm text-slate-400">Playing since {joined}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:max-w-xs">
        <div className="rounded-lg bg-slate-900 p-3">
          <dt className="text-sm text-slate-400">Games played</dt>
          <dd className="text-2xl font-bold" data-testid="games-played">
            {profile.gamesPlayed}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-900 p-3">
          <dt className="text-sm text-slate-400">Wins</dt>
          <dd className="text-2xl font-bold" data-testid="wins">
            {profile.wins}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="recent-games" className="flex flex-col gap-2">
        <h2 id="recent-games" className="text-xl font-bold">
          Recent games
        </h2>
        {profile.recentGames.length === 0 ? (
          <p className="text-sm text-slate-400">No finished games yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {profile.recentGames.map((game) => {
              const me = game.players.find((p) => p.seat === game.seat);
              const others = game.players.filter((p) => p.seat !== game.seat);
              return (
                <li key={game.id} className="flex items-stretch gap-1">
                  <Link
                    href={`/game/${game.id}`}
                    className="flex min-w-0 flex-1 flex-wrap items-center gap-2 rounded-md bg-slate-900 px-3 py-2 hover:bg-slate-800"
                  >
                    <span className="w-12 font-semibold">
                      {game.result ? (RESULT_TEXT[game.result] ?? game.result) : '—'}
                    </span>
                    <span className="min-w-0 flex-1 truncate">
                      vs {others.map((p) => p.name).join(', ') || '—'}
                    </span>
                    <span className="tabular-nums">
                      {me?.score ?? 0}–{others.map((p) => p.score).join('–')}
                    </span>
                    <span className="w-full text-xs text-slate-400">
                      {game.finishedAt?.toISOString().slice(0, 10)} ·{' '}
                      {describeTimeControl(game.timeControl)} · {describeKind(game)}
                    </span>
                  </Link>
                  <Link
                    href={`/game/${game.id}/replay`}
                    className="flex items-center rounded-md bg-slate-900 px-3 py-2 text-sm text-gold hover:bg-slate-800"
                    data-testid="replay-link"
                  >
                    Replay
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </main>
  );
}

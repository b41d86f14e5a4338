import { TRPCError } from '@trpc/server';
import { getRuleset, isProvisional } from '@wordrise/engine';
import { formatRatingDelta } from '@wordrise/ui';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AVERAGE_SCORE_RULE } from '~/lib/average-score';
import { describeKind, describeTimeControl } from '~/lib/games';
import { serverCaller } from '~/server/caller';
import { RatingsSection, type BucketRating } from './ratings-section';
import { SoloScoresSection } from './solo-scores-section';
import { TournamentsSection } from './tournaments-section';

type Params = Promise<{ username: string }>;
/** `?tournaments=2`: the page of the player's tournaments shown. */
type SearchParams = Promise<{ tournaments?: string | string[] }>;

function tournamentsPage(value: string | string[] | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

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

/** What the average is over: "over 3 games", "over 1 game", "no such game yet". */
function averageOverText(games: number): string {
  if (games === 0) return 'no such game yet';
  return `over ${games} ${games === 1 ? 'game' : 'games'}`;
}

/** A rating change coloured as the game's scoreboard colours it. */
function deltaColour(delta: number): string {
  if (delta > 0) return 'text-green-400';
  return delta < 0 ? 'text-red-400' : 'text-slate-400';
}

const RESULT_TEXT: Record<string, string> = { win: 'Won', loss: 'Lost', draw: 'Drew' };

/** A play's words as one phrase: "SAG and COMPELS" (its score counts them all). */
function wordsInOne(words: readonly string[]): string {
  return words.length > 0 ? new Intl.ListFormat('en-GB').format(words) : 'a play';
}

export default async function ProfilePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const username = decodedName((await params).username);
  if (username === null) notFound();
  const page = tournamentsPage((await searchParams).tournaments);
  const caller = await serverCaller();
  let profile, ratings, record, soloScores, tournaments;
  try {
    [profile, ratings, record, soloScores, tournaments] = await Promise.all([
      caller.user.profile({ username }),
      caller.user.ratings({ username }),
      caller.user.record({ username }),
      caller.user.soloScores({ username }),
      caller.user.tournaments({ username, page }),
    ]);
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      notFound();
    throw error;
  }
  const joined = profile.createdAt.toISOString().slice(0, 10);
  // One history per rated ruleset × speed (a player has a handful at most).
  const buckets: BucketRating[] = await Promise.all(
    ratings.map(async (r) => {
      const history = await caller.rating.history({
        username,
        ruleset: r.ruleset,
        speed: r.speed,
      });
      return {
        key: `${r.ruleset}-${r.speed}`,
        rulesetName: getRuleset(r.ruleset)?.name ?? r.ruleset,
        speed: r.speed,
        rating: r.rating,
        rd: r.rd,
        games: r.games,
        provisional: r.provisional,
        // A bucket's rating exists from its first rated game, so its history has one.
        start: Math.round(history[0]?.before.rating ?? r.rating),
        history: history.map((h) => ({
          at: Math.floor(h.createdAt.getTime() / 1000),
          rating: Math.round(h.after.rating),
          provisional: isProvisional(h.after),
          delta: h.delta,
        })),
      };
    }),
  );
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold" data-testid="profile-username">
          {profile.username}
        </h1>
        {profile.displayName !== profile.username && (
          <p className="text-slate-300" data-testid="profile-display-name">
            {profile.displayName}
          </p>
        )}
        <p className="text-sm text-slate-400">Playing since {joined}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
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
        <div className="rounded-lg bg-slate-900 p-3">
          <dt className="text-sm text-slate-400">Won / lost / tied</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="record">
            {record.wins}–{record.losses}–{record.draws}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-900 p-3">
          <dt className="text-sm text-slate-400">Average score</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="average-score">
            {record.averageScore ?? '—'}
          </dd>
        </div>
      </dl>
      <p className="-mt-4 text-xs text-slate-400" data-testid="average-score-note">
        Average score {AVERAGE_SCORE_RULE} ({averageOverText(record.averageOver)}).
      </p>
      {record.bestPlay && (
        <p className="text-sm" data-testid="best-play">
          Best single play:{' '}
          <Link href={`/game/${record.bestPlay.gameId}`} className="text-gold underline">
            {wordsInOne(record.bestPlay.words)} for {record.bestPlay.score} points
          </Link>
        </p>
      )}
      <RatingsSection buckets={buckets} />
      <TournamentsSection username={profile.username} tournaments={tournaments} />
      <SoloScoresSection best={soloScores} />
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
                    {game.ratingDelta !== null && (
                      <span
                        className={`w-12 text-right text-sm font-semibold tabular-nums ${deltaColour(game.ratingDelta)}`}
                        data-testid="rating-delta"
                      >
                        <span className="sr-only">Rating change </span>
                        {formatRatingDelta(game.ratingDelta)}
                      </span>
                    )}
                    <span className="w-full text-xs text-slate-400">
                      {game.finishedAt?.toISOString().slice(0, 10)} ·{' '}
                      {describeTimeControl(game.timeControl)} · {describeKind(game)}
                      {game.rated && !game.ratingChanged && (
                        <span data-testid="not-rated">
                          {' '}
                          · no rating change: it ended before every player had moved
                        </span>
                      )}
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

import type { RouterOutputs } from '@wordrise/api';
import Link from 'next/link';
import { SPEED_NAMES } from '~/lib/ratings';
import { BoardRow } from './board-row';
import { Pages } from './pages';

type BestPage = RouterOutputs['leaderboard']['best'];

/** A best-of board (best play or highest game score): the top rated-game entries. */
export function BestBoardTable({
  board,
  page,
  me,
  pageHref,
}: {
  board: 'best-play' | 'game-score';
  page: BestPage;
  me: string | null;
  pageHref: (page: number) => string;
}) {
  const plays = board === 'best-play';
  return (
    <>
      <p className="text-sm text-slate-400" data-testid="leaderboard-rules">
        {plays
          ? 'The highest-scoring plays of rated games: each player’s best play in each game.'
          : 'The highest final scores of rated games: each player’s score in each game.'}{' '}
        The top 1,000 in this ruleset.
      </p>
      {page.entries.length === 0 ? (
        <p className="text-slate-400" data-testid="leaderboard-empty">
          No rated games on this board yet.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid={`board-${board}`}>
            <thead className="text-slate-400">
              <tr>
                <th className="px-2 py-1 text-right">Rank</th>
                <th className="px-2 py-1">Player</th>
                <th className="px-2 py-1 text-right">{plays ? 'Points' : 'Score'}</th>
                {plays && <th className="px-2 py-1">Word</th>}
                <th className="px-2 py-1">Speed</th>
                <th className="px-2 py-1">Game</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((e) => {
                return (
                  <BoardRow
                    key={`${e.gameId} ${e.username}`}
                    testId="best-row"
                    rank={e.rank}
                    username={e.username}
                    name={e.name}
                    mine={me !== null && e.username === me}
                  >
                    <td className="px-2 py-1 text-right tabular-nums">{e.score}</td>
                    {plays && (
                      <td className="px-2 py-1 font-tile tracking-wide">{e.word ?? '—'}</td>
                    )}
                    <td className="px-2 py-1">{SPEED_NAMES[e.speed] ?? e.speed}</td>
                    <td className="px-2 py-1">
                      <Link href={`/game/${e.gameId}`} className="text-gold hover:underline">
                        {e.at.toISOString().slice(0, 10)}
                      </Link>
                    </td>
                  </BoardRow>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pages page={page.page} pages={page.pages} href={pageHref} />
    </>
  );
}

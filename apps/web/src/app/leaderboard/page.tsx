import { RULESETS, SPEEDS, isRulesetKey, isSpeed, type Speed } from '@wordrise/engine';
import type { RouterInputs, RouterOutputs } from '@wordrise/api';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { AVERAGE_SCORE_RULE } from '~/lib/average-score';
import { SPEED_NAMES } from '~/lib/ratings';
import { BestBoardTable } from './best-board';
import { BoardRow } from './board-row';
import { Pages } from './pages';
import { serverCaller } from '~/server/caller';
import { currentUser } from '~/server/session';

export const metadata = { title: 'Leaderboard — WordRise' };

type Search = Promise<{ board?: string; ruleset?: string; speed?: string; page?: string }>;

/** Which board: the ratings (per ruleset × speed) or a best-of board (per ruleset). */
type Board = 'ratings' | RouterInputs['leaderboard']['best']['board'];
const BOARD_TABS: readonly [Board, string][] = [
  ['ratings', 'Ratings'],
  ['best-play', 'Best play'],
  ['game-score', 'Highest game score'],
];
const isBoard = (b: string | undefined): b is Board => BOARD_TABS.some(([key]) => key === b);

function boardHref(board: Board, ruleset: string, speed: Speed, page = 1): string {
  const q = new URLSearchParams(board === 'ratings' ? { ruleset, speed } : { board, ruleset });
  if (page > 1) q.set('page', String(page));
  return `/leaderboard?${q.toString()}`;
}

const TAB = 'rounded-md px-3 py-1';
const tabClass = (current: boolean) =>
  `${TAB} ${current ? 'bg-gold font-semibold text-tile-ink' : 'bg-slate-800 hover:bg-slate-700'}`;

/**
 * Each ruleset × speed board of ratings, and each ruleset's best-of boards (best play,
 * highest game score); 50 a page, the viewer's own rows highlighted.
 */
export default async function LeaderboardPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const board: Board = isBoard(params.board) ? params.board : 'ratings';
  const ruleset = params.ruleset && isRulesetKey(params.ruleset) ? params.ruleset : 'wordrise';
  const speed: Speed = params.speed && isSpeed(params.speed) ? params.speed : 'blitz';
  const requested = Number.parseInt(params.page ?? '1', 10);
  const page = Number.isFinite(requested) && requested >= 1 ? Math.min(requested, 100_000) : 1;
  const caller = await serverCaller();
  const me = await currentUser();
  const rulesets = Object.entries(RULESETS);
  const pageHref = (p: number) => boardHref(board, ruleset, speed, p);
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8">
      <h1 className="text-3xl font-bold">Leaderboard</h1>
      <nav aria-label="Leaderboards" className="flex flex-wrap gap-1">
        {BOARD_TABS.map(([key, label]) => (
          <Link
            key={key}
            href={boardHref(key, ruleset, speed)}
            aria-current={key === board ? 'page' : undefined}
            className={tabClass(key === board)}
          >
            {label}
          </Link>
        ))}
      </nav>
      {board === 'ratings' ? (
        <RatingsBoard
          board={await caller.leaderboard.list({ ruleset, speed, page })}
          me={me?.username ?? null}
          rulesetTabs={
            rulesets.length > 1 && <RulesetTabs board={board} ruleset={ruleset} speed={speed} />
          }
          speedHref={(s) => boardHref(board, ruleset, s)}
          speed={speed}
          pageHref={pageHref}
        />
      ) : (
        <>
          {rulesets.length > 1 && <RulesetTabs board={board} ruleset={ruleset} speed={speed} />}
          <BestBoardTable
            board={board}
            page={await caller.leaderboard.best({ board, ruleset, page })}
            me={me?.username ?? null}
            pageHref={pageHref}
          />
        </>
      )}
    </main>
  );
}

function RulesetTabs({ board, ruleset, speed }: { board: Board; ruleset: string; speed: Speed }) {
  return (
    <nav aria-label="Rulesets" className="flex flex-wrap gap-1">
      {Object.entries(RULESETS).map(([key, r]) => (
        <Link
          key={key}
          href={boardHref(board, key, speed)}
          aria-current={key === ruleset ? 'page' : undefined}
          className={tabClass(key === ruleset)}
        >
          {r.name}
        </Link>
      ))}
    </nav>
  );
}

type RatingsPage = RouterOutputs['leaderboard']['list'];

function RatingsBoard({
  board,
  me,
  rulesetTabs,
  speed,
  speedHref,
  pageHref,
}: {
  board: RatingsPage;
  me: string | null;
  rulesetTabs: ReactNode;
  speed: Speed;
  speedHref: (s: Speed) => string;
  pageHref: (page: number) => string;
}) {
  return (
    <>
      <p className="text-sm text-slate-400" data-testid="leaderboard-rules">
        Ranked here: players whose rating is settled (RD at most 110), with at least 10 rated games
        in this ruleset and speed, and a rated game in the last 90 days.
      </p>
      <nav aria-label="Boards" className="flex flex-col gap-2">
        {rulesetTabs}
        <div className="flex flex-wrap gap-1">
          {SPEEDS.map((s) => (
            <Link
              key={s}
              href={speedHref(s)}
              aria-current={s === speed ? 'page' : undefined}
              className={tabClass(s === speed)}
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
                return (
                  <BoardRow
                    key={e.username}
                    testId="leaderboard-row"
                    rank={e.rank}
                    username={e.username}
                    name={e.name}
                    mine={me !== null && e.username === me}
                  >
                    <td className="px-2 py-1 text-right tabular-nums">{Math.round(e.rating)}</td>
                    <td className="px-2 py-1 text-right tabular-nums">{Math.round(e.rd)}</td>
                    <td className="px-2 py-1 text-right tabular-nums">{e.games}</td>
                    <td className="px-2 py-1 text-right tabular-nums">
                      {e.winRate === null ? '—' : `${Math.round(e.winRate * 100)}%`}
                    </td>
                    <td className="px-2 py-1 text-right tabular-nums">{e.averageScore ?? '—'}</td>
                  </BoardRow>
                );
              })}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-slate-400" data-testid="average-score-note">
            Win rate and Avg score are over the player’s rated games on this board; Avg score{' '}
            {AVERAGE_SCORE_RULE}.
          </p>
        </div>
      )}
      <Pages page={board.page} pages={board.pages} href={pageHref} />
    </>
  );
}

import { gameHref, gameLinkText } from './format';
import type { MatchGame, MatchView } from './types';

/** The viewer plays in the match (one of its sides is theirs). */
export const isViewersMatch = (m: MatchView): boolean => !!(m.a?.you || m.b?.you);

/**
 * A match's games, each linked to watch (running) or replay (over); voided games marked.
 * `yours`: the viewer plays in the match, so a running game is theirs to play.
 */
export function MatchGames({
  games,
  bestOf,
  yours = false,
}: {
  games: readonly MatchGame[];
  bestOf: number;
  yours?: boolean;
}) {
  if (games.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
      {games.map((g) => (
        <a
          key={g.id}
          href={gameHref(g)}
          data-testid={`game-link-${g.id}`}
          data-status={g.status}
          className={`hover:underline ${g.status === 'running' ? 'font-semibold text-green-400' : 'text-gold'}`}
        >
          {gameLinkText(g, bestOf, yours)}
          {g.voided && <span className="text-slate-400"> (void)</span>}
        </a>
      ))}
    </span>
  );
}

import { gameHref, gameLinkText } from './format';
import type { MatchGame } from './types';

/** A match's games, each linked to watch (running) or replay (over); voided games marked. */
export function MatchGames({ games, bestOf }: { games: readonly MatchGame[]; bestOf: number }) {
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
          {gameLinkText(g, bestOf)}
          {g.voided && <span className="text-slate-400"> (void)</span>}
        </a>
      ))}
    </span>
  );
}

import { formatPoints, formatSpread } from './format';
import { isViewersMatch, MatchGames } from './match-games';
import type { MatchSide, MatchView, RoundView } from './types';

export interface RoundPairingsProps {
  round: RoundView;
  /** Games per match (1 in Swiss and round robin). */
  bestOf?: number;
  className?: string;
}

function Name({ side, won }: { side: MatchSide | null; won: boolean }) {
  if (!side) return <span className="text-slate-400">to be decided</span>;
  return (
    <span className={won ? 'font-bold text-gold' : 'font-semibold'}>
      {side.name}
      {side.you && <span className="font-normal text-slate-400"> (you)</span>}
    </span>
  );
}

/** The result in words: "1 – 0 (+34)", "2 – 1", "forfeit", "playing", "void". */
function Result({ match }: { match: MatchView }) {
  if (match.voided) return <span className="text-slate-400">void</span>;
  if (match.aPoints == null || match.bPoints == null) {
    const running = match.games.some((g) => g.status === 'running');
    return <span className="text-slate-400">{running ? 'playing' : 'vs'}</span>;
  }
  return (
    <span className="tabular-nums">
      {formatPoints(match.aPoints)} – {formatPoints(match.bPoints)}
      {match.spread != null && (
        <span className="text-slate-400"> ({formatSpread(match.spread)})</span>
      )}
      {match.forfeitBy && <span className="text-slate-400"> forfeit</span>}
    </span>
  );
}

/**
 * One round's pairings: each match with its result and its games' links; byes last. No
 * heading of its own: the page's round tabs say which round it is.
 */
export function RoundPairings({ round, bestOf = 1, className = '' }: RoundPairingsProps) {
  const matches = [...round.matches].sort((x, y) => Number(!!x.bye) - Number(!!y.bye));
  return (
    <section
      aria-label={`Round ${round.round} pairings`}
      data-testid={`round-${round.round}`}
      className={`flex flex-col gap-1 ${className}`}
    >
      <ol className="flex flex-col gap-1">
        {matches.map((m) => (
          <li
            key={m.id}
            data-testid={`match-${m.id}`}
            data-decided={m.winner != null || m.voided || m.bye || undefined}
            className="flex flex-col gap-1 rounded-md bg-slate-800 px-3 py-2 text-sm sm:flex-row sm:items-center sm:gap-3"
          >
            {m.bye ? (
              <span className="flex-1">
                <Name side={m.a} won={false} /> <span className="text-slate-400">— bye</span>
              </span>
            ) : (
              <span className="flex flex-1 flex-wrap items-center gap-x-2">
                <Name side={m.a} won={m.winner === 'a'} />
                <Result match={m} />
                <Name side={m.b} won={m.winner === 'b'} />
              </span>
            )}
            <MatchGames games={m.games} bestOf={bestOf} yours={isViewersMatch(m)} />
          </li>
        ))}
      </ol>
    </section>
  );
}

import { getRuleset } from '@wordrise/engine';
import Link from 'next/link';

export interface SoloScoresOfRuleset {
  ruleset: string;
  scores: { gameId: string; score: number; finishedAt: Date }[];
}

/** A profile's best solo scores: the top 10 played-out solo games per ruleset. */
export function SoloScoresSection({ best }: { best: readonly SoloScoresOfRuleset[] }) {
  return (
    <section aria-labelledby="solo-scores" className="flex flex-col gap-2">
      <h2 id="solo-scores" className="text-xl font-bold">
        Best solo scores
      </h2>
      {best.length === 0 ? (
        <p className="text-sm text-slate-400">No solo games played out yet.</p>
      ) : (
        best.map(({ ruleset, scores }) => (
          <div key={ruleset} className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold text-slate-300">
              {getRuleset(ruleset)?.name ?? ruleset}
            </h3>
            <ol className="flex flex-col gap-1 text-sm" data-testid={`solo-scores-${ruleset}`}>
              {scores.map((s) => (
                <li key={s.gameId} className="flex gap-3 tabular-nums">
                  <Link href={`/game/${s.gameId}`} className="text-gold underline">
                    {s.score} points
                  </Link>
                  <span className="text-slate-400">{s.finishedAt.toISOString().slice(0, 10)}</span>
                </li>
              ))}
            </ol>
          </div>
        ))
      )}
    </section>
  );
}

'use client';

import { PROVISIONAL_RD } from '@wordrise/engine';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { RatingText, type RatedGamePoint } from '@wordrise/ui';
import { SPEED_NAMES } from '~/lib/ratings';

// The chart library is loaded by this page only, after its first paint.
const RatingChart = dynamic(() => import('./rating-chart'), {
  ssr: false,
  loading: () => <div className="h-[200px]" aria-hidden="true" />,
});

export interface BucketRating {
  key: string;
  rulesetName: string;
  speed: string;
  rating: number;
  rd: number;
  games: number;
  provisional: boolean;
  /** The rating before the first rated game (rounded). */
  start: number;
  /** The rating after each rated game, oldest first (Unix seconds), and the game's change. */
  history: RatedGamePoint[];
}

/** A profile's ratings per ruleset × speed and the chart of the one picked. */
export function RatingsSection({ buckets }: { buckets: BucketRating[] }) {
  const [picked, setPicked] = useState(buckets[0]?.key ?? '');
  const shown = buckets.find((b) => b.key === picked) ?? buckets[0];
  return (
    <section aria-labelledby="ratings" className="flex flex-col gap-3">
      <h2 id="ratings" className="text-xl font-bold">
        Ratings
      </h2>
      {buckets.length === 0 || !shown ? (
        <p className="text-sm text-slate-400">No rated games yet.</p>
      ) : (
        <>
          <table className="w-full text-left text-sm" data-testid="ratings-table">
            <thead className="text-slate-400">
              <tr>
                <th className="px-2 py-1">Ruleset</th>
                <th className="px-2 py-1">Speed</th>
                <th className="px-2 py-1 text-right">Rating</th>
                <th className="px-2 py-1 text-right">RD</th>
                <th className="px-2 py-1 text-right">Games</th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((b) => (
                <tr key={b.key} data-testid={`rating-row-${b.key}`} className="odd:bg-slate-900">
                  <td className="px-2 py-1">{b.rulesetName}</td>
                  <td className="px-2 py-1">{SPEED_NAMES[b.speed] ?? b.speed}</td>
                  <td className="px-2 py-1 text-right font-semibold tabular-nums">
                    <RatingText rating={b.rating} provisional={b.provisional} />
                  </td>
                  <td className="px-2 py-1 text-right tabular-nums">{Math.round(b.rd)}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{b.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {buckets.some((b) => b.provisional) && (
            <p className="text-xs text-slate-400" data-testid="provisional-note">
              A ? marks a provisional rating: too few rated games to be sure of it (its RD, the
              rating’s uncertainty, is above {PROVISIONAL_RD}). It moves a lot with each game and is
              not on the leaderboard until it settles.
            </p>
          )}
          {buckets.length > 1 && (
            <label className="flex items-center gap-2 text-sm">
              Chart of
              <select
                value={shown.key}
                onChange={(e) => setPicked(e.target.value)}
                className="rounded-md bg-slate-800 px-2 py-1"
              >
                {buckets.map((b) => (
                  <option key={b.key} value={b.key}>
                    {b.rulesetName} · {SPEED_NAMES[b.speed] ?? b.speed}
                  </option>
                ))}
              </select>
            </label>
          )}
          <RatingChart
            key={shown.key}
            start={shown.start}
            games={shown.history}
            bucket={`${shown.rulesetName} · ${SPEED_NAMES[shown.speed] ?? shown.speed}`}
          />
        </>
      )}
    </section>
  );
}

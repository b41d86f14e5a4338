'use client';

import { ChartTableDisclosure, RatingHistoryTable, type RatedGamePoint } from '@wordrise/ui';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface RatingChartProps {
  /** The rating before the first rated game: drawn as game 0, so one game makes a line. */
  start: number;
  /**
   * Each rated game's result, oldest first: when (Unix seconds) and the rating after it
   * (with, for the table, whether it was provisional and the game's change).
   */
  games: readonly RatedGamePoint[];
  /** What the ratings are in, for the table's caption: "WordRise · Correspondence". */
  bucket?: string;
}

const HEIGHT = 200;
/** Rating points shown above and below the history, in steps of this many. */
const RATING_STEP = 50;

/**
 * The axes' ranges: game 0 (the start) to the last game, one game at least; the ratings
 * reached, rounded out to 50 with 50 to spare. The x axis counts rated games, not days: a
 * first game, or a day of them, would otherwise be a dot or a cliff on an axis of hours.
 */
export function chartRanges({ start, games }: Pick<RatingChartProps, 'start' | 'games'>): {
  x: [number, number];
  y: [number, number];
} {
  const ratings = [start, ...games.map((g) => g.rating)];
  const low = Math.floor((Math.min(...ratings) - RATING_STEP) / RATING_STEP) * RATING_STEP;
  const high = Math.ceil((Math.max(...ratings) + RATING_STEP) / RATING_STEP) * RATING_STEP;
  return { x: [0, Math.max(1, games.length)], y: [low, high] };
}

/** A point's game as the legend says it: "start" or "3 · 2026-12-03" (its number and day). */
function gameLabel(games: RatingChartProps['games'], index: number): string {
  if (index === 0) return 'start';
  const at = games[index - 1]?.at;
  const day = at === undefined ? '' : ` · ${new Date(at * 1000).toISOString().slice(0, 10)}`;
  return `${index}${day}`;
}

/** The chart in words: where the rating started and where its games took it. */
function summary(start: number, games: number, last: number): string {
  if (games === 0) return `${start}, no rated game recorded yet.`;
  const after = games === 1 ? 'it' : `${games} games`;
  return `From ${start} before the first rated game to ${last} after ${after}.`;
}

/**
 * A player's rating after each rated game in one ruleset × speed, from the rating they
 * started with, drawn with uPlot (as the replay's score graph; this module is loaded by
 * the profile page only). Hovering a point names its game and day.
 */
export default function RatingChart({ start, games, bucket = 'Rating' }: RatingChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const shown = chartRanges({ start, games });
  const last = games.at(-1)?.rating ?? start;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ratings = [start, ...games.map((g) => g.rating)];
    const data: uPlot.AlignedData = [ratings.map((_, i) => i), ratings];
    const ranges = chartRanges({ start, games });
    const axis = { stroke: '#94a3b8', grid: { stroke: '#1e293b' }, ticks: { stroke: '#334155' } };
    const u = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        legend: { show: true, live: true },
        scales: {
          x: { time: false, range: () => ranges.x },
          y: { range: () => ranges.y },
        },
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        series: [
          {
            label: 'Game',
            value: (_u, v) => (v === null ? '—' : gameLabel(games, v)),
          },
          {
            label: 'Rating',
            // As ratings are written everywhere else: 1512, not 1,512.
            value: (_u, v) => (v === null ? '—' : String(v)),
            stroke: '#fbbf24',
            width: 2,
            points: { show: ratings.length <= 200, size: 6, fill: '#fbbf24' },
          },
        ],
        axes: [
          {
            ...axis,
            label: 'Rated games',
            // Whole games only; game 0 is the rating before the first.
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
            values: (_u, splits) => splits.map((v) => (v === 0 ? 'start' : String(v))),
          },
          axis,
        ],
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => u.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
    };
  }, [start, games]);

  return (
    <figure
      className="flex flex-col gap-1"
      data-testid="rating-chart"
      data-points={games.length + 1}
      data-x-range={shown.x.join(' ')}
      data-y-range={shown.y.join(' ')}
    >
      <figcaption className="flex flex-col text-sm">
        <span className="font-semibold text-slate-300">Rating history</span>
        <span className="text-xs text-slate-400" data-testid="rating-chart-summary">
          {summary(start, games.length, last)}
        </span>
      </figcaption>
      {/* The canvas and uPlot's legend say nothing to a screen reader: the table does. */}
      <div ref={box} aria-hidden="true" className="w-full text-slate-300" />
      <ChartTableDisclosure
        label="Ratings as a table"
        table={() => <RatingHistoryTable bucket={bucket} start={start} games={games} />}
      />
    </figure>
  );
}

'use client';

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface RatingChartProps {
  /** Each rated game's result: when (Unix seconds) and the rating after it. */
  points: readonly { at: number; rating: number }[];
}

const HEIGHT = 200;
const DAY_S = 86_400;
/** Rating points shown above and below the history, in steps of this many. */
const RATING_STEP = 50;

/**
 * The axes' ranges: the games' span of time, or two days around a single game; the ratings
 * reached, rounded out to 50 with 50 to spare. Left to itself, uPlot spans a single point's
 * time over years and its rating from 0 to 3,000, with the point off the axis.
 */
export function chartRanges(points: RatingChartProps['points']): {
  x: [number, number];
  y: [number, number];
} {
  const times = points.map((p) => p.at);
  const ratings = points.map((p) => p.rating);
  const [first, last] = [Math.min(...times), Math.max(...times)];
  const x: [number, number] = first === last ? [first - DAY_S, last + DAY_S] : [first, last];
  const low = Math.floor((Math.min(...ratings) - RATING_STEP) / RATING_STEP) * RATING_STEP;
  const high = Math.ceil((Math.max(...ratings) + RATING_STEP) / RATING_STEP) * RATING_STEP;
  return { x, y: [low, high] };
}

/**
 * A player's rating over time in one ruleset × speed, drawn with uPlot (as the
 * replay's score graph; this module is loaded by the profile page only).
 */
export default function RatingChart({ points }: RatingChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const shown = points.length > 0 ? chartRanges(points) : null;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [points.map((p) => p.at), points.map((p) => p.rating)];
    const ranges = chartRanges(points);
    const axis = { stroke: '#94a3b8', grid: { stroke: '#1e293b' }, ticks: { stroke: '#334155' } };
    const u = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        scales: { x: { time: true, range: () => ranges.x }, y: { range: () => ranges.y } },
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        series: [
          {},
          {
            label: 'Rating',
            stroke: '#fbbf24',
            width: 2,
            points: { show: points.length <= 200, size: 6, fill: '#fbbf24' },
          },
        ],
        axes: [axis, axis],
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
  }, [points]);

  return (
    <figure
      className="flex flex-col gap-1"
      data-testid="rating-chart"
      data-points={points.length}
      data-x-range={shown?.x.join(' ')}
      data-y-range={shown?.y.join(' ')}
    >
      <figcaption className="text-sm font-semibold text-slate-300">Rating history</figcaption>
      <div ref={box} className="w-full text-slate-300" />
    </figure>
  );
}

'use client';

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface RatingChartProps {
  /** Each rated game's result: when (Unix seconds) and the rating after it. */
  points: readonly { at: number; rating: number }[];
}

const HEIGHT = 200;

/**
 * A player's rating over time in one ruleset × speed, drawn with uPlot (as the
 * replay's score graph; this module is loaded by the profile page only).
 */
export default function RatingChart({ points }: RatingChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [points.map((p) => p.at), points.map((p) => p.rating)];
    const axis = { stroke: '#94a3b8', grid: { stroke: '#1e293b' }, ticks: { stroke: '#334155' } };
    const u = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        legend: { show: false },
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
    <figure className="flex flex-col gap-1" data-testid="rating-chart" data-points={points.length}>
      <figcaption className="text-sm font-semibold text-slate-300">Rating history</figcaption>
      <div ref={box} className="w-full text-slate-300" />
    </figure>
  );
}
